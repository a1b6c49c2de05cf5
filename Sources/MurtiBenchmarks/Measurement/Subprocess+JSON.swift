import Foundation
import MurtiConformance
import MurtiProtocol

extension Subprocess {
    /// Runs a benchmark helper (`command[0]` an absolute path) with its stderr on ours (the
    /// Python harness reports its progress there) and reads its last non-empty stdout line as
    /// `T`, strictly (``StrictJSON``); `environment` is added to this process's.
    /// Throws ``BenchmarkError`` when it cannot start, exits non-zero, or prints no such line.
    static func json<T: Decodable>(
        _ type: T.Type, _ command: [String], environment: [String: String] = [:]
    ) throws(BenchmarkError) -> T {
        let result: Subprocess.Result
        let whole = environment.isEmpty
            ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        do { result = try Subprocess.run(command, environment: whole, captureStderr: false) } catch {
            switch error {
            case .launchFailed(let command, let reason): throw .launchFailed(command: command, reason: reason)
            }
        }
        guard result.status == 0 else {
            throw .helperFailed(command: command, status: result.status, stderrTail: "")
        }
        let lines = result.stdout.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }
        guard let last = lines.last else {
            throw .unreadableOutput(command: command, detail: "empty output")
        }
        do { return try StrictJSON.decode(T.self, from: Data(last), file: "the helper's output") } catch {
            throw .unreadableOutput(command: command, detail: error.description)
        }
    }
}
