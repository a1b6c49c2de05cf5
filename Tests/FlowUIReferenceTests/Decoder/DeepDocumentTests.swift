import JSONKit
import FlowUIReference
import Foundation
import Testing

/// No input may crash the decoder (docs/CONTRACT.md §1): the deepest document the reader accepts is
/// decoded and written on a thread with the 512 KiB stack of a secondary thread on Apple systems.
@Suite("Deep documents")
struct DeepDocumentTests {
    /// Accordions nested `levels` deep inside a page (3 nesting levels each, 8 around them).
    static func accordions(_ levels: Int) -> Data {
        let open = #"{"type":"accordion","data":{"header":"h","items":["#
        let text = String(repeating: open, count: levels) + String(repeating: "]}}", count: levels)
        let page = #"{"page":{"sections":[{"widgets":["# + text + "]}]}}"
        return Data(page.utf8)
    }

    @Test("the deepest accordion nesting within 512 decodes on a 512 KiB stack; one more is notJSON")
    func deepest() async throws {
        // The innermost items array is at nesting 8 + 3 × (levels − 1): 167 levels give 506.
        let deepest = Self.accordions(168)
        let outcome = await OnSmallStack.run {
            let answer = FlowUIDecoder().decode(deepest)
            return (answer.json.canonicalBytes.count, { if case .decoded = answer { true } else { false } }())
        }
        #expect(outcome.1, "168 levels (nesting 509) decode")
        #expect(outcome.0 > 168 * 50)
        guard case .rejected(.notJSON, _) = FlowUIDecoder().decode(Self.accordions(170)) else {
            Issue.record("170 levels (nesting 515) should be past the reader's limit")
            return
        }
    }
}

/// Runs work on a thread with a 512 KiB stack and hands back its result.
enum OnSmallStack {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }
}
