import MurtiProtocol

extension OutputSink {
    /// ``OutputSink/text``: `text` with every control character (``isControl(_:)``) written
    /// visibly (``visible(_:)``), so that one item stays one line and nothing in it reaches a
    /// terminal as a command: `"a\u{1B}]0;title\u{07}"` becomes `a\u001B]0;title\u0007`.
    static func textEscape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
