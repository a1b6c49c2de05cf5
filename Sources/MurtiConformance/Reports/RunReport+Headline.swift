import MurtiProtocol

extension RunReport {
    /// Rules the headline names at most; the others are counted.
    static let headlineRules = 5

    /// The certificate's statement and every rule with no pass (docs/DECISIONS.md 67):
    /// `Certified for layers 1, 2 with 17 expected failures; decode.duplicateKey passed 0 of
    /// 17`, the first line of every format, so a rule that never passes is never hidden behind
    /// a certificate. At most ``headlineRules`` rules are named, then `and 3 more rules passed
    /// none`.
    package var headline: String {
        let rules = scope.neverPassed
        guard !rules.isEmpty else { return scope.statement }
        var parts = rules.prefix(Self.headlineRules).map { "\(Self.ruleTitle($0.rule)) passed 0 of \($0.fixtures)" }
        if rules.count > Self.headlineRules {
            let more = rules.count - Self.headlineRules
            parts.append("and \(more) more \(wording.rollUpNoun)\(more == 1 ? "" : "s") passed none")
        }
        return scope.statement + "; " + parts.joined(separator: "; ")
    }
}
