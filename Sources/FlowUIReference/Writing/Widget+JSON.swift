import JSONKit

extension FlowWidget {
    /// The widgets as an array. Nested accordions recurse through this, ``write(to:)`` and
    /// ``WidgetPayload/write(to:)`` alone; the rest is written in helpers off that path, so
    /// that the deepest document decodes and is written on a 512 KiB stack.
    static func write<Sink: AnswerSink>(_ widgets: [FlowWidget], to sink: inout Sink) {
        sink.beginArray()
        for index in widgets.indices { widgets[index].write(to: &sink) }
        sink.endArray()
    }

    /// `actions`, `content`, `data` for typed widgets only, `id`, `layout`, `src`, `tracking`,
    /// `type` (docs/CONTRACT.md §8 "Answer", widget).
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        writeHead(to: &sink)
        if case .typed(let payload) = content {
            sink.key("data")
            payload.write(to: &sink)
        }
        writeTail(to: &sink)
    }

    @inline(never)
    private func writeHead<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("actions")
        sink.value(.object(actions))
        sink.key("content")
        sink.string(content.name)
    }

    @inline(never)
    private func writeTail<Sink: AnswerSink>(to sink: inout Sink) {
        sink.key("id")
        sink.string(orNull: id)
        sink.key("layout")
        layout.write(to: &sink)
        sink.key("src")
        sink.pointer(place)
        sink.key("tracking")
        sink.value(tracking ?? .null)
        sink.key("type")
        sink.string(type)
        sink.endObject()
    }
}

extension WidgetLayout {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("background", background) { $0.write(to: &$1) }
        sink.member("border", border) { $0.write(to: &$1) }
        sink.member("corner_radius", cornerRadius) { $0.write(to: &$1) }
        sink.member("gradient", gradient) { $0.write(to: &$1) }
        sink.member("margin", margin) { $0.write(to: &$1) }
        sink.member("padding", padding) { $0.write(to: &$1) }
        sink.member("width", width) { width, sink in
            switch width {
            case .fill: sink.string("fill")
            case .hug: sink.string("hug")
            case .fraction(let share): sink.number(share)
            }
        }
        sink.endObject()
    }
}

extension Gradient {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("angle", angle)
        sink.key("colors")
        sink.array(colors) { $0.write(to: &$1) }
        sink.endObject()
    }
}

extension Border {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("color", color) { $0.write(to: &$1) }
        sink.member("dash_gap", dashGap)
        sink.member("dash_width", dashWidth)
        sink.member("width", width)
        sink.endObject()
    }
}

extension WidgetPayload {
    /// The model written back: payload arrays always present, nested items as widgets. The
    /// accordion, the only payload that recurses, is written outside the switch, whose frame
    /// would otherwise be part of each nesting level.
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        if case .accordion(let accordion) = self { return accordion.write(to: &sink) }
        writeFlat(to: &sink)
    }

    @inline(never)
    private func writeFlat<Sink: AnswerSink>(to sink: inout Sink) {
        switch self {
        case .titleBlock(let block): block.write(to: &sink)
        case .imageTextCard(let card): card.write(to: &sink)
        case .separator(let separator): separator.write(to: &sink)
        case .buttonRow(let row):
            sink.beginObject()
            sink.key("buttons")
            sink.array(row.buttons) { $0.write(to: &$1) }
            sink.endObject()
        case .tagRail(let rail):
            sink.beginObject()
            sink.key("tags")
            sink.array(rail.tags) { $0.write(to: &$1) }
            sink.endObject()
        case .banner(let banner): banner.write(to: &sink)
        case .stepperRow(let row): row.write(to: &sink)
        case .accordion(let accordion): accordion.write(to: &sink)
        case .opaque(let data): sink.value(data)
        }
    }
}

extension TitleBlock {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("subtitle", subtitle) { $0.write(to: &$1) }
        sink.key("title")
        title.write(to: &sink)
        sink.endObject()
    }
}

extension ImageTextCard {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("image", image) { $0.write(to: &$1) }
        sink.member("subtitle", subtitle) { $0.write(to: &$1) }
        sink.key("tags")
        sink.array(tags) { $0.write(to: &$1) }
        sink.key("title")
        title.write(to: &sink)
        sink.member("trailing_icon", trailingIcon) { $0.write(to: &$1) }
        sink.endObject()
    }
}

extension Banner {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("image")
        image.write(to: &sink)
        sink.member("subtitle", subtitle) { $0.write(to: &$1) }
        sink.member("title", title) { $0.write(to: &$1) }
        sink.endObject()
    }
}

extension StepperRow {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("initial", initial)
        sink.member("max", max)
        sink.member("min", min)
        sink.member("subtitle", subtitle) { $0.write(to: &$1) }
        sink.key("title")
        title.write(to: &sink)
        sink.endObject()
    }
}

extension Accordion {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        writeHead(to: &sink)
        sink.key("items")
        FlowWidget.write(items, to: &sink)
        sink.endObject()
    }

    @inline(never)
    private func writeHead<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("header")
        header.write(to: &sink)
        sink.member("initially_expanded", initiallyExpanded)
    }
}
