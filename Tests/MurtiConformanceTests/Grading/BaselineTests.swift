import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Expected-failures baseline", .contracts)
struct BaselineTests {
    @Test("a baseline lists every failed, errored and skipped fixture; applied to the same run it leaves nothing")
    func roundTrip() throws {
        var report = SampleRun.report()
        #expect(!report.allPassed)
        let text = try ExpectedFailures.baseline(for: report)
        let ids = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.prefix { !$0.isWhitespace }) }
        #expect(ids == ["invalid/schema/failed.json", "invalid/decode/crash.json", "invalid/semantic/skipped.json"])
        #expect(text.contains("invalid/schema/failed.json  # failed, wrong answer: expected reject layer 2 required"))
        var file = ExpectedFailures(parsing: text)
        file.apply(to: &report, knownIDs: Set(SampleRun.fixtures.map(\.id)))
        #expect(file.problems == [])
        #expect(report.allPassed)
        #expect(report.totals.expectedFailures == 3)
    }

    @Test("ids with glob characters, spaces or # still select exactly their fixture", arguments: [
        "invalid/odd/[x].json", "invalid/odd/a*b?.json", "invalid/odd/back\\slash.json", "invalid/odd/with space.json",
        "invalid/odd/hash#1.json",
    ])
    func escaping(id: String) {
        let line = ExpectedFailures.pattern(matching: id) + "  # failed"
        let entry = ExpectedFailures(parsing: line).entries[0]
        #expect(Glob(entry.pattern).matches(id))
        #expect(Glob.problem(in: entry.pattern) == nil)
        #expect(!Glob(entry.pattern).matches("invalid/odd/other.json"))
    }
}
