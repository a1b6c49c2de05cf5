import JSONKit

// Atoms are written in object form, absent members left out (docs/CONTRACT.md §8 "Answer");
// members in canonical order (``AnswerSink``).

extension TextData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("alignment", alignment)
        sink.member("color", color) { $0.write(to: &$1) }
        sink.member("font", font) { $0.write(to: &$1) }
        sink.member("is_markdown", isMarkdown)
        sink.member("max_lines", maxLines)
        sink.key("text")
        sink.string(text)
        sink.endObject()
    }
}

extension ColorData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("alpha", alpha)
        sink.member("dark_hex", darkHex)
        sink.member("hex", hex)
        sink.member("token", token)
        sink.endObject()
    }
}

extension FontData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("size", size)
        sink.member("token", token)
        sink.member("weight", weight)
        sink.endObject()
    }
}

extension ImageData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("alt", alt)
        sink.member("aspect_ratio", aspectRatio)
        sink.member("corner_radius", cornerRadius) { $0.write(to: &$1) }
        sink.member("placeholder_color", placeholderColor) { $0.write(to: &$1) }
        sink.member("scale_mode", scaleMode)
        sink.member("shimmer", shimmer)
        sink.key("url")
        sink.string(url)
        sink.endObject()
    }
}

extension IconData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("action", received: action)
        sink.member("color", color) { $0.write(to: &$1) }
        sink.member("size", size)
        sink.key("symbol")
        sink.string(symbol)
        sink.endObject()
    }
}

extension ButtonData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("action", received: action)
        sink.member("bg_color", bgColor) { $0.write(to: &$1) }
        sink.member("corner_radius", cornerRadius) { $0.write(to: &$1) }
        sink.member("disabled", disabled)
        sink.member("full_width", fullWidth)
        sink.member("icon", icon) { $0.write(to: &$1) }
        sink.member("style", style)
        sink.key("title")
        title.write(to: &sink)
        sink.endObject()
    }
}

extension TagData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("action", received: action)
        sink.member("bg_color", bgColor) { $0.write(to: &$1) }
        sink.member("border_color", borderColor) { $0.write(to: &$1) }
        sink.member("corner_radius", cornerRadius) { $0.write(to: &$1) }
        sink.member("icon", icon) { $0.write(to: &$1) }
        sink.key("text")
        text.write(to: &sink)
        sink.endObject()
    }
}

extension SeparatorData {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("color", color) { $0.write(to: &$1) }
        sink.member("insets", insets) { $0.write(to: &$1) }
        sink.member("style", style)
        sink.member("thickness", thickness)
        sink.endObject()
    }
}

extension Insets {
    /// Always four sides.
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("bottom")
        sink.number(bottom)
        sink.key("left")
        sink.number(left)
        sink.key("right")
        sink.number(right)
        sink.key("top")
        sink.number(top)
        sink.endObject()
    }
}

extension CornerRadii {
    /// Always four corners.
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("bottom_left")
        sink.number(bottomLeft)
        sink.key("bottom_right")
        sink.number(bottomRight)
        sink.key("top_left")
        sink.number(topLeft)
        sink.key("top_right")
        sink.number(topRight)
        sink.endObject()
    }
}

extension AnswerSink {
    /// A member `name` written by `write`, left out when `value` is `nil`.
    mutating func member<Value>(_ name: StaticString, _ value: Value?, _ write: (Value, inout Self) -> Void) {
        guard let value else { return }
        key(name)
        write(value, &self)
    }

    /// An array of `values`, each written by `write`.
    mutating func array<Value>(_ values: [Value], _ write: (Value, inout Self) -> Void) {
        beginArray()
        for index in values.indices { write(values[index], &self) }
        endArray()
    }
}
