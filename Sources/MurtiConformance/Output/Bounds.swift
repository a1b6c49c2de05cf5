import MurtiProtocol

/// The caps on what an implementation or a corpus puts in a report (docs/SECURITY.md "Bounded
/// by design"; docs/REPORTS.md "Bounds"), so that a report's size is bounded by its fixture
/// count and a run's memory by its jobs: a string is cut at a UTF-8 boundary and ends in
/// `… N bytes more`, an array keeps its first items and ends in `… N more items`, and an
/// answer quoted whole in a JSON report stops where its budget ends.
///
/// Grading always sees the whole answer; the caps apply to what is kept of it afterwards, so
/// a cap never turns a pass into a failure.
package enum Bounds {
    /// Bytes (UTF-8) of one string from an implementation or a corpus, kept at most: 4 KiB,
    /// the marker included.
    package static let stringBytes = 4096
    /// Bytes of an errored case's stderr kept at most: 8 KiB (its first and last lines,
    /// docs/CONTRACT.md §3 v1.1, are at most 6 KiB as captured).
    package static let stderrBytes = 8192
    /// Items of one array kept at most, the marker included.
    package static let arrayItems = 1000
    /// Bytes an answer may take in a JSON report, pretty-printed at its place: 64 KiB.
    package static let answerBytes = 65536
    /// Bytes of an answer's message quoted in a failure's reason.
    package static let quotedBytes = 240

    /// `text` cut to at most `bytes` UTF-8 bytes, marker included: its start, cut at a Unicode
    /// scalar boundary, then `… N bytes more`; `text` itself when it fits. The second value is
    /// `true` when it was cut. Cutting what was cut leaves it as it is.
    package static func cut(_ text: String, bytes: Int = stringBytes) -> (text: String, cut: Bool) {
        let total = text.utf8.count
        guard total > bytes else { return (text, false) }
        let start = prefix(text, bytes: max(0, bytes - marker(bytesMore: total).utf8.count))
        return (start + marker(bytesMore: total - start.utf8.count), true)
    }

    /// The longest start of `text` of at most `bytes` UTF-8 bytes that ends at a Unicode
    /// scalar boundary.
    static func prefix(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = 0
        var end = text.unicodeScalars.startIndex
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            guard kept + width <= bytes else { break }
            kept += width
            text.unicodeScalars.formIndex(after: &end)
        }
        return String(text.unicodeScalars[..<end])
    }

    /// ``cut(_:bytes:)``'s text alone.
    package static func capped(_ text: String, bytes: Int = stringBytes) -> String {
        cut(text, bytes: bytes).text
    }

    /// `… 4194304 bytes more`: what ends a cut string.
    static func marker(bytesMore: Int) -> String { "… \(bytesMore) bytes more" }

    /// `… 12 more items`: the last item of a cut array.
    static func marker(itemsMore: Int) -> String { "… \(itemsMore) more item\(itemsMore == 1 ? "" : "s")" }

    /// `items`, each ``capped(_:bytes:)``, and at most `count` of them, the last then `… N more
    /// items`; the second value is `true` when anything was cut.
    package static func cut(_ items: [String], count: Int = arrayItems, bytes: Int = stringBytes) -> (items: [String], cut: Bool) {
        var wasCut = items.count > count
        var kept = items.prefix(items.count > count ? max(0, count - 1) : items.count).map { item in
            let (text, cut) = cut(item, bytes: bytes)
            wasCut = wasCut || cut
            return text
        }
        if items.count > count { kept.append(marker(itemsMore: items.count - kept.count)) }
        return (kept, wasCut)
    }

    /// Capabilities of a `start` answer kept at most (docs/CONTRACT.md §3 knows two).
    package static let capabilityItems = 64

    /// `"keyNotFound sections[3].layout"`, an answer's message as a failure's reason quotes it
    /// (docs/REPORTS.md "Grading"): a JSON string (RFC 8785's escapes, so a line break or ESC in
    /// it reads `\n`, `\u001b`) of at most ``quotedBytes`` bytes of the message, then `… N bytes
    /// more` after the closing quote when it was longer.
    package static func quoted(_ message: String) -> String {
        let kept = prefix(message, bytes: quotedBytes)
        let quote = JSONValue.string(kept).canonicalText
        let more = message.utf8.count - kept.utf8.count
        return more > 0 ? quote + "… \(more) bytes more" : quote
    }
}
