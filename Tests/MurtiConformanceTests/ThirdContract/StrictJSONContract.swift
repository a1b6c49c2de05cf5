import Foundation
import MurtiConformance
import MurtiProtocol

extension ContractKind {
    /// The test-only third contract, defined where the contract is, as a new contract's kind
    /// is (docs/DECISIONS.md D231): `MurtiProtocol` is not touched.
    static let strictJSON = ContractKind(rawValue: "strict-json")
}

/// A third contract, in the tests only, that proves a contract is a type and one registry line
/// (docs/DECISIONS.md D233): is a fixture's byte string one JSON text by RFC 8259? An entry is
/// ``StrictJSONExpectation``, an answer ``StrictJSONAnswer`` (a boolean), a request the file's
/// bytes with `"contract": "strict-json"` and the `default` profile. Fixtures are the `.json`
/// files of the corpus's folders. Only what `run` needs is this contract's own: `lint`,
/// `propose`, `import`, `coverage` and `export` refuse with a sentence (it has no reference).
struct StrictJSONContract: ConformanceContract {
    /// ``ContractKind/strictJSON``.
    var kind: ContractKind { .strictJSON }

    /// `Strict JSON`.
    var displayName: String { "Strict JSON" }

    /// None: its answers carry `wellFormed`, not `outcome`.
    var answerOutcomes: Set<String> { [] }

    /// The shared 128 levels: an answer is flat.
    var answerNesting: Int { StrictJSONParser.maxNesting }

    /// Nothing is echoed, so any document can be answered.
    var unwritableDocumentAnswer: String { "wellFormed: false" }

    /// `contract`, `corpusVersion`, `profiles` (objects) and `fixtures` (``StrictJSONExpectation``),
    /// unknown members refused.
    func readExpectations(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
        let reader = ExpectationsReader(file: file)
        let top = try reader.object(document, at: "", "the whole file")
        try reader.rejectUnknown(top, at: "", known: ["contract", "corpusVersion", "profiles", "fixtures"])
        func required(_ key: String) throws(CorpusError) -> JSONValue {
            guard let value = top[JSONMemberName(key)] else { throw reader.failure("/" + key, "missing", "add \"\(key)\"") }
            return value
        }
        let contract = try reader.contract(required("contract"), at: "/contract")
        let corpusVersion = try reader.string(required("corpusVersion"), at: "/corpusVersion")
        guard ExpectationsFile.isSemver(corpusVersion) else {
            throw reader.failure("/corpusVersion", "\"\(corpusVersion)\" is not a semantic version", "write e.g. \"1.0.0\"")
        }
        var profiles: [String: JSONValue] = [:]
        for (name, profile) in try reader.object(required("profiles"), at: "/profiles", "\"profiles\"") {
            _ = try reader.object(profile, at: JSONPointer.appending(name.string, to: "/profiles"), "a profile")
            profiles[name.string] = profile
        }
        var fixtures: [String: FixtureExpectation] = [:]
        for (id, entry) in try reader.object(required("fixtures"), at: "/fixtures", "\"fixtures\"") {
            let pointer = JSONPointer.appending(id.string, to: "/fixtures")
            if let problem = ExpectationsFile.idProblem(id.string) {
                throw reader.failure(pointer, problem, "use the fixture's path relative to the corpus folder")
            }
            fixtures[id.string] = .contract(try StrictJSONExpectation.read(entry, at: pointer, reader: reader))
        }
        return ExpectationsFile(
            contract: contract, corpusVersion: corpusVersion, schemaVersion: nil, profiles: profiles, fixtures: fixtures)
    }

    /// A ``StrictJSONExpectation`` when `outcome` is `wellFormed` or `malformed`.
    func decodeExpectation(outcome: String, from decoder: any Decoder) throws -> (any ContractExpectation)? {
        guard StrictJSONExpectation.Outcome(rawValue: outcome) != nil else { return nil }
        return try StrictJSONExpectation(from: decoder)
    }

    /// One request per fixture, `seq` from 1: the file's bytes, `"contract": "strict-json"`.
    func requests(for fixtures: [Fixture], in corpus: Corpus) throws(CorpusError) -> [ValidateRequest] {
        var requests: [ValidateRequest] = []
        for (index, fixture) in fixtures.enumerated() {
            guard let profile = corpus.file.profiles[fixture.expectation.profileName] else {
                throw .unknownProfile(fixture: fixture.id, profile: fixture.expectation.profileName, known: corpus.file.profiles.keys.sorted())
            }
            requests.append(try ValidateRequest(
                seq: index + 1, id: fixture.id, contract: kind, document: try fixture.bytes(), profile: profile).fittingOneLine())
        }
        return requests
    }

    /// ``StrictJSONAnswer/read(_:expectedSeq:)``, the case's stderr kept for an `error` answer.
    func caseResult(
        _ line: [UInt8], answering request: ValidateRequest, durationSeconds: Double, stderr: () -> String
    ) throws(ProtocolError) -> CaseResult {
        let answer = try StrictJSONAnswer.read(line, expectedSeq: request.seq)
        guard case .error? = answer.verdict else { return .contractAnswer(answer, durationSeconds: durationSeconds) }
        return .contractAnswer(answer, durationSeconds: durationSeconds, stderr: stderr())
    }

    /// The files in the corpus's folders (its top-level files are expectations.json and notes).
    func fixtureListing(in folder: CorpusFolder) -> CorpusFolder.Listing {
        var listing = folder.listing(below: "")
        listing.files.removeAll { !isFixtureID($0) }
        return listing
    }

    /// A `.json` file in a folder of the corpus.
    func isFixtureID(_ path: String) -> Bool { path.hasSuffix(".json") && path.contains("/") }

    /// ``Grader/grade(_:_:)``, which hands each answer to ``StrictJSONAnswer/graded(_:by:durationSeconds:)``.
    func grade(_ fixtures: [Fixture], _ results: [CaseResult], grader: Grader) -> [FixtureResult] {
        grader.grade(fixtures, results)
    }

    /// Refused: the contract has no reference to prove an entry with.
    func lint(_ run: LintRun, shouldStop: @escaping @Sendable () -> Bool) throws(PipelineError) -> LintReport {
        throw Self.noReference("lint")
    }

    /// Refused: the contract has no reference to propose an entry.
    func propose(_ run: ProposeRun) throws(PipelineError) -> ProposeRun.Output { throw Self.noReference("propose") }

    /// Refused: the contract has no reference to judge imported files.
    func importFiles(_ run: ImportRun) throws(PipelineError) -> ImportRun.Output { throw Self.noReference("import") }

    /// Refused: the contract has no items to map.
    func coverageItems(of corpus: Corpus, workspace: Workspace, schema: String?) throws(PipelineError) -> [CoverageItem] {
        throw Self.noReference("coverage")
    }

    /// None: its corpus is a main one.
    var sibling: SiblingCorpus? { nil }

    /// None.
    func checkExtras(_ check: CheckRun) -> [CheckRun.Extra] { [] }

    /// `nil`: its answers have no `outcome`.
    func answerSummary(_ actual: JSONValue, outcome: String) -> String? { nil }

    /// `strict-json verdicts` when `info` speaks it; every fixture outside is `unsupported` with
    /// the gap `{"contract": "strict-json"}`.
    func certificationScope(
        _ info: ImplementationInfo, results: [FixtureResult], certified: Bool, passed: Bool, expectedFailures: Int,
        selection: RunSelection?, strictLevel: Bool
    ) -> CertificationScope {
        let unsupported = results.filter { $0.status == .unsupported }.count
        let declared = info.speaks(kind) ? Self.scope : "no strict-json"
        return CertificationScope(
            certified: certified,
            statement: CertificationScope.statement(
                declared: declared, certified: certified, passed: passed, expectedFailures: expectedFailures,
                selection: selection, strictLevel: strictLevel),
            schemaOnly: false, layers: [], capabilities: [],
            notCertified: CertificationScope.NotCertified(
                layers: [], capabilities: [], fixtures: unsupported,
                breakdown: unsupported == 0 ? [] : [CertificationScope.Share(missing: [.contract(kind)], fixtures: unsupported)]))
    }

    /// It speaks strict-json.
    func declaresScope(_ info: ImplementationInfo) -> Bool { info.speaks(kind) }

    /// Its contracts leave strict-json out.
    func undeclaredScopeReason(_ info: ImplementationInfo) -> String { "the start answer's contracts leave strict-json out" }

    /// `strict-json verdicts`, else `no strict-json`.
    func declaredScopeWords(_ info: ImplementationInfo, scope: CertificationScope?) -> String {
        info.speaks(kind) ? Self.scope : "no strict-json"
    }

    /// Its two folders.
    var reportSections: ReportSections {
        ReportSections(order: ["well-formed", "malformed"], titles: ["malformed": "malformed (RFC 8259 refuses them)"])
    }

    /// Its words: one failure kind, a wrong verdict.
    var reportWording: ReportWording {
        ReportWording(
            name: "strict-json conformance", title: "Strict JSON conformance", groupNoun: "folder", rollUpNoun: "source",
            failureLabels: [.wrongAnswer: "wrong verdict"], failureTypes: [.wrongAnswer: "wrongVerdict"],
            failureNotes: [.wrongAnswer: "The answer's wellFormed differs from what RFC 8259 says of the bytes."])
    }

    /// What a certificate of it covers.
    static let scope = "strict-json verdicts"

    /// `VERB: the strict-json contract has no reference …`.
    static func noReference(_ verb: String) -> PipelineError {
        .unusable("\(verb): the strict-json contract is a test's, with no reference to judge by; only run grades it")
    }
}
