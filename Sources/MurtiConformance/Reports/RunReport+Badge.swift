import Foundation

extension RunReport {
    /// The shields.io endpoint badge (https://shields.io/badges/endpoint-badge):
    /// `{"schemaVersion":1,"label":"murti conformance","message":"182/190 passed","color":…}`.
    ///
    /// The count is passed over the fixtures that count towards certification (passed,
    /// failed, errored, skipped, expected failures; not unsupported or informational). Color:
    /// `green` when all of those passed in a complete run, `yellow` from 90 % passed (or a
    /// complete pass in a partial run), `red` below.
    func badgeReport() -> String {
        let counted = totals.counted
        let ratio = counted == 0 ? 0 : Double(totals.passed) / Double(counted)
        let color: String
        if counted > 0, totals.passed == counted {
            color = partial ? "yellow" : "green"
        } else {
            color = ratio >= 0.9 ? "yellow" : "red"
        }
        let badge: [String: JSONValue] = [
            "schemaVersion": .number(1),
            "label": .string("murti conformance"),
            "message": .string("\(totals.passed)/\(counted) passed"),
            "color": .string(color),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(badge) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
