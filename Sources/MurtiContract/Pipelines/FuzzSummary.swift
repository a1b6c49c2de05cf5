import Foundation
import MurtiConformance
import MurtiProtocol

/// What a fuzz run found, as `run --fuzz-seconds N` states it beside the certificate
/// (docs/DECISIONS.md 75): read from the driver's `run.json` (docs/FUZZING.md).
package struct FuzzSummary: Sendable, Equatable, Codable {
    /// The search's length, seconds (wall time, as the driver measured it).
    package var seconds: Double
    /// The seed: the same seed replays the same documents.
    package var seed: UInt64
    /// Documents sent to every side.
    package var documents: Int
    /// The signatures of the new findings within the declared scope: each a disagreement with
    /// the reference or a crash, hang or error, written under ``findings``.
    package var newFindings: [String]
    /// Documents with a finding `fuzz/known-findings.json` excuses.
    package var known: Int
    /// Findings outside the implementation's declared scope, counted apart (docs/DECISIONS.md 74).
    package var outsideScope: Int
    /// The folder the findings were written to, as shown.
    package var findings: String

    /// Reads `run.json` in `folder` (shown as `display`); `nil` when the driver wrote none.
    package static func read(folder: URL, display: String) -> FuzzSummary? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("run.json")),
            let value = try? StrictJSON.parse(data, file: "run.json"), case .object(let run) = value else { return nil }
        func number(_ name: String) -> Double {
            if case .number(let value)? = run[name] { return value }
            return 0
        }
        func total(_ name: String) -> Int {
            guard case .object(let counts)? = run[name] else { return 0 }
            return counts.values.reduce(0) { sum, value in
                if case .number(let count) = value { return sum + Int(count) }
                return sum
            }
        }
        var signatures: [String] = []
        if case .array(let found)? = run["new"] {
            signatures = found.compactMap { $0["signature"]?.stringValue }
        }
        return FuzzSummary(
            seconds: number("seconds"), seed: UInt64(max(0, number("seed"))), documents: Int(number("documents")),
            newFindings: signatures, known: total("known"), outsideScope: total("outsideScope"), findings: display)
    }

    /// `fuzzed 60 s (seed 1, 12345 documents): no finding within the declared scope (989 outside
    /// it, 16 known)`, or the count of findings and where they are.
    package var statement: String {
        let head = "fuzzed \(Self.seconds(seconds)) s (seed \(seed), \(documents) documents): "
        let apart = " (\(outsideScope) outside it, \(known) known)"
        guard !newFindings.isEmpty else { return head + "no finding within the declared scope" + apart }
        return head + "\(newFindings.count) finding\(newFindings.count == 1 ? "" : "s") within the declared scope"
            + apart + "; see \(findings)"
    }

    private static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension FuzzRun {
    /// The fuzz step of `run --fuzz-seconds N` (docs/DECISIONS.md 75): the driver's output kept
    /// in a log (stdout carries the run's report), findings under
    /// `.build/fuzz-findings/run` beside the corpus folder unless ``out`` says otherwise (emptied
    /// first), and the summary read back from its `run.json`. Throws ``PipelineError`` when the
    /// driver cannot start a side or writes no summary.
    package func summarized() throws(PipelineError) -> FuzzSummary {
        var fuzz = self
        let folder = URL(fileURLWithPath: out ?? workspace.corpus.deletingLastPathComponent()
            .appendingPathComponent(".build/fuzz-findings/run").path)
        try? FileManager.default.removeItem(at: folder)
        fuzz.out = folder.path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-run-fuzz-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let outcome = try fuzz.run(log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard outcome != .refused, let summary = FuzzSummary.read(folder: folder, display: Workspace.display(folder.path)) else {
            let tail = text.split(separator: "\n").suffix(5).joined(separator: " / ")
            throw .unusable("run --fuzz-seconds: the fuzz driver stopped with status \(outcome.status) without a summary: \(tail)")
        }
        return summary
    }
}
