/// Every side's verdict on every fixture, joined per fixture (CONTRACT §5 `agreement`).
public struct AgreementReport: Sendable, Equatable {
    /// One side as it ran.
    public struct Side: Sendable, Equatable {
        /// Display name.
        public var name: String
        /// The command line it was started with.
        public var command: [String]
        /// Its handshake answer, when it gave one.
        public var implementation: ImplementationInfo?
        /// Which schema it judges by (``AgreementSide/schema``).
        public var schema: String?
    }

    /// The sides, in the order of every row's verdicts.
    public var sides: [Side]
    /// Every fixture, in corpus order.
    public var rows: [AgreementRow]
    /// `true` when the run was cut short (Ctrl-C): some verdicts are missing.
    public var partial: Bool
    /// The schema file the JSON Schema engines were given (`--schema`, as shown), for the header.
    public var schemaFile: String?
    /// Set when `schemaFile` is not the project's own `murti.schema.json`: sides that judge by
    /// a built-in mirror of the project's schema may then disagree because the schemas differ.
    public var schemaIsForeign = false

    /// Creates a report.
    public init(sides: [Side], rows: [AgreementRow], partial: Bool = false) {
        self.sides = sides
        self.rows = rows
        self.partial = partial
    }

    /// The rows where the sides disagree (informational fixtures left out).
    public var disagreements: [AgreementRow] { rows.filter(\.isDisagreement) }

    /// Disagreements where two sides gave different verdicts (accept vs reject).
    public var verdictDisagreements: [AgreementRow] { disagreements.filter { $0.differences.contains(.verdict) } }

    /// Disagreements with the same verdict everywhere but another keyword or instance location.
    public var keywordOrLocationDisagreements: [AgreementRow] {
        disagreements.filter {
            !$0.differences.contains(.verdict) && ($0.differences.contains(.keyword) || $0.differences.contains(.location))
        }
    }

    /// Disagreements that are only a side without a verdict (error, crash, timeout).
    public var noVerdictDisagreements: [AgreementRow] { disagreements.filter { $0.differences == [.noVerdict] } }

    /// Informational fixtures where the sides disagree: listed, never counted.
    public var informationalDifferences: [AgreementRow] {
        rows.filter { $0.informational && !$0.differences.isEmpty }
    }

    /// `true` when every side agrees on every counted fixture and the run was complete
    /// (exit 0, CONTRACT §5).
    public var allAgree: Bool { disagreements.isEmpty && !partial }

    /// Joins per-side verdicts by fixture id. A fixture a side has no verdict for is
    /// `.failed("no result")`.
    public static func join(
        fixtures: [Fixture], sides: [Side], verdicts: [[String: SideVerdict]], partial: Bool = false
    ) -> AgreementReport {
        let rows = fixtures.map { fixture in
            AgreementRow(
                id: fixture.id, expectedSchema: fixture.expectation.effectiveSchemaVerdict,
                informational: fixture.expectation.informational == true,
                verdicts: sides.indices.map { index in
                    index < verdicts.count ? verdicts[index][fixture.id] ?? .failed("no result") : .failed("no result")
                })
        }
        return AgreementReport(sides: sides, rows: rows, partial: partial)
    }
}
