import Foundation
import MurtiConformance

/// What `check` says on stderr as it goes (docs/DECISIONS.md 95): each part when it starts and
/// when it ends, with its summary and seconds; in between, on a terminal, a progress line
/// redrawn in place, and in a log (stderr not a terminal) at most one plain line every
/// ``logInterval`` seconds, so CI logs get no carriage returns.
final class CheckSteps: @unchecked Sendable {
    /// The seconds between two progress lines in a log.
    static let logInterval: TimeInterval = 30

    private let lock = NSLock()
    private let terminal = Console.stderrIsTerminal
    private var progress: ProgressLine?

    /// ``handle(_:)`` as ``CheckRun/onStep``.
    var callback: @Sendable (CheckRun.Step) -> Void { { [self] step in handle(step) } }

    func handle(_ step: CheckRun.Step) {
        lock.lock()
        defer { lock.unlock() }
        switch step {
        case .started(let name, let detail):
            Console.error("check: \(name) \(detail) …")
            progress = ProgressLine(label: "check: \(name)", unit: name == "fuzz" ? " s" : "",
                                    mode: terminal ? .terminal : .log(every: Self.logInterval))
        case .progress(_, let done, let total):
            progress?.update(done: done, total: total)
        case .finished(let part, let seconds):
            progress?.finish()
            progress = nil
            Console.error("check: \(part.summary) (\(String(format: "%.1f", seconds)) s)")
        }
    }
}
