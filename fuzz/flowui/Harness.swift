// libFuzzer entry point for the Flow-UI reference decoder (Sources/FlowUIReference): bytes in,
// an answer out, never a crash, a trap or a hang (docs/CONTRACT.md §8: "the page always renders";
// the decoder "never throws and never traps, whatever the bytes"). Built by
// .clusterfuzzlite/build.sh against the FlowUIReference and JSONKit modules as the package
// builds them.

import FlowUIReference
import Foundation
import JSONKit

/// Stops the run with `message` when `condition` is false (an optimized build drops
/// `precondition`'s own message).
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The instance location `pointer` (RFC 6901) names in `value`, or `nil` when it names nothing.
private func resolve(_ pointer: String, in value: OrderedJSONValue) -> OrderedJSONValue? {
    guard !pointer.isEmpty else { return value }
    guard pointer.hasPrefix("/") else { return nil }
    var node = value
    for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
        let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        switch node {
        case .object(let members):
            guard let member = members.first(where: { $0.name == token }) else { return nil }
            node = member.value
        case .array(let items):
            guard let index = Int(token), items.indices.contains(index) else { return nil }
            node = items[index]
        default:
            return nil
        }
    }
    return node
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    let decoder = FlowUIDecoder()
    let answer = decoder.decode(bytes)
    // The answer is a function of the bytes (docs/CONTRACT.md §8 compares canonical answers).
    let written = answer.json.canonicalBytes
    check(decoder.decode(bytes).json.canonicalBytes == written, "the same bytes decoded twice differ")
    guard case .decoded(_, let diagnostics) = answer else { return 0 }
    // Every diagnostic's src points into the input as it was (docs/CONTRACT.md §8 "Diagnostics").
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard let input = try? OrderedJSONValue(parsing: Data(text)) else {
        fatalError("a decoded answer for bytes the reader refuses")
    }
    for diagnostic in diagnostics {
        check(resolve(diagnostic.src, in: input) != nil, "a diagnostic's src names nothing in the input: \(diagnostic.src)")
    }
    return 0
}
