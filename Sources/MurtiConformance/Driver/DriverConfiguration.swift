import Foundation
import MurtiProtocol

/// How `Driver` runs an implementation under test (docs/CONTRACT.md §3, §5 `run` options).
package struct DriverConfiguration: Sendable {
    /// The implementation's argv; `command[0]` is looked up on `PATH` (the configured
    /// environment's, else the runner's) unless it contains a `/`.
    package var command: [String]
    /// Processes run at once (`--jobs`); values below 1 count as 1.
    package var jobs: Int
    /// Seconds one `validate` exchange may take, from the first byte written to the answer's
    /// `\n` (`--timeout`, docs/CONTRACT.md §3; ``defaultTimeout``).
    package var timeout: Double
    /// Seconds a freshly started process may take to answer `start` (JVM-style start-ups can
    /// be slower than a case; the contract is silent: ``defaultStartTimeout``).
    package var startTimeout: Double
    /// Process restarts allowed over the whole run after a misbehaviour (``defaultMaxRestarts``); once
    /// spent, every remaining case is `HarnessError.restartBudgetExhausted`.
    package var maxRestarts: Int
    /// Longest stdout line accepted, in bytes without its `\n` (docs/CONTRACT.md §3: 64 MiB).
    package var maxLineBytes: Int
    /// The child's whole environment; `nil` inherits the runner's.
    package var environment: [String: String]?
    /// The child's working directory; `nil` inherits the runner's.
    package var workingDirectory: URL?
    /// Where every line written and read is recorded, for checking against
    /// docs/protocol.schema.json; `nil` records nothing.
    package var transcript: ProtocolTranscript?
    /// `false` when the caller keeps each answer itself from `onResult` (`run` grades each as
    /// it lands): the run's results then hold answers without their bodies
    /// (``CaseResult/kept``), so memory does not grow with what an implementation writes
    /// (docs/SECURITY.md "Bounded by design"). `true` by default.
    package var keepsAnswers = true

    /// Seconds per `validate` exchange unless said otherwise (docs/CONTRACT.md §3): the default
    /// of ``timeout`` and of every verb's `--timeout`.
    package static let defaultTimeout: Double = 10
    /// Seconds for the `start` handshake unless said otherwise: the default of
    /// ``startTimeout`` and `--start-timeout`.
    package static let defaultStartTimeout: Double = 10
    /// Restarts over a run unless said otherwise: the default of ``maxRestarts`` and
    /// `--max-restarts`.
    package static let defaultMaxRestarts = 50

    /// Creates a configuration; every parameter but `command` has the contract's default.
    package init(
        command: [String], jobs: Int = 1, timeout: Double = defaultTimeout, maxRestarts: Int = defaultMaxRestarts,
        maxLineBytes: Int = 64 * 1024 * 1024, environment: [String: String]? = nil,
        workingDirectory: URL? = nil, startTimeout: Double = defaultStartTimeout
    ) {
        self.command = command
        self.jobs = jobs
        self.timeout = timeout
        self.startTimeout = startTimeout
        self.maxRestarts = maxRestarts
        self.maxLineBytes = maxLineBytes
        self.environment = environment
        self.workingDirectory = workingDirectory
    }
}
