import Foundation
@testable import MurtiConformance
import MurtiProtocol

/// Runs `Scripts/scripted_implementation.py` (a protocol v1 implementation whose behaviour
/// is chosen by a mode argument and by each document's `do:` directive) under the driver.
struct ScriptedImplementation {
    /// The script next to the tests.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/scripted_implementation.py").path

    /// The system interpreter when present (skips version-manager shims and their start-up time).
    static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    /// The profile every scripted request carries; the echo answer reports its schemaVersion.
    static let profile = JSONValue.object([
        "schemaVersion": .string("1.0"),
        "components": .array([.string("text"), .string("vstack")]),
        "bounds": .object(["maxDepth": .number(32), "maxDocumentBytes": .number(2_097_152)]),
    ])

    /// Where the script records that a once-only misbehaviour already happened.
    let stateDirectory: URL
    /// The driver configuration running the script in `mode`.
    var configuration: DriverConfiguration

    init(mode: String = "echo", timeout: Double = 5, jobs: Int = 1, maxRestarts: Int = 50,
         maxLineBytes: Int = 64 * 1024 * 1024, startTimeout: Double = 10) throws {
        stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("murti-driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["MURTI_SCRIPT_STATE"] = stateDirectory.path
        configuration = DriverConfiguration(
            command: [Self.python, "-S", Self.script, mode], jobs: jobs, timeout: timeout,
            maxRestarts: maxRestarts, maxLineBytes: maxLineBytes, environment: environment,
            startTimeout: startTimeout)
    }

    /// Runs `requests` on a thread of its own (``OwnThread``: the driver waits on the script's
    /// process) and removes the state directory afterwards.
    func run(
        _ requests: [ValidateRequest], shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        shouldSend: (@Sendable (ImplementationInfo, Int) -> Bool)? = nil
    ) async -> DriverRun {
        let (configuration, stateDirectory) = (configuration, stateDirectory)
        return await OwnThread.run {
            defer { try? FileManager.default.removeItem(at: stateDirectory) }
            return Driver(configuration: configuration).run(
                requests, progress: progress, shouldStop: shouldStop, shouldSend: shouldSend)
        }
    }

    /// Requests whose documents are `texts` (directives or plain data), seq 100, 101, …
    static func requests(_ texts: [String]) -> [ValidateRequest] {
        texts.enumerated().map { index, text in
            ValidateRequest(seq: 100 + index, id: "case-\(index).json", document: Data(text.utf8), profile: profile)
        }
    }

    /// The first five fields the echo answer must carry for `request` (the sixth is the pid).
    static func echoFields(_ request: ValidateRequest) -> [String] {
        let sum = request.document.reduce(0) { ($0 + Int($1)) % 65521 }
        return [request.id, "\(request.document.count)", "\(sum)", "1.0", "\(request.documents?.count ?? 0)"]
    }
}
