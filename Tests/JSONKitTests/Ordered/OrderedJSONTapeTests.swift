@testable import JSONKit
import Foundation
import Testing

/// The tape's places: each value's container, position and member name, so a decoder spells a
/// JSON Pointer (RFC 6901) and a document order without building a tree (docs/PERFORMANCE.md
/// "Flow-UI").
@Suite("JSON tape: pointers and order")
struct OrderedJSONTapeTests {
    private func tape(_ text: String) throws -> OrderedJSONTape {
        try OrderedJSONTape(parsing: Data(text.utf8))
    }

    /// Every value's pointer, in tape order (the empty object after the document left out).
    private func pointers(_ tape: OrderedJSONTape) -> [String] {
        (0..<tape.emptyObject).map { tape.pointer(to: $0) }
    }

    @Test("members by name, elements by index, the top value as the empty pointer")
    func plain() throws {
        let tape = try tape(#"{"page": {"sections": [{"id": "s"}, 7, [true, null]]}}"#)
        #expect(pointers(tape) == [
            "", "/page", "/page/sections", "/page/sections/0", "/page/sections/0/id", "/page/sections/1",
            "/page/sections/2", "/page/sections/2/0", "/page/sections/2/1",
        ])
        #expect(tape.order(of: 8) == [0, 0, 2, 1])
        #expect(tape.kind(tape.emptyObject) == .object && tape.next(tape.emptyObject) == tape.emptyObject + 1)
    }

    @Test("~ as ~0 and / as ~1; a name with an escape in the input resolved first; a name a JSON string escapes is not plain")
    func escapes() throws {
        let tape = try tape(#"{"a/b": {"m~n": 1, "\u0041\/": 2, "q\"": 3, "é": [4]}}"#)
        #expect(pointers(tape) == ["", "/a~1b", "/a~1b/m~0n", "/a~1b/A~1", "/a~1b/q\"", "/a~1b/é", "/a~1b/é/0"])
        #expect(tape.plainPointerLength(to: 2) == "/a~1b/m~0n".utf8.count)
        #expect(tape.plainPointerLength(to: 3) == nil, "the name holds an escape in the input")
        #expect(tape.plainPointerLength(to: 4) == nil, "a quote must be escaped in the answer's string")
        #expect(tape.plainPointerLength(to: 6) == "/a~1b/é/0".utf8.count)
        var bytes = [UInt8](repeating: 0, count: "/a~1b/é/0".utf8.count)
        bytes.withUnsafeMutableBufferPointer { tape.writePointer(to: 6, length: $0.count, into: $0.baseAddress!) }
        #expect(String(decoding: bytes, as: UTF8.self) == "/a~1b/é/0")
    }
}
