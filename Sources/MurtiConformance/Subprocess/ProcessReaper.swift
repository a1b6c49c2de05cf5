import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every process the runner starts, and the end of everything they leave behind
/// (docs/SECURITY.md "Signals and processes"; docs/DECISIONS.md 60–61).
///
/// The runner starts two kinds of children, both registered here the moment they exist: the
/// implementations under test (``ChildProcess``, each leading its own process group) and its own
/// helpers (``Subprocess``: the Python engines' bootstrap, `git`, the fuzz driver, the protocol
/// line checker). Whatever an implementation forks is ended with it: its process group is
/// killed on every exit path, a clean `stop` included, and on Linux so is every process
/// descending from it that left the group (`setsid`). A runner that made itself a child
/// subreaper (``becomeSubreaper()``, Linux only) adopts every orphan of its descendants instead
/// of init: those it did not start itself are ended and reaped, so that none keeps running and
/// none stays a zombie. Children are only ever waited for by their own pid, never with
/// `waitpid(-1)`, so each owner (the driver, Foundation's `Process`) still reaps its own.
package enum ProcessReaper {
    /// What a registered child is to the runner.
    enum Role {
        /// An implementation under test: its process group is killed whenever it ends.
        case implementation
        /// One of the runner's own programs: interrupted on a stop, killed only at exit.
        case helper
    }

    /// Makes this process a child subreaper (Linux `prctl(PR_SET_CHILD_SUBREAPER)`), so that a
    /// process that leaves its group with `setsid` and outlives its parent is reparented to the
    /// runner, where it is found and ended. Called once by the CLI before any child starts; a
    /// library user that does not call it keeps the system's reparenting, and no orphan sweep
    /// runs (it would end children of the host process it does not know). Returns whether the
    /// process now is one (`false` on macOS, which has no such mechanism).
    @discardableResult
    package static func becomeSubreaper() -> Bool {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        // prctl is variadic in C and so not callable from Swift; on Linux's ABIs a call through
        // a fixed signature passes the same registers.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, <linux/prctl.h>
        guard prctl(setChildSubreaper, 1, 0, 0, 0) == 0 else { return false }
        registry.withLock { $0.isSubreaper = true }
        return true
        #else
        return false
        #endif
    }

    /// Whether ``becomeSubreaper()`` succeeded.
    package static var isSubreaper: Bool { registry.withLock { $0.isSubreaper } }

    /// Starts `process` (Foundation's) as a helper of the runner: registered before any sweep
    /// can see it, so that a sweep never mistakes it for an orphan. Pair with ``forget(_:)``
    /// once it has ended. Throws what `Process.run()` throws.
    package static func start(_ process: Process) throws {
        try registry.withLock { state in
            try process.run()
            state.children[process.processIdentifier] = .helper
        }
    }

    /// Drops a helper started with ``start(_:)`` once it has been waited for.
    package static func forget(_ process: Process) {
        finished(process.processIdentifier)
    }

    /// Sends SIGINT to every helper running now, as a terminal's Ctrl-C would if they shared its
    /// process group: the fuzz driver then writes what it found, a bootstrap stops. The runner's
    /// stop signal (SIGINT, SIGTERM or SIGHUP) reaches its helpers this way.
    package static func interruptHelpers() {
        let helpers = registry.withLock { state in state.children.filter { $0.value == .helper }.map(\.key) }
        for pid in helpers { _ = kill(pid, SIGINT) }
    }

    /// Ends everything: SIGKILL to every registered child's process group, to the child and
    /// to what descends from it now (``descendants(of:)``: what left its group with `setsid`
    /// is the child's until the child is gone, and only then the subreaper's), then, for a
    /// subreaper, every orphan it adopted, reaped. For the runner's exit paths (a verb's end, a
    /// second stop signal); registered children are left for their owners to reap. Without the
    /// descendants, a `setsid` helper outlived a second SIGTERM whenever the runner exited
    /// before its parent's death had handed it over (docs/DECISIONS.md D252).
    package static func endAll() {
        registry.withLock { state in
            let tree = ProcessTable.snapshot().descendants(of: Set(state.children.keys))
            for pid in state.children.keys {
                _ = kill(-pid, SIGKILL)
                _ = kill(pid, SIGKILL)
            }
            for member in tree { _ = kill(member, SIGKILL) }
            if state.isSubreaper { state.endOrphans { _ in true } }
        }
    }

    /// Spawns a child with `body` (which returns its pid, or `nil` when it could not start one)
    /// and registers it in the same step, so that no sweep runs in between.
    static func starting(_ role: Role, _ body: () -> pid_t?) -> pid_t? {
        registry.withLock { state in
            guard let pid = body() else { return nil }
            state.children[pid] = role
            return pid
        }
    }

    /// Forgets a child that has been reaped.
    static func finished(_ pid: pid_t) {
        registry.withLock { _ = $0.children.removeValue(forKey: pid) }
    }

    /// The processes descending from `pid` now, through parent links (Linux; `[]` elsewhere).
    /// Taken while `pid` still runs, it names what left its group under it (`setsid`).
    static func descendants(of pid: pid_t) -> [pid_t] {
        ProcessTable.snapshot().descendants(of: [pid])
    }

    /// After the implementation `pid` was reaped: kills its process group and `tree` (its
    /// descendants as ``descendants(of:)`` found them before), and, for a subreaper, ends and
    /// reaps every adopted orphan of that group or tree (the helpers it forked become the
    /// runner's children when it dies). Then forgets `pid`.
    static func endGroup(_ pid: pid_t, tree: [pid_t]) {
        registry.withLock { state in
            _ = kill(-pid, SIGKILL)
            for member in tree { _ = kill(member, SIGKILL) }
            state.children.removeValue(forKey: pid)
            guard state.isSubreaper else { return }
            var scope = Set(tree)
            state.endOrphans { entry in entry.group == pid || scope.contains(entry.pid) } onFound: { scope.formUnion($0) }
        }
    }

    /// For a subreaper at the end of a driver run: ends and reaps every orphan it adopted,
    /// whoever forked it (one that left its group after its implementation's last look).
    static func endOrphans() {
        registry.withLock { state in
            guard state.isSubreaper else { return }
            state.endOrphans { _ in true }
        }
    }

    private static let registry = Registry()
}

/// The registered children and the subreaper flag, behind one lock (`NSLock`: `Mutex` needs
/// macOS 15). A sweep holds it, so no child can be spawned, or registered, halfway through.
private final class Registry: @unchecked Sendable {
    struct State {
        var children: [pid_t: ProcessReaper.Role] = [:]
        var isSubreaper = false

        /// Kills the runner's unregistered children that `belongs` selects, and every process
        /// under them, then reaps those children; repeated while any is left, since the
        /// grandchildren are reparented to the runner as their parents die. `onFound` hears of
        /// each round's processes under them.
        mutating func endOrphans(
            _ belongs: (ProcessTable.Entry) -> Bool, onFound: ([pid_t]) -> Void = { _ in }
        ) {
            let me = getpid()
            for _ in 0..<64 {
                let table = ProcessTable.snapshot()
                let orphans = table.children(of: me).filter { children[$0.pid] == nil && belongs($0) }.map(\.pid)
                guard !orphans.isEmpty else { return }
                let under = table.descendants(of: Set(orphans))
                onFound(under)
                for pid in orphans + under { _ = kill(pid, SIGKILL) }
                for pid in orphans {
                    var status: Int32 = 0
                    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                }
            }
        }
    }

    private let lock = NSLock()
    private var state = State()

    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
