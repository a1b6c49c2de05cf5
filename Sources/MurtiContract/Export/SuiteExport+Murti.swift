import Foundation
import MurtiConformance
import MurtiProtocol

extension SuiteExport {
    /// Exports a Murti corpus (docs/MATRIX.md "Export"): each fixture with a `schema` verdict
    /// outside layer 1 as a test, placed by the keyword location jsonschema-rs reports
    /// (``SuiteLayout``); what the format cannot hold is listed in `left-out.json`. Throws
    /// ``PipelineError`` for an unusable schema, engines that cannot be prepared, or a folder
    /// that cannot be written.
    func exportMurti(_ corpus: Corpus) throws(PipelineError) -> Summary {
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

extension MurtiContract {
    /// `true`: every fixture outside layer 1 has a `schema` verdict (docs/CONTRACT.md §2).
    package var exportsSchemaVerdicts: Bool { true }

    /// ``SuiteExport/exportMurti(_:)``.
    package func exportSuite(_ export: SuiteExport, corpus: Corpus) throws(PipelineError) -> SuiteExport.Summary {
        try export.exportMurti(corpus)
    }
}
