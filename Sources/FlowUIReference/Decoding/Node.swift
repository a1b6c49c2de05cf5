import JSONKit

/// An input value, as an entry of the document's tape, with the place it stands for.
struct Node {
    let tape: OrderedJSONTape
    /// The value's entry.
    let index: Int
    /// The entry of the place it stands for: its own, or for a default `{}` the value it
    /// replaces (``defaultObject``).
    let at: Int

    /// The top value of `tape`.
    init(top tape: OrderedJSONTape) {
        self.init(tape: tape, index: 0, at: 0)
    }

    private init(tape: OrderedJSONTape, index: Int, at: Int) {
        self.tape = tape
        self.index = index
        self.at = at
    }

    /// Where the value sits.
    var place: Place { Place(tape: tape, index: at) }

    /// A node of `{}` standing at this node's place: what absent `data` reads as
    /// (docs/CONTRACT.md §8 rule 1).
    var defaultObject: Node { Node(tape: tape, index: tape.emptyObject, at: at) }

    /// The value's JSON type, a scalar with its value (a string built only here).
    enum Shape {
        case null, bool(Bool), number(Double), string(String), array, object
    }

    /// The value's shape.
    var shape: Shape {
        switch tape.kind(index) {
        case .null: .null
        case .false: .bool(false)
        case .true: .bool(true)
        case .number: .number(tape.number(index))
        case .string: .string(tape.string(index))
        case .array: .array
        case .object: .object
        }
    }

    /// The value as received (actions, tracking, opaque data, a postback).
    var value: OrderedJSONValue { tape.value(index) }

    /// The name of the value's JSON type (`null`, `boolean`, `number`, `string`, `array`,
    /// `object`), for messages.
    var typeName: String {
        switch tape.kind(index) {
        case .null: "null"
        case .false, .true: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The member called `name`, or `nil` when it is absent or `null` (docs/CONTRACT.md §8 rule 1: null
    /// equals absent). A repeated name reads its first occurrence (docs/FLOW-UI.md, Decision 2).
    func member(_ name: String) -> Node? {
        guard let child = tape.firstMember(named: name, of: index), tape.kind(child) != .null else { return nil }
        return Node(tape: tape, index: child, at: child)
    }

    /// The members of an object in the order written, repeated names included, each with its
    /// name; none for another value.
    func members() -> [(name: String, node: Node)] {
        tape.children(of: index).map { child in (tape.name(child), Node(tape: tape, index: child, at: child)) }
    }

    /// The elements of an array (`null` elements included: an element has no absence), or `nil`
    /// when the value is not an array.
    func elements() -> [Node]? {
        guard tape.kind(index) == .array else { return nil }
        var elements: [Node] = []
        var child = index + 1
        let end = tape.next(index)
        while child < end {
            elements.append(Node(tape: tape, index: child, at: child))
            child = tape.next(child)
        }
        return elements
    }

    var isObject: Bool { tape.kind(index) == .object }
}
