import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("LintReport rendering", .contracts)
struct LintReportTests {
    static let problem = LintProblem(
        kind: .unknownRule, file: "corpus/expectations.json", fixture: "invalid/a,b.json",
        message: "invalid/a,b.json: rule \"x\" is not in the catalogue\nsecond line", fix: "use 100% real ids")

    @Test("text names the file, the message and the fix")
    func text() {
        let text = LintReport(problems: [Self.problem], fixtureCount: 3).rendered(as: .text)
        #expect(text.hasPrefix("corpus/expectations.json: invalid/a,b.json: rule"))
        #expect(text.contains("  fix: use 100% real ids"))
        #expect(text.hasSuffix("lint: 3 fixtures, 1 problem\n"))
    }

    @Test("github format is one escaped workflow command per problem")
    func github() {
        let text = LintReport(problems: [Self.problem], fixtureCount: 3).rendered(as: .github)
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("::error file=corpus/expectations.json,title=lint%3A unknown rule::"))
        #expect(first.contains("%0Asecond line"))
        #expect(first.hasSuffix("Fix: use 100%25 real ids"))
    }

    @Test("a clean report says so")
    func clean() {
        #expect(LintReport(problems: [], fixtureCount: 2).rendered(as: .github) == "lint: 2 fixtures, no problems\n")
    }
}
