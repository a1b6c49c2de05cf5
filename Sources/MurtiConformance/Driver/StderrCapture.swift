import MurtiProtocol

/// What a child wrote on stderr, kept for the report of a failing case (docs/CONTRACT.md §3: stderr is
/// captured for diagnostics and never parsed; v1.1: the stderr of an errored case keeps the
/// first lines written during that case as well as the last ones, so that a stack trace's
/// exception line, which comes first, survives a long trace).
///
/// Bytes are appended as they are drained. Two windows are kept, so megabytes of logging cost
/// neither memory nor time: the last ``capacity`` bytes of the whole stream, and the first
/// ``headCapacity`` bytes written since the current case began (``markCase()``).
struct StderrCapture {
    /// Bytes of the stream's end kept (4 KiB).
    static let capacity = 4096
    /// Bytes of the current case's beginning kept (2 KiB).
    static let headCapacity = 2048
    /// Lines shown at most: the first half and the last half of them, around a `…` line.
    static let maxLines = 20

    private var kept: [UInt8] = []
    private var head: [UInt8] = []
    /// Every byte ever appended.
    private(set) var totalBytes = 0
    /// ``totalBytes`` when the current case began.
    private var caseStart = 0

    /// Marks the start of a case (a request written): what comes next is that case's stderr.
    mutating func markCase() {
        caseStart = totalBytes
        head.removeAll(keepingCapacity: true)
    }

    /// Appends drained bytes, trimming the tail's front once twice the capacity is held
    /// (amortized).
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        totalBytes += bytes.count
        if head.count < Self.headCapacity {
            head.append(contentsOf: bytes.prefix(Self.headCapacity - head.count))
        }
        if bytes.count >= Self.capacity {
            kept = Array(bytes.suffix(Self.capacity))
            return
        }
        kept.append(contentsOf: bytes)
        if kept.count > 2 * Self.capacity {
            kept.removeFirst(kept.count - Self.capacity)
        }
    }

    /// The lines for the report, decoded as UTF-8 with invalid bytes replaced, at most
    /// ``maxLines`` (the first and the last ones, a `…` line between them when some are left
    /// out). When the current case wrote on stderr, only its own text is shown, beginning
    /// included even when a flood pushed it out of the tail window; otherwise the stream's last
    /// lines, `…` marking text cut at the front.
    var text: String {
        let window = kept.suffix(Self.capacity)
        let caseBytes = totalBytes - caseStart
        guard caseBytes > 0 else {
            var lines = Self.lines(window)
            let cut = totalBytes > window.count || lines.count > Self.maxLines
            lines = Array(lines.suffix(Self.maxLines))
            let shown = lines.joined(separator: "\n")
            return cut && !shown.isEmpty ? "…" + shown : shown
        }
        var lines: [String]
        if caseBytes <= window.count {
            lines = Self.lines(window.suffix(caseBytes))
        } else if head.count + window.count >= caseBytes {
            lines = Self.lines(head + window.suffix(caseBytes - head.count))
        } else {
            // The case's beginning is only in `head` now: join it to the tail with a cut mark.
            var start = Self.lines(head[...])
            if caseBytes > head.count, !start.isEmpty { start[start.count - 1] += "…" }
            var end = Self.lines(window)
            if !end.isEmpty { end[0] = "…" + end[0] }
            lines = start + end
        }
        if lines.count > Self.maxLines {
            let half = Self.maxLines / 2
            lines = Array(lines.prefix(half)) + ["… (\(lines.count - 2 * half) lines left out)"] + Array(lines.suffix(half))
        }
        return lines.joined(separator: "\n")
    }

    private static func lines<Bytes: Collection>(_ bytes: Bytes) -> [String] where Bytes.Element == UInt8 {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
