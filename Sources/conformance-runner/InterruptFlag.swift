import Foundation
import Synchronization

/// Set by SIGINT (Ctrl-C): a run stops dispatching, and its report is written marked partial.
private let interrupted = Atomic<Bool>(false)

/// The SIGINT handler and its flag, read by the Driver's `shouldStop`.
enum InterruptFlag {
    /// Installs the handler: the first Ctrl-C sets the flag, a second one ends the program.
    static func install() {
        signal(SIGINT) { _ in
            // A lock-free atomic store and signal() are async-signal-safe.
            interrupted.store(true, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
        }
    }

    /// Whether Ctrl-C was pressed.
    static var isSet: Bool { interrupted.load(ordering: .relaxed) }
}
