import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Expected failures", .contracts)
struct ExpectedFailuresTests {
    @Test("parsing: ids, globs, reasons after whitespace or #, comments and blank lines")
    func parsing() {
        let file = ExpectedFailures(parsing: """
            # header comment

            invalid/a.json   # known bug 12
            invalid/b/**\tnot shipped yet
              invalid/c.json
            invalid/d.json#tight
            """)
        #expect(file.entries.map(\.pattern) == ["invalid/a.json", "invalid/b/**", "invalid/c.json", "invalid/d.json"])
        #expect(file.entries.map(\.reason) == ["known bug 12", "not shipped yet", "", "tight"])
        #expect(file.entries.map(\.line) == [3, 4, 5, 6])
    }

    @Test("a listed failure is expected, not counted as a failure")
    func expected() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: """
            invalid/schema/failed.json  known
            invalid/decode/crash.json
            invalid/semantic/**         layer 3 later
            """)
        file.apply(to: &report, knownIDs: nil)
        #expect(file.problems == [])
        #expect(report.totals.failed == 0)
        #expect(report.totals.errored == 0)
        #expect(report.totals.skipped == 0)
        #expect(report.totals.expectedFailures == 3)
        #expect(report.results.first { $0.id == "invalid/schema/failed.json" }?.expectedFailure == "known")
        #expect(report.results.first { $0.id == "invalid/decode/crash.json" }?.expectedFailure == "")
        #expect(report.allPassed)
        #expect(report.rendered(as: .text, listing: .all).contains(#"XFAIL invalid/schema/failed.json: expected reject layer 2 required at /screen/root, got accept: "a|b <&> \"q\" 'a'" [expected: known]"#))
        // By default a report leads with what is new and counts the expected failures.
        #expect(!report.rendered(as: .text).contains("XFAIL invalid/schema/failed.json"))
        #expect(report.rendered(as: .text).contains("XFAIL 3 expected failures (listed in the baseline; run --show all lists them)"))
        #expect(report.rendered(as: .text).hasSuffix("3 passed, 0 failed, 0 errored, 0 skipped\n"))
    }

    @Test("a listed fixture that passes is stale: remove the line")
    func nowPasses() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: "invalid/schema/failed.json\ninvalid/decode/crash.json\ninvalid/semantic/skipped.json\nvalid/a.json  fixed in 0.2\n")
        file.apply(to: &report)
        #expect(file.problems == ["line 4: `valid/a.json` now passes: remove the line `valid/a.json`"])
        #expect(report.expectedFailureProblems == file.problems)
        #expect(!report.allPassed)
        #expect(report.rendered(as: .text).contains("STALE line 4: `valid/a.json` now passes"))
    }

    @Test("an entry matching nothing is stale, unless a filter left its fixture out")
    func matchesNothing() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: "invalid/schema/failed.json\ninvalid/decode/crash.json\ninvalid/semantic/skipped.json\ninvalid/gone.json\n")
        file.apply(to: &report)
        #expect(file.problems == ["line 4: `invalid/gone.json` matches no fixture: remove the line `invalid/gone.json`"])
        var filtered = SampleRun.report()
        var again = ExpectedFailures(parsing: "invalid/schema/failed.json\ninvalid/decode/crash.json\ninvalid/semantic/skipped.json\ninvalid/gone.json\n")
        again.apply(to: &filtered, knownIDs: ["invalid/gone.json"])
        #expect(again.problems == [])
    }

    @Test("an unexpected failure still fails and says which line to add")
    func unexpected() {
        var report = SampleRun.report()
        var file = ExpectedFailures(parsing: "invalid/decode/crash.json\ninvalid/semantic/skipped.json\n")
        file.apply(to: &report)
        #expect(report.totals.failed == 1)
        #expect(!report.allPassed)
        #expect(file.problems == ["unexpected failure: invalid/schema/failed.json (failed): fix it, or add the line `invalid/schema/failed.json` if it is expected"])
    }

    @Test("load reads a file and refuses a missing one")
    func load() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xfail-\(UUID().uuidString).txt")
        try Data("valid/a.json reason\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try ExpectedFailures.load(from: url).entries.map(\.pattern) == ["valid/a.json"])
        let missing = url.appendingPathExtension("none")
        #expect {
            try ExpectedFailures.load(from: missing)
        } throws: { error in
            guard case .unreadable(let path, _)? = error as? ExpectedFailuresError else { return false }
            return path == missing.path
        }
    }
}
