#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a byte stream into protocol lines of at most ``maxLineBytes`` bytes each
/// (docs/CONTRACT.md §3: 64 MiB), in memory bounded by that limit whatever the stream holds.
///
/// The one line reader of the project: the driver reads implementations' stdout through it,
/// ``ProtocolServer`` (`serve`, Flow-UI included) its requests. A line that grows past the
/// limit is given up as soon as it does: ``Item/tooLong`` comes once, its bytes already held are
/// released, and every further byte up to and including the line's `\n` is dropped unread, so a
/// line of gigabytes costs no more memory than one of 64 MiB (docs/DECISIONS.md 62).
package struct BoundedLineBuffer {
    /// What the stream gave next.
    package enum Item: Equatable, Sendable {
        /// A complete line without its `\n` (and without a `\r` before it).
        case line([UInt8])
        /// A line longer than ``BoundedLineBuffer/maxLineBytes``; its rest is being dropped.
        case tooLong
    }

    /// The read size the readers use (64 KiB): room kept past the limit for one more read.
    package static let readSize = 65_536

    /// The longest line kept, in bytes before its `\n` (a `\r` before the `\n` not counted).
    package let maxLineBytes: Int
    private var bytes: [UInt8] = []
    /// Bytes of `bytes` already handed out as lines (compacted away now and then).
    private var start = 0
    /// How far past `start` the search for `\n` has got.
    private var scanned = 0
    /// `true` inside a line given up as too long: bytes are dropped through its `\n`.
    private var discarding = false

    /// An empty buffer for lines of at most `maxLineBytes` bytes (default: the protocol's).
    package init(maxLineBytes: Int = ProtocolV1.maxLineBytes) {
        self.maxLineBytes = max(0, maxLineBytes)
    }

    /// Bytes received but not yet returned as a line (0 while a too-long line is dropped).
    package var pendingCount: Int { bytes.count - start }

    /// `true` while the rest of a too-long line is being dropped.
    package var isDiscarding: Bool { discarding }

    /// Takes bytes just read from the stream. While a too-long line is being dropped, only what
    /// follows its `\n` is kept.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) {
        var chunk = chunk
        if discarding {
            guard let base = chunk.baseAddress, let found = memchr(base, 0x0A, chunk.count) else { return }
            let after = base.distance(to: UnsafeRawPointer(found)) + 1
            chunk = UnsafeRawBufferPointer(rebasing: chunk[after...])
            discarding = false
        }
        guard !chunk.isEmpty else { return }
        let needed = bytes.count + chunk.count
        if needed > bytes.capacity {
            // Grow geometrically, but once past half the limit straight to one line at the limit
            // (plus a read's worth): Array's own doubling would reserve up to twice the limit, and
            // a last small step just past it would copy nearly the limit's worth.
            let doubled = max(needed, 2 * bytes.capacity)
            bytes.reserveCapacity(2 * doubled > maxLineBytes ? max(needed, maxLineBytes + 2 + Self.readSize) : doubled)
        }
        bytes.append(contentsOf: chunk)
    }

    /// Takes `chunk` (a convenience for tests and small inputs).
    package mutating func append(_ chunk: [UInt8]) {
        chunk.withUnsafeBytes { append($0) }
    }

    /// The next complete line, ``Item/tooLong`` once for a line past the limit (as soon as it
    /// is past it, before its end has come), or `nil` when more bytes are needed.
    package mutating func next() -> Item? {
        guard !discarding else { return nil }
        let newline = bytes.withUnsafeBufferPointer { buffer -> Int? in
            let from = start + scanned
            guard from < buffer.count, let base = buffer.baseAddress,
                let found = memchr(base + from, 0x0A, buffer.count - from)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
        guard let newline else {
            scanned = bytes.count - start
            // One byte of slack: a `\r` may still come before the `\n`.
            guard pendingCount > maxLineBytes + 1 else { return nil }
            discarding = true
            release()
            return .tooLong
        }
        var end = newline
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        let item: Item = end - start > maxLineBytes ? .tooLong : .line(Array(bytes[start..<end]))
        start = newline + 1
        scanned = 0
        compact()
        return item
    }

    /// At the end of the stream: the last line if it has no `\n` (``Item/tooLong`` if it is too
    /// long), else `nil`. The buffer is empty afterwards.
    package mutating func finish() -> Item? {
        if let item = next() { return item }
        defer { release() }
        guard !discarding, pendingCount > 0 else { return nil }
        var end = bytes.count
        if bytes[end - 1] == 0x0D { end -= 1 }
        return end - start > maxLineBytes ? .tooLong : .line(Array(bytes[start..<end]))
    }

    /// Drops every byte held.
    package mutating func removeAll() {
        release()
        discarding = false
    }

    private mutating func release() {
        bytes = []
        start = 0
        scanned = 0
    }

    /// Moves what is left to the front once half the buffer has been handed out (amortized).
    private mutating func compact() {
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > bytes.count {
            bytes.removeSubrange(..<start)
            start = 0
        }
    }
}
