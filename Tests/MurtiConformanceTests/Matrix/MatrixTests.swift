import Foundation
import ConformanceTestSupport
import Testing
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol

/// The compatibility matrix built from reports (docs/MATRIX.md): columns, counts equal to the
/// reports', cells, corpus notes, filters' row flags, and every view escaping what a report holds.
@Suite("matrix: reports side by side", .contracts)
struct MatrixTests {
    /// A hostile string an implementation could put in its name or message.
    static let hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)> \"q\" 'a' &amp; \u{1}\u{2028}"

    static func report(name: String = "murti-test", message: String? = nil, corpus sha: String = String(repeating: "ab", count: 32),
                       version: String = "1.0.0") -> RunReport {
        var info = SampleRun.info
        info.name = name
        var report = SampleRun.report(implementation: info)
        report.corpus = RunReport.CorpusInfo(path: "corpus", corpusVersion: version, sha256: sha)
        if let message, let index = report.results.firstIndex(where: { $0.id == "invalid/schema/failed.json" }) {
            report.results[index].actual = .object(["seq": .number(2), "outcome": .string("accept"), "message": .string(message)])
            report.results[index].reason = message
        }
        return report
    }

    @Test("a column per report; each group's counts are exactly the report's perLayer counts")
    func columnsAndCounts() throws {
        let a = Self.report(name: "a"), b = Self.report(name: "b")
        let matrix = try CompatibilityMatrix([("a.json", a), ("b.json", b)])
        #expect(matrix.columns.map(\.name) == ["a", "b"])
        #expect(matrix.columns[0].statement == a.scope.statement)
        #expect(matrix.columns[0].badgeColor == "red")
        for group in matrix.groups {
            #expect(group.counts[0] == a.perLayer[group.key], "\(group.key)")
            let rowIDs = Set(group.rules.flatMap { $0.rows.map(\.id) })
            #expect(rowIDs == Set(a.results.filter { $0.group == group.key }.map(\.id)))
        }
        #expect(matrix.rows.count == a.results.count)
        #expect(matrix.notes.isEmpty)
    }

    @Test("cells: each status, an expected failure told apart, absent where a report has no result")
    func cells() throws {
        var a = Self.report(name: "a")
        let b = Self.report(name: "b")
        a.results.removeAll { $0.id == "valid/a.json" }
        if let index = a.results.firstIndex(where: { $0.id == "invalid/schema/failed.json" }) { a.results[index].expectedFailure = "known" }
        a.recount()
        let matrix = try CompatibilityMatrix([("a.json", a), ("b.json", b)])
        let byID = Dictionary(uniqueKeysWithValues: matrix.rows.map { ($0.id, $0) })
        #expect(byID["valid/a.json"]?.cells.map(\.state) == [.absent, .passed])
        #expect(byID["invalid/schema/failed.json"]?.cells.map(\.state) == [.expectedFailure, .failed])
        #expect(byID["invalid/schema/failed.json"]?.cells[1].kind == "wrong answer")
        #expect(byID["invalid/decode/crash.json"]?.cells.map(\.state) == [.errored, .errored])
        #expect(byID["invalid/envelope/bad-sig.json"]?.cells.map(\.state) == [.unsupported, .unsupported])
        #expect(byID["invalid/decode/i-either.json"]?.cells.map(\.state) == [.informational, .informational])
        #expect(byID["invalid/schema/failed.json"]?.isFailing == true)
        #expect(byID["invalid/schema/failed.json"]?.differs == true)
        #expect(byID["invalid/render/lottie.json"]?.isFailing == false)
        #expect(byID["invalid/render/lottie.json"]?.differs == false)
        #expect(byID["valid/a.json"]?.differs == false)  // absent cells are not compared
    }

    @Test("a report of another corpus version or SHA-256, a partial run: said plainly at the top")
    func corpusNotes() throws {
        var partial = Self.report(name: "c")
        partial.partial = true
        let matrix = try CompatibilityMatrix([
            ("a.json", Self.report(name: "a")), ("b.json", Self.report(name: "b", corpus: String(repeating: "cd", count: 32), version: "1.1.0")),
            ("c.json", partial),
        ])
        #expect(matrix.corpus.corpusVersion == "1.0.0")
        #expect(matrix.notes.contains { $0.hasPrefix("b.json (b 0.1.0 (Swift)) ran corpus 1.1.0 (sha256 cdcdcdcdcdcd…), not 1.0.0") })
        #expect(matrix.notes.contains { $0.contains("c.json") && $0.contains("partial run") })
        let same = try CompatibilityMatrix([("a.json", Self.report(name: "a")), ("b.json", Self.report(name: "b", corpus: String(repeating: "cd", count: 32)))])
        #expect(same.notes.first?.contains("the same corpus version 1.0.0 with other contents") == true)
        #expect(try CompatibilityMatrix([("a.json", Self.report())]).htmlPage().contains("ran corpus") == false)
        #expect(matrix.htmlPage().contains("class=\"notes\""))
    }

    @Test("reports of two contracts are refused with both files named; none at all too")
    func refusals() throws {
        var flow = Self.report(name: "f")
        flow.contract = .flowUI
        #expect(throws: MatrixError.mixedContracts(byContract: ["murti": ["a.json"], "flow-ui": ["f.json"]])) {
            try CompatibilityMatrix([("a.json", Self.report()), ("f.json", flow)])
        }
        #expect(throws: MatrixError.tooFewReports(need: 1, got: 0)) { try CompatibilityMatrix([]) }
        let text = MatrixError.mixedContracts(byContract: ["murti": ["a.json"], "flow-ui": ["f.json"]]).description
        #expect(text.contains("flow-ui: f.json; murti: a.json"))
    }

    @Test("the page escapes every string a report holds, in text, attributes and the script's data")
    func pageEscapes() throws {
        let page = try CompatibilityMatrix([
            ("x\".json", Self.report(name: Self.hostile, message: Self.hostile)), ("b.json", Self.report(name: "b")),
        ]).htmlPage()
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<img"))
        #expect(!page.contains("x\".json"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)"))
        // The data element holds JSON with `<` escaped: nothing in it can close the element.
        let data = try #require(page.range(of: "<script type=\"application/json\" id=\"matrix-data\">"))
        let end = try #require(page.range(of: "</script>", range: data.upperBound..<page.endIndex))
        let json = String(page[data.upperBound..<end.lowerBound])
        #expect(!json.contains("<"))
        let value = try StrictJSON.parse(Data(json.utf8), file: "data")
        guard case .array(let pool)? = value["s"] else { Issue.record("no pool"); return }
        #expect(pool.contains(.string(Self.hostile)))
        #expect(page.components(separatedBy: "<script").count == 3)  // the data and the page's own script only
    }

    @Test("the page loads nothing: a CSP of hashes for exactly its style and script, no URL in any attribute")
    func pageIsSelfContained() throws {
        let page = try CompatibilityMatrix([("a.json", Self.report())]).htmlPage()
        #expect(page.contains("default-src 'none'"))
        #expect(page.contains("script-src '\(MatrixPage.hash(MatrixPage.script))'"))
        #expect(page.contains("style-src '\(MatrixPage.hash(MatrixPage.style))'"))
        #expect(page.contains("<style>\(MatrixPage.style)</style>"))
        #expect(page.contains("<script>\(MatrixPage.script)</script>"))
        for needle in [" src=", " href=", "url(", "@import", "http://", "https://"] {
            #expect(!page.replacingOccurrences(of: "https://json-schema.org", with: "").contains(needle), "\(needle)")
        }
        // SHA-256 of "abc", base64 (FIPS 180-4 test vector).
        #expect(MatrixPage.hash("abc") == "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test("Markdown: the same group counts, failing fixtures, every cell escaped")
    func markdown() throws {
        let a = Self.report(name: "a|b `c`", message: Self.hostile)
        let md = try CompatibilityMatrix([("a.json", a), ("b.json", Self.report(name: "b"))]).markdownTable()
        #expect(md.contains("a\\|b \\`c\\`"))
        #expect(!md.contains("<script"))
        for group in a.groupOrder {
            let counts = try #require(a.perLayer[group])
            #expect(md.contains("| \(a.groupTitle(group)) | \(counts.passed)/\(counts.counted) | \(counts.passed)/\(counts.counted) |"), "\(group)")
        }
        #expect(md.contains("### Fixtures failing somewhere: 3"))
        #expect(md.contains("| `invalid/schema/failed.json` | ✗ | ✗ |"))
    }

    @Test("JSON: matrixVersion 1, a cell per column, counts per group")
    func json() throws {
        let a = Self.report(name: "a")
        let text = try CompatibilityMatrix([("a.json", a)]).jsonDocument()
        let value = try StrictJSON.parse(Data(text.utf8), file: "matrix")
        #expect(value["matrixVersion"] == .number(1))
        #expect(value["implementations"]?[0]?["name"] == .string("a"))
        guard case .array(let groups)? = value["groups"] else { Issue.record("no groups"); return }
        #expect(groups.count == a.perLayer.count)
        #expect(groups.first?["counts"]?[0]?["passed"] == .number(Double(a.perLayer[a.groupOrder[0]]?.passed ?? -1)))
    }

    @Test("the html sink: markup and quotes as references, forbidden code points visible, long text capped")
    func htmlSink() {
        #expect(OutputSink.html.escape("<a href=\"x\" title='y'>&</a>") == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        #expect(OutputSink.html.escape("a\u{0}b\u{7F}c\u{FFFE}\td\n") == "a\\u0000b\\u007Fc\\uFFFE\td\n")
        let long = MatrixColumn(Self.report(name: String(repeating: "é", count: 10_000)), file: "a.json")
        #expect(long.name.utf8.count <= MatrixLimits.name)
        #expect(long.name.hasPrefix("éé") && long.name.hasSuffix(" bytes more"))
        #expect(MatrixColumn(Self.report(name: "short"), file: "a.json").name == "short")
        #expect(HTMLText.scriptJSON("{\"a\":\"</script><!--\u{2028}&\"}") == "{\"a\":\"\\u003c/script\\u003e\\u003c!--\\u2028\\u0026\"}")
    }

    @Test("--diff as a page: what diff says (regressed, fixed), each fixture with its answers")
    func diffPage() throws {
        let before = Self.report(name: "a")
        var after = before
        if let index = after.results.firstIndex(where: { $0.id == "valid/a.json" }) {
            after.results[index].status = .failed
            after.results[index].reason = Self.hostile
        }
        after.recount()
        let page = RunDiffPage(before: ("old.json", before), after: ("new.json", after))
        #expect(page.diff.hasRegressions)
        #expect(page.countsLine == "0 fixed, 1 regressed, 0 changed, 0 added, 0 removed")
        let html = page.html()
        #expect(html.contains("<h2>Regressed: 1</h2>"))
        #expect(html.contains("data-id=\"valid/a.json\""))
        #expect(!html.contains("<script>alert"))
        #expect(page.markdown().contains("| `valid/a.json` | passed | failed |"))
        let json = try StrictJSON.parse(Data(page.json().utf8), file: "diff")
        #expect(json["regressed"] == .bool(true))
    }
}
