import Foundation
import MurtiProtocol

/// One implementation of the matrix: what its report says of it (docs/MATRIX.md "Columns").
public struct MatrixColumn: Sendable, Equatable {
    /// The report file as given (shown so a reader can find it).
    public var file: String
    /// `implementation.name`, or `unknown (no start answer)`.
    public var name: String
    /// `implementation.version` (empty without a start answer).
    public var version: String
    /// `implementation.language`.
    public var language: String
    /// The declared scope: `layers 1, 2 + envelope`, `schema verdicts (JSON Schema engine)`,
    /// `nothing declared`, or another contract's words
    /// (``ConformanceContract/declaredScopeWords(_:scope:)``).
    public var scope: String
    /// The certificate statement (`scope.statement` of the report).
    public var statement: String
    /// Whether the report is a certificate.
    public var certified: Bool
    /// The badge colour the report's shields.io endpoint gives (`green`, `yellow`, `red`).
    public var badgeColor: String
    /// The badge's message (`layers 1, 2: 492/492 passed`).
    public var badgeMessage: String
    /// The report's totals.
    public var totals: RunReport.Counts
    /// The report's corpus.
    public var corpus: RunReport.CorpusInfo
    /// `reportVersion` of the file.
    public var reportVersion: String

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
    public var title: String { version.isEmpty ? name : "\(name) \(version)" }

    /// What the `start` answer declared, in words.
    static func scopeText(_ report: RunReport) -> String {
        guard let info = report.implementation else { return "nothing declared (no start answer)" }
        return ContractRegistry.contractOrFallback(report.contract).declaredScopeWords(info, scope: nil)
    }
}
