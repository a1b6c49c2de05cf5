/// Where a value sits in the input: its JSON Pointer (what `src` says) and its position in
/// document order (each step's index among its parent's members or elements, as written), so
/// that diagnostics can be listed in document order (docs/FLOW-UI.md, Decision 20).
struct Place: Sendable {
    let pointer: String
    let order: [Int]

    static let root = Place(pointer: "", order: [])

    func member(_ name: String, at index: Int) -> Place {
        Place(pointer: pointer + "/" + JSONPointer.escape(name), order: order + [index])
    }

    func element(_ index: Int) -> Place {
        Place(pointer: pointer + "/" + String(index), order: order + [index])
    }

    /// Pre-order: an element before its members, members in the order written.
    func precedes(_ other: Place) -> Bool {
        order.lexicographicallyPrecedes(other.order)
    }
}
