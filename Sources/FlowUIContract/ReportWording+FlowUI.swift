import MurtiConformance

extension ReportWording {
    /// Flow-UI's words (docs/CONTRACT.md §8): the outcome of decoding, and the promises a
    /// decoder keeps at the rule level.
    package static let flowUI = ReportWording(
        name: "flow-ui conformance", title: "Flow-UI conformance", groupNoun: "concern", rollUpNoun: "cited rule",
        failureLabels: [.wrongAnswer: "wrong outcome", .wrongName: "broken promise", .cost: "too slow", .strict: "strict miss"],
        failureTypes: [.wrongAnswer: "wrongOutcome", .wrongName: "brokenPromise", .cost: "cost", .strict: "strict"],
        failureNotes: [
            .wrongAnswer: "Decoded where a rejection is due, rejected what decodes, or rejected for another reason",
            .wrongName: "The outcome is right; the skeleton or the graded diagnostics are not, and the reason names the promise broken",
            .cost: "Right at the rule level, slower than --max-case-ms",
            .strict: "Right at the rule level; the canonical answer differs elsewhere (--strict)",
        ],
        splitsByBasis: true)
}
