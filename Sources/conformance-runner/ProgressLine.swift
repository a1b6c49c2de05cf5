import Foundation
import MurtiConformance

/// The `done/total, rate` line on stderr during a run; shown only on a terminal and without
/// `--quiet` (docs/CONTRACT.md §5), so logs and pipes never get carriage returns.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let label: String
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    /// A progress line prefixed with `label`.
    init(label: String) {
        self.label = label
    }

    /// Whether progress should be shown at all.
    static func isWanted(quiet: Bool) -> Bool { !quiet && Console.stderrIsTerminal }

    /// Redraws the line (at most ten times a second, always on the last case).
    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(done) / elapsed
        Console.raw("\r\u{1B}[K" + OutputSink.terminalSafe("\(label) \(done)/\(total) (\(String(format: "%.0f", rate))/s)"))
        drawn = true
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
