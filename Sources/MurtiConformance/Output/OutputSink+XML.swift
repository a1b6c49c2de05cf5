import Foundation
import MurtiProtocol

extension OutputSink {
    /// ``OutputSink/xml``: `text` as XML 1.0 character data or, with `attribute`, an attribute
    /// value: markup characters escaped (`&amp;` `&lt;` `&gt;`, and `&quot;` `&apos;` in
    /// attributes); the code points XML 1.0 §2.2 forbids (C0 controls other than tab and line
    /// feed, U+FFFE, U+FFFF), and those it discourages or a terminal obeys (DEL, C1, carriage
    /// return, the bidirectional controls, ``isControl(_:)``), written visibly as `\uXXXX` or
    /// `\r`, since no XML parser accepts the forbidden ones even as character references and a
    /// CI log that prints a failure's text must not obey the others. In attributes, tab and
    /// line feed become character references, so attribute-value normalisation keeps them.
    static func xmlEscape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where isControl(scalar): out += visible(scalar)
            case "\u{FFFE}", "\u{FFFF}": out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
