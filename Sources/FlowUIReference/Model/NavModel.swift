/// The navigation bar (SCHEMA.md "The envelope", `nav`). Every member optional.
package struct NavModel: Sendable {
    /// Title.
    package let title: TextData?
    /// Subtitle.
    package let subtitle: TextData?
    /// Background colour.
    package let bgColor: ColorData?
    /// The button on the left.
    package let leftButton: ButtonData?
    /// The buttons on the right (lossy).
    package let rightButtons: [ButtonData]
}
