
/// The protocol's value in RFC 8785 canonical form (`canonicalBytes`, `canonicalText`,
/// `canonicallyEquals`), written by the same `CanonicalJSONWriter` as the Flow-UI reference's
/// values: a Flow-UI answer and its expectation are compared this way (docs/CONTRACT.md §8,
/// docs/FLOW-UI.md "Canonical JSON"), never with the synthesized `==`, whose `String`
/// comparison merges canonically equivalent strings (`café` in NFC and NFD).
extension JSONValue: CanonicalJSONRepresentable {
    /// The value's outermost level (an object's members in no particular order: the writer
    /// sorts them).
    public var canonicalShape: CanonicalShape<JSONValue> {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items)
        case .object(let members): .object(members.map { (name: $0.key.string, value: $0.value) })
        }
    }
}
