/// One broken rule found by a layer, before the first-failure policy picks the verdict.
///
/// `Validator.violations(in:)` returns every violation (used by `lint` to prove a fixture
/// breaks exactly one rule); `Validator.validate(_:)` turns the first into a ``Verdict``.
public struct Violation: Sendable, Equatable, Hashable {
    /// Layer 1, 2 or 3.
    public var layer: Int
    /// Rule id (docs/CONTRACT.md §1).
    public var rule: String
    /// RFC 6901 JSON Pointer of the instance location.
    public var path: String
    /// Human-readable explanation.
    public var message: String

    /// Creates a violation.
    public init(layer: Int, rule: String, path: String, message: String) {
        self.layer = layer
        self.rule = rule
        self.path = path
        self.message = message
    }
}
