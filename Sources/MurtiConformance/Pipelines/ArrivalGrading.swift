import Foundation
import MurtiProtocol

/// Grades each answer of a `run` as it lands and keeps only the bounded result
/// (docs/SECURITY.md "Bounded by design"): the whole answer is seen by the grader and then
/// dropped, so a run holds at most one whole answer per job, and the report's results are
/// bounded by the fixture count whatever an implementation writes.
///
/// Each answer is graded against the `start` answer of the process that gave it (the driver's
/// `shouldSend` names it before the request goes out), within the run's `--max-case-ms` and
/// `--strict`.
/// Results that are not answers (harness errors, cases never run) are graded after the run,
/// as before. A class guarded by `NSLock`: the driver's callbacks come from its worker
/// threads.
final class ArrivalGrading: @unchecked Sendable {
    private let lock = NSLock()
    private let fixtures: [Fixture]
    private let contract: any ConformanceContract
    private let maxCaseSeconds: Double?
    private let strictLevel: Bool
    private var senders: [ImplementationInfo?]
    /// The first `start` answer noted, for an answer whose sender was not (the driver asks
    /// before every request it sends, so none should be).
    private var firstSender: ImplementationInfo?
    private var graded: [FixtureResult?]

    /// Grading of `fixtures` (the run's, in request order) for `contract`, with the run's
    /// `--max-case-ms` (in seconds) and `--strict`.
    init(fixtures: [Fixture], contract: any ConformanceContract, maxCaseSeconds: Double?, strictLevel: Bool) {
        self.fixtures = fixtures
        self.contract = contract
        self.maxCaseSeconds = maxCaseSeconds
        self.strictLevel = strictLevel
        senders = Array(repeating: nil, count: fixtures.count)
        graded = Array(repeating: nil, count: fixtures.count)
    }

    /// Notes that request `index` goes to a process whose `start` answer was `info`.
    func noteSender(_ info: ImplementationInfo, of index: Int) {
        lock.withLock {
            senders[index] = info
            if firstSender == nil { firstSender = info }
        }
    }

    /// Grades `result` of request `index` when it is an answer, keeping the bounded result.
    func land(_ result: CaseResult, at index: Int) {
        if case .harnessError = result { return }
        // An answer comes only after a `start` answer, so some sender is known.
        guard let info = lock.withLock({ senders[index] ?? firstSender }) else { return }
        let grader = Grader(implementation: info, maxCaseSeconds: maxCaseSeconds, strictLevel: strictLevel)
        guard let result = contract.grade([fixtures[index]], [result], grader: grader).first else { return }
        let bounded = result.bounded()
        lock.withLock { graded[index] = bounded }
    }

    /// The result graded when request `index` was answered, or `nil`.
    func result(at index: Int) -> FixtureResult? {
        lock.withLock { graded[index] }
    }
}
