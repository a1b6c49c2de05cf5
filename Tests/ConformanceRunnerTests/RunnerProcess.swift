import Foundation

/// Runs the built `conformance-runner` binary and collects what it wrote.
struct RunnerProcess {
    /// Exit status, stdout and stderr of one invocation.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (for the project's murti.schema.json and adapters/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle in the build products folder (the test target
    /// depends on the executable, so SwiftPM builds it first).
    static let binary: String = {
        var candidates: [URL] = []
        if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: test).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in candidates {
            let path = directory.appendingPathComponent("conformance-runner").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return packageRoot.appendingPathComponent(".build/debug/conformance-runner").path
    }()

    /// Runs `arguments` with `stdin` bytes, in `directory` (default: the package root).
    static func run(_ arguments: [String], stdin: Data = Data(), in directory: URL? = nil) throws -> Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["MURTI_ADAPTERS_DIR"] = packageRoot.appendingPathComponent("adapters").path
        return try run(executable: URL(fileURLWithPath: binary), arguments, stdin: stdin, in: directory ?? packageRoot,
                       environment: environment)
    }

    /// Runs `executable` (a copy of the runner, say) with `arguments` and `stdin` bytes in
    /// `directory`, with exactly `environment`.
    static func run(
        executable: URL, _ arguments: [String], stdin: Data = Data(), in directory: URL, environment: [String: String]
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("runner-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in")
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try stdin.write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        let output = try FileHandle(forWritingTo: outURL)
        let error = try FileHandle(forWritingTo: errURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
