import MurtiProtocol

/// What the driver got for one request: exactly one per request (docs/CONTRACT.md §3).
public enum CaseResult: Sendable, Equatable {
    /// The implementation's answer (already checked: right `seq`, known values) and the
    /// exchange's wall time in seconds, from writing the request to reading the answer's `\n`.
    case answer(Answer, durationSeconds: Double)
    /// A Flow-UI implementation's answer to a request carrying `"contract": "flow-ui"`
    /// (docs/CONTRACT.md §8), checked the same way, and its wall time in seconds.
    case flowUIAnswer(FlowUI.Answer, durationSeconds: Double)
    /// The implementation misbehaved on this case, or the run ended before it.
    case harnessError(HarnessError)
}
