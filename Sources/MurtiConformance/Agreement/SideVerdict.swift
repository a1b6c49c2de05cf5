/// What one side of ``AgreementReport`` said about one fixture.
public enum SideVerdict: Sendable, Equatable {
    /// A verdict: `outcome` (`accept`/`reject`), and for a rejection the layer, the rule
    /// (a schema keyword at layer 2) and the instance location.
    case verdict(outcome: String, layer: Int?, rule: String?, path: String?)
    /// No verdict: an error, a skip, a crash or a timeout, with the reason.
    case failed(String)

    /// The verdict of an answer read off the wire (CONTRACT §3).
    public init(answer: Answer) {
        if let error = answer.error {
            self = .failed("error: \(error)")
        } else if let skipped = answer.skipped {
            self = .failed("skipped: \(skipped)")
        } else if let outcome = answer.outcome {
            self = outcome == "reject"
                ? .verdict(outcome: outcome, layer: answer.layer, rule: answer.rule, path: answer.path)
                : .verdict(outcome: outcome, layer: nil, rule: nil, path: nil)
        } else {
            self = .failed("no verdict")
        }
    }

    /// `accept`, `reject`, or `nil` for a failure.
    public var outcome: String? {
        if case .verdict(let outcome, _, _, _) = self { return outcome }
        return nil
    }

    /// `(layer, rule, path)` of a rejection, else `nil`.
    var rejection: (layer: Int?, rule: String?, path: String?)? {
        if case .verdict("reject", let layer, let rule, let path) = self { return (layer, rule, path) }
        return nil
    }

    /// A layer-2 rejection by a schema keyword (rule ids without a `.`, CONTRACT §1).
    var isSchemaKeywordRejection: Bool {
        guard let rejection, rejection.layer == 2, let rule = rejection.rule else { return false }
        return !rule.isEmpty && !rule.contains(".")
    }

    /// `reject 2 maxLength /screen/root/props/value`, `accept`, or `error: …`.
    public var summary: String {
        switch self {
        case .failed(let reason): reason
        case .verdict(let outcome, let layer, let rule, let path):
            outcome == "reject"
                ? "reject \(layer.map(String.init) ?? "?") \(rule ?? "?") \"\(path ?? "?")\""
                : outcome
        }
    }
}
