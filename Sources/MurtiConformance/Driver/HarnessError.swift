import MurtiProtocol

/// How an implementation misbehaved on one case, or why the case never ran (docs/CONTRACT.md §3:
/// "a crash, a hang, a non-JSON line, a line over 64 MiB, a wrong seq, an unknown value, or
/// an early exit becomes an error result for that case").
///
/// `stderrTail` is the process's stderr when the fault was seen, for the report: the first and
/// the last lines written during the case (at most 20 lines; `StderrCapture`), or the stream's
/// last lines when the case wrote none.
package enum HarnessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command could not be started (not found on PATH, not executable, bad working
    /// directory). Nothing would change on a retry, so every remaining case gets it too.
    case spawnFailed(command: String, reason: String)
    /// The process ended before answering `start`.
    case exitedBeforeStart(termination: ProcessTermination, stderrTail: String)
    /// The `start` answer names another protocol version; every remaining case gets it too.
    case protocolMismatch(got: Int, stderrTail: String)
    /// No answer to `start` came within the handshake limit (`seconds`, `--start-timeout`): the
    /// implementation failed its handshake, whatever fixture it was started for
    /// (docs/CONTRACT.md §3 v1.1; docs/DECISIONS.md 63).
    case startTimedOut(seconds: Double, stderrTail: String)
    /// The `start` answer is JSON but not a valid `{"protocol":1,"implementation":{…}}`.
    case badStartAnswer(detail: String, stderrTail: String)
    /// The process ended (exit or signal) while a case was in flight.
    case crashed(termination: ProcessTermination, stderrTail: String)
    /// No complete answer within the timeout (`seconds`), counting the time to write the request.
    case timedOut(seconds: Double, stderrTail: String)
    /// A stdout line that starts with `{` and is not a JSON object; `prefix` is its start (at
    /// most 200 characters), `detail` the parser's reason, `shape` what the line looks like (an
    /// answer strict JSON refuses, or text), which decides the fix.
    case nonJSONLine(prefix: String, detail: String, shape: MalformedLineShape, stderrTail: String)
    /// A stdout line longer than `limit` bytes.
    case lineTooLong(limit: Int, stderrTail: String)
    /// The answer's `seq` is not the request's; `got` is `nil` when it has none.
    case wrongSeq(expected: Int, got: Int?, stderrTail: String)
    /// The implementation could not read the request and said so with `{"seq":-1,"error":…}`
    /// (docs/PROTOCOL.md, `seq`): `message` is its text (at most 2,000 characters). It
    /// answered the one request outstanding, so the process stays in step and is not restarted.
    case requestRefused(message: String, stderrTail: String)
    /// A member of the answer has a wrong type or a value outside its closed set, or the
    /// answer has no verdict; `field` is the member's dotted path.
    case unknownValue(field: String, detail: String, stderrTail: String)
    /// The run's restart budget (`budget` restarts, `--max-restarts`) was spent before this case.
    case restartBudgetExhausted(budget: Int)
    /// Not run: two processes in a row failed the `start` handshake the same way (`cause`, the
    /// second failure), so no further process is started (docs/CONTRACT.md §3 v1.1, "futile restarts
    /// stop"); shared by every worker of the run.
    indirect case futileRestarts(cause: HarnessError)
    /// The run was cut short (`shouldStop`) before this case got an answer.
    case cancelled
    /// Deliberately not sent: the run's `shouldSend` left it out once the process's `start`
    /// answer was known (a fixture requiring a capability the implementation did not declare,
    /// docs/CONTRACT.md §3). Not a misbehaviour; `run` grades it `unsupported`.
    case notSent

    /// A stable short name for reports and tallies (``HarnessErrorKind``).
    package var kind: HarnessErrorKind {
        switch self {
        case .spawnFailed: .spawn
        case .exitedBeforeStart: .exitBeforeStart
        case .startTimedOut: .startTimeout
        case .protocolMismatch: .protocolMismatch
        case .badStartAnswer: .badStart
        case .crashed: .crash
        case .timedOut: .timeout
        case .nonJSONLine: .nonJSON
        case .lineTooLong: .lineTooLong
        case .wrongSeq: .wrongSeq
        case .requestRefused: .requestRefused
        case .unknownValue: .unknownValue
        case .restartBudgetExhausted: .restartBudget
        case .futileRestarts: .futileRestarts
        case .cancelled: .cancelled
        case .notSent: .notSent
        }
    }

    /// The stderr tail attached to the error (`""` when there is none).
    package var stderrTail: String {
        switch self {
        case .exitedBeforeStart(_, let tail), .startTimedOut(_, let tail), .protocolMismatch(_, let tail), .badStartAnswer(_, let tail),
            .crashed(_, let tail), .timedOut(_, let tail), .nonJSONLine(_, _, _, let tail), .lineTooLong(_, let tail),
            .wrongSeq(_, _, let tail), .requestRefused(_, let tail), .unknownValue(_, _, let tail):
            return tail
        case .futileRestarts(let cause):
            return cause.stderrTail
        case .spawnFailed, .restartBudgetExhausted, .cancelled, .notSent:
            return ""
        }
    }

    /// The text of an answer line `line` that carries `seq` -1 and an `error` (the
    /// implementation could not read the request: ``requestRefused(message:stderrTail:)``),
    /// at most 2,000 characters; `nil` for any other line.
    static func refusalMessage(line: [UInt8]) -> String? {
        guard let value = try? StrictJSONParser.parse(line), case .number(-1)? = value["seq"],
            let message = value["error"]?.stringValue
        else { return nil }
        return String(message.prefix(2000))
    }
}
