import JSONKit

// The atoms (SCHEMA.md "Atoms"): the small values pages, sections and widgets are built
// from, kept together as AtomDecoding decodes and Writing/Atoms+JSON.swift writes them.

/// A piece of text (SCHEMA.md "Atoms"): `"Hello"` is `{"text": "Hello"}`.
package struct TextData: Sendable {
    /// The text (required).
    package let text: String
    /// Its font.
    package let font: FontData?
    /// Its colour.
    package let color: ColorData?
    /// `leading`, `center`, `trailing`, or a newer value, kept as received.
    package let alignment: String?
    /// The most lines shown.
    package let maxLines: Int?
    /// Whether the text is Markdown.
    package let isMarkdown: Bool?
}

/// A colour (SCHEMA.md "Atoms"): `"#4F8CFF"` is `{"hex": "#4F8CFF"}`. Every member optional.
package struct ColorData: Sendable {
    /// `#RRGGBB` or `#AARRGGBB` (alpha first), kept as received.
    package let hex: String?
    /// The colour in dark appearance.
    package let darkHex: String?
    /// A design-system token, which wins when the host's theme knows it.
    package let token: String?
    /// Opacity.
    package let alpha: Double?
}

/// A font (SCHEMA.md "Atoms"). Every member optional.
package struct FontData: Sendable {
    /// Size in points (scaled by Dynamic Type on the client).
    package let size: Double?
    /// `regular`, `medium`, `semibold`, `bold`, `heavy`, `light`, or a newer value, kept as received.
    package let weight: String?
    /// A typography token.
    package let token: String?
}

/// An image (SCHEMA.md "Atoms"): `"https://…"` is `{"url": "https://…"}`.
package struct ImageData: Sendable {
    /// Where the image is (required; not checked as a URL, the image loader decides).
    package let url: String
    /// Width over height, reserved before loading.
    package let aspectRatio: Double?
    /// `fill`, `fit`, or a newer value, kept as received.
    package let scaleMode: String?
    /// Corner radii, four corners.
    package let cornerRadius: CornerRadii?
    /// The colour shown while loading.
    package let placeholderColor: ColorData?
    /// Whether a shimmer shows while loading.
    package let shimmer: Bool?
    /// The VoiceOver label; without one the image is decorative.
    package let alt: String?
}

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

/// A separator (SCHEMA.md "Atoms"); also the whole payload of the `separator` widget. Every
/// member optional.
package struct SeparatorData: Sendable {
    /// `line`, `dashed`, `space`, or a newer value, kept as received.
    package let style: String?
    /// Its colour.
    package let color: ColorData?
    /// Thickness in points.
    package let thickness: Double?
    /// Insets, four sides.
    package let insets: Insets?
}

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

/// Four corner radii in points: `12` is 12 on every corner; an object names the corners it
/// sets, the others 0 (SCHEMA.md "WidgetLayout"; docs/FLOW-UI.md Decision 19).
package struct CornerRadii: Sendable, Equatable {
    /// Top-left corner (`top_left`).
    package let topLeft: Double
    /// Top-right corner (`top_right`).
    package let topRight: Double
    /// Bottom-left corner (`bottom_left`).
    package let bottomLeft: Double
    /// Bottom-right corner (`bottom_right`).
    package let bottomRight: Double
}
