import Foundation
import Testing

/// The Python side of the Flow-UI work, driven from `swift test`: the corpus generator's
/// byte-for-byte check. The example adapter's own test is part of the one Python test command
/// (ConformanceRunnerTests' "Python side").
@Suite("Flow-UI Python side", .serialized, .tags(.slow))
struct PythonSideTests {
    @Test("the generator agrees with the committed corpus: python3 -m tools.corpus_flow_ui.generate --check")
    func generatorCheck() throws {
        let outcome = try Subprocess.run(
            ["python3", "-m", "tools.corpus_flow_ui.generate", "--check"], in: FlowCorpus.packageRoot)
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

extension Tag {
    /// A test that starts the runner, Python or the whole corpus: the full suite runs it, the
    /// fast tier (`swift test --skip 'ConformanceRunnerTests|PythonSide'`, README "Tests") does not.
    @Tag static var slow: Self
}
