/// A JSON value model that can be written in RFC 8785 canonical form: the suite's two models
/// (the protocol's `JSONValue`, unordered and duplicate-free, and the Flow-UI reference's
/// order-keeping `JSONValue`) share one writer this way, so "equal once both sides are
/// canonical" (docs/FLOW-UI.md "Canonical JSON") means the same bytes whichever side read them.
public protocol CanonicalJSONRepresentable {
    /// The value's outermost level.
    var canonicalShape: CanonicalShape<Self> { get }
}

extension CanonicalJSONRepresentable {
    /// The RFC 8785 canonical form as UTF-8 bytes (``CanonicalJSONWriter``).
    public var canonicalBytes: [UInt8] {
        var output: [UInt8] = []
        CanonicalJSONWriter.write(self, into: &output)
        return output
    }

    /// ``canonicalBytes`` as a string.
    public var canonicalText: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// `true` when `self` and `other` have the same canonical form: member order does not
    /// matter, `1.0` equals `1`, strings are equal when their code points are (never Swift's
    /// canonical-equivalence `String ==`).
    public func canonicallyEquals(_ other: Self) -> Bool {
        canonicalBytes == other.canonicalBytes
    }
}
