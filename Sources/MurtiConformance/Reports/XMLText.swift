import Foundation
import MurtiProtocol

/// XML 1.0 escaping for the JUnit report.
enum XMLText {
    /// `text` as XML character data or an attribute value (with `attribute`): markup
    /// characters escaped, and the code points XML 1.0 §2.2 forbids (C0 controls other than
    /// tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by the visible text
    /// `\uXXXX`, since no XML parser accepts them even as character references. C1 controls
    /// and U+007F, which XML 1.0 discourages, get the same treatment. In attributes, tab and
    /// line breaks become character references so attribute-value normalisation keeps them.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    out += String(format: "\\u%04X", value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
