import Foundation
import Testing
@testable import MurtiValidator

/// No input depth may crash a validator (docs/CONTRACT.md §1): layers 2–4 walk with an explicit stack,
/// so the deepest document layer 1 lets through is judged on a 512 KiB secondary thread.
@Suite("Deep documents")
struct DeepDocumentTests {
    typealias D = TestDocuments

    /// Runs `body` on a thread with a 512 KiB stack.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    /// `{"type":"vstack","props":{"a": [[...[]...]]}}` reaching nesting `total`: the top-level
    /// object is 1, screen 2, root node 3, props 4, so `total - 4` arrays.
    static func deepProps(total: Int) -> String {
        let arrays = total - 4
        return D.payload(props: #"{"a":\#(String(repeating: "[", count: arrays))\#(String(repeating: "]", count: arrays))}"#)
    }

    @Test("values nested to 512 are accepted; 513 is decode.depth")
    func deepValues() async {
        let validator = D.validator
        let ok = D.bytes(Self.deepProps(total: 512))
        let verdict = await Self.onSmallStack { validator.validate(ok) }
        #expect(verdict == Verdict(outcome: .accept))
        let all = await Self.onSmallStack { validator.violations(in: ok) }
        #expect(all.isEmpty)
        let over = D.bytes(Self.deepProps(total: 513))
        let refused = await Self.onSmallStack { validator.validate(over) }
        #expect(refused.rule == "decode.depth")
    }

    @Test("the deepest node tree layer 1 accepts is bounds.depth, judged without recursion")
    func deepNodes() async {
        // The root node is at nesting 3 and each level adds 2 (children, node): 255 levels.
        var node = #"{"type":"text"}"#
        for _ in 1..<255 { node = #"{"type":"vstack","children":[\#(node)]}"# }
        let bytes = D.bytes(D.payload(root: node))
        let validator = D.validator
        let verdict = await Self.onSmallStack { validator.validate(bytes) }
        #expect(verdict.rule == "bounds.depth")
        #expect(verdict.path == "/screen/root" + String(repeating: "/children/0", count: 32))
        let schema = await Self.onSmallStack { validator.schemaVerdict(bytes) }
        #expect(schema == Verdict(outcome: .accept))
    }

    @Test("the deepest action chain layer 1 accepts is bounds.chain")
    func deepChain() async {
        // The node action is at nesting 4; each step adds 1: 509 actions.
        var action = #"{"type":"refresh"}"#
        for _ in 1..<509 { action = #"{"type":"dismiss","onError":\#(action)}"# }
        let bytes = D.bytes(D.payload(action: action))
        let validator = D.validator
        let all = await Self.onSmallStack { validator.violations(in: bytes) }
        #expect(all.map(\.rule) == ["bounds.chain"])
        #expect(all.map(\.path) == ["/screen/root/action" + String(repeating: "/onError", count: 4)])
    }
}
