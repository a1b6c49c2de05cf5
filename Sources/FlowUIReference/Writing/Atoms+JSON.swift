import CanonicalJSON

// Atoms are written in object form, absent members left out (docs/CONTRACT.md §8 "Answer").

extension TextData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("text", .string(text))
        object.ifPresent("font", font?.json)
        object.ifPresent("color", color?.json)
        object.ifPresent("alignment", .from(alignment))
        object.ifPresent("max_lines", .from(maxLines))
        object.ifPresent("is_markdown", .from(isMarkdown))
        return object.value
    }
}

extension ColorData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("hex", .from(hex))
        object.ifPresent("dark_hex", .from(darkHex))
        object.ifPresent("token", .from(token))
        object.ifPresent("alpha", .from(alpha))
        return object.value
    }
}

extension FontData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("size", .from(size))
        object.ifPresent("weight", .from(weight))
        object.ifPresent("token", .from(token))
        return object.value
    }
}

extension ImageData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("url", .string(url))
        object.ifPresent("aspect_ratio", .from(aspectRatio))
        object.ifPresent("scale_mode", .from(scaleMode))
        object.ifPresent("corner_radius", cornerRadius?.json)
        object.ifPresent("placeholder_color", placeholderColor?.json)
        object.ifPresent("shimmer", .from(shimmer))
        object.ifPresent("alt", .from(alt))
        return object.value
    }
}

extension IconData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("symbol", .string(symbol))
        object.ifPresent("size", .from(size))
        object.ifPresent("color", color?.json)
        object.ifPresent("action", action)
        return object.value
    }
}

extension ButtonData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("title", title.json)
        object.ifPresent("style", .from(style))
        object.ifPresent("bg_color", bgColor?.json)
        object.ifPresent("corner_radius", cornerRadius?.json)
        object.ifPresent("icon", icon?.json)
        object.ifPresent("full_width", .from(fullWidth))
        object.ifPresent("disabled", .from(disabled))
        object.ifPresent("action", action)
        return object.value
    }
}

extension TagData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("text", text.json)
        object.ifPresent("bg_color", bgColor?.json)
        object.ifPresent("border_color", borderColor?.json)
        object.ifPresent("corner_radius", cornerRadius?.json)
        object.ifPresent("icon", icon?.json)
        object.ifPresent("action", action)
        return object.value
    }
}

extension SeparatorData {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("style", .from(style))
        object.ifPresent("color", color?.json)
        object.ifPresent("thickness", .from(thickness))
        object.ifPresent("insets", insets?.json)
        return object.value
    }
}

extension Insets {
    /// Always four sides.
    var json: JSONValue {
        .object([
            JSONMember("top", .number(top)), JSONMember("left", .number(left)),
            JSONMember("right", .number(right)), JSONMember("bottom", .number(bottom)),
        ])
    }
}

extension CornerRadii {
    /// Always four corners.
    var json: JSONValue {
        .object([
            JSONMember("top_left", .number(topLeft)), JSONMember("top_right", .number(topRight)),
            JSONMember("bottom_left", .number(bottomLeft)), JSONMember("bottom_right", .number(bottomRight)),
        ])
    }
}
