import Foundation

/// The reference's order-keeping value written by the suite's one RFC 8785 writer
/// (`CanonicalJSONWriter`): `canonicalBytes` and `canonicalText` come with the conformance.
/// RFC 8785 presumes I-JSON; for an object that repeats a name, the first member is kept, as
/// `firstMember(named:)` reads it.
extension OrderedJSONValue: CanonicalJSONRepresentable {
    /// The value's outermost level, members in the order written.
    public var canonicalShape: CanonicalShape<OrderedJSONValue> {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items)
        case .object(let members): .object(members.map { (name: $0.name, value: $0.value) })
        }
    }

    /// `canonicalBytes` as `Data`.
    public var canonicalData: Data { Data(canonicalBytes) }
}
