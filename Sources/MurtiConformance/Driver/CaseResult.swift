import MurtiProtocol

/// What the driver got for one request: exactly one per request (docs/CONTRACT.md §3).
public enum CaseResult: Sendable, Equatable {
    /// The implementation's answer (already checked: right `seq`, known values) and the
    /// exchange's wall time in seconds, from writing the request to reading the answer's `\n`.
    case answer(Answer, durationSeconds: Double)
    /// The implementation misbehaved on this case, or the run ended before it.
    case harnessError(HarnessError)
}
