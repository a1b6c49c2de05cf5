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
/// trusts the implementation). The child leads its own process group, and however it ends
/// the group is killed, so helpers it started die with it (``ProcessReaper``).
final class ChildProcess {
    /// The child's pid (also its process group id).
    let pid: pid_t
    var stdinFD: Int32
    var stdoutFD: Int32
    var stderrFD: Int32
    /// What the child wrote on stderr: the current case's beginning and the stream's end.
    var stderr = StderrCapture()
    /// stdout bytes read but not yet returned as a line, bounded by the line limit.
    var pending: BoundedLineBuffer
    var stdoutAtEnd = false
    /// Set once the child has been reaped.
    private(set) var termination: ProcessTermination?
    /// Set when `hasExited` reaped the child before `kill`/`awaitExit` ran.
    private var exited: ProcessTermination?
    let readBuffer: UnsafeMutableRawBufferPointer

    init(pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32, maxLineBytes: Int = ProtocolV1.maxLineBytes) {
        self.pid = pid
        pending = BoundedLineBuffer(maxLineBytes: maxLineBytes)
        self.stdinFD = stdin
        self.stdoutFD = stdout
        self.stderrFD = stderr
        readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: BoundedLineBuffer.readSize, alignment: 16)
    }

    deinit {
        if termination == nil { _ = kill() }
        readBuffer.deallocate()
    }

    /// The stderr lines for a report (``StderrCapture/text``).
    var stderrText: String { stderr.text }

    /// Kills the process group with SIGKILL and whatever left it under the child, reaps the
    /// child (no zombie is left) and closes the pipes after draining what stderr still holds.
    /// Returns how it ended.
    @discardableResult
    func kill() -> ProcessTermination {
        if let termination { return termination }
        let tree = ProcessReaper.descendants(of: pid)
        _ = Foundation.kill(-pid, SIGKILL)
        if let exited { return finish(exited, tree: tree) }
        _ = Foundation.kill(pid, SIGKILL)
        return reap(tree: tree)
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
    /// Either way its process group and what left the group under it are killed once it is
    /// gone (``ProcessReaper/endGroup(_:tree:)``): the helpers a well-behaved implementation
    /// forgot do not outlive it.
    func awaitExit(grace: Double) -> ProcessTermination {
        awaitExit(grace: grace, tree: ProcessReaper.descendants(of: pid))
    }

    private func awaitExit(grace: Double, tree: [pid_t]) -> ProcessTermination {
        if let termination { return termination }
        closeDescriptor(&stdinFD)
        if let exited { return finish(exited, tree: tree) }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, grace) * 1e9)
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                return finish(ProcessTermination(waitStatus: status), tree: tree)
            }
            if result < 0 && errno != EINTR {
                return finish(.signaled(signal: SIGKILL), tree: tree)
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { return kill() }
            pollOutputs(timeoutMilliseconds: Int32(min(10, (deadline - now) / 1_000_000 + 1)), keepStdout: false)
        }
    }

    /// Asks the child to exit (`{"cmd":"stop"}`, best effort) and gives it `grace` seconds;
    /// then its process group is killed, as on every other way out.
    func stop(grace: Double) {
        guard termination == nil else { return }
        // What descends from it is seen while it runs: once it exits, its children are
        // reparented and no longer lead back to it.
        let tree = ProcessReaper.descendants(of: pid)
        let line = ProtocolCodec.encode(Request.stop)
        if stdinFD >= 0 {
            _ = line.withUnsafeBytes { write(stdinFD, $0.baseAddress, $0.count) }
        }
        _ = awaitExit(grace: grace, tree: tree)
    }

    private func reap(tree: [pid_t]) -> ProcessTermination {
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &status, 0)
        } while result < 0 && errno == EINTR
        return finish(result == pid ? ProcessTermination(waitStatus: status) : .signaled(signal: SIGKILL), tree: tree)
    }

    private func finish(_ ended: ProcessTermination, tree: [pid_t]) -> ProcessTermination {
        termination = ended
        ProcessReaper.endGroup(pid, tree: tree)
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
