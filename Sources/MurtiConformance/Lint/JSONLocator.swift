import MurtiProtocol

/// Finds what an RFC 6901 JSON Pointer names inside raw JSON bytes, and lists an object's
/// member names in the order written, over the strict parser's ``JSONTape``.
///
/// `lint` needs both for files that ``JSONValue`` cannot represent faithfully: fixtures nested
/// up to 512 deep (docs/CONTRACT.md §1 `decode.depth`) and deeper, objects whose member names
/// differ only by Unicode normalization (compared code point by code point, docs/DECISIONS.md
/// 6b, where Swift's `String ==` would merge them), objects that repeat a name (a
/// `decode.duplicateKey` fixture's path names the first), and expectations.json's member order
/// (which a dictionary forgets). Bytes that are not one strict JSON text are
/// ``Resolution/unreadable``: never a guess.
package struct JSONLocator {
    /// The outcome of resolving a pointer.
    package enum Resolution: Equatable {
        /// The value's bytes (from its first to one past its last byte).
        case found(Range<Int>)
        /// The first `existing` reference tokens resolve, the next one does not.
        case missing(existing: Int)
        /// The bytes are not JSON the locator can walk.
        case unreadable
    }

    /// The document's tape, or `nil` when the bytes are not one strict JSON text.
    private let tape: JSONTape?

    /// Reads `bytes` once.
    package init(bytes: [UInt8]) {
        tape = try? StrictJSONParser.tape(bytes)
    }

    /// The reference tokens of `pointer` (RFC 6901 §3, `~1` → `/`, `~0` → `~`), or `nil` when it
    /// is not a pointer.
    package static func tokens(of pointer: String) -> [String]? { JSONPointer.tokens(of: pointer) }

    /// The pointer made of `tokens` (the inverse of ``tokens(of:)``).
    package static func pointer(_ tokens: some Sequence<String>) -> String { JSONPointer.pointer(tokens) }

    /// The top-level value's bytes, or `nil`.
    package var root: Range<Int>? { tape?.nodes.first?.range }

    /// Resolves `tokens` from the top-level value.
    package func resolve(_ tokens: [String]) -> Resolution {
        guard let tape, !tape.nodes.isEmpty else { return .unreadable }
        var current = 0
        for (depth, token) in tokens.enumerated() {
            guard let next = child(of: current, token, in: tape) else { return .missing(existing: depth) }
            current = next
        }
        return .found(tape.nodes[current].range)
    }

    /// The node `token` names in the container `node`, or `nil`.
    private func child(of node: Int, _ token: String, in tape: JSONTape) -> Int? {
        switch tape.nodes[node].kind {
        case .object:
            let wanted = Array(token.unicodeScalars)
            return tape.children(of: node).first { tape.nodes[$0].name.map { Array($0.unicodeScalars) == wanted } ?? false }
        case .array:
            // RFC 6901 §4: an index is `0` or digits without a leading zero.
            guard let index = Int(token), index >= 0, String(index) == token else { return nil }
            let items = tape.children(of: node)
            return index < items.count ? items[index] : nil
        case .string, .scalar:
            return nil
        }
    }

    /// The members of the object at `range`, in the order written; `nil` when it is not one.
    package func members(of range: Range<Int>) -> [(name: String, value: Range<Int>)]? {
        guard let tape, let node = tape.node(startingAt: range.lowerBound), tape.nodes[node].kind == .object else { return nil }
        return tape.children(of: node).map { (tape.nodes[$0].name ?? "", tape.nodes[$0].range) }
    }

    /// The string value at `range` with its escapes decoded (RFC 8259 §7); `nil` when it is not
    /// a string.
    package func string(at range: Range<Int>) -> String? {
        guard let tape, let node = tape.node(startingAt: range.lowerBound), tape.nodes[node].range == range else { return nil }
        return tape.string(node)
    }
}
