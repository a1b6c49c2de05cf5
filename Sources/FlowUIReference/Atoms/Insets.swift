/// Four sides in points (SCHEMA.md "Atoms": "send only the sides you need"; a missing side is 0).
package struct Insets: Sendable, Equatable {
    /// Top side.
    package let top: Double
    /// Left side.
    package let left: Double
    /// Right side.
    package let right: Double
    /// Bottom side.
    package let bottom: Double

    /// No inset on any side.
    package static let zero = Insets(top: 0, left: 0, right: 0, bottom: 0)
}
