import MurtiConformance

extension ReportWording {
    /// Murti's words (docs/CONTRACT.md §4): a verdict, named by layer and rule.
    package static let murti = ReportWording(
        name: "murti conformance", title: "Murti conformance", groupNoun: "layer", rollUpNoun: "rule",
        failureLabels: [.wrongAnswer: "wrong answer", .wrongName: "wrong name", .cost: "too slow", .strict: "strict miss"],
        failureTypes: [.wrongAnswer: "wrongAnswer", .wrongName: "wrongName", .cost: "cost", .strict: "strict"],
        failureNotes: [
            .wrongAnswer: "The verdict differs", .wrongName: "Right verdict, wrong layer, rule or placeholders",
            .cost: "Right at the rule level, slower than --max-case-ms",
            .strict: "Right at the rule level; the path or the warnings differ (--strict)",
        ])
}
