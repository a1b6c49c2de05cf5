/// One broken rule found by a layer, before the first-failure policy picks the verdict.
///
/// `Validator.violations(in:)` returns every violation (used by `lint` to prove a fixture
/// breaks exactly one rule); `Validator.validate(_:)` turns the first into a ``Verdict``.
package struct Violation: Sendable, Equatable, Hashable {
    /// Layer 1, 2 or 3.
    package var layer: Int
    /// Rule id (docs/CONTRACT.md §1).
    package var rule: String
    /// RFC 6901 JSON Pointer of the instance location.
    package var path: String
    /// Human-readable explanation.
    package var message: String

    /// Creates a violation.
    package init(layer: Int, rule: String, path: String, message: String) {
        self.layer = layer
        self.rule = rule
        self.path = path
        self.message = message
    }
}

extension Violation {
    /// The violation with `prefix` before its path (docs/CONTRACT.md §6 e: `/payload` + pointer).
    func prefixed(with prefix: String) -> Violation {
        Violation(layer: layer, rule: rule, path: prefix + path, message: message)
    }
}
