import JSONKit

/// A tag, or chip (SCHEMA.md "Atoms").
public struct TagData: Sendable {
    /// Its text (required).
    public let text: TextData
    /// Background colour.
    public let bgColor: ColorData?
    /// Border colour.
    public let borderColor: ColorData?
    /// Corner radii, four corners.
    public let cornerRadius: CornerRadii?
    /// An icon beside the text.
    public let icon: IconData?
    /// The action a tap dispatches, as received.
    public let action: OrderedJSONValue?
}
