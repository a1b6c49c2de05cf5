/// Decoders of the atoms (SCHEMA.md "Atoms"), under either fault policy. Required members:
/// docs/FLOW-UI.md Decision 4; shorthands: Decision 23.
enum AtomDecoding {
    static func text(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> TextData {
        if case .string(let text) = node.shape {
            return TextData(text: text, font: nil, color: nil, alignment: nil, maxLines: nil, isMarkdown: nil)
        }
        let fields = try Fields(node, context, expecting: "TextData (a string or an object)")
        return TextData(
            text: try fields.required("text", Read.string),
            font: try fields.optional("font", font),
            color: try fields.optional("color", color),
            alignment: try fields.optional("alignment", Read.string),
            maxLines: try fields.optional("max_lines", Read.integer),
            isMarkdown: try fields.optional("is_markdown", Read.bool))
    }

    static func color(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> ColorData {
        if case .string(let hex) = node.shape {
            return ColorData(hex: hex, darkHex: nil, token: nil, alpha: nil)
        }
        let fields = try Fields(node, context, expecting: "ColorData (a string or an object)")
        return ColorData(
            hex: try fields.optional("hex", Read.string),
            darkHex: try fields.optional("dark_hex", Read.string),
            token: try fields.optional("token", Read.string),
            alpha: try fields.optional("alpha", Read.number))
    }

    static func font(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> FontData {
        let fields = try Fields(node, context, expecting: "FontData")
        return FontData(
            size: try fields.optional("size", Read.number),
            weight: try fields.optional("weight", Read.string),
            token: try fields.optional("token", Read.string))
    }

    static func image(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> ImageData {
        if case .string(let url) = node.shape {
            return ImageData(
                url: url, aspectRatio: nil, scaleMode: nil, cornerRadius: nil, placeholderColor: nil,
                shimmer: nil, alt: nil)
        }
        let fields = try Fields(node, context, expecting: "ImageData (a string or an object)")
        return ImageData(
            url: try fields.required("url", Read.string),
            aspectRatio: try fields.optional("aspect_ratio", Read.number),
            scaleMode: try fields.optional("scale_mode", Read.string),
            cornerRadius: try fields.optional("corner_radius", corners),
            placeholderColor: try fields.optional("placeholder_color", color),
            shimmer: try fields.optional("shimmer", Read.bool),
            alt: try fields.optional("alt", Read.string))
    }

    static func icon(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> IconData {
        if case .string(let symbol) = node.shape {
            return IconData(symbol: symbol, size: nil, color: nil, action: nil)
        }
        let fields = try Fields(node, context, expecting: "IconData (a string or an object)")
        return IconData(
            symbol: try fields.required("symbol", Read.string),
            size: try fields.optional("size", Read.number),
            color: try fields.optional("color", color),
            action: try fields.optional("action", Read.object))
    }

    static func button(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> ButtonData {
        let fields = try Fields(node, context, expecting: "ButtonData")
        return ButtonData(
            title: try fields.required("title", text),
            style: try fields.optional("style", Read.string),
            bgColor: try fields.optional("bg_color", color),
            cornerRadius: try fields.optional("corner_radius", corners),
            icon: try fields.optional("icon", icon),
            fullWidth: try fields.optional("full_width", Read.bool),
            disabled: try fields.optional("disabled", Read.bool),
            action: try fields.optional("action", Read.object))
    }

    static func tag(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> TagData {
        let fields = try Fields(node, context, expecting: "TagData")
        return TagData(
            text: try fields.required("text", text),
            bgColor: try fields.optional("bg_color", color),
            borderColor: try fields.optional("border_color", color),
            cornerRadius: try fields.optional("corner_radius", corners),
            icon: try fields.optional("icon", icon),
            action: try fields.optional("action", Read.object))
    }

    static func separator(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> SeparatorData {
        let fields = try Fields(node, context, expecting: "SeparatorData")
        return SeparatorData(
            style: try fields.optional("style", Read.string),
            color: try fields.optional("color", color),
            thickness: try fields.optional("thickness", Read.number),
            insets: try fields.optional("insets", insets))
    }

    /// Insets: the sides given, the others 0.
    static func insets(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> Insets {
        let fields = try Fields(node, context, expecting: "Insets")
        return Insets(
            top: try fields.optional("top", Read.number) ?? 0,
            left: try fields.optional("left", Read.number) ?? 0,
            right: try fields.optional("right", Read.number) ?? 0,
            bottom: try fields.optional("bottom", Read.number) ?? 0)
    }

    /// Corner radii: a number for all four, or an object of the corners given, the others 0.
    static func corners(_ node: Node, _ context: DecodeContext) throws(PayloadFault) -> CornerRadii {
        if case .number(let radius) = node.shape {
            return CornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
        }
        let fields = try Fields(node, context, expecting: "a corner radius (a number or an object)")
        return CornerRadii(
            topLeft: try fields.optional("top_left", Read.number) ?? 0,
            topRight: try fields.optional("top_right", Read.number) ?? 0,
            bottomLeft: try fields.optional("bottom_left", Read.number) ?? 0,
            bottomRight: try fields.optional("bottom_right", Read.number) ?? 0)
    }
}
