import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Run report counts, text, badge, markdown", .contracts)
struct RunReportTests {
    @Test("totals and groups count each status once")
    func counts() {
        let report = SampleRun.report()
        #expect(report.totals.passed == 3)  // valid/a, strict (passes normal level), lottie
        #expect(report.totals.failed == 1)
        #expect(report.totals.errored == 1)
        #expect(report.totals.skipped == 1)
        #expect(report.totals.unsupported == 1)
        #expect(report.totals.informational == 1)
        #expect(report.totals.strict == RunReport.StrictCounts(passed: 2, failed: 2))
        #expect(report.perLayer["2"]?.passed == 1)
        #expect(report.perLayer["2"]?.failed == 1)
        #expect(report.perLayer["2"]?.unsupported == 1)
        #expect(report.perLayer["accept"]?.passed == 1)
        #expect(report.perLayer["4"]?.passed == 1)
        #expect(report.groupOrder == ["accept", "1", "2", "3", "4"])
        #expect(report.startedAt == "2023-11-14T22:13:20Z")
        #expect(!report.allPassed)
    }

    @Test("allPassed needs no failure, error or skip and a complete run; unsupported does not count")
    func allPassed() {
        let grader = Grader(implementation: SampleRun.info)
        let results = [
            grader.grade(SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: "")), .answer(Answer(seq: 1, outcome: .accept), durationSeconds: 0)),
            grader.grade(SampleRun.fixture("invalid/e.json", Expectation(outcome: .accept, requires: ["envelope"], description: "")), .answer(Answer(seq: 2, outcome: .accept), durationSeconds: 0)),
        ]
        let corpus = RunReport.CorpusInfo(path: "c", corpusVersion: "1.0.0", sha256: "")
        let complete = RunReport(implementation: SampleRun.info, corpus: corpus, results: results, partial: false, startedAt: Date(), durationSeconds: 0)
        #expect(complete.allPassed)
        let partial = RunReport(implementation: SampleRun.info, corpus: corpus, results: results, partial: true, startedAt: Date(), durationSeconds: 0)
        #expect(!partial.allPassed)
    }

    @Test("text: new failures first, one line each, the rest counted (or listed with --show all), group lines, and the CI summary last")
    func text() throws {
        let report = SampleRun.report()
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines.last == "3 passed, 1 failed, 1 errored, 1 skipped")
        #expect(lines.contains(#"FAIL (wrong answer) invalid/schema/failed.json: expected reject layer 2 required at /screen/root, got accept: "a|b <&> \"q\" 'a'""#))
        #expect(lines.contains("    fixture: no type"))
        #expect(lines.contains { $0.hasPrefix("ERROR invalid/decode/crash.json: harness error (crash)") })
        #expect(lines.contains("SKIP invalid/semantic/skipped.json: skipped: no layer 3\\nyet"))
        // What is new comes first; expected failures, unsupported, informational and strict-level
        // misses are counted, one line a kind, and listed with --show all.
        let fresh = try #require(lines.firstIndex { $0.hasPrefix("FAIL") })
        let counted = try #require(lines.firstIndex { $0.hasPrefix("UNSUPPORTED") })
        #expect(fresh == 2 && counted > fresh)
        #expect(lines.contains("UNSUPPORTED 1 fixture outside the declared scope (envelope: 1; run --show all lists them)"))
        #expect(lines.contains("INFO 1 informational fixture (either answer is allowed; run --show all lists them)"))
        #expect(lines.contains("STRICT 1 fixture passed at the rule level and missed the strict level (run --show all lists them)"))
        let all = report.rendered(as: .text, listing: .all).split(separator: "\n").map(String.init)
        #expect(all.contains("STRICT invalid/schema/strict.json: strict: expected path /screen/root, got /screen"))
        #expect(all.contains { $0.hasPrefix("UNSUPPORTED invalid/envelope/bad-sig.json: requires envelope") })
        #expect(all.contains { $0.hasPrefix("INFO invalid/decode/i-either.json") })
        #expect(!all.contains { $0.contains("run --show all") })
        #expect(!lines.contains { !$0.hasPrefix("timing:") && ($0.contains("valid/a.json") || $0.contains("lottie.json")) })
        #expect(lines.contains(
            "layer 2 (schema): 1 passed, 1 failed, 0 errored, 0 skipped, 1 unsupported, 0 informational; "
                + "levels: verdict 1/2, rule 1/2, strict 0/2 (1 wrong answer, 0 wrong names)"))
        #expect(lines.contains("scope: Not certified (declared: layers 1, 2, 3, 4); decode.syntax passed 0 of 1; semantic.screen passed 0 of 1"))
        #expect(lines.contains("not certified (outside the declared scope): capability envelope (1 unsupported fixture: envelope: 1)"))
        #expect(lines.contains("the implementation was restarted 1 time"))
        #expect(lines.contains { $0.hasPrefix("timing: median 1.0 ms over 7 answers; slowest: 2.0 ms valid/a.json (2.0× the median)") })
        let summary = try #require(lines.last)
        #expect(summary.wholeMatch(of: /[0-9]+ passed, [0-9]+ failed, [0-9]+ errored, [0-9]+ skipped/) != nil)
    }

    /// (passed, failed, partial, color).
    static let badges: [(Int, Int, Bool, String)] = [
        (10, 0, false, "green"), (10, 0, true, "yellow"), (9, 1, false, "yellow"), (8, 2, false, "red"), (0, 0, false, "red"),
    ]

    @Test("badge: shields.io endpoint JSON with passed/counted and a color", arguments: badges)
    func badge(passed: Int, failed: Int, partial: Bool, color: String) throws {
        let grader = Grader(implementation: SampleRun.info)
        let fixture = SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: ""))
        let results = (0..<passed).map { _ in grader.grade(fixture, .answer(Answer(seq: 1, outcome: .accept), durationSeconds: 0)) }
            + (0..<failed).map { _ in grader.grade(fixture, .answer(Answer(seq: 1, outcome: .reject, layer: 2, rule: "type"), durationSeconds: 0)) }
        let report = RunReport(
            implementation: SampleRun.info, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: ""), results: results,
            partial: partial, startedAt: Date(), durationSeconds: 0)
        let text = report.rendered(as: .badge)
        #expect(text.contains("\"message\":\"layers 1, 2, 3, 4: \(passed)/\(passed + failed) passed\""))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(json["schemaVersion"] == .number(1))
        #expect(json["label"] == .string("murti conformance"))
        #expect(json["message"] == .string("layers 1, 2, 3, 4: \(passed)/\(passed + failed) passed"))
        #expect(json["color"] == .string(color))
    }

    @Test("markdown: metadata, hash, scores, what was not certified, failures")
    func markdown() {
        let md = SampleRun.report().rendered(as: .markdown)
        #expect(md.contains("**Not certified (declared: layers 1, 2, 3, 4); decode.syntax passed 0 of 1; semantic.screen passed 0 of 1**: "
            + "3/6 passed (levels: verdict 3/4, rule 3/4, strict 2/4)"))
        #expect(md.contains("| Implementation | murti-test 0.1.0 |"))
        #expect(md.contains("| Homepage | https://example.invalid/a\\|b |"))
        #expect(md.contains(String(repeating: "ab", count: 32)))
        #expect(md.contains("## Not certified (unsupported)\n\n- envelope: 1 fixture\n"))
        #expect(md.contains("| layer 2 (schema) | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 1 | 0 | 0 | 1/2 | 1/2 | 0/2 |"))
        #expect(md.contains("## Wrong answers (1)"))
        #expect(md.contains(#"| invalid/schema/failed.json | failed, wrong answer | expected reject layer 2 required at /screen/root, got accept: "a\|b &lt;&amp;&gt; \\"q\\" 'a'" | no type |"#))
        #expect(md.contains("| required | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1/2 | 1/2 | 0/2 |"))
        #expect(md.contains("## Scope\n\nNot certified (declared: layers 1, 2, 3, 4).\n\nOutside the declared scope (not certified): capability envelope.\n"))
        #expect(md.contains("- total: 1 fixture, each counted once\n"))
        #expect(md.contains("| Restarts | 1 |"))
        #expect(!md.contains("## Strict-level failures"))
        #expect(md.contains("Not listed: 1 fixture outside the declared scope (envelope: 1; run --show all lists them); "))
        #expect(SampleRun.report().rendered(as: .markdown, listing: .all).contains("## Strict-level failures"))
        // Every table row keeps its column count: escaped pipes do not split cells.
        let statuses = ["| failed", "| errored", "| skipped", "| passed"]
        for line in md.split(separator: "\n") where line.hasPrefix("| invalid/") && statuses.contains(where: line.contains) {
            let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
            #expect(cells == 5, "\(line)")
        }
    }

    @Test("json: round-trips through RunReport.decode with sorted keys")
    func json() throws {
        let report = SampleRun.report()
        let text = report.rendered(as: .json)
        #expect(try RunReport.decode(Data(text.utf8)) == report)
        #expect(text.contains("\"protocol\" : 1"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }
}
