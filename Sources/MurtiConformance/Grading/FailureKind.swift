import MurtiProtocol

/// Why a graded result failed, by the first grading level it misses (docs/CONTRACT.md §4 v1.1).
/// Reports list the kinds apart, so that an implementer sees at once which failures are wrong
/// answers, which are right answers under the wrong name, and which are right but too slow.
package enum FailureKind: String, Sendable, Codable, CaseIterable {
    /// The verdict differs: accepted what must be refused, refused what must be accepted, or
    /// the wrong number of manifest steps.
    case wrongAnswer
    /// The verdict is right, but the layer, rule or placeholder set is not ("rejected, but
    /// named decode.syntax").
    case wrongName
    /// Right at the rule level, but slower than `run --max-case-ms`.
    case cost
    /// Right at the rule level, but not at the strict level (`path`, warnings, or whatever else
    /// the contract's strict level compares) in a run with `run --strict`, where the strict
    /// level certifies (docs/DECISIONS.md 70).
    case strict

    /// For people: `wrong answer`, `wrong name`, `too slow`, `strict miss`.
    package var label: String {
        switch self {
        case .wrongAnswer: "wrong answer"
        case .wrongName: "wrong name"
        case .cost: "too slow"
        case .strict: "strict miss"
        }
    }
}
