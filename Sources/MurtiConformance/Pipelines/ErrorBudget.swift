import Foundation

/// Counts errored cases as results land, for `run --max-errors N` to stop a run.
final class ErrorBudget: @unchecked Sendable {
    private let limit: Int?
    private let lock = NSLock()
    private var errors = 0

    /// A budget of `limit` errors (`nil`: unlimited).
    init(limit: Int?) {
        self.limit = limit
    }

    /// Counts `result` if it is an error: a harness error (not a cancelled or deliberately
    /// unsent case), or an answer carrying `error`.
    func note(_ result: CaseResult) {
        switch result {
        case .harnessError(let error) where error != .cancelled && error != .notSent:
            add()
        case .answer(let answer, _, _) where answer.error != nil:
            add()
        default:
            break
        }
    }

    private func add() {
        lock.lock()
        errors += 1
        lock.unlock()
    }

    /// `true` once the limit is reached.
    var isSpent: Bool {
        guard let limit else { return false }
        lock.lock()
        defer { lock.unlock() }
        return errors >= limit
    }
}
