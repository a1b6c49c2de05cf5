import MurtiProtocol

/// What one request/answer exchange with the child came to.
enum ExchangeOutcome {
    /// A complete stdout line (without `\n`, a trailing `\r` removed), after the whole
    /// request was written.
    case line([UInt8])
    /// The deadline passed first.
    case timedOut
    /// A stdout line grew past the limit.
    case lineTooLong
    /// stdout ended, or stdin was closed under the runner: the child is gone or going.
    case closed
    /// `shouldStop` asked the run to end.
    case stopped
}
