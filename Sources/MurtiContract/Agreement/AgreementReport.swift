import MurtiConformance
import MurtiProtocol

/// Every side's verdict on every fixture, joined per fixture and compared with each fixture's
/// expectation (docs/CONTRACT.md §5 `agreement`).
package struct AgreementReport: Sendable, Equatable {
    /// One side as it ran.
    package struct Side: Sendable, Equatable {
        /// Display name (unique within the report).
        package var name: String
        /// The command line it was started with.
        package var command: [String]
        /// Its handshake answer, when it gave one.
        package var implementation: ImplementationInfo?
        /// What it judges by (``AgreementSide/schema``).
        package var schema: AgreementSide.SchemaSource?

        /// Creates a side.
        package init(
            name: String, command: [String], implementation: ImplementationInfo? = nil,
            schema: AgreementSide.SchemaSource? = nil
        ) {
            self.name = name
            self.command = command
            self.implementation = implementation
            self.schema = schema
        }

        /// How it is compared; `nil` when it never answered `start`.
        package var role: SideRole? { implementation.map(SideRole.init) }
    }

    /// The sides, in the order of every row's verdicts.
    package var sides: [Side]
    /// Every fixture, in corpus order.
    package var rows: [AgreementRow]
    /// `true` when the run was cut short (Ctrl-C): some verdicts are missing.
    package var partial: Bool
    /// The schema file the JSON Schema engines were given (`--schema`, as shown), for the header.
    package var schemaFile: String?
    /// Set when `schemaFile` is not the project's own `murti.schema.json`: sides that judge by
    /// a built-in mirror of the project's schema may then disagree because the schemas differ.
    package var schemaIsForeign = false

    /// Creates a report.
    package init(sides: [Side], rows: [AgreementRow], partial: Bool = false) {
        self.sides = sides
        self.rows = rows
        self.partial = partial
    }

    /// The rows where a compared side deviates or gave no verdict (informational fixtures left out).
    package var disagreements: [AgreementRow] { rows.filter(\.isDisagreement) }

    /// Disagreements where a side's verdict (accept/reject) is not the schema verdict.
    package var verdictDisagreements: [AgreementRow] { disagreements.filter { $0.differences.contains(.verdict) } }

    /// Disagreements with the expected verdict everywhere but another keyword or instance location.
    package var keywordOrLocationDisagreements: [AgreementRow] {
        disagreements.filter {
            !$0.differences.contains(.verdict) && ($0.differences.contains(.keyword) || $0.differences.contains(.location))
        }
    }

    /// Disagreements that are only a side without a verdict (error, crash, timeout).
    package var noVerdictDisagreements: [AgreementRow] { disagreements.filter { $0.differences == [.noVerdict] } }

    /// Disagreements where a side gave no verdict beside another side's deviation: counted
    /// under the deviation, and also in a no-verdict group of their own (docs/DECISIONS.md 49).
    package var noVerdictBesideDeviation: [AgreementRow] {
        disagreements.filter { $0.differences.contains(.noVerdict) && $0.differences != [.noVerdict] }
    }

    /// Informational fixtures where a side deviates: listed, never counted.
    package var informationalDifferences: [AgreementRow] {
        rows.filter { $0.informational && !$0.differences.isEmpty }
    }

    /// `true` when every compared side agrees with every counted fixture's expectation and the
    /// run was complete (exit 0, docs/CONTRACT.md §5).
    package var allAgree: Bool { disagreements.isEmpty && !partial }

    /// Joins per-side verdicts by fixture id. A fixture a side has no verdict for is
    /// `.failed("no result")`.
    package static func join(
        fixtures: [Fixture], sides: [Side], verdicts: [[String: SideVerdict]], partial: Bool = false
    ) -> AgreementReport {
        let rows = fixtures.map { fixture in
            AgreementRow(
                id: fixture.id, expected: ExpectedSchemaView(fixture.expectation),
                informational: fixture.expectation.isInformational,
                verdicts: sides.indices.map { index in
                    index < verdicts.count ? verdicts[index][fixture.id] ?? .failed("no result") : .failed("no result")
                })
        }
        return AgreementReport(sides: sides, rows: rows, partial: partial)
    }
}
