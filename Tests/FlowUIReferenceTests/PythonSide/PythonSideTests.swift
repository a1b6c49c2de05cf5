import Foundation
import Testing

/// The Python side of the Flow-UI work, driven from `swift test`: the corpus generator's
/// byte-for-byte check, and the example adapter certified over protocol v1 on the whole corpus.
@Suite("Flow-UI Python side", .serialized, .tags(.slow))
struct PythonSideTests {
    @Test(
        "the Python side agrees with the committed corpus",
        arguments: [
            ["tools/corpus-flow-ui/generate.py", "--check"],
            ["-m", "unittest", "discover", "-s", "examples/flow-ui-python-adapter"],
        ])
    func python(_ arguments: [String]) throws {
        let outcome = try Subprocess.run(["python3"] + arguments, in: FlowCorpus.packageRoot)
        #expect(outcome.status == 0, "\(outcome.output.suffix(4000))")
    }
}

/// Runs a command to completion, output collected through a file so that it cannot block.
enum Subprocess {
    struct Outcome {
        let status: Int32
        let output: String
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("flow-ui-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Outcome(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }
}
