/// The members of one object, read under the context's fault policy.
struct Fields {
    let node: Node
    let context: DecodeContext

    /// - Throws: `PayloadFault` when the node is not an object.
    init(_ node: Node, _ context: DecodeContext, expecting what: String) throws(PayloadFault) {
        guard node.isObject else {
            throw PayloadFault.mismatch(node.place, expected: "\(what) as an object", found: node.typeName)
        }
        self.init(object: node, context)
    }

    /// Fields of a node already known to be an object (the page, the sheet, a checked layout).
    init(object node: Node, _ context: DecodeContext) {
        self.node = node
        self.context = context
    }

    /// The member `name`, or `nil` when it is absent or `null` (``Node/member(_:)``).
    func member(_ name: String) -> Node? {
        node.member(name)
    }

    /// An optional member: `nil` when absent or null; when it does not decode, `nil` with a
    /// `droppedElement` under `fallBack`, the fault under `contain`.
    func optional<T>(_ name: String, _ decode: Decoding<T>) throws(PayloadFault) -> T? {
        if context.policy == .fallBack { return fallback(name, decode) }
        guard let child = member(name) else { return nil }
        return try decode(child, context)
    }

    /// A required member: its absence, or a fault inside it, fails the whole object.
    func required<T>(_ name: String, _ decode: Decoding<T>) throws(PayloadFault) -> T {
        guard let child = member(name) else {
            throw PayloadFault.missing(node.place, member: name)
        }
        return try decode(child, context)
    }

    /// A lossy array: `[]` when absent; each element that does not decode is dropped alone
    /// (`droppedElement` at the element) under either policy. A member that is not an array
    /// falls back to `[]` under `fallBack` and is a fault under `contain`.
    func list<T>(_ name: String, _ decode: Decoding<T>) throws(PayloadFault) -> [T] {
        if context.policy == .fallBack { return fallbackList(name, decode) }
        guard let child = member(name) else { return [] }
        guard let elements = child.elements() else { throw Self.notAnArray(child) }
        return lossy(elements, decode)
    }

    /// An optional member outside data: when it does not decode, `nil` and a `droppedElement`.
    func fallback<T>(_ name: String, _ decode: Decoding<T>) -> T? {
        guard let child = member(name) else { return nil }
        do {
            return try decode(child, context)
        } catch {
            context.log.dropped(child.place, "\(name) fell back to absent: \(error)")
            return nil
        }
    }

    /// A lossy array outside data: a member that is not an array falls back to `[]`.
    func fallbackList<T>(_ name: String, _ decode: Decoding<T>) -> [T] {
        guard let child = member(name) else { return [] }
        guard let elements = child.elements() else {
            context.log.dropped(child.place, "\(name) fell back to []: \(Self.notAnArray(child))")
            return []
        }
        return lossy(elements, decode)
    }

    private func lossy<T>(_ elements: [Node], _ decode: Decoding<T>) -> [T] {
        var kept: [T] = []
        for element in elements {
            do {
                kept.append(try decode(element, context))
            } catch {
                context.log.dropped(element.place, "element dropped: \(error)")
            }
        }
        return kept
    }

    private static func notAnArray(_ node: Node) -> PayloadFault {
        .mismatch(node.place, expected: "an array", found: node.typeName)
    }
}
