import JSONKit

/// An SF Symbol icon (SCHEMA.md "Atoms"): `"star.fill"` is `{"symbol": "star.fill"}`.
package struct IconData: Sendable {
    /// The symbol name (required).
    package let symbol: String
    /// Size in points.
    package let size: Double?
    /// Its colour.
    package let color: ColorData?
    /// The action a tap on the icon dispatches, as received.
    package let action: OrderedJSONValue?
}
