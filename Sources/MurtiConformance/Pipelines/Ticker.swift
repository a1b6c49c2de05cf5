import Foundation

/// Calls `tick` with the seconds elapsed, every `interval` seconds on a thread of its own, until
/// stopped: the clock as progress for a step that says nothing while it runs (docs/DECISIONS.md
/// 95).
package final class Ticker: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false

    /// Starts ticking; the first tick comes `interval` seconds from now.
    package init(every interval: TimeInterval, _ tick: @escaping @Sendable (TimeInterval) -> Void) {
        let started = Date()
        let thread = Thread { [self] in
            condition.lock()
            defer { condition.unlock() }
            while !stopped {
                _ = condition.wait(until: Date().addingTimeInterval(interval))
                if !stopped { tick(Date().timeIntervalSince(started)) }
            }
        }
        thread.start()
    }

    /// Ends the ticks (none comes after this returns).
    package func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }
}
