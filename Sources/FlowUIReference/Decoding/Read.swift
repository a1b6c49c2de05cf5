import JSONKit

/// Decoders of scalars and of values kept as received.
enum Read {
    static func string(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> String {
        guard case .string(let text) = node.shape else { throw mismatch(node, "a string") }
        return text
    }

    static func bool(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Bool {
        guard case .bool(let flag) = node.shape else { throw mismatch(node, "a boolean") }
        return flag
    }

    static func number(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Double {
        guard case .number(let number) = node.shape else { throw mismatch(node, "a number") }
        return number
    }

    /// An integer: an integral number a 64-bit `Int` holds (`2.0` yes, `2.5` and `1e20` no;
    /// docs/CONTRACT.md §8 rule 2, docs/FLOW-UI.md Decision 18).
    static func integer(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Int {
        guard case .number(let number) = node.shape else { throw mismatch(node, "an integer") }
        guard let integer = Int(exactly: number) else {
            throw PayloadFault.unholdable(node.place, rule: "\(ECMAScriptNumber.format(number)) is not an integer an Int holds")
        }
        return integer
    }

    /// An object kept as received (actions, tracking).
    static func object(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> OrderedJSONValue {
        guard node.isObject else { throw mismatch(node, "an object") }
        return node.value
    }

    /// An object, checked and not kept (a widget's layout, read afterwards under its own policy).
    static func isObject(_ node: Node, _ context: DecodeContext) throws(PayloadFault) {
        guard node.isObject else { throw mismatch(node, "an object") }
    }

    static func mismatch(_ node: Node, _ expected: String) -> PayloadFault {
        .mismatch(node.place, expected: expected, found: node.typeName)
    }
}
