import Foundation

/// One implementation as `fuzz/fuzz.py --side` takes it: a JSON object.
struct FuzzSide: Encodable {
    /// The name used in signatures; `nil`: the handshake's name.
    var label: String?
    /// `reference` marks the reference validator (expectations are proposed from it).
    var role: String?
    /// The protocol v1 command line.
    var command: [String]

    /// The object as one line of JSON.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
