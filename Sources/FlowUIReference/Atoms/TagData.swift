import JSONKit

/// A tag, or chip (SCHEMA.md "Atoms").
package struct TagData: Sendable {
    /// Its text (required).
    package let text: TextData
    /// Background colour.
    package let bgColor: ColorData?
    /// Border colour.
    package let borderColor: ColorData?
    /// Corner radii, four corners.
    package let cornerRadius: CornerRadii?
    /// An icon beside the text.
    package let icon: IconData?
    /// The action a tap dispatches, as received.
    package let action: OrderedJSONValue?
}
