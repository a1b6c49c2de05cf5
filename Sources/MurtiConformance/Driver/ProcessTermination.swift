import MurtiProtocol

/// How a child process ended, as `waitpid` reported it.
package enum ProcessTermination: Sendable, Equatable, CustomStringConvertible {
    /// It called `exit` with this status (0–255).
    case exited(status: Int32)
    /// A signal ended it (e.g. 9 for SIGKILL, 11 for SIGSEGV).
    case signaled(signal: Int32)

    /// Decodes a `waitpid` status word (the `WIFEXITED`/`WTERMSIG` layout shared by Linux and
    /// Darwin; the C macros are not visible from Swift).
    init(waitStatus: Int32) {
        let low = waitStatus & 0x7F
        if low == 0 {
            self = .exited(status: (waitStatus >> 8) & 0xFF)
        } else {
            self = .signaled(signal: low)
        }
    }

    /// `exit status 3` or `signal 11 (SIGSEGV)`.
    package var description: String {
        switch self {
        case .exited(let status):
            return "exit status \(status)"
        case .signaled(let signal):
            let names: [Int32: String] = [
                1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
                8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
            ]
            return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
        }
    }
}
