/// The navigation bar (SCHEMA.md "The envelope", `nav`). Every member optional.
public struct NavModel: Sendable {
    /// Title.
    public let title: TextData?
    /// Subtitle.
    public let subtitle: TextData?
    /// Background colour.
    public let bgColor: ColorData?
    /// The button on the left.
    public let leftButton: ButtonData?
    /// The buttons on the right (lossy).
    public let rightButtons: [ButtonData]
}
