/// Every value of one JSON text with its byte range, in the order written (``StrictJSONReader/tape(_:)``):
/// what `lint` needs to find the value a JSON Pointer names in a fixture, and to read member
/// order, without building a tree. Names are compared code point by code point (two names that
/// differ only by Unicode normalization are two names), and a repeated name is kept, the first
/// one winning.
package struct JSONTape: Sendable {
    /// What a value is.
    package enum Kind: Sendable, Equatable {
        /// `{…}`.
        case object
        /// `[…]`.
        case array
        /// `"…"`.
        case string
        /// A number, `true`, `false` or `null`.
        case scalar
    }

    /// One value.
    package struct Node: Sendable, Equatable {
        /// What it is.
        package var kind: Kind
        /// Its bytes, from its first to one past its last.
        package var range: Range<Int>
        /// Its member name when its container is an object.
        package var name: String?
        /// The index of the first node after its subtree.
        package var next: Int
    }

    /// The text.
    package let bytes: [UInt8]
    /// The values in pre-order; `nodes[0]` is the top-level value.
    package let nodes: [Node]

    /// The children of the container `node`, as node indexes.
    package func children(of node: Int) -> [Int] {
        var found: [Int] = []
        var child = node + 1
        while child < nodes[node].next {
            found.append(child)
            child = nodes[child].next
        }
        return found
    }

    /// The node whose value starts at byte `offset` (nodes start in ascending order), or `nil`.
    package func node(startingAt offset: Int) -> Int? {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        // Containers share no start with their first child, but a container holds no other
        // node at its own offset, so the first node at `offset` is the outermost one.
        return low < nodes.count && nodes[low].range.lowerBound == offset ? low : nil
    }

    /// The string value of `node`, escapes decoded; `nil` when it is not a string.
    package func string(_ node: Int) -> String? {
        guard nodes[node].kind == .string else { return nil }
        return StrictJSONReader.string(in: bytes, at: nodes[node].range.lowerBound)
    }
}

/// Builds a ``JSONTape`` from ``JSONReader``'s events: member names built, values kept as
/// byte ranges, numbers checked by grammar only.
struct JSONTapeBuilder: JSONSink {
    private(set) var nodes: [JSONTape.Node] = []
    private var open: [Int] = []
    private var pendingName: String?

    mutating func begin(object: Bool, at offset: Int) throws(JSONFault) {
        open.append(nodes.count)
        append(object ? .object : .array, offset..<offset)
    }

    mutating func end(at offset: Int) throws(JSONFault) {
        guard let node = open.popLast() else { return }
        nodes[node].range = nodes[node].range.lowerBound..<offset
        nodes[node].next = nodes.count
    }

    mutating func name(
        _ name: JSONStringToken, at offset: Int, depth: Int, valueOffset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONFault) -> Int? {
        pendingName = JSONReader.text(name, in: bytes)
        return nil
    }

    mutating func string(_ token: JSONStringToken, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        append(.string, range)
    }

    mutating func literal(_ literal: JSONLiteral, _ range: Range<Int>) throws(JSONFault) {
        append(.scalar, range)
    }

    mutating func number(_ range: Range<Int>, integer: Bool, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        append(.scalar, range)
    }

    private mutating func append(_ kind: JSONTape.Kind, _ range: Range<Int>) {
        nodes.append(JSONTape.Node(kind: kind, range: range, name: pendingName, next: nodes.count + 1))
        pendingName = nil
    }
}
