import Foundation
import MurtiConformance

/// The bare pipe round trip (docs/CONTRACT.md §7): a line written to a child's stdin, a line read back
/// from its stdout, with ``EchoChild`` on the other end. Blocking reads and writes on the same
/// kind of anonymous pipes the driver uses: the floor any protocol exchange pays.
final class PipeRoundTrip {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)

    /// Starts the echo child (`command[0]` an absolute path).
    init(command: [String]) throws(BenchmarkError) {
        guard let executable = command.first else { throw .launchFailed(command: command, reason: "empty command") }
        let stdin = Pipe()
        let stdout = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try ProcessReaper.start(process) } catch {
            buffer.deallocate()
            throw .launchFailed(command: command, reason: error.localizedDescription)
        }
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
    }

    deinit {
        buffer.deallocate()
    }

    /// Sends each line (ending in `\n`) and waits for the reply line; returns the seconds the
    /// whole sequence took.
    func run(_ lines: [[UInt8]]) throws(BenchmarkError) -> Double {
        let start = MonotonicClock.now()
        for line in lines {
            guard EchoChild.writeAll(input.fileDescriptor, line) else { throw .pipeFailed(reason: "write: errno \(errno)") }
            try readLine()
        }
        return Double(MonotonicClock.now() - start) / 1e9
    }

    /// Reads until a `\n` (one request is in flight, so the reply is all there is).
    private func readLine() throws(BenchmarkError) {
        while true {
            let count = read(output.fileDescriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .pipeFailed(reason: "the echo child closed its stdout") }
            if let base = buffer.baseAddress, memchr(base, 0x0A, count) != nil { return }
        }
    }

    /// Closes the child's stdin and waits for it to exit.
    func finish() {
        try? input.close()
        process.waitUntilExit()
        ProcessReaper.forget(process)
    }
}
