import Foundation
import MurtiProtocol

/// One worker thread of a `Driver` run: owns at most one implementation process, takes cases
/// from the shared `DriverState` and restarts the process after any misbehaviour.
final class DriverWorker {
    private let configuration: DriverConfiguration
    private let executable: String
    private let requests: [ValidateRequest]
    private let state: DriverState
    private let shouldStop: @Sendable () -> Bool
    private let shouldSend: (@Sendable (ImplementationInfo, Int) -> Bool)?
    private var process: ChildProcess?
    /// The `start` answer of `process`.
    private var processInfo: ImplementationInfo?
    private var needsRestart = false

    /// Seconds a process gets to exit after `stop`, or after it closed its stdout.
    static let exitGrace = 2.0

    init(
        configuration: DriverConfiguration, executable: String, requests: [ValidateRequest],
        state: DriverState, shouldStop: @escaping @Sendable () -> Bool,
        shouldSend: (@Sendable (ImplementationInfo, Int) -> Bool)? = nil
    ) {
        self.configuration = configuration
        self.executable = executable
        self.requests = requests
        self.state = state
        self.shouldStop = shouldStop
        self.shouldSend = shouldSend
    }

    /// Runs cases until none is left, then stops the process (`{"cmd":"stop"}`, grace, kill).
    func run() {
        while let index = state.take(shouldStop: shouldStop) {
            let started = DispatchTime.now().uptimeNanoseconds
            let result = runCase(requests[index], index: index)
            state.record(result, at: index, seconds: Self.secondsSpent(on: result, since: started))
        }
        process?.stop(grace: Self.exitGrace)
        process = nil
    }

    private func runCase(_ request: ValidateRequest, index: Int) -> CaseResult {
        if let sticky = state.stickyError { return .harnessError(sticky) }
        if process == nil {
            if needsRestart, !state.consumeRestart() {
                return .harnessError(.restartBudgetExhausted(budget: configuration.maxRestarts))
            }
            switch startProcess() {
            case .success(let started):
                process = started
                needsRestart = false
            case .failure(let error):
                needsRestart = true
                return .harnessError(error)
            }
        }
        guard let process else { return .harnessError(.cancelled) }
        // The capabilities are known only after `start` (docs/CONTRACT.md §3: unsupported fixtures
        // are not sent at all).
        if let shouldSend, let processInfo, !shouldSend(processInfo, index) { return .harnessError(.notSent) }
        // The answer is read in the vocabulary of the request's contract (docs/CONTRACT.md §8);
        // a request of a contract this build does not read is not sent.
        guard let contract = ContractRegistry.contract(request.contract) else { return .harnessError(.notSent) }
        let line = ProtocolCodec.encode(request)
        let transcript = configuration.transcript
        let exchange = ProtocolTranscript.Exchange.validate(seq: request.seq, fixture: request.id)
        transcript?.record(.request, line, exchange: exchange)
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = process.exchange(
            line, deadline: started + nanoseconds(configuration.timeout), shouldStop: shouldStop,
            onNoise: { [state] in
                transcript?.record(.answer, $0)
                state.noteNoise($0, caseID: request.id)
            })
        switch outcome {
        case .line(let bytes):
            transcript?.record(.answer, bytes, exchange: exchange)
            let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            do {
                // The answer's vocabulary is the request's contract's (docs/CONTRACT.md §8). An
                // `error` answer is a case without a verdict, and its stderr is what says why
                // (docs/CONTRACT.md §3 v1.1), as for a crash. What the process wrote before the
                // answer line is in the pipe by now.
                return try contract.caseResult(bytes, answering: request, durationSeconds: duration) {
                    process.drainStderr()
                    return process.stderrText
                }
            } catch {
                // A JSON object with the request's seq keeps the exchange in step: only this
                // case is lost, the process stays (no restart spent). So does `seq` -1 with an
                // error: it answers the one request outstanding (docs/PROTOCOL.md, `seq`).
                if let message = HarnessError.refusalMessage(line: bytes) {
                    process.drainStderr()
                    return .harnessError(.requestRefused(message: message, stderrTail: process.stderrText))
                }
                guard Self.isDesync(error) else {
                    return .harnessError(Self.answerError(error, line: bytes, stderrTail: process.stderrText))
                }
                return fail(process) { Self.answerError(error, line: bytes, stderrTail: $0) }
            }
        case .timedOut:
            return fail(process) { .timedOut(seconds: configuration.timeout, stderrTail: $0) }
        case .lineTooLong:
            return fail(process) { .lineTooLong(limit: configuration.maxLineBytes, stderrTail: $0) }
        case .closed:
            let termination = process.awaitExit(grace: Self.exitGrace)
            return fail(process) { .crashed(termination: termination, stderrTail: $0) }
        case .stopped:
            state.stop()
            return fail(process) { _ in .cancelled }
        }
    }

    /// The wall time a harness error cost its case (a handshake charged to it included), for
    /// reports; `nil` for answers (they carry their own) and for cases never tried (a sticky
    /// error, a stop, a fixture not sent).
    static func secondsSpent(on result: CaseResult, since started: UInt64) -> Double? {
        guard case .harnessError(let error) = result else { return nil }
        switch error {
        case .cancelled, .notSent, .restartBudgetExhausted, .futileRestarts, .spawnFailed: return nil
        default: return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        }
    }

    /// Kills `process` (if still running), forgets it and builds the case's error from the
    /// complete stderr tail.
    private func fail(_ process: ChildProcess, _ error: (String) -> HarnessError) -> CaseResult {
        process.kill()
        self.process = nil
        needsRestart = true
        return .harnessError(error(process.stderrText))
    }

    /// Spawns a process and performs the `start` handshake within `startTimeout`; a failed
    /// handshake is counted towards futile restarts (``DriverState/noteHandshakeFailure(_:)``).
    private func startProcess() -> Result<ChildProcess, HarnessError> {
        let result = handshake()
        guard case .failure(let error) = result else { return result }
        switch error {
        case .cancelled, .spawnFailed, .futileRestarts:
            // Not a way the process failed the handshake: a stop, a command that cannot start
            // at all (already sticky), or the futile-restart verdict itself.
            break
        default:
            state.noteHandshakeFailure(error)
        }
        return result
    }

    private func handshake() -> Result<ChildProcess, HarnessError> {
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(
                executable: executable, arguments: configuration.command,
                environment: configuration.environment, workingDirectory: configuration.workingDirectory?.path,
                maxLineBytes: configuration.maxLineBytes)
        } catch {
            state.setSticky(error)
            return .failure(error)
        }
        // A stop that came while the process was being started is seen before any line is
        // written to it, not only at the exchange's first poll.
        if shouldStop() {
            child.kill()
            state.stop()
            return .failure(.cancelled)
        }
        let start = ProtocolCodec.encode(Request.start(protocol: ProtocolV1.version))
        let transcript = configuration.transcript
        transcript?.record(.request, start, exchange: .start)
        let outcome = child.exchange(
            start, deadline: DispatchTime.now().uptimeNanoseconds + nanoseconds(configuration.startTimeout),
            // Another worker may find meanwhile that restarting is futile: this start is too.
            shouldStop: { [state, shouldStop] in shouldStop() || state.stickyError != nil },
            onNoise: { [state] in
                transcript?.record(.answer, $0)
                state.noteNoise($0, caseID: nil)
            })
        let error: HarnessError
        switch outcome {
        case .line(let bytes):
            transcript?.record(.answer, bytes, exchange: .start)
            do {
                // Of the contracts it names, those this build grades (docs/DECISIONS.md D231).
                let info = try ProtocolCodec.decodeStartAnswer(bytes, knownContracts: ContractRegistry.graded)
                state.noteImplementation(info)
                processInfo = info
                return .success(child)
            } catch {
                child.kill()
                return .failure(startError(error, line: bytes, stderrTail: child.stderrText))
            }
        case .timedOut:
            child.kill()
            // The implementation failed its handshake; the fixture it was started for did nothing.
            error = .startTimedOut(seconds: configuration.startTimeout, stderrTail: child.stderrText)
        case .lineTooLong:
            child.kill()
            error = .lineTooLong(limit: configuration.maxLineBytes, stderrTail: child.stderrText)
        case .closed:
            let termination = child.awaitExit(grace: Self.exitGrace)
            error = .exitedBeforeStart(termination: termination, stderrTail: child.stderrText)
        case .stopped:
            child.kill()
            if let sticky = state.stickyError { return .failure(sticky) }
            state.stop()
            error = .cancelled
        }
        return .failure(error)
    }

    private func startError(_ error: ProtocolError, line: [UInt8], stderrTail: String) -> HarnessError {
        switch error {
        case .protocolMismatch(let got):
            let mismatch = HarnessError.protocolMismatch(got: got, stderrTail: stderrTail)
            state.setSticky(mismatch)
            return mismatch
        case .notJSON, .notObject:
            return Self.answerError(error, line: line, stderrTail: stderrTail)
        default:
            return .badStartAnswer(detail: error.description, stderrTail: stderrTail)
        }
    }

    /// `true` when a decoding failure means the runner and the process may be out of step (a
    /// line that is not a JSON object, or no usable `seq`): the process must be restarted.
    /// A JSON object carrying the request's `seq` with an unknown or ill-typed value is not.
    static func isDesync(_ error: ProtocolError) -> Bool {
        switch error {
        case .notJSON, .notObject, .wrongSeq: return true
        case .missingField(let field), .wrongType(let field, _, _): return field == "seq"
        case .unknownValue, .noVerdict, .protocolMismatch, .unsupportedKind: return false
        }
    }

    /// Maps a decoding failure of a stdout line to the harness error reported for the case.
    static func answerError(_ error: ProtocolError, line: [UInt8], stderrTail: String) -> HarnessError {
        switch error {
        case .notJSON(_, let problem):
            return .nonJSONLine(
                prefix: prefix(line), detail: error.description, shape: MalformedLineShape(line: line, problem: problem),
                stderrTail: stderrTail)
        case .notObject:
            return .nonJSONLine(prefix: prefix(line), detail: error.description, shape: .text, stderrTail: stderrTail)
        case .wrongSeq(let expected, let got):
            return .wrongSeq(expected: expected, got: got, stderrTail: stderrTail)
        case .missingField(let field):
            return .unknownValue(field: field, detail: "missing", stderrTail: stderrTail)
        case .wrongType(let field, let expected, let got):
            return .unknownValue(field: field, detail: "must be \(expected), got \(got)", stderrTail: stderrTail)
        case .unknownValue(let field, let detail):
            return .unknownValue(field: field, detail: detail, stderrTail: stderrTail)
        case .noVerdict:
            return .unknownValue(field: "outcome", detail: error.description, stderrTail: stderrTail)
        case .protocolMismatch(let got):
            return .unknownValue(field: "protocol", detail: "\(got) in a validate answer", stderrTail: stderrTail)
        case .unsupportedKind(_, let kind):
            // A request-side refusal; an answer never carries it.
            return .unknownValue(field: "kind", detail: "\(kind) is not a kind of answer", stderrTail: stderrTail)
        }
    }

    /// The start of a refused line for the report: at most 200 characters.
    private static func prefix(_ line: [UInt8]) -> String {
        String(String(decoding: line.prefix(800), as: UTF8.self).prefix(200))
    }

    private func nanoseconds(_ seconds: Double) -> UInt64 {
        UInt64(max(0, min(seconds, 1e9)) * 1e9)
    }
}
