import Foundation
import MurtiProtocol

/// `export --format json-schema-test-suite` (docs/MATRIX.md "Export"): the corpus's schema
/// verdicts in the JSON-Schema-Test-Suite file format, so every harness that runs that suite
/// (Bowtie's `bowtie suite`, an implementation's own runner) runs the Murti corpus unchanged.
///
/// Each exported fixture becomes one test (`data`: the fixture's exact JSON text; `valid`: its
/// `schema` verdict, docs/CONTRACT.md §2); tests are grouped into one test case per keyword
/// location that decides the verdict (where jsonschema-rs, the pinned engine, says the failing
/// keyword is written, `#/$defs/node/additionalProperties`), each case's `schema` being the
/// schema file whole, and cases into one file per keyword under `tests/draft2020-12/` (the
/// folder name tells a harness the dialect). Documents the schema accepts form one file,
/// `accepted.json`, a case per corpus folder. What the format cannot hold is listed with
/// the reason in `left-out.json` (``LeftOut``).
package struct SuiteExport: Sendable {
    /// The formats `export` writes.
    package enum Format: String, CaseIterable, Sendable {
        /// The JSON-Schema-Test-Suite's test files (its `test-schema.json`).
        case jsonSchemaTestSuite = "json-schema-test-suite"
    }

    /// Why a fixture cannot be a JSON-Schema-Test-Suite test.
    package enum LeftOut: Error, Sendable, Equatable, CustomStringConvertible {
        /// Its verdict is layer 1's: a harness hands the schema a parsed value, and a value
        /// has no encoding, no repeated name, no size or nesting limit of the reader.
        case layerOne(rule: String)
        /// The specifications permit both verdicts: the suite's `valid` is one boolean.
        case informational
        /// Its bytes are not strict JSON (the problem at its position).
        case notStrictJSON(problem: String)

        /// ``reason``.
        package var description: String { reason }

        /// One sentence for `left-out.json`.
        package var reason: String {
            switch self {
            case .layerOne(let rule):
                "its verdict is layer 1's (\(rule)): a JSON Schema harness gives the schema an already parsed value, "
                    + "so the fault the bytes carry is not there to judge"
            case .informational:
                "informational: the specifications permit both verdicts, and a test states one"
            case .notStrictJSON(let problem):
                "its bytes are not strict JSON (\(problem)): a test's data is a JSON value"
            }
        }
    }

    /// What was written.
    package struct Summary: Sendable, Equatable {
        /// The folder written (`tests/draft2020-12/` and `left-out.json` below it).
        package var folder: String
        /// Files written under `tests/draft2020-12/`, by name, with their test count.
        package var files: [String: Int]
        /// Test cases (keyword locations and accepted folders).
        package var cases: Int
        /// Tests (fixtures exported).
        package var tests: Int
        /// Fixtures left out, with the reason.
        package var leftOut: [(id: String, reason: String)]
        /// Fixtures whose keyword location the engine did not confirm (it answered another
        /// verdict or none); grouped by their expected keyword, named in `left-out.json`.
        package var unlocated: [String]

        /// Compares by content.
        package static func == (lhs: Summary, rhs: Summary) -> Bool {
            lhs.folder == rhs.folder && lhs.files == rhs.files && lhs.cases == rhs.cases && lhs.tests == rhs.tests
                && lhs.leftOut.map(\.id) == rhs.leftOut.map(\.id) && lhs.unlocated == rhs.unlocated
        }

        /// `export: 500 tests in 40 test cases (9 files), 120 fixtures left out (DIR/left-out.json)`.
        package var line: String {
            "export: \(RunReport.plural(tests, "test")) in \(RunReport.plural(cases, "test case")) "
                + "(\(RunReport.plural(files.count, "file")) in \(folder)/tests/draft2020-12), "
                + "\(RunReport.plural(leftOut.count, "fixture")) left out (\(folder)/left-out.json)"
                + (unlocated.isEmpty ? "" : "; \(unlocated.count) without a keyword location the engine confirmed")
        }
    }

    /// The corpus and the paths around it.
    package var workspace: Workspace
    /// `--schema FILE`; `nil`: `murti.schema.json` beside the corpus folder.
    package var schema: String?
    /// The folder to write.
    package var output: URL
    /// jsonschema-rs processes in parallel.
    package var jobs = ConformanceRun.defaultJobs

    /// Creates an export of `workspace`'s corpus into `output`.
    package init(workspace: Workspace, output: URL) {
        self.workspace = workspace
        self.output = output
    }

    /// The folder `export` writes unless told otherwise (`--output`), in the working folder.
    package static let defaultFolder = "json-schema-test-suite"

    /// The folder below ``output`` that holds the test files (the dialect's short name, as
    /// the suite and Bowtie name it).
    package static let testsFolder = "tests/draft2020-12"

    /// Exports. Throws ``PipelineError`` for a corpus that is not Murti's (another contract's
    /// corpus has no schema verdicts), an unusable corpus or schema, engines that cannot be prepared, or a
    /// folder that cannot be written.
    package func run() throws(PipelineError) -> Summary {
        // docs/SECURITY.md "Output files": the folder is refused inside the corpus before anything runs.
        try OutputFile.refuseInside(output.appendingPathComponent(Self.testsFolder), corpus: workspace.corpus) { inside in
            .unusable("--output \(Workspace.display(output.path)) is \(inside): refused before anything ran "
                + "(write the export outside the corpus folder, e.g. in .build/)")
        }
        let corpus = try workspace.loadCorpus()
        let declared = try workspace.declaredContract
        guard declared == .murti else {
            throw .unusable("export: \(workspace.corpusDisplay) is a \(declared.rawValue) corpus, which has no "
                + "schema verdicts; the JSON-Schema-Test-Suite format holds Murti's (docs/CONTRACT.md §2)")
        }
        let schemaURL = try workspace.schema(schema)
        let schemaText = try Self.schemaText(schemaURL)
        var included: [(fixture: Fixture, text: String, valid: Bool)] = []
        var leftOut: [(id: String, reason: String)] = []
        for fixture in corpus.fixtures {
            switch Self.exportable(fixture) {
            case .failure(let reason): leftOut.append((fixture.id, reason.reason))
            case .success(let (text, valid)): included.append((fixture, text, valid))
            }
        }
        let locations = try keywordLocations(included.map(\.fixture), corpus: corpus, schema: schemaURL)
        var layout = SuiteLayout()
        var unlocated: [String] = []
        for (index, item) in included.enumerated() {
            let place = SuiteLayout.place(item.fixture, valid: item.valid, engine: locations[index])
            if place.unconfirmed { unlocated.append(item.fixture.id) }
            layout.add(item.fixture, text: item.text, valid: item.valid, at: place)
        }
        let files = layout.files(schemaText: schemaText)
        try write(files, leftOut: leftOut, unlocated: unlocated, corpus: corpus, schemaURL: schemaURL)
        return Summary(
            folder: Workspace.display(output.path), files: files.mapValues(\.tests), cases: files.values.reduce(0) { $0 + $1.cases },
            tests: included.count, leftOut: leftOut, unlocated: unlocated)
    }

    /// The fixture's JSON text and `valid`, or why it cannot be a test.
    static func exportable(_ fixture: Fixture) -> Result<(String, Bool), LeftOut> {
        guard let expectation = fixture.expectation.murti else { return .failure(.informational) }
        if expectation.informational == true { return .failure(.informational) }
        if let rule = expectation.rule, expectation.layer == 1 { return .failure(.layerOne(rule: rule.rawValue)) }
        let bytes: Data
        do { bytes = try fixture.bytes() } catch { return .failure(.notStrictJSON(problem: error.description)) }
        // The tape reader: RFC 8259 with I-JSON's UTF-8 and surrogate rules, names compared code point
        // by code point (an NFC and an NFD name are two names); repeated names and number ranges are
        // layer 1's, whose fixtures are left out above.
        do { _ = try StrictJSONParser.tape([UInt8](bytes)) } catch {
            return .failure(.notStrictJSON(problem: error.description))
        }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return .success((text, ExpectedSchemaView(expectation).outcome == .accept))
    }

    /// The schema file's text, which must be strict JSON (it is written into every test case).
    static func schemaText(_ url: URL) throws(PipelineError) -> String {
        let shown = Workspace.display(url.path)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: shown, reason: FileReason.unreadable(shown, error: error), fix: "pass --schema FILE naming a readable schema")
        }
        do { _ = try StrictJSON.parse(data, file: shown) } catch {
            throw .unreadable(file: shown, reason: error.positionedProblem, fix: "the schema must be strict JSON (RFC 8259)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What jsonschema-rs answers for each fixture (`nil` where it gave no verdict): its
    /// outcome, keyword and `schemaLocation` decide the test case a test joins.
    func keywordLocations(_ fixtures: [Fixture], corpus: Corpus, schema: URL) throws(PipelineError) -> [Answer?] {
        let engines = try workspace.engines { error in
            .unreadable(file: "adapters/venv.py", reason: error.description,
                        fix: "export asks jsonschema-rs where each keyword is written; fix the engines' setup and retry")
        }
        let requests: [ValidateRequest]
        do { requests = try corpus.requests(for: fixtures) } catch {
            throw .unreadable(file: workspace.expectationsDisplay, reason: error.description,
                              fix: "run `conformance-runner lint` and fix what it reports")
        }
        // The engine judges each file as it is, as in agreement (a manifest sequence as its own file).
        let plain = requests.map { request in
            var copy = request
            copy.kind = nil
            copy.documents = nil
            return copy
        }
        let driver = Driver(configuration: DriverConfiguration(
            command: engines.jsonschemaRSCommand(schema: schema), jobs: jobs, timeout: DriverConfiguration.defaultTimeout))
        let run = driver.run(plain)
        if run.implementation == nil, case .harnessError(let error)? = run.results.first {
            throw .unusable("export: jsonschema-rs could not be started: \(error.summary)")
        }
        return run.results.map { result in
            if case .answer(let answer, _, _) = result, answer.outcome != nil { return answer }
            return nil
        }
    }

    /// Writes the files, then `left-out.json`; earlier test files in the folder are removed.
    func write(
        _ files: [String: SuiteLayout.File], leftOut: [(id: String, reason: String)], unlocated: [String], corpus: Corpus,
        schemaURL: URL
    ) throws(PipelineError) {
        let folder = output.appendingPathComponent(Self.testsFolder)
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for old in try manager.contentsOfDirectory(atPath: folder.path) where old.hasSuffix(".json") {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
        } catch {
            throw .unreadable(file: Workspace.display(folder.path), reason: "cannot write: \(FileReason.trimmed(error.localizedDescription))",
                              fix: "pass an --output folder you can write")
        }
        for (name, file) in files {
            try workspace.outputFile(folder.appendingPathComponent(name).path, option: "--output").write(file.text)
        }
        let digest = (try? corpus.digest()) ?? ""
        let document: JSONValue = .object([
            "corpus": .object(["corpusVersion": .string(corpus.file.corpusVersion), "sha256": .string(digest)]),
            "schema": .string(Workspace.display(schemaURL.path)),
            "leftOut": .array(leftOut.map { .object(["id": .string($0.id), "reason": .string($0.reason)]) }),
            "unlocated": .array(unlocated.map {
                .object(["id": .string($0), "reason": .string("jsonschema-rs did not give the expected verdict with a keyword "
                    + "location; the test is in the file of its expected keyword, under \"location not confirmed\"")])
            }),
        ])
        try workspace.outputFile(output.appendingPathComponent("left-out.json").path, option: "--output")
            .write(CompatibilityMatrix.pretty(document))
    }
}
