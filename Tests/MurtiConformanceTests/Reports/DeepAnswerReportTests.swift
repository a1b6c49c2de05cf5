import Foundation
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance
@testable import MurtiContract

/// A report is written whatever the implementation answered: an answer nested deeper than
/// Foundation's JSON encoder writes (512 levels) still leaves a JSON report with every result
/// (docs/REPORTS.md "JSON"), the answer cut where its budget ends (docs/REPORTS.md "Bounds").
@Suite("JSON reports of answers nested past the encoder's limit", .contracts)
struct DeepAnswerReportTests {
    static func nested(_ depth: Int) -> JSONValue {
        var value = JSONValue.array([])
        for level in 1..<depth { value = level % 2 == 0 ? .array([value]) : .object(["items": value]) }
        return value
    }

    @Test("every result is written, the deep answer cut within its budget and marked truncated", arguments: [600, 5000])
    func deepAnswer(depth: Int) throws {
        let expectation = Expectation(outcome: .accept, description: "a deep page", source: "docs/CONTRACT.md §8")
        let results = [
            FixtureResult(id: "hostile/deep.json", expected: expectation, actual: Self.nested(depth), status: .passed),
            FixtureResult(id: "plain.json", expected: expectation, actual: .object(["outcome": .string("accept")]), status: .passed),
        ]
        let report = RunReport(
            implementation: ImplementationInfo(name: "deep", version: "1", language: "Swift", layers: [1]),
            corpus: RunReport.CorpusInfo(path: "corpus", corpusVersion: "1.0.0", sha256: String(repeating: "ab", count: 32)),
            results: results, partial: false, startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1)
        let text = report.rendered(as: .json)
        let decoded = try RunReport.decode(Data(text.utf8))
        #expect(decoded.results.map(\.id) == ["hostile/deep.json", "plain.json"])
        #expect(decoded.results[1].actual == results[1].actual)
        #expect(decoded.results[1].truncated == nil)
        #expect(decoded.results[0].truncated == [.actual])
        let deep = try #require(decoded.results[0].actual)
        #expect(deep.nestingDepth < RunReport.maxActualDepth)
        #expect(decoded.results[0] == report.results[0], "bounding what was bounded changes nothing")
    }

    @Test("the note still replaces an answer nested past the encoder's limit when no budget cut it")
    func note() throws {
        var report = RunReport(
            implementation: nil, corpus: RunReport.CorpusInfo(path: "c", corpusVersion: "1", sha256: ""),
            results: [], partial: false, startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1)
        report.results = [FixtureResult(
            id: "deep.json", expected: Expectation(outcome: .accept, description: "d"), actual: Self.nested(600), status: .passed)]
        let decoded = try RunReport.decode(Data(report.rendered(as: .json).utf8))
        let note = try #require(decoded.results[0].actual?["note"]?.stringValue)
        #expect(note.contains("nests 600 levels deep"), "\(note)")
    }
}
