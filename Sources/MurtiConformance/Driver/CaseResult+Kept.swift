import MurtiProtocol

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
