import Foundation
import MurtiProtocol

/// What the worker threads of one `Driver.run` share: the next case to take, the result
/// slots, the restart budget, the run of failed handshakes, the sticky error, the stdout noise
/// and the stop flag.
///
/// A class guarded by `NSLock` (hence `@unchecked Sendable`): `Synchronization.Mutex` needs
/// macOS 15 and the package supports macOS 14. Every member is read and written under `lock`.
final class DriverState: @unchecked Sendable {
    private let lock = NSLock()
    private let maxRestarts: Int
    private let progress: (@Sendable (Int, Int) -> Void)?
    private let onResult: (@Sendable (Int, CaseResult) -> Void)?
    private var next = 0
    private var slots: [CaseResult?]
    private var seconds: [Double?]
    private var done = 0
    private var restarts = 0
    private var sticky: HarnessError?
    private var stopped = false
    private var implementation: ImplementationInfo?
    /// The kind of the last failed handshake and how many failed that way in a row.
    private var handshakeFailures: (kind: HarnessErrorKind, count: Int)?
    private var noise = NoiseLines()
    /// ``DriverConfiguration/keepsAnswers``.
    private let keepsAnswers: Bool

    /// State for `total` cases.
    init(
        total: Int, maxRestarts: Int, progress: (@Sendable (Int, Int) -> Void)?,
        onResult: (@Sendable (Int, CaseResult) -> Void)? = nil, keepsAnswers: Bool = true
    ) {
        self.keepsAnswers = keepsAnswers
        self.slots = Array(repeating: nil, count: total)
        self.seconds = Array(repeating: nil, count: total)
        self.maxRestarts = max(0, maxRestarts)
        self.progress = progress
        self.onResult = onResult
    }

    /// The next case index to run, or `nil` when every case is taken or the run is stopping.
    /// `shouldStop` is asked only while cases remain, so a stop after the last case is not
    /// a partial run.
    func take(shouldStop: () -> Bool) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, next < slots.count else { return nil }
        if shouldStop() {
            stopped = true
            return nil
        }
        defer { next += 1 }
        return next
    }

    /// Marks the run as cut short: no further case is taken.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// The error every remaining case gets (spawn failure, protocol mismatch, spent budget).
    var stickyError: HarnessError? {
        lock.withLock { sticky }
    }

    /// Makes `error` the answer to every case not yet run (the first one set wins).
    func setSticky(_ error: HarnessError) {
        lock.withLock {
            if sticky == nil { sticky = error }
        }
    }

    /// Spends one restart; `false` (and the budget error made sticky) when none is left.
    func consumeRestart() -> Bool {
        lock.withLock {
            guard restarts < maxRestarts else {
                if sticky == nil { sticky = .restartBudgetExhausted(budget: maxRestarts) }
                return false
            }
            restarts += 1
            return true
        }
    }

    /// Keeps the first implementation description a process gave, and ends any run of failed
    /// handshakes.
    func noteImplementation(_ info: ImplementationInfo) {
        lock.withLock {
            if implementation == nil { implementation = info }
            handshakeFailures = nil
        }
    }

    /// Records a failed `start` handshake, in the order they happen over every worker. The
    /// second failure of the same kind in a row makes ``HarnessError/futileRestarts(cause:)``
    /// the answer to every case not yet run (docs/CONTRACT.md §3 v1.1): restarting would only repeat it.
    func noteHandshakeFailure(_ error: HarnessError) {
        lock.withLock {
            let count = handshakeFailures?.kind == error.kind ? (handshakeFailures?.count ?? 0) + 1 : 1
            handshakeFailures = (error.kind, count)
            if count >= 2, sticky == nil { sticky = .futileRestarts(cause: error) }
        }
    }

    /// Counts a stdout noise line read while `caseID` was in flight (`nil`: the handshake).
    func noteNoise(_ line: [UInt8], caseID: String?) {
        lock.withLock { noise.note(line, caseID: caseID) }
    }

    /// Stores the result of case `index` (with the `seconds` a harness error cost it) and
    /// reports progress (calls are serialized, `done` only grows).
    func record(_ result: CaseResult, at index: Int, seconds spent: Double? = nil) {
        lock.withLock {
            slots[index] = keepsAnswers ? result : result.kept
            seconds[index] = spent
            done += 1
            onResult?(index, result)
            progress?(done, slots.count)
        }
    }

    /// The run's outcome; cases never run are `.cancelled`.
    func finish() -> DriverRun {
        lock.withLock {
            DriverRun(
                implementation: implementation,
                results: slots.map { $0 ?? .harnessError(.cancelled) },
                partial: stopped,
                restarts: restarts,
                noise: noise,
                errorSeconds: seconds)
        }
    }
}
