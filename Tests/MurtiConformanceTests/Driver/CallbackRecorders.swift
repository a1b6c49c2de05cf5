import Foundation

/// A flag shared between a test and the driver's callbacks.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Whether `set` was called.
    var isSet: Bool { lock.withLock { value } }

    /// Raises the flag.
    func set() { lock.withLock { value = true } }
}

/// Collects progress calls.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[Int]] = []

    /// Every call so far, in order.
    var values: [[Int]] { lock.withLock { stored } }

    /// Records one call.
    func add(_ done: Int, _ total: Int) { lock.withLock { stored.append([done, total]) } }
}
