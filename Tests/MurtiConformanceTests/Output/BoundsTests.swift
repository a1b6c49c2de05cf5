import Foundation
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance
@testable import MurtiContract

/// What an implementation writes is kept within documented bounds (docs/SECURITY.md "Bounded by
/// design", docs/REPORTS.md "Bounds"), so a report's size is bounded by its fixture count.
@Suite("Bounds", .contracts)
struct BoundsTests {
    @Test("a string is cut at a scalar boundary to 4 KiB, marker included, and says how much was left out")
    func cut() {
        let message = String(repeating: "é", count: 3000) + "😀"
        let (kept, cut) = Bounds.cut(message)
        #expect(cut)
        #expect(kept.utf8.count <= Bounds.stringBytes)
        let more = message.utf8.count - kept.prefix { $0 != "…" }.utf8.count
        #expect(kept.hasSuffix("… \(more) bytes more"), "\(kept.suffix(30))")
        #expect(Bounds.cut(kept).cut == false, "cutting what was cut changes nothing")
        #expect(Bounds.cut("short") == ("short", false))
    }

    @Test("a quoted message is a JSON string of at most 240 bytes of it")
    func quoted() {
        #expect(Bounds.quoted("keyNotFound sections[3].layout") == #""keyNotFound sections[3].layout""#)
        #expect(Bounds.quoted("a\u{1B}b\n\"") == #""a\u001bb\n\"""#)
        let long = Bounds.quoted(String(repeating: "x", count: 4_000_000))
        #expect(long.hasSuffix("\"… 3999760 bytes more"))
        #expect(long.utf8.count < 300)
    }

    /// A wide, a deep and a long answer, and one with every kind of value.
    static let answers: [JSONValue] = [
        .object(["message": .string(String(repeating: "m", count: 4 * 1024 * 1024)), "outcome": .string("accept")]),
        .object(["placeholders": .array((0..<200_000).map { .string("/screen/root/children/\($0)") })]),
        DeepAnswerReportTests.nested(3000),
        .object(Dictionary(uniqueKeysWithValues: (0..<50_000).map { ("k\($0)", JSONValue.number(Double($0))) })),
        .array([.null, .bool(true), .number(1.5), .string("\u{1B}\u{1B}\u{1B}" + String(repeating: "\u{1}", count: 9000))]),
    ]

    // The index, not the value: a test argument is described, and a value 3000 levels deep
    // is not something to describe.
    @Test("an answer is cut to its budget as the report writes it, stays valid, and bounding it again changes nothing", arguments: answers.indices)
    func budget(index: Int) throws {
        let (bounded, cut) = Self.answers[index].bounded(depth: 3)
        #expect(cut)
        let result = FixtureResult(
            id: "a.json", expected: Expectation(outcome: .accept, description: "d"), actual: bounded, status: .passed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let written = try encoder.encode(["results": [result]])
        #expect(written.count < Bounds.answerBytes + 4096, "\(written.count) bytes")
        #expect(bounded.bounded(depth: 3) == (bounded, false))
    }

    @Test("an answer within budget is kept as it is")
    func withinBudget() {
        let answer: JSONValue = .object(["seq": .number(1), "outcome": .string("reject"), "path": .string("/a"), "warnings": .array([])])
        #expect(answer.bounded(depth: 3) == (answer, false))
    }

    @Test("a result keeps its id and expectation whole and names what was cut")
    func result() {
        let result = FixtureResult(
            id: "valid/a.json", expected: Expectation(outcome: .accept, description: "d"),
            actual: .object(["message": .string(String(repeating: "x", count: 10_000))]), status: .failed,
            reason: String(repeating: "r", count: 10_000), stderr: String(repeating: "e", count: 20_000))
        let bounded = result.bounded()
        #expect(bounded.truncated == [.actual, .reason, .stderr])
        #expect(bounded.id == result.id && bounded.expected == result.expected)
        #expect((bounded.reason?.utf8.count ?? 0) <= Bounds.stringBytes)
        #expect((bounded.stderr?.utf8.count ?? 0) <= Bounds.stderrBytes)
        #expect(bounded.bounded() == bounded)
    }

    @Test("the start answer's strings and capabilities are capped, and the report says so")
    func implementation() {
        let info = ImplementationInfo(
            name: String(repeating: "n", count: 100_000), version: "1", language: "Go", layers: [1],
            capabilities: (0..<500).map { "c\($0)" })
        let report = RunReport(
            implementation: info, corpus: .init(path: "c", corpusVersion: "1", sha256: ""), results: [], partial: false,
            startedAt: Date(), durationSeconds: 0)
        #expect(report.truncated == [.implementation])
        #expect((report.implementation?.name.utf8.count ?? 0) <= Bounds.stringBytes)
        #expect(report.implementation?.capabilities.count == Bounds.capabilityItems)
        #expect(report.implementation?.capabilities.last == "… 437 more items")
    }
}
