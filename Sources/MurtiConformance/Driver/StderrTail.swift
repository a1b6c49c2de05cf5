/// The end of a child's stderr: bytes are appended as they are drained, only the last
/// `capacity` are kept, so megabytes of logging cost neither memory nor time (CONTRACT §3:
/// stderr is captured for diagnostics and never parsed).
struct StderrTail {
    /// Bytes kept (4 KiB).
    static let capacity = 4096
    /// Lines shown at most.
    static let maxLines = 20

    private var kept: [UInt8] = []
    /// Every byte ever appended.
    private(set) var totalBytes = 0

    /// Appends drained bytes, trimming the front once twice the capacity is held (amortized).
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        totalBytes += bytes.count
        if bytes.count >= Self.capacity {
            kept = Array(bytes.suffix(Self.capacity))
            return
        }
        kept.append(contentsOf: bytes)
        if kept.count > 2 * Self.capacity {
            kept.removeFirst(kept.count - Self.capacity)
        }
    }

    /// The last lines (at most `maxLines`, from at most the last `capacity` bytes), decoded as
    /// UTF-8 with invalid bytes replaced; `…` marks text cut at the front.
    var text: String {
        let window = kept.suffix(Self.capacity)
        var lines = String(decoding: window, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let cut = totalBytes > window.count || lines.count > Self.maxLines
        let shown = lines.suffix(Self.maxLines).joined(separator: "\n")
        return cut && !shown.isEmpty ? "…" + shown : shown
    }
}
