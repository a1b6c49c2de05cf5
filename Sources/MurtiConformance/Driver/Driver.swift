import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an implementation under test over protocol v1 (docs/CONTRACT.md §3) and collects exactly one
/// result per request, whatever the implementation does.
///
/// `configuration.jobs` worker threads each own one process and take cases from a shared
/// index; results land in their request's slot, so the order is deterministic. Any
/// misbehaviour (see `HarnessError`) becomes that case's result; the process is killed
/// (SIGKILL to its process group, then reaped) and a new one is started for the next case,
/// spending the run's restart budget. A spawn failure or a protocol mismatch cannot be cured
/// by restarting and is given to every remaining case at once.
///
/// The runner ignores SIGPIPE process-wide while a run is in progress, so a child that closes
/// its stdin early cannot kill the runner (the child itself starts with default dispositions).
package final class Driver: Sendable {
    /// How the implementation is run.
    package let configuration: DriverConfiguration

    /// Creates a driver; nothing is started until `run`.
    package init(configuration: DriverConfiguration) {
        self.configuration = configuration
    }

    /// Runs every request and returns one result per request: `results[i]` answers
    /// `requests[i]`. The `seq` values are the caller's and must be unique.
    ///
    /// - Parameters:
    ///   - progress: called after each result with (results so far, total); calls are
    ///     serialized, from the worker threads.
    ///   - onResult: called with (request index, result) as each result lands, before
    ///     `progress`; serialized like it (`run --max-errors` counts errors with it).
    ///   - shouldStop: polled between cases and at least every 50 ms while waiting; once it
    ///     returns `true`, the case in flight and every case not yet run get `.cancelled` and
    ///     the run is `partial`.
    ///   - shouldSend: asked before each request is written, with the `start` answer of the
    ///     process that would get it and the request's index; `false` leaves the request out
    ///     (its result is `HarnessError.notSent`). `run` passes "declares every capability the
    ///     fixture requires" (docs/CONTRACT.md §3). `nil` sends everything.
    package func run(
        _ requests: [ValidateRequest],
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
        onResult: (@Sendable (_ index: Int, _ result: CaseResult) -> Void)? = nil,
        shouldStop: @escaping @Sendable () -> Bool = { false },
        shouldSend: (@Sendable (_ implementation: ImplementationInfo, _ index: Int) -> Bool)? = nil
    ) -> DriverRun {
        _ = signal(SIGPIPE, SIG_IGN)
        let state = DriverState(
            total: requests.count, maxRestarts: configuration.maxRestarts, progress: progress, onResult: onResult,
            keepsAnswers: configuration.keepsAnswers)
        guard !requests.isEmpty else { return state.finish() }
        let executable = resolveExecutable(state: state)
        let group = DispatchGroup()
        // The workers read answers, and `onResult` grades them, with the caller's contracts: a
        // thread does not inherit a task's scope (docs/DECISIONS.md D232).
        let contracts = ContractRegistry.contracts
        for _ in 0..<min(max(1, configuration.jobs), requests.count) {
            group.enter()
            let thread = Thread { [configuration] in
                ContractRegistry.withContracts(contracts) {
                    DriverWorker(
                        configuration: configuration, executable: executable, requests: requests,
                        state: state, shouldStop: shouldStop, shouldSend: shouldSend
                    ).run()
                }
                group.leave()
            }
            thread.name = "conformance-driver-worker"
            thread.start()
        }
        group.wait()
        // What left its group and outlived the implementation that forked it (docs/SECURITY.md
        // "Signals and processes").
        ProcessReaper.endOrphans()
        return state.finish()
    }

    /// The executable's path; on failure a sticky `spawnFailed` is set and `""` returned.
    private func resolveExecutable(state: DriverState) -> String {
        let display = configuration.command.joined(separator: " ")
        guard let name = configuration.command.first else {
            state.setSticky(.spawnFailed(command: display, reason: "the command is empty"))
            return ""
        }
        if let directory = configuration.workingDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                state.setSticky(.spawnFailed(
                    command: display, reason: "working directory \(directory.path) is not a directory"))
                return ""
            }
        }
        guard let path = ExecutablePath.resolve(
            name, environment: configuration.environment, workingDirectory: configuration.workingDirectory)
        else {
            let reason = name.contains("/")
                ? "\(name) is not an executable file" : "\(name) is not found on PATH (or not executable)"
            state.setSticky(.spawnFailed(command: display, reason: reason))
            return ""
        }
        return path
    }
}
