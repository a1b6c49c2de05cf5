import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Run diff", .contracts)
struct RunDiffTests {
    static let grader = Grader(implementation: SampleRun.info)
    static let required = SampleRun.required

    static func report(_ answers: [(String, Answer)], version: String = "0.1.0") -> RunReport {
        let results = answers.map { id, answer in
            grader.grade(SampleRun.fixture(id, required), .answer(answer, durationSeconds: 0))
        }
        var info = SampleRun.info
        info.version = version
        return RunReport(
            implementation: info, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: String(repeating: "0", count: 64)),
            results: results, partial: false, startedAt: Date(), durationSeconds: 0)
    }

    static let pass = Answer(seq: 1, outcome: .reject, layer: 2, rule: "required", path: "/screen/root")
    static let fail = Answer(seq: 1, outcome: .accept)
    static let failOther = Answer(seq: 1, outcome: .reject, layer: 2, rule: "type", path: "/screen/root")
    static let strictFail = Answer(seq: 1, outcome: .reject, layer: 2, rule: "required", path: "/x")

    @Test("fixed, regressed, changed, added and removed")
    func classify() {
        let before = Self.report([
            ("a", Self.fail), ("b", Self.pass), ("c", Self.fail), ("d", Self.pass), ("e", Self.pass), ("gone", Self.pass), ("same", Self.fail),
        ])
        let after = Self.report([
            ("a", Self.pass), ("b", Self.fail), ("c", Self.failOther), ("d", Self.strictFail), ("e", Self.pass), ("new", Self.fail), ("same", Self.fail),
        ], version: "0.2.0")
        let diff = RunDiff(before: before, after: after)
        #expect(diff.fixed.map(\.id) == ["a"])
        #expect(diff.regressed.map(\.id) == ["b"])
        #expect(diff.changed.map(\.id) == ["c", "d"])
        #expect(diff.changed.first?.detail == "answer accept → reject layer 2 type at /screen/root; wrong answer → wrong name")
        #expect(diff.changed.last?.detail.contains("strict passed → failed") == true)
        #expect(diff.added.map(\.id) == ["new"])
        #expect(diff.removed.map(\.id) == ["gone"])
        #expect(diff.hasRegressions)
        let text = diff.rendered()
        #expect(text.contains("implementation: murti-test 0.1.0 (Swift) → murti-test 0.2.0 (Swift)"))
        #expect(text.contains("1 fixed, 1 regressed, 2 changed, 1 added, 1 removed"))
        #expect(text.contains("REGRESSED b: passed → failed"))
        #expect(text.contains("FIXED a: failed → passed"))
        #expect(text.contains("ADDED new (failed)"))
        #expect(text.contains("REMOVED gone (passed)"))
    }

    @Test("worse is a regression: a failure that now errs, a wrong name that became a wrong answer; better is not")
    func regressionsBeyondPassing() {
        let crash = CaseResult.harnessError(.crashed(termination: .exited(status: 1), stderrTail: ""))
        func report(_ cases: [(String, CaseResult)]) -> RunReport {
            RunReport(
                implementation: SampleRun.info, corpus: .init(path: "c", corpusVersion: "1.0.0", sha256: ""),
                results: cases.map { Self.grader.grade(SampleRun.fixture($0.0, Self.required), $0.1) }, partial: false,
                startedAt: Date(), durationSeconds: 0)
        }
        let before = report([
            ("crashes", .answer(Self.fail, durationSeconds: 0)), ("worse", .answer(Self.failOther, durationSeconds: 0)),
            ("better", .answer(Self.fail, durationSeconds: 0)), ("recovers", crash),
        ])
        let after = report([
            ("crashes", crash), ("worse", .answer(Self.fail, durationSeconds: 0)),
            ("better", .answer(Self.failOther, durationSeconds: 0)), ("recovers", .answer(Self.fail, durationSeconds: 0)),
        ])
        let diff = RunDiff(before: before, after: after)
        #expect(diff.regressed.map(\.id) == ["crashes", "worse"])
        #expect(diff.changed.map(\.id) == ["better", "recovers"])
        #expect(diff.hasRegressions)
        #expect(diff.rendered().contains("REGRESSED crashes: failed → errored"))
        #expect(diff.rendered().contains("REGRESSED worse: failed; answer reject layer 2 type at /screen/root → accept; wrong name → wrong answer"))
    }

    @Test("identical runs differ in nothing")
    func identical() {
        let report = Self.report([("a", Self.pass), ("b", Self.fail)])
        let diff = RunDiff(before: report, after: report)
        #expect(!diff.hasRegressions)
        #expect(diff.fixed.isEmpty && diff.changed.isEmpty && diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.rendered() == "0 fixed, 0 regressed, 0 changed, 0 added, 0 removed\n")
    }

    @Test("load reads two JSON reports; anything else is notAReport")
    func load() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json")
        let b = folder.appendingPathComponent("b.json")
        try Data(Self.report([("x", Self.pass)]).rendered(as: .json).utf8).write(to: a)
        try Data(Self.report([("x", Self.fail)]).rendered(as: .json).utf8).write(to: b)
        #expect(try RunDiff.load(before: a, after: b).regressed.map(\.id) == ["x"])
        try Data("{}".utf8).write(to: b)
        #expect {
            try RunDiff.load(before: a, after: b)
        } throws: { error in
            guard case .notAReport(let path, _)? = error as? RunDiffError else { return false }
            return path == b.path
        }
    }

    @Test("a version 1.0 report (no levels, scope, timing, seconds) is still read, and compared with a 1.1 one")
    func readsVersion10() throws {
        let current = Self.report([("x", Self.pass), ("y", Self.fail)])
        let added: Set<String> = ["perRule", "scope", "timing", "noise", "levels", "seconds", "notCertified", "wrongAnswers", "wrongNames", "tooSlow"]
        func strip(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let members):
                return .object(members.filter { !added.contains($0.key.string) }.mapValues(strip))
            case .array(let items):
                return .array(items.map(strip))
            default:
                return value
            }
        }
        var old = strip(try JSONDecoder().decode(JSONValue.self, from: Data(current.rendered(as: .json).utf8)))
        if case .object(var members) = old {
            members["reportVersion"] = .string("1.0")
            old = .object(members)
        }
        let decoded = try RunReport.decode(try JSONEncoder().encode(old))
        #expect(decoded.reportVersion == "1.0")
        #expect(decoded.results.map(\.status) == [.passed, .failed])
        #expect(decoded.results[0].durationSeconds == 0)
        #expect(decoded.totals.failed == 1)
        #expect(RunDiff(before: decoded, after: Self.report([("x", Self.fail), ("y", Self.fail)])).regressed.map(\.id) == ["x"])
    }

    /// (file content, words the detail must hold): our words with the JSON Pointer, never
    /// Foundation's `DecodingError` dump.
    static let notReports: [(String, String)] = [
        ("{}", "at the top level: member \"reportVersion\" is missing"),
        ("{\"a\": 1,}", "line 1, column 9 (byte 8): a trailing comma"),
    ]

    @Test("a file that is not a report is described by pointer or position", arguments: notReports)
    func notAReport(content: String, words: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json")
        try Data(Self.report([("x", Self.pass)]).rendered(as: .json).utf8).write(to: a)
        var report = try JSONSerialization.jsonObject(with: Data(Self.report([("x", Self.pass)]).rendered(as: .json).utf8)) as? [String: Any]
        report?["results"] = [["id": "x", "status": "bogus"]]
        let b = folder.appendingPathComponent("b.json")
        try Data(content.utf8).write(to: b)
        let error = #expect(throws: RunDiffError.self) { try RunDiff.load(before: a, after: b) }
        let text = error?.description ?? ""
        #expect(text.contains(words), "\(text)")
        #expect(!text.contains("DecodingError") && !text.contains("debugDescription"), "\(text)")
        try JSONSerialization.data(withJSONObject: report ?? [:]).write(to: b)
        let nested = #expect(throws: RunDiffError.self) { try RunDiff.load(before: a, after: b) }
        #expect(nested?.description.contains("at /results/0") == true, "\(nested?.description ?? "")")
    }
}
