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
    }

    /// The sides, in the order of every row's verdicts.
    public var sides: [Side]
    /// Every fixture, in corpus order.
    public var rows: [AgreementRow]
    /// `true` when the run was cut short (Ctrl-C): some verdicts are missing.
    public var partial: Bool

    /// Creates a report.
    public init(sides: [Side], rows: [AgreementRow], partial: Bool = false) {
        self.sides = sides
        self.rows = rows
        self.partial = partial
    }

    /// The rows where the sides disagree (informational fixtures left out).
    public var disagreements: [AgreementRow] { rows.filter(\.isDisagreement) }

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
