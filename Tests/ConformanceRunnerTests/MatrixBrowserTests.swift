import Foundation
import Testing
import MurtiProtocol

/// `matrix` end to end (docs/MATRIX.md): real implementations' JSON reports, the page rendered
/// by headless Chromium with no network, its DOM checked against the reports, screenshots in
/// both colour schemes; the Markdown table; `check --matrix`.
@Suite("conformance-runner matrix: real implementations in a real browser", .serialized, .tags(.slow), CITier.trait)
struct MatrixBrowserTests {
    /// Where the screenshots are kept for a person to look at (`docs/matrix.png` is one of them).
    static let screenshots = RunnerProcess.packageRoot.appendingPathComponent(".build/matrix-screenshots")

    static func venvPython() throws -> String {
        let outcome = try ShellCommand.run(["python3", "adapters/venv.py"], in: RunnerProcess.packageRoot)
        try #require(outcome.status == 0, "adapters/venv.py: \(outcome.stderr.suffix(2000))")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `command` (none: the reference) over `corpus` into `folder/name.json`; returns the report.
    static func report(
        _ name: String, in folder: URL, corpus: String = "corpus", filter: String? = nil, _ command: [String] = []
    ) async throws -> JSONValue {
        let file = folder.appendingPathComponent("\(name).json")
        let outcome = try RunnerProcess.run(
            ["run", "--corpus", corpus, "--quiet", "--jobs", "2", "--format", "json", "--output", file.path]
                + (filter.map { ["--filter", $0] } ?? []) + (command.isEmpty ? [] : ["--"] + command))
        try #require([0, 1].contains(outcome.status), "\(name): \(outcome.stderr.suffix(2000))")
        // The project's reader, not JSONDecoder: `JSONValue(from:)` tries each type in turn, and
        // each miss throws an error carrying its coding path, 45 % of this suite's CPU on the
        // Flow-UI report (docs/DECISIONS.md D247). A report quotes the deep documents' answers,
        // 458 levels in the Flow-UI corpus's, past the reader's default cap for profiles.
        return try StrictJSONReader.parse([UInt8](Data(contentsOf: file)), maxNesting: 1_000)
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The DOM checks every matrix page passes: a column per report with its name, each group's
    /// counts equal to the report's `perLayer`, and the render time set by the page's script.
    static func checkColumnsAndCounts(_ dom: DumpedPage, reports: [JSONValue]) throws {
        let implementations = dom.tags("tr").filter { $0["data-impl"] != nil }
        #expect(implementations.count == reports.count)
        for (index, report) in reports.enumerated() {
            let name = try #require(report["implementation"]?["name"]?.stringValue)
            #expect(dom.html.contains("\(index + 1). \(name)</th>"), "column \(index + 1): \(name)")
        }
        // Group header rows: `<tbody data-group>` then `<td data-passed data-counted>` per column.
        let groupPattern = try NSRegularExpression(pattern: "<tbody data-group=\"([^\"]+)\"[^>]*><tr class=\"gh\">(.*?)</tr>", options: [.dotMatchesLineSeparators])
        let cellPattern = try NSRegularExpression(pattern: "<td(?: data-passed=\"(\\d+)\" data-counted=\"(\\d+)\")?[^>]*>")
        let text = dom.html as NSString
        let groups = groupPattern.matches(in: dom.html, range: NSRange(location: 0, length: text.length))
        #expect(!groups.isEmpty)
        for group in groups {
            let key = text.substring(with: group.range(at: 1))
            let row = text.substring(with: group.range(at: 2)) as NSString
            let cells = cellPattern.matches(in: row as String, range: NSRange(location: 0, length: row.length))
            try #require(cells.count == reports.count, "group \(key): \(cells.count) count cells")
            for (index, cell) in cells.enumerated() {
                let counts = reports[index]["perLayer"]?[key]
                guard cell.range(at: 1).location != NSNotFound else {
                    #expect(counts == nil, "group \(key), column \(index + 1): no counts shown, the report has \(String(describing: counts))")
                    continue
                }
                let passed = Double(row.substring(with: cell.range(at: 1)))
                #expect(counts?["passed"] == passed.map(JSONValue.number), "group \(key), column \(index + 1)")
                let counted = ["passed", "failed", "errored", "skipped", "notRun", "expectedFailures"]
                    .compactMap { counts?[$0]?.numberValue }.reduce(0, +)
                #expect(Double(row.substring(with: cell.range(at: 2))) == counted, "group \(key), column \(index + 1)")
            }
        }
        #expect(Int(dom.rootData("render-ms") ?? "") != nil, "the page's script did not finish")
    }

    @Test("Murti: the reference, the example client, python-jsonschema, jsonschema-rs and a drifting engine, rendered headless",
          .enabled(if: HeadlessChromium.available, "chromium is not installed here (apt-get install chromium); CI installs it"))
    func murti() async throws {
        try #require(HeadlessChromium.path != nil, "CI=true and no chromium: .ci/run installs it (apt-get install chromium)")
        let python = try Self.venvPython()
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = await [
            try Self.report("reference", in: folder),
            try Self.report("example-client", in: folder, [python, "examples/python-client-adapter/adapter.py"]),
            try Self.report("python-jsonschema", in: folder, [python, "adapters/python_jsonschema_adapter.py"]),
            try Self.report("jsonschema-rs", in: folder, [python, "adapters/jsonschema_rs_adapter.py"]),
            // The planted drift (Python's re), on the schema folder only: a filtered run, named at the top.
            try Self.report(
                "python-re", in: folder, filter: "invalid/schema/", [python, "adapters/python_jsonschema_adapter.py", "--regex", "python"]),
        ]
        let files = ["reference", "example-client", "python-jsonschema", "jsonschema-rs", "python-re"].map {
            folder.appendingPathComponent("\($0).json").path
        }
        let page = folder.appendingPathComponent("matrix.html")
        let written = try RunnerProcess.run(["matrix"] + files + ["--output", page.path])
        try #require(written.status == 0, "\(written.stderr)")
        let all = DumpedPage(html: try HeadlessChromium.dumpDOM(page, fragment: ""))
        try Self.checkColumnsAndCounts(all, reports: reports)
        let rows = all.tags("tr").filter { $0["data-r"] != nil }
        let corpusCount = try TestResources.corpusIDs().count
        #expect(rows.count == corpusCount)
        #expect(all.html.contains("python-re.json (python-jsonschema (Python re) 4.26.0 (Python)) is a filtered run"))
        #expect(rows.allSatisfy { $0["hidden"] == nil })

        // The failing filter, from the URL's fragment: only the drifting engine's failures stay.
        let failing = DumpedPage(html: try HeadlessChromium.dumpDOM(page, fragment: "#filter=failing"))
        #expect(failing.rootData("filter") == "failing")
        let shown = failing.tags("tr").filter { $0["data-r"] != nil && $0["hidden"] == nil }
        let failed = reports[4]["totals"]?["failed"]?.numberValue ?? -1
        #expect(Double(shown.count) == failed && failed > 0, "\(shown.count) rows shown, \(failed) failed")
        #expect(shown.allSatisfy { $0["class"]?.contains("failing") == true })
        #expect(failing.html.contains("\(Int(failed)) of \(corpusCount) fixtures shown"))
        // One implementation: its column alone; a passing one then shows no failing row.
        let one = DumpedPage(html: try HeadlessChromium.dumpDOM(page, fragment: "#filter=failing&impl=1"))
        #expect(one.tags("tr").filter { $0["data-r"] != nil && $0["hidden"] == nil }.isEmpty)
        #expect(one.rootData("impl") == "1")

        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for dark in [false, true] {
            let png = Self.screenshots.appendingPathComponent("murti-\(dark ? "dark" : "light").png")
            try? FileManager.default.removeItem(at: png)
            try HeadlessChromium.screenshot(page, fragment: "#filter=failing", to: png, width: 1100, height: 1000, dark: dark)
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 10_000, "\(png.path)")
        }

        let markdown = try RunnerProcess.run(["matrix", "--format", "markdown"] + files)
        #expect(markdown.status == 0)
        for report in reports {
            #expect(markdown.stdout.contains(report["implementation"]?["name"]?.stringValue ?? "?"))
        }
        let schemaRow = (0..<reports.count).map { index in
            "\(reports[index]["perLayer"]?["2"]?["passed"]?.numberValue.map { Int($0) } ?? -1)/"
        }
        #expect(markdown.stdout.contains("| layer 2 (schema) | " + schemaRow[0]), "\(markdown.stdout.prefix(3000))")
        #expect(markdown.stdout.contains("### Fixtures failing somewhere: \(Int(failed))"))
    }

    @Test("Flow-UI: the reference and the example decoder, rendered headless",
          .enabled(if: HeadlessChromium.available, "chromium is not installed here (apt-get install chromium); CI installs it"))
    func flowUI() async throws {
        try #require(HeadlessChromium.path != nil, "CI=true and no chromium: .ci/run installs it (apt-get install chromium)")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = await [
            try Self.report("reference", in: folder, corpus: "corpus-flow-ui"),
            try Self.report("decoder", in: folder, corpus: "corpus-flow-ui", [FakeImplementations.python, "examples/flow-ui-python-adapter/adapter.py"]),
        ]
        let page = folder.appendingPathComponent("flow-ui.html")
        let written = try RunnerProcess.run(
            ["matrix", folder.appendingPathComponent("reference.json").path, folder.appendingPathComponent("decoder.json").path,
             "--output", page.path])
        try #require(written.status == 0, "\(written.stderr)")
        let dom = DumpedPage(html: try HeadlessChromium.dumpDOM(page, fragment: ""))
        try Self.checkColumnsAndCounts(dom, reports: reports)
        #expect(dom.html.contains("Flow-UI conformance compatibility matrix"))
        #expect(dom.html.contains("<tbody data-group=\"contained/widget\""))
        let png = Self.screenshots.appendingPathComponent("flow-ui-light.png")
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        try HeadlessChromium.screenshot(page, fragment: "", to: png, width: 1100, height: 720, dark: false)
        #expect((try Data(contentsOf: png)).count > 10_000)
    }

    @Test("matrix refuses reports of two contracts and a file that is not a report, naming them: exit 2")
    func refusals() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bogus = folder.appendingPathComponent("bogus.json")
        try Data("{\"reportVersion\": \"2.0\"}".utf8).write(to: bogus)
        let outcome = try RunnerProcess.run(["matrix", bogus.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("bogus.json is not a JSON run report"), "\(outcome.stderr)")
        let none = try RunnerProcess.run(["matrix"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("needs JSON reports"))
    }
}

extension JSONValue {
    /// The number, or `nil` for any other value.
    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

extension MatrixBrowserTests {
    @Test("check --matrix FILE: the gate's four sides side by side, the page and the Markdown beside it")
    func checkMatrix() async throws {
        let folder = try TestResources.agreementCorpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("gate.html")
        let outcome = try RunnerProcess.run(
            ["check", "--corpus", folder.appendingPathComponent("corpus").path, "--fuzz-seconds", "0", "--jobs", "2",
             "--matrix", page.path])
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(2000))")
        #expect(outcome.stdout.contains("check: matrix of the gate's sides written to \(page.path) (Markdown: "))
        let html = try String(contentsOf: page, encoding: .utf8)
        for (index, name) in ["murti-swift-reference", "murti-swift-reference", "python-jsonschema", "jsonschema-rs"].enumerated() {
            #expect(html.contains("<tr data-impl=\"\(index + 1)\">"), "column \(index + 1)")
            #expect(html.contains("\(index + 1). \(name)</th>"), "column \(index + 1): \(name)")
        }
        #expect(html.contains("11 fixtures · 4 implementations"))
        let markdown = try String(contentsOf: folder.appendingPathComponent("gate.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("## Murti conformance compatibility matrix"))
        #expect(markdown.contains("| 4 | jsonschema-rs "))
        let unwritable = try RunnerProcess.run(
            ["check", "--corpus", folder.appendingPathComponent("corpus").path, "--fuzz-seconds", "0", "--matrix", "/nonexistent/x.html"])
        #expect(unwritable.status == 2)
        // Refused before the gate runs (docs/SECURITY.md "Output files").
        #expect(unwritable.stderr.contains("--matrix /nonexistent/x.html is in a folder that does not exist"), "\(unwritable.stderr)")
        #expect(unwritable.stderr.contains("refused before anything ran"), "\(unwritable.stderr)")
        #expect(!unwritable.stdout.contains("check: lint"), "\(unwritable.stdout)")
    }
}
