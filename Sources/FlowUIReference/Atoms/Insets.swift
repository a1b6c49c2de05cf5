/// Four sides in points (SCHEMA.md "Atoms": "send only the sides you need"; a missing side is 0).
public struct Insets: Sendable, Equatable {
    /// Top side.
    public let top: Double
    /// Left side.
    public let left: Double
    /// Right side.
    public let right: Double
    /// Bottom side.
    public let bottom: Double

    /// No inset on any side.
    public static let zero = Insets(top: 0, left: 0, right: 0, bottom: 0)
}
