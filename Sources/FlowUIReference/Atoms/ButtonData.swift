import JSONKit

/// A button (SCHEMA.md "Atoms").
package struct ButtonData: Sendable {
    /// Its label (required: the only text VoiceOver can announce; docs/FLOW-UI.md Decision 4).
    package let title: TextData
    /// `solid`, `outline`, `plain`, or a newer value, kept as received.
    package let style: String?
    /// Background colour.
    package let bgColor: ColorData?
    /// Corner radii, four corners.
    package let cornerRadius: CornerRadii?
    /// An icon beside the title.
    package let icon: IconData?
    /// Whether it spans the available width.
    package let fullWidth: Bool?
    /// Whether it is disabled.
    package let disabled: Bool?
    /// The action a tap dispatches, as received.
    package let action: OrderedJSONValue?
}
