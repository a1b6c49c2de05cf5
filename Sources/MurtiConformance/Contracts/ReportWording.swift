import MurtiProtocol

/// The words a contract's reports use where the two contracts differ (docs/REPORTS.md): the
/// report's name, what its groups and roll-up are, and what each failure kind means. The
/// levels, counts and formats are shared.
package struct ReportWording: Sendable {
    /// `murti conformance`: the text report's first word, the JUnit suites' and the badge's label.
    package var name: String
    /// `Murti conformance`: the Markdown report's title.
    package var title: String
    /// What a group is (`layer`, `concern`), as in "Scores by layer".
    package var groupNoun: String
    /// What the roll-up is by (`rule`, `cited rule`).
    package var rollUpNoun: String
    /// Each failure kind for people: `wrong answer`, `broken promise`.
    package var failureLabels: [FailureKind: String]
    /// Each failure kind as a JUnit `<failure type>`: `wrongAnswer`, `brokenPromise`.
    package var failureTypes: [FailureKind: String]
    /// What each failure kind means, one sentence for the Markdown lists.
    package var failureNotes: [FailureKind: String]
    /// Failures are counted by what their fixture rests on, a published promise or a project
    /// decision (docs/DECISIONS.md D82).
    package var splitsByBasis = false

    /// Creates a contract's words; `splitsByBasis` counts failures by their fixture's basis.
    package init(
        name: String, title: String, groupNoun: String, rollUpNoun: String, failureLabels: [FailureKind: String],
        failureTypes: [FailureKind: String], failureNotes: [FailureKind: String], splitsByBasis: Bool = false
    ) {
        self.name = name
        self.title = title
        self.groupNoun = groupNoun
        self.rollUpNoun = rollUpNoun
        self.failureLabels = failureLabels
        self.failureTypes = failureTypes
        self.failureNotes = failureNotes
        self.splitsByBasis = splitsByBasis
    }

    /// The label of `kind` (its raw value when the wording has none).
    package func label(_ kind: FailureKind) -> String { failureLabels[kind] ?? kind.rawValue }

    /// The JUnit type of `kind`.
    package func junitType(_ kind: FailureKind) -> String { failureTypes[kind] ?? kind.rawValue }

    /// The Markdown note of `kind`.
    package func note(_ kind: FailureKind) -> String { failureNotes[kind] ?? label(kind) }

    /// `2 wrong answers`, `1 broken promise`.
    package func count(_ number: Int, _ kind: FailureKind) -> String {
        RunReport.plural(number, label(kind))
    }

    /// The words of a report when no contract is installed to give its own
    /// (``ContractRegistry/contractOrFallback(_:)`` is `nil`; docs/DECISIONS.md D193): the
    /// shared nouns, each failure kind by its raw value.
    package static let plain = ReportWording(
        name: "conformance", title: "Conformance", groupNoun: "group", rollUpNoun: "rule", failureLabels: [:],
        failureTypes: [:], failureNotes: [:])

    /// What a badge or a matrix column says was declared when no contract is installed to say it.
    package static let nothingGraded = "nothing graded (no contract installed)"
}
