import JSONKit

/// A button (SCHEMA.md "Atoms").
public struct ButtonData: Sendable {
    /// Its label (required: the only text VoiceOver can announce; docs/FLOW-UI.md Decision 4).
    public let title: TextData
    /// `solid`, `outline`, `plain`, or a newer value, kept as received.
    public let style: String?
    /// Background colour.
    public let bgColor: ColorData?
    /// Corner radii, four corners.
    public let cornerRadius: CornerRadii?
    /// An icon beside the title.
    public let icon: IconData?
    /// Whether it spans the available width.
    public let fullWidth: Bool?
    /// Whether it is disabled.
    public let disabled: Bool?
    /// The action a tap dispatches, as received.
    public let action: OrderedJSONValue?
}
