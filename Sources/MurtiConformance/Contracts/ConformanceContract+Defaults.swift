import MurtiProtocol

extension ConformanceContract {
    /// The contracts `info` speaks, as a report's metadata gives them unless a contract says
    /// more: the JUnit property `contracts` (``RunReport/contractsProperty(_:)``).
    package func junitProperties(_ info: ImplementationInfo) -> [(name: String, value: String)] {
        RunReport.contractsProperty(info)
    }

    /// The contracts `info` speaks, as the Markdown report's metadata table gives them unless a
    /// contract says more: the row `Contracts` (``RunReport/contractsRow(_:)``).
    package func markdownMetadata(_ info: ImplementationInfo) -> [(label: String, cell: String)] {
        RunReport.contractsRow(info)
    }
}

extension ConformanceContract {
    /// `nil`: a contract reads no expectation without an `outcome` of its own unless it says so.
    package func decodeUnclaimedExpectation(from decoder: any Decoder) throws -> (any ContractExpectation)? {
        nil
    }

    /// `nil`: a contract's runs state no fuzz summary unless it says so.
    package func decodeFuzzSummary(from decoder: any Decoder) throws -> (any ContractFuzzSummary)? {
        nil
    }

    /// `nil`: a contract's answers are not ``Answer``s unless it says so.
    package func grade(_ fixture: Fixture, answer: Answer, durationSeconds: Double?, grader: Grader) -> FixtureResult? {
        nil
    }
}

extension ConformanceContract {
    /// 0: a contract's `check` does not fuzz unless it says so.
    package var checkFuzzSeconds: Double { 0 }

    /// `nil`: a contract is judged by no JSON Schema file unless it names one.
    package var schemaFileName: String? { nil }

    /// `false`: a contract has no schema verdicts unless it says so.
    package var exportsSchemaVerdicts: Bool { false }

    /// Throws ``SuiteExport/noSchemaVerdicts(_:)``: a contract without schema verdicts has
    /// nothing the format holds.
    package func exportSuite(_ export: SuiteExport, corpus: Corpus) throws(PipelineError) -> SuiteExport.Summary {
        throw export.noSchemaVerdicts(kind)
    }
}

extension RunReport {
    /// `contracts` = the names `info` declared it speaks, comma-separated, as a JUnit property.
    package static func contractsProperty(_ info: ImplementationInfo) -> [(name: String, value: String)] {
        [("contracts", info.contracts.map(\.rawValue).joined(separator: ","))]
    }

    /// `| Contracts | NAME, NAME |`: what `info` declared it speaks, as a Markdown metadata
    /// row (its cell escaped, ``cell(_:)``).
    package static func contractsRow(_ info: ImplementationInfo) -> [(label: String, cell: String)] {
        [("Contracts", cell(info.contracts.map(\.rawValue).joined(separator: ", ")))]
    }
}
