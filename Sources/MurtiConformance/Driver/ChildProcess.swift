import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running implementation process, owned by one driver worker thread.
///
/// The runner's ends of the three pipes are non-blocking and every wait goes through `poll`
/// with a deadline, so no behaviour of the child (never reading stdin, never answering,
/// flooding stderr, one endless line) can block the runner (docs/CONTRACT.md §3: the runner never
/// trusts the implementation). The child leads its own process group, and killing it kills
/// the group, so helpers it started die with it.
final class ChildProcess {
    /// The child's pid (also its process group id).
    let pid: pid_t
    var stdinFD: Int32
    var stdoutFD: Int32
    var stderrFD: Int32
    /// What the child wrote on stderr: the current case's beginning and the stream's end.
    var stderr = StderrCapture()
    /// stdout bytes read but not yet returned as a line.
    var pending: [UInt8] = []
    /// How far `pending` has been searched for `\n`.
    var scanned = 0
    var stdoutAtEnd = false
    /// Set once the child has been reaped.
    private(set) var termination: ProcessTermination?
    /// Set when `hasExited` reaped the child before `kill`/`awaitExit` ran.
    private var exited: ProcessTermination?
    let readBuffer: UnsafeMutableRawBufferPointer

    init(pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32) {
        self.pid = pid
        self.stdinFD = stdin
        self.stdoutFD = stdout
        self.stderrFD = stderr
        readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    }

    deinit {
        if termination == nil { _ = kill() }
        readBuffer.deallocate()
    }

    /// The stderr lines for a report (``StderrCapture/text``).
    var stderrText: String { stderr.text }

    /// Kills the process group with SIGKILL, reaps the child (no zombie is left) and closes
    /// the pipes after draining what stderr still holds. Returns how it ended.
    @discardableResult
    func kill() -> ProcessTermination {
        if let termination { return termination }
        _ = Foundation.kill(-pid, SIGKILL)
        if let exited { return finish(exited) }
        _ = Foundation.kill(pid, SIGKILL)
        return reap()
    }

    /// Whether the child has exited (it is reaped then; the pipes stay open until `kill` or
    /// `awaitExit`, which report this termination).
    func hasExited() -> Bool {
        if exited != nil || termination != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        exited = ProcessTermination(waitStatus: status)
        return true
    }

    /// Closes stdin (end of input for the child) and waits up to `grace` seconds for it to
    /// exit, draining stdout and stderr meanwhile; kills it when the grace period runs out.
    func awaitExit(grace: Double) -> ProcessTermination {
        if let termination { return termination }
        closeDescriptor(&stdinFD)
        if let exited {
            _ = Foundation.kill(-pid, SIGKILL)
            return finish(exited)
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, grace) * 1e9)
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                return finish(ProcessTermination(waitStatus: status))
            }
            if result < 0 && errno != EINTR {
                return finish(.signaled(signal: SIGKILL))
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { return kill() }
            pollOutputs(timeoutMilliseconds: Int32(min(10, (deadline - now) / 1_000_000 + 1)), keepStdout: false)
        }
    }

    /// Asks the child to exit (`{"cmd":"stop"}`, best effort) and gives it `grace` seconds.
    func stop(grace: Double) {
        guard termination == nil else { return }
        let line = ProtocolCodec.encode(Request.stop)
        if stdinFD >= 0 {
            _ = line.withUnsafeBytes { write(stdinFD, $0.baseAddress, $0.count) }
        }
        _ = awaitExit(grace: grace)
    }

    private func reap() -> ProcessTermination {
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &status, 0)
        } while result < 0 && errno == EINTR
        return finish(result == pid ? ProcessTermination(waitStatus: status) : .signaled(signal: SIGKILL))
    }

    private func finish(_ ended: ProcessTermination) -> ProcessTermination {
        termination = ended
        drainStderr()
        closeDescriptor(&stdinFD)
        closeDescriptor(&stdoutFD)
        closeDescriptor(&stderrFD)
        return ended
    }

    /// Closes `descriptor` once and marks it closed.
    func closeDescriptor(_ descriptor: inout Int32) {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
    }
}
