import Foundation

/// The `fuzz` part of `check` (docs/FUZZING.md "In `check`"): a short, seeded search whose only failure is a
/// new finding, one not covered by `fuzz/known-findings.json`.
extension FuzzVerb {
    /// The seed `check` fuzzes with: fixed, so the gate is reproducible (the same documents on
    /// every run); a long `fuzz` run with other seeds is what explores.
    static let checkSeed: UInt64 = 1

    /// The outcome of the check step.
    struct CheckOutcome {
        /// The one-line summary for `check`'s summary block.
        var summary: String
        /// Whether the step passed (no new finding and the driver ran).
        var passed: Bool
        /// The driver's report of each new finding, printed when the step fails.
        var details: String
    }

    /// Fuzzes for `seconds` with ``checkSeed``; findings go to `.build/fuzz-findings/check`
    /// beside the corpus folder (emptied first).
    static func checkStep(workspace: Workspace, seconds: Double) throws(CLIError) -> CheckOutcome {
        let out = workspace.corpus.deletingLastPathComponent().appendingPathComponent(".build/fuzz-findings/check")
        try? FileManager.default.removeItem(at: out)
        var options = FuzzOptions()
        options.corpus = workspace.corpus.path
        options.seconds = seconds
        options.seed = checkSeed
        options.out = out.path
        let command = try FuzzVerb(options: options).driverCommand(workspace: workspace)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("murti-check-fuzz-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let status = FuzzDriver.run(command, captureTo: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map(String.init)
        let last = lines.last(where: { $0.hasPrefix("fuzz: ") && $0.contains(" documents in ") })
        let summary = last ?? "fuzz: the driver stopped with status \(status) before its summary"
        return CheckOutcome(summary: summary, passed: status == 0, details: status == 0 ? "" : text)
    }
}
