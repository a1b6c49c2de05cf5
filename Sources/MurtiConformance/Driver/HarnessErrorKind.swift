/// A stable short name for a ``HarnessError``, as reports write it in `actual.harness` and
/// tallies count it (docs/REPORTS.md).
package enum HarnessErrorKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// ``HarnessError/spawnFailed(command:reason:)``.
    case spawn
    /// ``HarnessError/exitedBeforeStart(termination:stderrTail:)``.
    case exitBeforeStart
    /// ``HarnessError/startTimedOut(seconds:stderrTail:)``.
    case startTimeout
    /// ``HarnessError/protocolMismatch(got:stderrTail:)``.
    case protocolMismatch
    /// ``HarnessError/badStartAnswer(detail:stderrTail:)``.
    case badStart
    /// ``HarnessError/crashed(termination:stderrTail:)``.
    case crash
    /// ``HarnessError/timedOut(seconds:stderrTail:)``.
    case timeout
    /// ``HarnessError/nonJSONLine(prefix:detail:shape:stderrTail:)``.
    case nonJSON
    /// ``HarnessError/lineTooLong(limit:stderrTail:)``.
    case lineTooLong
    /// ``HarnessError/wrongSeq(expected:got:stderrTail:)``.
    case wrongSeq
    /// ``HarnessError/requestRefused(message:stderrTail:)``.
    case requestRefused
    /// ``HarnessError/unknownValue(field:detail:stderrTail:)``.
    case unknownValue
    /// ``HarnessError/restartBudgetExhausted(budget:)``.
    case restartBudget
    /// ``HarnessError/futileRestarts(cause:)``.
    case futileRestarts
    /// ``HarnessError/cancelled``.
    case cancelled
    /// ``HarnessError/notSent``.
    case notSent

    /// The name as reports write it.
    package var description: String { rawValue }
}
