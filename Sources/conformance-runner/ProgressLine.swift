import Foundation
import MurtiConformance

/// How far a long verb is, on stderr (docs/CONTRACT.md §5; docs/DECISIONS.md 95). On a terminal
/// a `done/total` line redrawn in place at most ten times a second; in a log, where carriage
/// returns would pile up, at most one plain line every so many seconds (none for a step that
/// ends sooner). `run`, `agreement` and `protocol-check` show it only on a terminal and without
/// `--quiet`.
final class ProgressLine: @unchecked Sendable {
    /// Where the line goes.
    enum Mode {
        /// Redrawn in place (`\r`), at most ten times a second.
        case terminal
        /// A plain line at most once every `every` seconds.
        case log(every: TimeInterval)
    }

    private let lock = NSLock()
    private let label: String
    private let unit: String
    private let mode: Mode
    private let started = Date()
    private var lastDraw: Date
    private var drawn = false
    private var shown = ""

    /// A progress line prefixed with `label`; `unit` follows the counts (` s` for seconds).
    init(label: String, unit: String = "", mode: Mode = .terminal) {
        self.label = label
        self.unit = unit
        self.mode = mode
        // A log's first line comes one interval after the start, not at once.
        lastDraw = if case .log = mode { started } else { .distantPast }
    }

    /// Whether a verb's terminal progress should be shown at all.
    static func isWanted(quiet: Bool) -> Bool { !quiet && Console.stderrIsTerminal }

    /// Shows `done` of `total`.
    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        switch mode {
        case .terminal:
            guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            let rate = unit.isEmpty ? " (\(String(format: "%.0f", Double(done) / elapsed))/s)" : ""
            let text = "\(label) \(done)/\(total)\(unit)\(rate)"
            guard !drawn || text != shown else { return }
            Console.raw("\r\u{1B}[K" + OutputSink.terminalSafe(text))
            shown = text
            drawn = true
        case .log(let interval):
            guard now.timeIntervalSince(lastDraw) >= interval, done < total else { return }
            Console.error("\(label): \(done)/\(total)\(unit)" + (unit.isEmpty ? " after \(Int(elapsed)) s" : ""))
        }
        lastDraw = now
    }

    /// ``update(done:total:)`` as a pipeline's progress callback.
    var callback: @Sendable (Int, Int) -> Void { { [self] done, total in update(done: done, total: total) } }

    /// Ends the line so the next output starts on a clean one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Console.raw("\r\u{1B}[K") }
        drawn = false
    }
}
