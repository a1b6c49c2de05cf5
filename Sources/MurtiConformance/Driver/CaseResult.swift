import MurtiProtocol

/// What the driver got for one request: exactly one per request (docs/CONTRACT.md §3).
package enum CaseResult: Sendable, Equatable {
    /// The implementation's answer (already checked: right `seq`, known values), the
    /// exchange's wall time in seconds, from writing the request to reading the answer's `\n`,
    /// and, for an answer carrying `error`, what the process wrote on stderr during the case
    /// (``StderrCapture``'s lines; `nil` for any other answer, docs/CONTRACT.md §3 v1.1).
    case answer(Answer, durationSeconds: Double, stderr: String? = nil)
    /// An answer in the vocabulary of the request's contract, when it is not ``Answer``'s
    /// (docs/CONTRACT.md §8; read by ``ConformanceContract/caseResult(_:answering:durationSeconds:stderr:)``),
    /// checked the same way, its wall time in seconds, and, for an answer carrying `error`, the
    /// process's stderr during the case.
    case contractAnswer(any ContractAnswer, durationSeconds: Double, stderr: String? = nil)
    /// The implementation misbehaved on this case, or the run ended before it.
    case harnessError(HarnessError)

    /// The same case with the same answer (``ContractAnswer/isSameAnswer(as:)``), time and stderr.
    package static func == (lhs: CaseResult, rhs: CaseResult) -> Bool {
        switch (lhs, rhs) {
        case let (.answer(a, aSeconds, aStderr), .answer(b, bSeconds, bStderr)):
            a == b && aSeconds == bSeconds && aStderr == bStderr
        case let (.contractAnswer(a, aSeconds, aStderr), .contractAnswer(b, bSeconds, bStderr)):
            a.isSameAnswer(as: b) && aSeconds == bSeconds && aStderr == bStderr
        case let (.harnessError(a), .harnessError(b)):
            a == b
        default:
            false
        }
    }
}

extension CaseResult {
    /// What the driver keeps of a result it has handed to `onResult`, when its configuration
    /// says the caller keeps answers itself (``DriverConfiguration/keepsAnswers`` false): an
    /// answer without its body (its `seq`, and a Murti answer's outcome and layer), so that a
    /// run holds at most one whole answer per job however large the answers are
    /// (docs/SECURITY.md "Bounded by design"). Harness errors are kept as they are: their
    /// texts are bounded where they are made.
    var kept: CaseResult {
        switch self {
        case .answer(let answer, let durationSeconds, _):
            return .answer(Answer(seq: answer.seq, outcome: answer.outcome, layer: answer.layer), durationSeconds: durationSeconds)
        case .contractAnswer(let answer, let durationSeconds, _):
            return .contractAnswer(answer.kept, durationSeconds: durationSeconds)
        case .harnessError:
            return self
        }
    }
}
