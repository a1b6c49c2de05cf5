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

    /// The runner the tests start: `MURTI_TEST_RUNNER` when set (`.ci/run` names the release
    /// bundle's optimized build, so the CI tier tests the binary it ships: docs/DECISIONS.md 215),
    /// else the one beside the test bundle (`productsFolder`).
    static let binary: String = {
        if let chosen = ProcessInfo.processInfo.environment["MURTI_TEST_RUNNER"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen, relativeTo: packageRoot).path
        }
        return productsFolder.appendingPathComponent("conformance-runner").path
    }()

    /// Copies ``binary`` to `destination` with `cp -p` in a process of its own. Copied here,
    /// the new file's write descriptor would be open in this process while other tests fork
    /// their children, and starting the copy while a child still held it fails with "Text
    /// file busy" (ETXTBSY), as a CI run saw: the descriptor must never be ours.
    static func copyBinary(to destination: URL) throws {
        let copied = try ShellCommand.run(["cp", "-p", binary, destination.path], in: packageRoot)
        guard copied.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path, NSLocalizedFailureReasonErrorKey: copied.stderr])
        }
    }

    /// The build products folder of the test bundle, where the package's executables are (the
    /// test target depends on them, so SwiftPM builds them first).
    static let productsFolder: URL = {
        var candidates: [URL] = []
        if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: test).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in candidates {
            if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("conformance-runner").path) {
                return directory
            }
        }
        return packageRoot.appendingPathComponent(".build/debug")
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
