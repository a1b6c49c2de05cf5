import MurtiProtocol

extension HarnessError {
    /// One or two lines for people: what happened, what to do about it, then the stderr tail.
    package var description: String {
        let tail = stderrTail.isEmpty ? "" : Self.stderrMarker + stderrTail
        return summary + tail
    }

    /// What separates ``summary`` from the stderr lines in ``description`` (and so in a
    /// report's `actual.error`).
    package static let stderrMarker = "\n--- stderr ---\n"
    /// The marker reports of version 1.0 wrote (they kept only the tail), still read.
    static let stderrMarkerBefore11 = "\n--- stderr (tail) ---\n"

    /// The first line of `description`, without the stderr tail.
    package var summary: String {
        switch self {
        case .spawnFailed(let command, let reason):
            return "cannot start \(command): \(reason)"
        case .exitedBeforeStart(let termination, _):
            return "the implementation ended (\(termination)) before answering start"
        case .startTimedOut(let seconds, _):
            return "the implementation failed its handshake: no answer to start within \(seconds) s (the handshake "
                + "limit, --start-timeout; the process was killed)"
        case .protocolMismatch(let got, _):
            return "the implementation speaks protocol \(got); this runner speaks protocol \(ProtocolV1.version)"
        case .badStartAnswer(let detail, _):
            return "bad answer to start: \(detail); expected {\"protocol\":1,\"implementation\":{\"name\":…,\"version\":…,\"language\":…}}"
        case .crashed(let termination, _):
            return "the implementation ended (\(termination)) while this case was in flight"
        case .timedOut(let seconds, _):
            return "no answer within \(seconds) s (the process was killed)"
        case .nonJSONLine(let prefix, let detail, let shape, _):
            return "stdout line is not a protocol line (\(detail)): \(prefix.debugDescription); \(shape.fix)"
        case .lineTooLong(let limit, _):
            return "stdout line longer than \(limit) bytes"
        case .wrongSeq(let expected, let got, _):
            return "answer carries seq \(got.map(String.init) ?? "(none)"), expected \(expected)"
        case .requestRefused(let message, _):
            return "the implementation could not read the request (it answered seq -1): \(message.debugDescription)"
        case .unknownValue(let field, let detail, _):
            return "answer member \(field): \(detail)"
        case .restartBudgetExhausted(let budget):
            return "not run: the restart budget (\(budget) restart\(budget == 1 ? "" : "s")) is spent (--max-restarts)"
        case .futileRestarts(let cause):
            return "not run: two processes in a row failed to start the same way, so no further one was started: "
                + cause.summary
        case .cancelled:
            return "not run: the run was stopped"
        case .notSent:
            return "not sent: the implementation does not declare what this case requires"
        }
    }
}
