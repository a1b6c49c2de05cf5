import Foundation
@testable import conformance_runner
import MurtiConformance
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Bounded by design" and "Output hygiene": what the fuzz driver writes (its
/// sides' names, answers and stderr: an implementation's bytes) is relayed a line at a time, each
/// line cut at ``LogRelay/lineBytes`` with what was dropped counted, and holding no more than one
/// cut line between reads; the console escapes it for the terminal.
@Suite("hostile output: the fuzz driver's relayed log", .contracts)
struct HostileRelayTests {
    static func stream(_ bytes: Data) throws -> (LogRelay.Stream, URL) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("relay-\(UUID().uuidString).log")
        try bytes.write(to: file)
        return (LogRelay.Stream(file: file, write: { _ in }), file)
    }

    @Test("a 1 MB line is relayed cut at the line limit, the rest counted, and the next line whole")
    func longLine() throws {
        let long = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        var (stream, file) = try Self.stream(long + Data("\nfuzz: done\n".utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let text = LogRelay.take(&stream, final: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == Substring(String(repeating: "x", count: LogRelay.lineBytes) + "… \((1 << 20) - LogRelay.lineBytes) bytes more"))
        #expect(lines[1] == "fuzz: done")
        #expect(stream.pending.isEmpty && stream.dropped == 0)
    }

    @Test("a line still being written is held at most to the limit between reads, and given at the end")
    func partialLine() throws {
        var (stream, file) = try Self.stream(Data(repeating: UInt8(ascii: "y"), count: 100_000))
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(LogRelay.take(&stream, final: false).isEmpty)
        #expect(stream.pending.count == LogRelay.lineBytes)
        #expect(stream.dropped == 100_000 - LogRelay.lineBytes)
        let last = LogRelay.take(&stream, final: true)
        #expect(last.hasSuffix("… \(100_000 - LogRelay.lineBytes) bytes more"))
    }
}
