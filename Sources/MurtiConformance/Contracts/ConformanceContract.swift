import MurtiProtocol

/// What one payload contract brings to the shared pipeline (docs/ARCHITECTURE.md "Contracts";
/// docs/CONTRACT.md §8): how its fixtures become requests, which of them an implementation is
/// sent, how an answer is graded, and the sections its reports group results by. Everything
/// else (the driver and its process pool, expected failures, report formats, `diff`) is shared.
///
/// The corpus says which contract it is written for (`"contract"` in expectations.json), and
/// ``ContractRegistry`` hands the pipelines that contract; Murti (``MurtiContract``) is the
/// first.
public protocol ConformanceContract: Sendable {
    /// The contract's name in expectations.json and on the wire.
    var kind: ContractKind { get }

    /// Reads the corpus's expectations.json, strictly parsed already (`file` names it in errors):
    /// the profiles and one entry per fixture in this contract's own vocabulary.
    /// Throws ``CorpusError`` naming the JSON Pointer of the first wrong member.
    func readExpectations(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile

    /// The `validate` requests for `fixtures` of `corpus`, in order, `seq` from 1.
    /// Throws ``CorpusError`` for a fixture that cannot be sent (unknown profile, unreadable
    /// file, malformed companion data).
    func requests(for fixtures: [Fixture], in corpus: Corpus) throws(CorpusError) -> [ValidateRequest]

    /// Grades the driver's results (`results[i]` for `fixtures[i]`) with `grader`.
    func grade(_ fixtures: [Fixture], _ results: [CaseResult], grader: Grader) -> [FixtureResult]

    /// The groups its reports break results down by, in report order, with their titles.
    var reportSections: ReportSections { get }

    /// The words its reports use for their name, groups, roll-up and failure kinds.
    var reportWording: ReportWording { get }
}

/// How a contract's reports break results down: the groups of ``FixtureResult/group`` in
/// report order, and a title for each.
public struct ReportSections: Sendable {
    /// Known groups in report order; others follow in code-point order.
    public var order: [String]
    /// Titles by group; a group without one is shown by its name.
    public var titles: [String: String]

    /// Creates the sections.
    public init(order: [String], titles: [String: String]) {
        self.order = order
        self.titles = titles
    }

    /// The title of `group`.
    public func title(_ group: String) -> String { titles[group] ?? group }
}
