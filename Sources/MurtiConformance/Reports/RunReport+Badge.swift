import Foundation
import MurtiProtocol

extension RunReport {
    /// The shields.io endpoint badge (https://shields.io/badges/endpoint-badge):
    /// `{"schemaVersion":1,"label":"murti conformance","message":"layers 1, 2: 182/190 passed","color":…}`.
    ///
    /// The message states the scope (docs/CONTRACT.md §3 v1.1): the declared layers (`schema verdicts`
    /// for a JSON Schema engine; `flow-ui decoding` over a Flow-UI corpus, with the label
    /// `flow-ui conformance`), or `not certified: no start answer`. The count is passed over
    /// the fixtures that count towards certification (passed, failed, errored, skipped,
    /// expected failures; not unsupported or informational). Color: `green` when the run
    /// certifies, `yellow` from 90 % passed (or a complete pass in a partial run), `red` below
    /// (always when nothing passed).
    func badgeReport() -> String {
        let counted = totals.counted
        let ratio = counted == 0 ? 0 : Double(totals.passed) / Double(counted)
        let color: String
        if allPassed {
            color = "green"
        } else if totals.passed > 0, totals.passed == counted {
            color = "yellow"
        } else {
            color = totals.passed > 0 && ratio >= 0.9 ? "yellow" : "red"
        }
        let scopeText: String
        if let info = implementation {
            if contract == .flowUI {
                scopeText = info.speaks(.flowUI) ? "flow-ui decoding" : "no flow-ui"
            } else {
                scopeText = info.schemaOnly ? "schema verdicts" : CertificationScope.layerList(scope.layers)
            }
        } else {
            scopeText = "not certified: no start answer"
        }
        let message = implementation == nil ? scopeText : "\(scopeText): \(totals.passed)/\(counted) passed"
        let badge: [String: JSONValue] = [
            "schemaVersion": .number(1),
            "label": .string(wording.name),
            "message": .string(message),
            "color": .string(color),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(badge) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
