import Foundation
import Testing
@testable import MurtiProtocol

/// The one line reader (docs/CONTRACT.md §3: a line holds at most 64 MiB; docs/DECISIONS.md 62):
/// lines come out whole, a line past the limit is given up as soon as it passes it, and what
/// follows its `\n` is read as usual, in memory bounded by the limit.
@Suite("BoundedLineBuffer: protocol lines within a byte limit")
struct BoundedLineBufferTests {
    private func items(_ chunks: [String], limit: Int) -> [BoundedLineBuffer.Item] {
        var buffer = BoundedLineBuffer(maxLineBytes: limit)
        var found: [BoundedLineBuffer.Item] = []
        for chunk in chunks {
            buffer.append(Array(chunk.utf8))
            while let item = buffer.next() { found.append(item) }
        }
        if let last = buffer.finish() { found.append(last) }
        return found
    }

    @Test("lines split across chunks, CRLF and a last line without a newline")
    func lines() {
        #expect(items(["ab", "c\nde\r", "\nf"], limit: 10) == [.line(Array("abc".utf8)), .line(Array("de".utf8)), .line(Array("f".utf8))])
        #expect(items(["\n\n"], limit: 10) == [.line([]), .line([])])
    }

    @Test("a line of exactly the limit is kept; one byte more is too long", arguments: [4, 5])
    func atTheLimit(length: Int) {
        let line = String(repeating: "x", count: length)
        let expected: BoundedLineBuffer.Item = length <= 4 ? .line(Array(line.utf8)) : .tooLong
        #expect(items([line + "\r\n", "ok\n"], limit: 4) == [expected, .line(Array("ok".utf8))])
    }

    @Test("a line past the limit is refused before its end comes, and its rest is dropped unread")
    func tooLongEarly() {
        var buffer = BoundedLineBuffer(maxLineBytes: 8)
        buffer.append(Array(String(repeating: "y", count: 20).utf8))
        #expect(buffer.next() == .tooLong)
        #expect(buffer.pendingCount == 0)
        #expect(buffer.isDiscarding)
        for _ in 0..<1000 {
            buffer.append(Array(String(repeating: "z", count: 1000).utf8))
            #expect(buffer.next() == nil)
        }
        #expect(buffer.pendingCount == 0)
        buffer.append(Array("zzz\nnext\nlast".utf8))
        #expect(buffer.next() == .line(Array("next".utf8)))
        #expect(buffer.next() == nil)
        #expect(buffer.finish() == .line(Array("last".utf8)))
    }

    @Test("a too-long last line without a newline is refused at the end")
    func tooLongAtEnd() {
        #expect(items(["123456"], limit: 5) == [.tooLong])
        #expect(items(["12345\r"], limit: 5) == [.line(Array("12345".utf8))])
    }

    @Test("serve's reader: a too-long request line is skipped to its newline and answered with seq -1")
    func serverReader() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(("short\n" + String(repeating: "x", count: 10_000) + "\nafter\n").utf8))
        try pipe.fileHandleForWriting.close()
        var lines = FileDescriptorLines(
            input: pipe.fileHandleForReading.fileDescriptor, output: pipe.fileHandleForWriting.fileDescriptor, maxLineBytes: 16)
        #expect(lines.nextLine() == .line(Array("short".utf8)))
        #expect(lines.nextLine() == .tooLong)
        #expect(lines.nextLine() == .line(Array("after".utf8)))
        #expect(lines.nextLine() == nil)
        let answer = try ProtocolCodec.decodeAnswer(Array(ProtocolServer.tooLongAnswer.dropLast()), expectedSeq: -1)
        #expect(answer.error?.contains("longer than 67108864 bytes") == true)
    }

    @Test("the default limit is the protocol's 64 MiB")
    func defaultLimit() {
        #expect(BoundedLineBuffer().maxLineBytes == 67_108_864)
        #expect(ProtocolV1.maxLineBytes == 67_108_864)
    }
}
