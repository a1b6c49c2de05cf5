import Foundation

/// Runs a test's blocking work (waiting on child processes: the driver, the linter's reference
/// runs, git) on a thread of its own, awaited by the test. Swift Testing runs tests on the
/// cooperative pool, one thread per core: a test blocked in `poll` or `waitpid` there holds a
/// whole core's share of the tests while using no CPU (docs/DECISIONS.md 154).
enum OwnThread {
    /// Returns what `body` returns, or throws what it throws; `body` runs on a new `Thread`.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// ``run(_:)`` for work that cannot throw.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
