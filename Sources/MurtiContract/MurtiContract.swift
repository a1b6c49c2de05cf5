import MurtiConformance
import MurtiProtocol

/// Murti (docs/CONTRACT.md §0–§7): a verdict per document in four layers, manifest sequences
/// step by step, graded at the verdict, rule, strict and cost levels; reports grouped by the
/// expected layer.
package struct MurtiContract: ConformanceContract {
    /// Creates the contract.
    package init() {}

    /// ``ContractKind/murti``.
    package var kind: ContractKind { .murti }

    /// `Murti`.
    package var displayName: String { "Murti" }

    /// `accept`, `reject`.
    package var answerOutcomes: Set<String> { Set(Outcome.allCases.map(\.rawValue)) }

    /// The shared 128 levels (``StrictJSONParser/maxNesting``).
    package var answerNesting: Int { StrictJSONParser.maxNesting }

    /// `murti.schema.json`, the project's schema (docs/CONTRACT.md §0), looked for beside the
    /// corpus folder.
    package var schemaFileName: String? { "murti.schema.json" }

    /// A layer-1 rule's rejection (docs/CONTRACT.md §2).
    package var unwritableDocumentAnswer: String { "its layer-1 rule" }

    /// docs/CONTRACT.md §2: `schemaVersion`, the profiles and the entries
    /// (``Expectation``), unknown members refused.
    package func readExpectations(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
        try ExpectationsFile.readMurti(document, file: file)
    }

    /// `nil`: a Murti expectation is read as an unclaimed one
    /// (``decodeUnclaimedExpectation(from:)``), with or without `outcome`.
    package func decodeExpectation(outcome: String, from decoder: any Decoder) throws -> (any ContractExpectation)? {
        nil
    }

    /// An ``Expectation`` (docs/CONTRACT.md §2): an entry no other contract claims by its
    /// `outcome`, a manifest sequence written without one included. Throws the decoder's error.
    package func decodeUnclaimedExpectation(from decoder: any Decoder) throws -> (any ContractExpectation)? {
        try Expectation(from: decoder)
    }

    /// A ``FuzzSummary``: what `run --fuzz-seconds N` found (docs/DECISIONS.md 75). Throws the
    /// decoder's error.
    package func decodeFuzzSummary(from decoder: any Decoder) throws -> (any ContractFuzzSummary)? {
        try FuzzSummary(from: decoder)
    }

    /// ``Corpus/requests(for:)``: a document and its profile, manifest sequences with `kind`
    /// and `documents`.
    package func requests(for fixtures: [Fixture], in corpus: Corpus) throws(CorpusError) -> [ValidateRequest] {
        try corpus.requests(for: fixtures)
    }

    /// ``Grader/grade(_:_:)``.
    package func grade(_ fixtures: [Fixture], _ results: [CaseResult], grader: Grader) -> [FixtureResult] {
        grader.grade(fixtures, results)
    }

    /// ``Grader/gradeMurti(_:answer:durationSeconds:)``: Murti's answers are ``Answer``s.
    package func grade(_ fixture: Fixture, answer: Answer, durationSeconds: Double?, grader: Grader) -> FixtureResult? {
        grader.gradeMurti(fixture, answer: answer, durationSeconds: durationSeconds)
    }

    /// Accepts, layers 1–4, manifest sequences.
    package var reportSections: ReportSections { Self.sections }

    /// ``ReportWording/murti`` (`Reports/ReportWording+Murti.swift`).
    package var reportWording: ReportWording { .murti }

    /// The Murti report groups (``FixtureResult/group``).
    package static let sections = ReportSections(
        order: ["accept", "1", "2", "3", "4", "sequence"],
        titles: [
            "accept": "accepted documents", "1": "layer 1 (decode)", "2": "layer 2 (schema)",
            "3": "layer 3 (semantic)", "4": "layer 4 (render)", "sequence": "manifest sequences",
        ])
}
