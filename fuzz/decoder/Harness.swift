// libFuzzer entry point for layer 1 (Sources/MurtiValidator/Decoding): raw bytes in, a verdict
// or a DecodeError out, never a crash, a trap or a hang (docs/CONTRACT.md §1: "No input of any size or
// depth may crash or hang a validator"). Compiled together with the decoder's own sources by
// run.sh, so the internal tape is reachable without `@testable`.

/// Walks a decoded document the way layers 2–4 do: every member name and string unescaped,
/// every number lexeme read, every container iterated. A tape whose counts, ends or byte
/// ranges disagree traps here (an out-of-range index) and libFuzzer reports the input.
private func walk(_ document: JSONDocument) -> Int {
    var stack = [document.root]
    var seen = 0
    while let index = stack.popLast() {
        seen += 1
        _ = document.byteOffset(index)
        switch document.kind(index) {
        case .object:
            var members = 0
            for (name, value) in document.members(index) {
                members += 1
                seen &+= document.string(name).unicodeScalars.count
                stack.append(value)
            }
            precondition(members == document.count(index), "member count differs from the tape")
        case .array:
            var elements = 0
            for element in document.elements(index) {
                elements += 1
                stack.append(element)
            }
            precondition(elements == document.count(index), "element count differs from the tape")
        case .string:
            let text = document.string(index)
            precondition(text.unicodeScalars.count == document.count(index),
                         "string length differs from its code point count")
        case .number:
            precondition(!document.numberLexeme(index).isEmpty, "empty number lexeme")
        case .bool:
            _ = document.bool(index)
        case .null:
            break
        }
    }
    return seen
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do throws(DecodeError) {
        let document = try StrictJSONDecoder.decode(bytes)
        _ = walk(document)
    } catch {
        // Every refusal must name a docs/CONTRACT.md §1 layer-1 rule and describe itself.
        precondition(error.rule.hasPrefix("decode."), "rule outside layer 1")
        precondition(!error.description.isEmpty, "empty description")
    }
    return 0
}
