import JSONKit

/// An SF Symbol icon (SCHEMA.md "Atoms"): `"star.fill"` is `{"symbol": "star.fill"}`.
public struct IconData: Sendable {
    /// The symbol name (required).
    public let symbol: String
    /// Size in points.
    public let size: Double?
    /// Its colour.
    public let color: ColorData?
    /// The action a tap on the icon dispatches, as received.
    public let action: OrderedJSONValue?
}
