import Foundation

/// The trivial child of the bare pipe round trip (docs/CONTRACT.md §7): for every line it reads on
/// stdin it writes one short answer-sized line on stdout, and does nothing else
/// (`conformance-runner bench echo`). Nothing is parsed, so what is measured is the pipes.
package enum EchoChild {
    /// The line written for each line read (the size of a typical `accept` answer).
    static let reply = Array("{\"seq\":0,\"outcome\":\"accept\"}\n".utf8)

    /// Serves until end of input; returns the exit status (1 when stdout is gone).
    package static func run() -> Int32 {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(STDIN_FILENO, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return 0 }
            let lines = UnsafeRawBufferPointer(rebasing: buffer[..<count]).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            for _ in 0..<lines {
                guard writeAll(STDOUT_FILENO, reply) else { return 1 }
            }
        }
    }

    /// Writes every byte of `bytes` to `descriptor` (blocking); `false` on an error.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
