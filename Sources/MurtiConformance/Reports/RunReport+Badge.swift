import Foundation
import MurtiProtocol

extension RunReport {
    /// The shields.io endpoint badge (https://shields.io/badges/endpoint-badge):
    /// `{"schemaVersion":1,"label":"murti conformance","message":"layers 1, 2: 182/190 passed","color":…}`.
    ///
    /// The message states the scope (docs/CONTRACT.md §3 v1.1): the declared layers (`schema verdicts`
    /// for a JSON Schema engine; another contract's words over its corpus,
    /// ``ConformanceContract/declaredScopeWords(_:scope:)``, with its label), or `not certified:
    /// no start answer`; then passed over the
    /// fixtures that count towards certification (passed, failed, errored, skipped, not run,
    /// expected failures; not unsupported or informational), the expected failures, and a
    /// selection (`filtered 1 of 634`), `not a certificate: corpus damaged` for a corpus whose
    /// entries and files do not pair off (``CorpusDamage``), and a rule that never passed
    /// (`decode.duplicateKey 0/17`, or `3 rules never passed`). Color (docs/DECISIONS.md 45): `green` only for a
    /// certificate of the whole corpus without expected failures; otherwise `yellow` from 90 %
    /// passed (expected failures are not passes), `red` below (always when nothing passed).
    func badgeReport() -> String {
        let counted = totals.counted
        let ratio = counted == 0 ? 0 : Double(totals.passed) / Double(counted)
        let color: String
        if certifies, totals.expectedFailures == 0 {
            color = "green"
        } else {
            color = totals.passed > 0 && ratio >= 0.9 ? "yellow" : "red"
        }
        var message: String
        if let info = implementation {
            let scopeText = ContractRegistry.contractOrFallback(contract)?.declaredScopeWords(info, scope: scope)
                ?? ReportWording.nothingGraded
            message = scopeText + ": \(totals.passed)/\(counted) passed"
            if totals.expectedFailures > 0 { message += ", " + Self.plural(totals.expectedFailures, "expected failure") }
            // docs/DECISIONS.md 67: a rule that never passed is named, on a badge too.
            if let rule = scope.neverPassed.first, scope.neverPassed.count == 1 {
                message += ", \(Self.ruleTitle(rule.rule)) 0/\(rule.fixtures)"
            } else if scope.neverPassed.count > 1 {
                message += ", \(Self.plural(scope.neverPassed.count, wording.rollUpNoun)) never passed"
            }
            if totals.notRun > 0 { message += ", \(totals.notRun) not run" }
            if let selection, !selection.isWholeCorpus {
                message += " (filtered \(selection.fixtures) of \(selection.corpusFixtures))"
            }
            if corpus.damage != nil { message += ", not a certificate: corpus damaged" }
        } else {
            message = "not certified: no start answer"
        }
        let badge: [JSONMemberName: JSONValue] = [
            "schemaVersion": .number(1),
            "label": .string(wording.name),
            "message": .string(message),
            "color": .string(color),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(badge) else { return "{}\n" }
        return OutputSink.terminalSafe(String(decoding: data, as: UTF8.self)) + "\n"
    }
}
