@testable import MurtiConformance
import ConformanceTestSupport
import Testing

/// `check`'s run summary accounts for every fixture of the corpus (docs/DECISIONS.md 95): the
/// informational and unsupported ones are named beside the passed ones, so the count matches
/// lint's.
@Suite("CheckRun: the run summary names every fixture", .contracts)
struct CheckSummaryTests {
    @Test("informational fixtures are named beside the passed ones; unsupported and not run ones when there are any")
    func counts() {
        var totals = RunReport.Counts()
        totals.passed = 630
        totals.informational = 4
        #expect(CheckRun.counts(totals) == "630 passed, 4 informational, 0 failed, 0 errored, 0 skipped")
        totals.unsupported = 2
        totals.notRun = 1
        #expect(CheckRun.counts(totals) == "630 passed, 4 informational, 2 unsupported, 0 failed, 0 errored, 0 skipped, 1 not run")
        #expect(CheckRun.counts(RunReport.Counts()) == "0 passed, 0 failed, 0 errored, 0 skipped")
    }

    @Test("the fuzz step's length reads as whole seconds when it is one")
    func seconds() {
        #expect(CheckRun.seconds(60) == "60")
        #expect(CheckRun.seconds(0.5) == "0.5")
    }
}
