import Foundation
import MurtiConformance
import MurtiProtocol

/// Corpus integrity (docs/CONTRACT.md §2, §5 `lint`): every file has an entry and every entry a file;
/// rule ids, layers, profiles, descriptions; each fixture breaks exactly the rule it states and
/// every `schema` verdict holds, according to the reference validator run over protocol v1;
/// expectations.json matches expectations.schema.json according to a real JSON Schema engine.
///
/// The library never knows the validator: the caller passes the reference's command lines
/// (`serve --all-violations` and `serve --schema-only`).
package struct Linter: Sendable {
    /// What to lint and with what.
    package struct Configuration: Sendable {
        /// The corpus folder (holding expectations.json, valid/, invalid/).
        package var corpus: URL
        /// The corpus folder as shown in problems, e.g. `corpus`.
        package var corpusDisplay: String
        /// murti.schema.json, whose failing keywords are the schema rule ids.
        package var schema: URL
        /// The reference answering with `violations` (`serve --all-violations`).
        package var referenceCommand: [String]
        /// The reference's schema-only mode (`serve --schema-only`).
        package var schemaOnlyCommand: [String]
        /// A JSON Schema validator command (`<venv python> adapters/validate_json.py`) to which
        /// `--schema SCHEMA INSTANCE` is appended; `nil` leaves that check out.
        package var expectationsValidator: [String]?
        /// The checkout's `tools/corpus/format.py` as shown in fixes; `nil` when not found.
        package var formatTool: String?
        /// Reference processes in parallel.
        package var jobs: Int
        /// Seconds per case.
        package var timeout: Double

        /// Creates a configuration.
        package init(
            corpus: URL, corpusDisplay: String, schema: URL, referenceCommand: [String],
            schemaOnlyCommand: [String], expectationsValidator: [String]?, jobs: Int = 2, timeout: Double = DriverConfiguration.defaultTimeout
        ) {
            self.corpus = corpus
            self.corpusDisplay = corpusDisplay
            self.schema = schema
            self.referenceCommand = referenceCommand
            self.schemaOnlyCommand = schemaOnlyCommand
            self.expectationsValidator = expectationsValidator
            self.jobs = jobs
            self.timeout = timeout
        }
    }

    /// The configuration.
    package let configuration: Configuration

    /// Creates a linter.
    package init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs every check. Throws ``LintError`` only when expectations.json or the schema cannot
    /// be read at all; everything else is a ``LintProblem``.
    package func lint(shouldStop: @escaping @Sendable () -> Bool = { false }) throws(LintError) -> LintReport {
        let display = { (id: String) in configuration.corpusDisplay + "/" + id }
        let loaded = try LintCorpus.load(
            from: configuration.corpus, display: display, corpusDisplay: configuration.corpusDisplay,
            formatTool: configuration.formatTool)
        let catalog = try RuleCatalog.load(schemaAt: configuration.schema)
        var problems = loaded.problems
        var skipped: [String] = []
        problems += DuplicateFixtures.problems(in: loaded.corpus.fixtures, display: display)
        problems += try coverageProblems(loaded.corpus, catalog: catalog, display: display)
        if let current = try? CorpusFolder(root: configuration.corpus).read("expectations.json") {
            let bump = VersionBump.check(
                corpus: configuration.corpus, current: current, expectationsFile: display("expectations.json"), contract: .murti)
            if let problem = bump.problem { problems.append(problem) }
            if let note = bump.note { skipped.append(note) }
        }

        let entryChecks = EntryChecks(
            catalog: catalog, profiles: loaded.profileNames, expectationsFile: display("expectations.json"))
        var entryProblems: [String: [LintProblem]] = [:]
        for (id, expectation) in loaded.entries {
            entryProblems[id] = entryChecks.problems(id: id, expectation: expectation)
            problems += entryProblems[id] ?? []
        }

        let folder = CorpusFolder(root: configuration.corpus, shown: configuration.corpusDisplay)
        if let validator = configuration.expectationsValidator {
            if folder.kind(of: "expectations.schema.json") != nil {
                // One mistake, one problem: where lint's own entry checks already report an
                // entry, the engine's view of the same entry only repeats it.
                let reported = Set(problems.compactMap(\.fixture))
                problems += ExpectationsSchemaCheck(
                    validator: validator, folder: folder,
                    file: display("expectations.json"), schemaFile: display("expectations.schema.json")
                ).problems().filter { $0.fixture.map { !reported.contains($0) } ?? true }
            } else {
                skipped.append("no \(display("expectations.schema.json")): expectations.json was not checked against a schema")
            }
            problems += manifestProblems(loaded.corpus.fixtures, validator: validator, display: display, skipped: &skipped)
        }

        // Told by ReferenceChecks beside what the reference says of the same field.
        var missingPaths: [String: [MissingPath]] = [:]
        for fixture in loaded.corpus.fixtures {
            let missing = Self.missingPaths(of: fixture)
            if !missing.isEmpty { missingPaths[fixture.id] = missing }
        }

        let judged = loaded.corpus.fixtures.filter {
            loaded.profileNames.contains($0.expectation.profileName) && !loaded.malformedProfiles.contains($0.expectation.profileName)
        }
        for name in loaded.malformedProfiles.sorted(by: ScalarOrder.precedes) {
            skipped.append("the fixtures under profile \"\(name)\" were not sent to the reference: the profile is malformed (above)")
        }
        let (requests, unreadable) = Self.requests(for: judged, in: loaded.corpus, display: display)
        problems += unreadable
        let byID = Dictionary(judged.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let full = run(configuration.referenceCommand, requests, shouldStop)
        let schemaOnly = run(configuration.schemaOnlyCommand, requests, shouldStop)
        for (index, request) in requests.enumerated() {
            guard let fixture = byID[request.id], let expectation = fixture.expectation.murti,
                index < full.results.count, index < schemaOnly.results.count,
                // A fixture a stop left unjudged has no proof either way (docs/SECURITY.md).
                full.results[index] != .harnessError(.cancelled), schemaOnly.results[index] != .harnessError(.cancelled)
            else { continue }
            var explained = Set((entryProblems[fixture.id] ?? []).compactMap { problem -> String? in
                switch problem.kind {
                case .layerMismatch: "layer"
                case .unknownRule: "rule"
                default: nil
                }
            })
            // The schema verdict an entry implies follows from its rule: after an unknown rule
            // id, a fix built on that verdict would be built on the typo (docs/DECISIONS.md 98).
            if let rule = expectation.rule, catalog.rule(rule) == nil { explained.insert("schema") }
            problems += ReferenceChecks(
                file: display(fixture.id), id: fixture.id, expectation: expectation,
                expectationsFile: display("expectations.json"), missingPaths: missingPaths.removeValue(forKey: fixture.id) ?? [],
                explained: explained
            ).problems(full: full.results[index], schemaOnly: schemaOnly.results[index])
        }
        // Fixtures the reference did not judge (an unknown profile, an interrupted run).
        for (id, missing) in missingPaths {
            problems += missing.map { $0.problem(file: display(id), fixture: id, expectationsFile: display("expectations.json")) }
        }
        if full.partial || schemaOnly.partial { skipped.append("the reference runs were interrupted") }
        return LintReport(
            problems: LintProblem.ordered(problems), fixtureCount: loaded.allIDs.count,
            skippedChecks: skipped)
    }

    /// The zeros the corpus's coverage-policy.json forbids (``CoveragePolicy``, docs/DECISIONS.md 77).
    private func coverageProblems(_ corpus: Corpus, catalog: RuleCatalog, display: (String) -> String) throws(LintError) -> [LintProblem] {
        let file = display(CoveragePolicy.fileName)
        guard let policy = try CoveragePolicy.load(corpus: configuration.corpus, display: file) else { return [] }
        let schema: JSONValue
        do { schema = try StrictJSON.parse(try Data(contentsOf: configuration.schema), file: configuration.schema.path) } catch {
            throw .unreadable(file: configuration.schema.path, reason: "\(error)")
        }
        let section = CoverageMap.Section(
            contract: .murti, corpus: configuration.corpusDisplay, corpusVersion: corpus.file.corpusVersion,
            fixtures: corpus.fixtures.count, items: MurtiCoverage(corpus: corpus, schema: schema, catalog: catalog).items())
        return policy.problems(CoverageMap(sections: [section]), contract: .murti, file: file)
    }

    /// Manifest steps against the schema's `#/$defs/manifest` (``ManifestSchemaCheck``,
    /// docs/DECISIONS.md 73); a schema without that definition leaves the check out, and says so.
    private func manifestProblems(
        _ fixtures: [Fixture], validator: [String], display: (String) -> String, skipped: inout [String]
    ) -> [LintProblem] {
        let steps = ManifestSchemaCheck.steps(of: fixtures, display: display)
        guard !steps.isEmpty else { return [] }
        let schemaDisplay = Workspace.display(configuration.schema.path)
        guard ManifestSchemaCheck.applies(to: configuration.schema) else {
            skipped.append("no \(ManifestSchemaCheck.definition) in \(schemaDisplay): manifest steps were not checked against it")
            return []
        }
        return ManifestSchemaCheck(
            validator: validator, schema: configuration.schema, schemaDisplay: schemaDisplay,
            expectationsFile: display("expectations.json")
        ).problems(steps)
    }

    /// The pointers `fixture`'s entry states that name nothing in its file (``PathChecks``);
    /// a file that cannot be read is reported elsewhere.
    static func missingPaths(of fixture: Fixture) -> [MissingPath] {
        guard let expectation = fixture.expectation.murti else { return [] }
        let states = expectation.path != nil || expectation.placeholders != nil || expectation.warnings != nil
            || expectation.steps?.contains { $0.path != nil } == true
        guard states, let data = try? fixture.bytes() else { return [] }
        return PathChecks(expectation: expectation).missing(in: [UInt8](data))
    }

    private func run(_ command: [String], _ requests: [ValidateRequest], _ shouldStop: @escaping @Sendable () -> Bool) -> DriverRun {
        Driver(configuration: DriverConfiguration(command: command, jobs: configuration.jobs, timeout: configuration.timeout))
            .run(requests, shouldStop: shouldStop)
    }

    /// One request per readable fixture (seq = position + 1); unreadable files are problems.
    static func requests(
        for fixtures: [Fixture], in corpus: Corpus, display: (String) -> String
    ) -> ([ValidateRequest], [LintProblem]) {
        var requests: [ValidateRequest] = []
        var problems: [LintProblem] = []
        for fixture in fixtures {
            do {
                let made = try corpus.requests(for: [fixture])
                for var request in made {
                    request.seq = requests.count + 1
                    requests.append(request)
                }
            } catch {
                problems.append(LintProblem(
                    kind: .referenceFailed, file: display(fixture.id), fixture: fixture.id,
                    message: "cannot be sent to the reference: \(error.description)", fix: "make the file readable"))
            }
        }
        return (requests, problems)
    }
}
