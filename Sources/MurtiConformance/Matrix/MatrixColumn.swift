import Foundation
import MurtiProtocol

/// One implementation of the matrix: what its report says of it (docs/MATRIX.md "Columns").
package struct MatrixColumn: Sendable, Equatable {
    /// The report file as given (shown so a reader can find it).
    package var file: String
    /// `implementation.name`, or `unknown (no start answer)`.
    package var name: String
    /// `implementation.version` (empty without a start answer).
    package var version: String
    /// `implementation.language`.
    package var language: String
    /// The declared scope: `layers 1, 2 + envelope`, `schema verdicts (JSON Schema engine)`,
    /// `nothing declared`, or another contract's words
    /// (``ConformanceContract/declaredScopeWords(_:scope:)``).
    package var scope: String
    /// The certificate statement (`scope.statement` of the report).
    package var statement: String
    /// Whether the report is a certificate.
    package var certified: Bool
    /// The badge colour the report's shields.io endpoint gives (`green`, `yellow`, `red`).
    package var badgeColor: String
    /// The badge's message (`layers 1, 2: 492/492 passed`).
    package var badgeMessage: String
    /// The report's totals.
    package var totals: RunReport.Counts
    /// The report's corpus.
    package var corpus: RunReport.CorpusInfo
    /// `reportVersion` of the file.
    package var reportVersion: String

    /// The column of `report`, read from `file`.
    init(_ report: RunReport, file: String) {
        let cap = { (text: String) in Bounds.capped(text, bytes: MatrixLimits.name) }
        self.file = cap(file)
        name = cap(report.implementation?.name ?? "unknown (no start answer)")
        version = cap(report.implementation?.version ?? "")
        language = cap(report.implementation?.language ?? "")
        scope = Bounds.capped(Self.scopeText(report), bytes: MatrixLimits.statement)
        statement = Bounds.capped(report.scope.statement, bytes: MatrixLimits.statement)
        certified = report.scope.certified
        let badge = (try? StrictJSON.parse(Data(report.rendered(as: .badge).utf8), file: "badge")) ?? .object([:])
        badgeColor = badge["color"]?.stringValue ?? "red"
        badgeMessage = Bounds.capped(badge["message"]?.stringValue ?? "", bytes: MatrixLimits.statement)
        totals = report.totals
        corpus = report.corpus
        reportVersion = cap(report.reportVersion)
    }

    /// `name version`, the column's title.
    package var title: String { version.isEmpty ? name : "\(name) \(version)" }

    /// What the `start` answer declared, in words.
    static func scopeText(_ report: RunReport) -> String {
        guard let info = report.implementation else { return "nothing declared (no start answer)" }
        return ContractRegistry.contractOrFallback(report.contract)?.declaredScopeWords(info, scope: nil) ?? ReportWording.nothingGraded
    }
}
