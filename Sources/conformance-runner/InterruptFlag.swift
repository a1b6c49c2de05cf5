import Foundation

/// Set by SIGINT (Ctrl-C): one aligned word, written by the handler, read by the pipelines'
/// `shouldStop`. A lock is not async-signal-safe and `Atomic` (Synchronization) needs macOS 15;
/// a single aligned store is what C's `volatile sig_atomic_t` relies on too.
nonisolated(unsafe) private let interrupted: UnsafeMutablePointer<Int32> = {
    let word = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    word.initialize(to: 0)
    return word
}()

/// The SIGINT handler and its flag: a run stops dispatching, and its report is written marked
/// partial; a second Ctrl-C ends the program.
enum InterruptFlag {
    /// Installs the handler.
    static func install() {
        _ = interrupted
        signal(SIGINT) { _ in
            // A store to the word and signal() are async-signal-safe.
            interrupted.pointee = 1
            signal(SIGINT, SIG_DFL)
        }
    }

    /// Whether Ctrl-C was pressed.
    static var isSet: Bool { interrupted.pointee != 0 }
}
