import MurtiProtocol

/// What one payload contract brings to the shared pipelines (docs/ARCHITECTURE.md "Contracts";
/// docs/CONTRACT.md §8): how its expectations are read, how its fixtures become requests, how
/// an answer line is read and graded, how its corpus is linted, proposed to, imported into and
/// mapped, what `check` runs of it, and the sections and words of its reports. Everything else
/// (the driver and its process pool, scope, expected failures, report formats, `diff`) is
/// shared, and calls the contract only through this protocol.
///
/// The corpus says which contract it is written for (`"contract"` in expectations.json), and
/// ``ContractRegistry`` hands the pipelines that contract: a new contract is a type conforming
/// here and one line in the registry.
package protocol ConformanceContract: Sendable {
    /// The contract's name in expectations.json and on the wire.
    var kind: ContractKind { get }

    /// The contract's name for people, as in a line checker's hint.
    var displayName: String { get }

    /// The `outcome` values of this contract's answers (docs/protocol.schema.json tells the
    /// contracts' answers apart by them).
    var answerOutcomes: Set<String> { get }

    /// How deep an answer line of this contract may nest, in levels, as the runner reads it
    /// (the shared 128, or more for a contract whose answers nest as deep as their document).
    var answerNesting: Int { get }

    /// What an implementation of this contract answers for a document holding what no strict
    /// JSON line can carry, in a few words (`notJSON`), for a malformed line's fix.
    var unwritableDocumentAnswer: String { get }

    /// Reads the corpus's expectations.json, strictly parsed already (`file` names it in errors):
    /// the profiles and one entry per fixture in this contract's own vocabulary.
    /// Throws ``CorpusError`` naming the JSON Pointer of the first wrong member.
    func readExpectations(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile

    /// The expectation a report quotes (`decoder` at the entry) when `outcome`, its `outcome`
    /// member, is one of this contract's, else `nil`: outcomes of contracts are disjoint, as
    /// docs/protocol.schema.json tells their answers apart. Throws the decoder's error for an
    /// entry of this contract that it cannot read.
    func decodeExpectation(outcome: String, from decoder: any Decoder) throws -> (any ContractExpectation)?

    /// The expectation a report quotes (`decoder` at the entry) when no contract claims it by
    /// its `outcome` (``decodeExpectation(outcome:from:)``; a manifest sequence is written
    /// without one) and this contract reads such entries, else `nil` (the shared default).
    /// ``FixtureExpectation`` asks the registry's contracts in order. Throws the decoder's error
    /// for an entry that this contract reads and cannot.
    func decodeUnclaimedExpectation(from decoder: any Decoder) throws -> (any ContractExpectation)?

    /// The fuzz summary a report states beside its certificate (`decoder` at its `fuzz` member,
    /// ``RunFuzzSummary``) when this contract's runs fuzz, else `nil` (the shared default).
    /// ``RunFuzzSummary`` asks the registry's contracts in order. Throws the decoder's error for
    /// a member that this contract reads and cannot.
    func decodeFuzzSummary(from decoder: any Decoder) throws -> (any ContractFuzzSummary)?

    /// The `validate` requests for `fixtures` of `corpus`, in order, `seq` from 1.
    /// Throws ``CorpusError`` for a fixture that cannot be sent (unknown profile, unreadable
    /// file, malformed companion data).
    func requests(for fixtures: [Fixture], in corpus: Corpus) throws(CorpusError) -> [ValidateRequest]

    /// The driver's result for `line`, an implementation's answer to `request` (one of this
    /// contract's requests), read in this contract's vocabulary and checked (the request's
    /// `seq`, known values; docs/CONTRACT.md §3). `durationSeconds` is the exchange's wall
    /// time; `stderr` is called only for an answer carrying `error`, and gives what the process
    /// wrote on stderr during the case (docs/CONTRACT.md §3 v1.1). Throws ``ProtocolError`` for
    /// a line that is not such an answer.
    func caseResult(
        _ line: [UInt8], answering request: ValidateRequest, durationSeconds: Double, stderr: () -> String
    ) throws(ProtocolError) -> CaseResult

    /// The fixture files of a corpus of this contract in `folder` (docs/CONTRACT.md §2, §8),
    /// walked without following links, and every entry refused on the way.
    func fixtureListing(in folder: CorpusFolder) -> CorpusFolder.Listing

    /// `true` when `path`, relative to the corpus folder, names a fixture file of this contract.
    func isFixtureID(_ path: String) -> Bool

    /// Grades the driver's results (`results[i]` for `fixtures[i]`) with `grader`.
    func grade(_ fixtures: [Fixture], _ results: [CaseResult], grader: Grader) -> [FixtureResult]

    /// Grades `answer`, an ``Answer`` the driver read for `fixture`
    /// (``CaseResult/answer(_:durationSeconds:stderr:)``), with `grader` when this contract's
    /// answers are read as ``Answer``s, else `nil` (the shared default);
    /// ``Grader/grade(_:answer:durationSeconds:)`` asks the registry's contracts in order.
    /// `durationSeconds` is recorded as-is and checked against ``Grader/maxCaseSeconds``.
    func grade(_ fixture: Fixture, answer: Answer, durationSeconds: Double?, grader: Grader) -> FixtureResult?

    /// `lint` of a corpus of this contract (docs/CONTRACT.md §5): every problem with its file
    /// and fix, the reference (`run.reference`) proving each expectation. Throws
    /// ``PipelineError`` when lint cannot do its job (an unreadable file as a whole, a missing
    /// engine).
    func lint(_ run: LintRun, shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport

    /// `propose FILE...` over a corpus of this contract: the entry the reference gives each
    /// file, to paste after a review. Throws ``PipelineError`` when the profile is unusable or
    /// the reference cannot judge.
    func propose(_ run: ProposeRun) throws(PipelineError) -> ProposeRun.Output

    /// `import DIR` into a corpus of this contract: proposed entries for a folder of outside
    /// fixtures, flagged for review. Throws ``PipelineError`` for an unreadable folder, an
    /// unusable profile, or a reference that cannot judge.
    func importFiles(_ run: ImportRun) throws(PipelineError) -> ImportRun.Output

    /// `coverage`'s items for `corpus`, read from `workspace` (docs/DECISIONS.md 76); `schema`
    /// is `--schema FILE`, for a contract whose items come from a schema. Throws
    /// ``PipelineError`` when what the map reads cannot be read.
    func coverageItems(of corpus: Corpus, workspace: Workspace, schema: String?) throws(PipelineError) -> [CoverageItem]

    /// Where a corpus of this contract lies beside a main corpus (the repository's layout),
    /// which `check` and `coverage` then take up with it, and what `check` says of it; `nil`
    /// for a contract whose corpus is a main one.
    var sibling: SiblingCorpus? { get }

    /// The file name of the JSON Schema a corpus of this contract is judged by (the JSON Schema
    /// engines' schema, `--schema FILE` otherwise), looked for beside the corpus folder
    /// (``Workspace/schema(_:)``), or `nil` for a contract without one; the shared default is
    /// `nil`.
    var schemaFileName: String? { get }

    /// `true` when a corpus of this contract has schema verdicts, which `export` writes in the
    /// JSON-Schema-Test-Suite format (docs/MATRIX.md "Export"); the shared default is `false`.
    var exportsSchemaVerdicts: Bool { get }

    /// `export` of `corpus`, already loaded, as `export` asks (docs/MATRIX.md "Export"). Throws
    /// ``PipelineError``: the shared default, for a contract without schema verdicts,
    /// ``SuiteExport/noSchemaVerdicts(_:)``; otherwise an unusable schema, engines that cannot
    /// be prepared, or a folder that cannot be written.
    func exportSuite(_ export: SuiteExport, corpus: Corpus) throws(PipelineError) -> SuiteExport.Summary

    /// What `check` runs of a main corpus of this contract after its lint and run, in order.
    func checkExtras(_ check: CheckRun) -> [CheckRun.Extra]

    /// How long `check`'s fuzz step of a corpus of this contract lasts unless `check
    /// --fuzz-seconds N` says otherwise, in seconds (``CheckRun/fuzzSeconds``, which
    /// ``checkExtras(_:)`` reads); the shared default is 0: no fuzz step.
    var checkFuzzSeconds: Double { get }

    /// An answer object of this contract's vocabulary (`actual`, whose `outcome` is `outcome`)
    /// in short for `diff`, or `nil` when `outcome` is none of this contract's (the shared
    /// summary then stands).
    func answerSummary(_ actual: JSONValue, outcome: String) -> String?

    /// What a run of `info` over `results` of a corpus of this contract certifies
    /// (docs/DECISIONS.md 45): `certified` is ``RunReport/certifies``, `passed`
    /// ``RunReport/allPassed``, `expectedFailures` the results an expected-failures file excused,
    /// `selection` the run's fixtures (`nil`: the whole corpus), `strictLevel` a `run --strict`.
    func certificationScope(
        _ info: ImplementationInfo, results: [FixtureResult], certified: Bool, passed: Bool, expectedFailures: Int,
        selection: RunSelection?, strictLevel: Bool
    ) -> CertificationScope

    /// `true` when the `start` answer `info` declares something of this contract to grade.
    func declaresScope(_ info: ImplementationInfo) -> Bool

    /// Why `info` declares nothing to grade (a certificate's reason), when ``declaresScope(_:)``
    /// is false.
    func undeclaredScopeReason(_ info: ImplementationInfo) -> String

    /// What `info` declared, in a few words: for the badge (`scope` is the report's) and for a
    /// matrix column (`scope` is `nil`).
    func declaredScopeWords(_ info: ImplementationInfo, scope: CertificationScope?) -> String

    /// What a JUnit report's properties say of `info`, the `start` answer, after the shared
    /// ones, as (name, value) pairs in order (docs/REPORTS.md "JUnit"); the shared default names
    /// the contracts it speaks (``RunReport/contractsProperty(_:)``).
    func junitProperties(_ info: ImplementationInfo) -> [(name: String, value: String)]

    /// The rows a Markdown report's metadata table gives of `info` after its name, language and
    /// homepage, each a label and a cell already escaped (``RunReport/cell(_:)``); the shared
    /// default names the contracts it speaks (``RunReport/contractsRow(_:)``).
    func markdownMetadata(_ info: ImplementationInfo) -> [(label: String, cell: String)]

    /// The groups its reports break results down by, in report order, with their titles.
    var reportSections: ReportSections { get }

    /// The words its reports use for their name, groups, roll-up and failure kinds.
    var reportWording: ReportWording { get }
}

/// How a contract's reports break results down: the groups of ``FixtureResult/group`` in
/// report order, and a title for each.
package struct ReportSections: Sendable {
    /// Known groups in report order; others follow in code-point order.
    package var order: [String]
    /// Titles by group; a group without one is shown by its name.
    package var titles: [String: String]

    /// Creates the sections.
    package init(order: [String], titles: [String: String]) {
        self.order = order
        self.titles = titles
    }

    /// The title of `group`.
    package func title(_ group: String) -> String { titles[group] ?? group }
}
