import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// docs/CONTRACT.md §3 v1.1 "scope is what is declared, never more", and the levels in every format.
@Suite("Reports: scope, not certified, wrong names apart", .contracts)
struct ScopeReportTests {
    static let twoLayers = ImplementationInfo(name: "two", version: "1", language: "Go", layers: [1, 2])

    static let semantic = Expectation(outcome: .reject, layer: 3, rule: "semantic.screen", path: "/screen/key", description: "unknown screen")
    static let placeholder = Expectation(
        outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/screen/root"], description: "lottie")
    static let signedSemantic = Expectation(
        outcome: .reject, layer: 3, rule: "semantic.link", path: "/payload/x", requires: ["envelope"], description: "signed, bad link")
    static let signed = Expectation(outcome: .accept, requires: ["envelope"], description: "signed")
    static let syntax = Expectation(outcome: .reject, layer: 1, rule: "decode.encoding", path: "", description: "a grapheme count says half")

    /// An accept-everything answer to every fixture, except `answers` by id.
    static func report(_ info: ImplementationInfo, answers: [String: Answer] = [:], extra: [(Fixture, CaseResult)] = []) -> RunReport {
        let fixtures: [Fixture] = [
            SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: "ok")),
            SampleRun.fixture("invalid/decode/enc.json", syntax),
            SampleRun.fixture("invalid/schema/r.json", SampleRun.required),
            SampleRun.fixture("invalid/semantic/s1.json", semantic),
            SampleRun.fixture("invalid/semantic/s2.json", semantic),
            SampleRun.fixture("invalid/render/p.json", placeholder),
            SampleRun.fixture("invalid/envelope/e1.json", signedSemantic),
            SampleRun.fixture("valid/envelope/e2.json", signed),
            SampleRun.fixture("valid/envelope/e3.json", signed),
        ]
        let grader = Grader(implementation: info)
        let results = fixtures.map { fixture in
            grader.grade(fixture, .answer(answers[fixture.id] ?? .accept, durationSeconds: 0.001))
        } + extra.map { grader.grade($0.0, $0.1) }
        return RunReport(
            implementation: info, corpus: .init(path: "corpus", corpusVersion: "1.0.0", sha256: String(repeating: "0", count: 64)),
            results: results, partial: false, startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1)
    }

    @Test("layers [1, 2]: no passed result on a layer-3 or layer-4 expectation, even for the right answer")
    func neverPassedOutsideScope() {
        let report = Self.report(Self.twoLayers, answers: [
            "invalid/semantic/s2.json": .reject(3, "semantic.screen", "/screen/key"),
            "invalid/render/p.json": Answer(seq: 1, outcome: .accept, placeholders: ["/screen/root"]),
        ])
        for result in report.results where [3, 4].contains(result.expected.murti?.layer ?? 0) {
            #expect(result.status != .passed, "\(result.id)")
            #expect(result.status == .unsupported, "\(result.id)")
            #expect(result.reason?.contains("layer \(result.expected.murti?.layer ?? 0) not declared") == true, "\(result.id)")
        }
        #expect(report.perLayer["3"]?.passed == 0)
        #expect(report.perLayer["4"]?.passed == 0)
    }

    @Test("what was not certified is counted once per fixture and adds up to the unsupported total")
    func breakdownAddsUp() throws {
        let report = Self.report(Self.twoLayers)
        let scope = report.scope
        #expect(scope.notCertified.layers == [3, 4])
        #expect(scope.notCertified.capabilities == ["envelope"])
        #expect(scope.notCertified.fixtures == report.totals.unsupported)
        #expect(scope.notCertified.breakdown.map(\.fixtures).reduce(0, +) == report.totals.unsupported)
        #expect(scope.notCertified.breakdown == [
            .init(missing: [.layer(3)], fixtures: 2),
            .init(missing: [.layer(3), .capability("envelope")], fixtures: 1),
            .init(missing: [.layer(4)], fixtures: 1),
            .init(missing: [.capability("envelope")], fixtures: 2),
        ])
        #expect(scope.breakdownSummary == "6 unsupported fixtures: layer 3: 2, layer 3 + envelope: 1, layer 4: 1, envelope: 2")
    }

    @Test("every format states the scope and names layers 3 and 4 as not certified")
    func everyFormatStatesScope() throws {
        let passing = Self.report(Self.twoLayers, answers: [
            "invalid/decode/enc.json": .reject(1, "decode.encoding", ""),
            "invalid/schema/r.json": .reject(2, "required", "/screen/root"),
        ])
        #expect(passing.allPassed)
        #expect(passing.scope.statement == "Certified for layers 1, 2")
        let text = passing.rendered(as: .text)
        #expect(text.contains("scope: Certified for layers 1, 2\n"))
        #expect(text.contains("not certified (outside the declared scope): layers 3, 4; capability envelope (6 unsupported fixtures: "))
        let md = passing.rendered(as: .markdown)
        #expect(md.contains("**Certified for layers 1, 2**: 3/3 passed"))
        #expect(md.contains("Outside the declared scope (not certified): layers 3, 4; capability envelope."))
        #expect(md.contains("- layer 3 + envelope: 1 fixture\n"))
        let junit = passing.rendered(as: .junit)
        #expect(junit.contains("<property name=\"scope\" value=\"Certified for layers 1, 2\"/>"))
        #expect(junit.contains("<property name=\"notCertified\" value=\"layers 3, 4; capability envelope\"/>"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(passing.rendered(as: .json).utf8))
        #expect(json["scope"]?["statement"] == .string("Certified for layers 1, 2"))
        #expect(json["scope"]?["notCertified"]?["layers"] == .array([.number(3), .number(4)]))
        #expect(json["reportVersion"] == .string(RunReport.currentVersion))
        #expect(passing.rendered(as: .badge).contains("\"message\":\"layers 1, 2: 3/3 passed\""))
        #expect(try ReportSchemaTests.problems(of: passing) == [])
    }

    @Test("nothing judged is never certified: every fixture unsupported, or no start answer")
    func nothingJudged() {
        let layer3Only = RunReport(
            implementation: Self.twoLayers, corpus: .init(path: "c", corpusVersion: "1", sha256: ""),
            results: [Grader(implementation: Self.twoLayers).grade(
                SampleRun.fixture("invalid/semantic/s.json", Self.semantic), .answer(.accept, durationSeconds: 0))],
            partial: false, startedAt: Date(), durationSeconds: 0)
        #expect(layer3Only.totals.failed == 0 && layer3Only.totals.errored == 0)
        #expect(!layer3Only.allPassed)
        #expect(layer3Only.scope.statement == "Not certified (declared: layers 1, 2)")
        #expect(layer3Only.rendered(as: .badge).contains("\"color\":\"red\""))
        let noStart = RunReport(
            implementation: nil, corpus: .init(path: "c", corpusVersion: "1", sha256: ""), results: [],
            partial: false, startedAt: Date(), durationSeconds: 0)
        #expect(!noStart.allPassed)
        #expect(noStart.rendered(as: .badge).contains("not certified: no start answer"))
    }

    @Test("a right verdict under the wrong rule name is shown apart from a wrong verdict in every format")
    func wrongNamesApart() throws {
        let report = Self.report(SampleRun.info, answers: [
            "invalid/decode/enc.json": .reject(1, "decode.syntax", ""),
            "invalid/schema/r.json": .accept,
        ])
        let text = report.rendered(as: .text)
        #expect(text.contains("FAIL (wrong name) invalid/decode/enc.json: expected reject layer 1 decode.encoding"))
        #expect(text.contains("FAIL (wrong answer) invalid/schema/r.json: expected reject layer 2 required"))
        #expect(text.contains("    fixture: a grapheme count says half\n"))
        #expect(text.contains("layer 1 (decode): 0 passed, 1 failed, 0 errored, 0 skipped, 0 unsupported, 0 informational; "
            + "levels: verdict 1/1, rule 0/1, strict 0/1 (0 wrong answers, 1 wrong name)"))
        #expect(text.contains("    decode.encoding: 0 passed, 1 failed,"))
        let md = report.rendered(as: .markdown)
        // The two layer-3 fixtures accepted are wrong answers; the layer-4 fixture accepted without
        // its placeholders has the right verdict under the wrong name.
        #expect(md.contains("## Wrong answers (3)"))
        #expect(md.contains("## Wrong names (2)"))
        #expect(md.contains("| invalid/decode/enc.json | failed, wrong name | expected reject layer 1 decode.encoding at \"\", got reject layer 1 decode.syntax at \"\" | a grapheme count says half |"))
        let junit = report.rendered(as: .junit)
        #expect(junit.contains("type=\"wrongName\">wrong name: expected reject layer 1 decode.encoding"))
        #expect(junit.contains("type=\"wrongAnswer\">wrong answer: expected reject layer 2 required"))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        guard case .array(let results)? = json["results"] else { throw HarnessError.cancelled }
        let named = try #require(results.first { $0["id"] == .string("invalid/decode/enc.json") })
        #expect(named["levels"] == .object(["verdict": .bool(true), "rule": .bool(false), "strict": .bool(false)]))
        let wrong = try #require(results.first { $0["id"] == .string("invalid/schema/r.json") })
        #expect(wrong["levels"]?["verdict"] == .bool(false))
        #expect(json["totals"]?["wrongNames"] == .number(2))
        #expect(json["totals"]?["wrongAnswers"] == .number(3))
        #expect(json["totals"]?["levels"]?["verdict"] == .number(3))
        #expect(json["totals"]?["levels"]?["rule"] == .number(1))
        #expect(json["perRule"]?["decode.encoding"]?["wrongNames"] == .number(1))
        #expect(try ReportSchemaTests.problems(of: report) == [])
    }

    @Test("the JSON report with noise, cost and a 1.0 reader's members still conforms and round-trips")
    func jsonConforms() throws {
        var noise = NoiseLines()
        noise.note(Array("validator ready".utf8), caseID: nil)
        noise.note(Array("checking a".utf8), caseID: "valid/a.json")
        let grader = Grader(implementation: SampleRun.info, maxCaseSeconds: 0.01)
        let fixture = SampleRun.fixture("valid/a.json", Expectation(outcome: .accept, description: "ok"))
        let report = RunReport(
            implementation: SampleRun.info, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: String(repeating: "1", count: 64)),
            results: [grader.grade(fixture, .answer(.accept, durationSeconds: 0.5)), grader.grade(fixture, .answer(.accept, durationSeconds: 0.001))],
            partial: false, startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1, noise: noise, maxCaseMilliseconds: 10)
        #expect(try ReportSchemaTests.problems(of: report) == [])
        let text = report.rendered(as: .json)
        #expect(text.contains("\"seconds\" : 0.5"))
        #expect(text.contains("\"durationSeconds\" : 0.5"))
        #expect(try RunReport.decode(Data(text.utf8)) == report)
        #expect(report.rendered(as: .text).contains("COST valid/a.json: too slow: answered in 500 ms, over --max-case-ms 10"))
        #expect(report.rendered(as: .text).contains("    \"validator ready\" during start"))
        #expect(report.rendered(as: .markdown).contains("## Too slow (1)"))
        #expect(report.rendered(as: .junit).contains("type=\"cost\""))
    }
}
