import Foundation
import MurtiProtocol

/// Fixtures whose bytes are identical and that are judged under the same profile
/// (docs/DECISIONS.md 43): they test one thing twice, and the second name promises a case
/// nobody wrote. The same bytes under another profile are another test (the minor-policy
/// twins, an envelope under two key sets) and are left alone.
package enum DuplicateFixtures {
    /// One problem per fixture that repeats an earlier one (in corpus order), naming the first.
    /// Files that cannot be read are reported elsewhere.
    package static func problems(in fixtures: [Fixture], display: (String) -> String) -> [LintProblem] {
        struct Key: Hashable {
            var profile: String
            var bytes: Data
        }
        var first: [Key: String] = [:]
        var problems: [LintProblem] = []
        for fixture in fixtures.sorted(by: { ScalarOrder.precedes($0.id, $1.id) }) {
            guard let bytes = try? fixture.bytes() else { continue }
            let key = Key(profile: fixture.expectation.profileName, bytes: bytes)
            guard let original = first[key] else {
                first[key] = fixture.id
                continue
            }
            problems.append(LintProblem(
                kind: .duplicateFixture, file: display(fixture.id), fixture: fixture.id,
                message: "byte-identical to \(display(original)), judged under the same profile "
                    + "(\(key.profile)): the two fixtures test one thing",
                fix: "change this document so that it shows what its id and description say, or delete it "
                    + "and its entry (a removed fixture is a major corpusVersion bump)"))
        }
        return problems
    }
}
