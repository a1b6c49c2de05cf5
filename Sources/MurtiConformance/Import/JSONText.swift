import Foundation
import MurtiProtocol

/// Small JSON text writers for entries and profiles meant to be pasted into `expectations.json`.
package enum JSONText {
    /// A JSON string literal (slashes unescaped).
    package static func quote(_ text: String) -> String { compact(.string(text)) }

    /// `["a", "b"]`.
    package static func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ", ") + "]" }

    /// `value` on one line, members sorted; integers without a fraction.
    package static func compact(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
