/// One level of a JSON value as RFC 8785 sees it: a scalar, or a container of further values
/// of the same model. A value model exposes its shape through ``CanonicalJSONRepresentable``
/// and gets its canonical form from ``CanonicalJSONWriter``.
public enum CanonicalShape<Value> {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, an IEEE 754 double (RFC 8785 §3.2.2.3 knows no other).
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, elements in order.
    case array([Value])
    /// An object's members in any order; a name given twice keeps its first value.
    case object([(name: String, value: Value)])
}
