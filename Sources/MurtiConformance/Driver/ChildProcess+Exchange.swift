import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// Writes `request` (a complete line) and reads one protocol line from stdout, both bounded
    /// by `deadline` (`DispatchTime` nanoseconds). stderr is drained all along, and what it gets
    /// from now on is this exchange's (``StderrCapture/markCase()``). Lines that are noise
    /// (``NoiseLines/isNoise(_:)``) go to `onNoise` and the wait goes on, under the same
    /// deadline. A line past ``pending``'s limit (the protocol's 64 MiB unless configured) ends
    /// the exchange as soon as it passes it. `shouldStop` is polled at least every 50 ms.
    func exchange(
        _ request: [UInt8], deadline: UInt64, shouldStop: () -> Bool,
        onNoise: ([UInt8]) -> Void = { _ in }
    ) -> ExchangeOutcome {
        // stderr written before this request belongs to the case before.
        drainStderr()
        stderr.markCase()
        var written = 0
        var answer: [UInt8]?
        while true {
            if written < request.count, !writeSome(request, written: &written) { return .closed }
            scanning: while answer == nil {
                switch pending.next() {
                case .line(let line)?:
                    if NoiseLines.isNoise(line) { onNoise(line) } else { answer = line }
                case .tooLong?: return .lineTooLong
                case nil:
                    if stdoutAtEnd { return .closed }
                    break scanning
                }
            }
            if let answer, written == request.count { return .line(answer) }
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { return .timedOut }
            if shouldStop() { return .stopped }
            let milliseconds = min(50, (deadline - now + 999_999) / 1_000_000)
            let ready = pollOutputs(
                timeoutMilliseconds: Int32(milliseconds), keepStdout: true, waitForStdin: written < request.count)
            // A child that died while a helper it started keeps the pipes open sends no EOF.
            if ready == 0, hasExited() { return .closed }
        }
    }

    /// Writes as much of `request` as the pipe takes now; `false` when the child closed stdin.
    private func writeSome(_ request: [UInt8], written: inout Int) -> Bool {
        guard stdinFD >= 0 else { return false }
        let count = request.withUnsafeBytes { bytes in
            write(stdinFD, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        }
        if count >= 0 {
            written += count
            return true
        }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
    }

    /// Waits up to `timeoutMilliseconds` for any pipe to be ready, then reads stdout (into
    /// `pending`, or discarded when `keepStdout` is false) and drains stderr.
    /// Returns `poll`'s count of ready descriptors (0 when the wait timed out).
    @discardableResult
    func pollOutputs(timeoutMilliseconds: Int32, keepStdout: Bool, waitForStdin: Bool = false) -> Int32 {
        var descriptors: [pollfd] = []
        if waitForStdin, stdinFD >= 0 { descriptors.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
        if stdoutFD >= 0, !stdoutAtEnd { descriptors.append(pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)) }
        if stderrFD >= 0 { descriptors.append(pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        guard ready > 0 else { return ready }
        for descriptor in descriptors where descriptor.revents != 0 {
            if descriptor.fd == stdoutFD {
                readStdout(keep: keepStdout)
            } else if descriptor.fd == stderrFD {
                drainStderr()
            }
        }
        return ready
    }

    private func readStdout(keep: Bool) {
        let count = read(stdoutFD, readBuffer.baseAddress, readBuffer.count)
        if count > 0 {
            if keep { pending.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<count])) }
        } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            stdoutAtEnd = true
        }
    }

    /// Reads whatever stderr holds now (bounded, so a flood cannot starve the other pipes).
    func drainStderr() {
        for _ in 0..<64 {
            guard stderrFD >= 0 else { return }
            let count = read(stderrFD, readBuffer.baseAddress, readBuffer.count)
            if count > 0 {
                stderr.append(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                closeDescriptor(&stderrFD)
            } else {
                return
            }
        }
    }
}
