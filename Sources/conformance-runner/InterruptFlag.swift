import Foundation
import MurtiConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The words the signal handler touches: `[0]` the first stop signal's number (0 while none
/// came), `[1]` the write end of the self-pipe. A lock is not async-signal-safe and `Atomic`
/// (Synchronization) needs macOS 15; a single aligned store is what C's `volatile
/// sig_atomic_t` relies on too.
nonisolated(unsafe) private let signalWords: UnsafeMutablePointer<Int32> = {
    let words = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    words.initialize(repeating: 0, count: 2)
    words[1] = -1
    return words
}()

/// The handler of SIGINT, SIGTERM and SIGHUP: notes the first signal and wakes the watcher
/// through the self-pipe. A store, `write` and `errno` are all it uses: async-signal-safe.
private let stopSignalHandler: @convention(c) (Int32) -> Void = { signal in
    let saved = errno
    if signalWords[0] == 0 { signalWords[0] = signal }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalWords[1], &byte, 1)
    errno = saved
}

/// How the runner ends on SIGINT (Ctrl-C), SIGTERM (CI cancellation, `timeout`) and SIGHUP (a
/// closed terminal), the same way for every verb that starts implementations or long work
/// (docs/SECURITY.md "Signals and processes"; docs/DECISIONS.md 60):
///
/// - the first signal sets the flag the pipelines' `shouldStop` polls: the run stops
///   dispatching, the implementations are stopped and their process groups killed, the helpers
///   get SIGINT (the fuzz driver writes its findings), and the report is written, marked
///   partial; the program then exits 128 + the signal's number (130, 143, 129);
/// - a verb whose output is a proposal or a measurement (``Mode/immediate(why:)``) has no
///   partial form: the first signal ends it at once, its processes killed;
/// - a second signal (half a second or more after the first) ends any verb at once, every
///   process group still killed.
///
/// The handler only stores the signal and writes a byte to a pipe; a watcher thread does the
/// rest, so nothing the runner is doing when the signal lands (a restart, a spawn) can lose it.
enum InterruptFlag {
    /// What the first signal does.
    enum Mode {
        /// Stop dispatching and write what was judged.
        case graceful
        /// End at once: nothing partial is worth writing; `why` says so after the stop.
        case immediate(why: String)
    }

    private static let installed = NSLock()
    nonisolated(unsafe) private static var watcher: Thread?

    /// Installs the handlers and starts the watcher (once; later calls do nothing). `label`
    /// names the verb in the lines printed on a signal.
    static func install(_ mode: Mode = .graceful, label: String) {
        installed.lock()
        defer { installed.unlock() }
        guard watcher == nil else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalWords[1] = ends[1]
        let readEnd = ends[0]
        let thread = Thread { watch(readEnd: readEnd, mode: mode, label: label) }
        thread.name = "murti-signal-watcher"
        thread.start()
        watcher = thread
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in stopSignals where installHandler(for: signal) { sigaddset(&unblock, signal) }
        // A parent may start the runner with these signals blocked (Foundation's `Process`
        // called on a Dispatch worker thread passes that thread's mask on): they would stay
        // pending, the stop never seen. The threads the runner starts later inherit this mask.
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether a stop signal came.
    static var isSet: Bool { signalWords[0] != 0 }

    /// The exit status the first stop signal asks for: 128 + its number; `nil` when none came.
    static var exitStatus: Int32? { isSet ? 128 + signalWords[0] : nil }

    /// A signal this soon after the first is the same stop delivered twice, not a second one
    /// (half a second: less than a person takes to press Ctrl-C again).
    static let duplicateWindowNanoseconds: UInt64 = 500_000_000

    /// SIGINT, SIGTERM, SIGHUP.
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// `SIGTERM` for 15, and so on.
    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// Installs the handler for `signal`, unless the runner was started with it ignored (as
    /// `nohup` does SIGHUP, and a shell script's `&` SIGINT): that choice is the caller's, and
    /// is kept. Returns whether the handler was installed.
    private static func installHandler(for signal: Int32) -> Bool {
        var current = sigaction()
        _ = sigaction(signal, nil, &current)
        #if canImport(Glibc)
        let previous = current.__sigaction_handler.sa_handler
        #else
        let previous = current.__sigaction_u.__sa_handler
        #endif
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { return false }
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = stopSignalHandler
        #else
        action.__sigaction_u.__sa_handler = stopSignalHandler
        #endif
        sigemptyset(&action.sa_mask)
        for other in stopSignals { sigaddset(&action.sa_mask, other) }
        action.sa_flags = SA_RESTART
        return sigaction(signal, &action, nil) == 0
    }

    /// Prints `line` on stderr from a thread of its own, so that a stderr nobody reads (a full
    /// pipe) never holds up the watcher; the semaphore is signalled once it is written.
    private static func say(_ line: String) -> DispatchSemaphore {
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Console.error(line)
            written.signal()
        }
        return written
    }

    /// The watcher thread: reads each signal's byte and acts on it (a normal thread may take
    /// locks, print and kill).
    private static func watch(readEnd: Int32, mode: Mode, label: String) {
        var count = 0
        var first: UInt64 = 0
        while true {
            var byte: UInt8 = 0
            let got = read(readEnd, &byte, 1)
            if got < 0, errno == EINTR { continue }
            guard got == 1 else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            // `timeout` and some CI runners send the signal to the runner and then to its
            // process group: one stop, delivered twice within microseconds (docs/DECISIONS.md 60).
            if count == 1, now - first < duplicateWindowNanoseconds { continue }
            count += 1
            if count == 1 { first = now }
            let signal = Int32(byte)
            if count == 1, case .graceful = mode {
                ProcessReaper.interruptHelpers()
                _ = say("\(label): \(name(signal)): stopping; what was judged is written, marked partial "
                    + "(a second signal stops at once)")
                continue
            }
            ProcessReaper.endAll()
            var line = "\(label): \(name(signal)) again: stopped at once; the report was not written"
            if count == 1, case .immediate(let why) = mode { line = "\(label): \(name(signal)): stopped; \(why)" }
            _ = say(line).wait(timeout: .now() + 0.2)
            _exit(128 + signal)
        }
    }
}
