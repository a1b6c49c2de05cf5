import Foundation

/// Runs a helper process to its end and returns its stdout; stderr goes to ours (the Python
/// harness reports its progress there).
enum HelperCommand {
    /// Runs `command` (`command[0]` an absolute path) and returns its stdout.
    /// Throws ``BenchmarkError`` when it cannot start or exits non-zero.
    static func output(_ command: [String], currentDirectory: URL? = nil) throws(BenchmarkError) -> Data {
        guard let executable = command.first else {
            throw .launchFailed(command: command, reason: "empty command")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .helperFailed(command: command, status: process.terminationStatus, stderrTail: "")
        }
        return data
    }

    /// Runs `command` and decodes its stdout (its last non-empty line) as `T`.
    static func json<T: Decodable>(_ type: T.Type, _ command: [String], currentDirectory: URL? = nil) throws(BenchmarkError) -> T {
        let data = try output(command, currentDirectory: currentDirectory)
        let lines = data.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }
        guard let last = lines.last else {
            throw .unreadableOutput(command: command, detail: "empty output")
        }
        do { return try JSONDecoder().decode(T.self, from: Data(last)) } catch {
            throw .unreadableOutput(command: command, detail: "\(error)")
        }
    }
}
