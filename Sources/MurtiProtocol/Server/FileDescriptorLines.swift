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
    private var lines: BoundedLineBuffer
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: BoundedLineBuffer.readSize)

    /// Reads lines of at most `maxLineBytes` bytes from `input` and writes lines to `output`.
    init(input: Int32, output: Int32, maxLineBytes: Int = ProtocolV1.maxLineBytes) {
        self.input = input
        self.output = output
        lines = BoundedLineBuffer(maxLineBytes: maxLineBytes)
    }

    /// The next line without its `\n` (and without a `\r` before it), or ``BoundedLineBuffer/Item/tooLong``
    /// for a line past the limit, whose rest is then skipped unread (docs/CONTRACT.md §3); `nil`
    /// at end of input or on a read error. A last line without `\n` is returned too.
    mutating func nextLine() -> BoundedLineBuffer.Item? {
        while true {
            if let item = lines.next() { return item }
            if atEnd { return lines.finish() }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
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
