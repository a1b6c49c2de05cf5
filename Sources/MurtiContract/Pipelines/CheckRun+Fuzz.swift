import Foundation
import MurtiConformance
import MurtiProtocol

extension CheckRun {
    /// Fuzzes for ``fuzzSeconds`` with ``FuzzRun/checkSeed``; findings go to
    /// `.build/fuzz-findings/check` beside the corpus folder (emptied first).
    package func fuzzPart() throws(PipelineError) -> Part {
        let out = workspace.corpus.deletingLastPathComponent().appendingPathComponent(".build/fuzz-findings/check")
        try? FileManager.default.removeItem(at: out)
        var fuzz = FuzzRun(workspace: workspace, reference: reference)
        fuzz.seconds = fuzzSeconds
        fuzz.seed = FuzzRun.checkSeed
        fuzz.out = out.path
        let logs = FuzzRun.Logs(prefix: "conformance-check-fuzz")
        defer { logs.remove() }
        // The driver says nothing until its summary: the clock is the progress.
        let ticker = onStep.map { onStep in
            Ticker(every: 1) { elapsed in onStep(.progress(name: "fuzz", done: min(Int(elapsed), Int(fuzzSeconds)), total: Int(fuzzSeconds))) }
        }
        defer { ticker?.stop() }
        let outcome = try fuzz.run(log: logs.log, errors: logs.errors)
        // The summary is the log's last line: its tail is read, never the whole log, and the
        // details of a failure are the tails of both streams (docs/SECURITY.md "Bounded by design").
        let text = String(decoding: Subprocess.tail(of: logs.log, bytes: Self.fuzzLogTailBytes), as: UTF8.self)
        let stderr = String(decoding: Subprocess.tail(of: logs.errors, bytes: Self.fuzzLogTailBytes), as: UTF8.self)
        let last = text.split(separator: "\n").map(String.init).last { $0.hasPrefix("fuzz: ") && $0.contains(" documents in ") }
        return Part(name: "fuzz", summary: last ?? "fuzz: the driver stopped with status \(outcome.status) before its summary",
                    passed: outcome == .noNewFinding, details: outcome == .noNewFinding ? "" : [text, stderr].filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// Bytes of the fuzz driver's stdout and stderr `check` reads at most, each from its end.
    static let fuzzLogTailBytes = 65536
}
