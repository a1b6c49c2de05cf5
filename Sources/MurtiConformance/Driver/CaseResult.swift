import MurtiProtocol

/// What the driver got for one request: exactly one per request (docs/CONTRACT.md §3).
public enum CaseResult: Sendable, Equatable {
    /// The implementation's answer (already checked: right `seq`, known values), the
    /// exchange's wall time in seconds, from writing the request to reading the answer's `\n`,
    /// and, for an answer carrying `error`, what the process wrote on stderr during the case
    /// (``StderrCapture``'s lines; `nil` for any other answer, docs/CONTRACT.md §3 v1.1).
    case answer(Answer, durationSeconds: Double, stderr: String? = nil)
    /// A Flow-UI implementation's answer to a request carrying `"contract": "flow-ui"`
    /// (docs/CONTRACT.md §8), checked the same way, its wall time in seconds, and, for an
    /// answer carrying `error`, the process's stderr during the case.
    case flowUIAnswer(FlowUI.Answer, durationSeconds: Double, stderr: String? = nil)
    /// The implementation misbehaved on this case, or the run ended before it.
    case harnessError(HarnessError)
}
