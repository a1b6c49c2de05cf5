import MurtiConformance
import Synchronization

/// Counts errored cases as results land, for `run --max-errors N` (and SIGINT) to stop a run.
final class ErrorBudget: Sendable {
    private let limit: Int?
    private let errors = Atomic<Int>(0)

    /// A budget of `limit` errors (`nil`: unlimited).
    init(limit: Int?) {
        self.limit = limit
    }

    /// Counts `result` if it is an error: a harness error (not a cancelled or deliberately
    /// unsent case), or an answer carrying `error`.
    func note(_ result: CaseResult) {
        switch result {
        case .harnessError(let error) where error != .cancelled && error != .notSent:
            errors.add(1, ordering: .relaxed)
        case .answer(let answer, _) where answer.error != nil:
            errors.add(1, ordering: .relaxed)
        default:
            break
        }
    }

    /// `true` once the limit is reached.
    var isSpent: Bool {
        guard let limit else { return false }
        return errors.load(ordering: .relaxed) >= limit
    }
}
