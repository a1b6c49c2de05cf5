import CanonicalJSON

/// An input value with its place.
struct Node {
    let value: JSONValue
    let place: Place

    /// The member called `name`, or `nil` when it is absent or `null` (docs/CONTRACT.md §8 rule 1: null
    /// equals absent). A repeated name reads its first occurrence (docs/FLOW-UI.md, Decision 2).
    func member(_ name: String) -> Node? {
        guard let (index, value) = value.firstMember(named: name) else { return nil }
        if case .null = value { return nil }
        return Node(value: value, place: place.member(name, at: index))
    }

    /// The elements of an array (`null` elements included: an element has no absence), or `nil`
    /// when the value is not an array.
    var elements: [Node]? {
        guard case .array(let items) = value else { return nil }
        return items.enumerated().map { Node(value: $1, place: place.element($0)) }
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }
}
