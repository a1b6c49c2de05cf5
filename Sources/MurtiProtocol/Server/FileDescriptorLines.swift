#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocking line I/O on raw file descriptors, for `ProtocolServer`.
///
/// Raw `read`/`write` rather than `FileHandle` so each answer reaches the runner the moment it
/// is written (no buffering to flush) and a descriptor left non-blocking by a parent is waited
/// on with `poll` instead of failing.
struct FileDescriptorLines {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// Reads lines from `input` and writes lines to `output`.
    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next line without its `\n` (and without a `\r` before it); `nil` at end of input or
    /// on a read error. A last line without `\n` is returned too.
    mutating func nextLine() -> [UInt8]? {
        while true {
            if let newline = Self.newline(in: buffer, from: scanned) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                scanned = 0
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            scanned = buffer.count
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                atEnd = true
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// The index of the first `\n` at or after `start`. `memchr` rather than a generic search:
    /// a request line carries a base64 document of up to megabytes, and the generic one costs
    /// an allocation per byte in a debug build (the `swift run` the runner and `fuzz` start).
    private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { all in
            guard start < all.count, let base = all.baseAddress,
                let found = memchr(base + start, 0x0A, all.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Writes all of `line` (which carries its own `\n`); `false` when the reader is gone.
    func write(_ line: [UInt8]) -> Bool {
        var offset = 0
        while offset < line.count {
            let count = line.withUnsafeBytes { bytes in
                systemWrite(output, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count >= 0 {
                offset += count
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else if errno != EINTR {
                return false
            }
        }
        return true
    }
}

/// `write(2)`, named apart from `FileDescriptorLines.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
