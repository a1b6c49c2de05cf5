import JSONKit

extension FlowPage {
    /// Every member present, `null` when absent (docs/CONTRACT.md §8 "Answer", page).
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("footer")
        WidgetStrip.write(footer, to: &sink)
        sink.key("header")
        WidgetStrip.write(header, to: &sink)
        sink.key("id")
        sink.string(orNull: id)
        sink.key("nav")
        if let nav { nav.write(to: &sink) } else { sink.null() }
        sink.key("pagination")
        if let pagination { pagination.write(to: &sink) } else { sink.null() }
        sink.key("refresh")
        if let refresh { refresh.write(to: &sink) } else { sink.null() }
        sink.key("sections")
        FlowSection.write(sections, to: &sink)
        sink.endObject()
    }
}

extension FlowSheet {
    /// Every member present, `null` when absent (docs/FLOW-UI.md "The answer").
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("config")
        if let config { config.write(to: &sink) } else { sink.null() }
        sink.key("footer")
        WidgetStrip.write(footer, to: &sink)
        sink.key("header")
        WidgetStrip.write(header, to: &sink)
        sink.key("id")
        sink.string(orNull: id)
        sink.key("sections")
        FlowSection.write(sections, to: &sink)
        sink.endObject()
    }
}

extension SheetConfig {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("corner_radius", cornerRadius)
        sink.key("detents")
        sink.array(detents) { detent, sink in
            switch detent {
            case .named(let name): sink.string(name)
            case .fraction(let fraction): sink.number(fraction)
            }
        }
        sink.member("dismissible", dismissible)
        sink.member("grabber", grabber)
        sink.endObject()
    }
}

extension WidgetStrip {
    /// `{"sticky", "widgets"}`, or `null` for no strip.
    static func write<Sink: AnswerSink>(_ strip: WidgetStrip?, to sink: inout Sink) {
        guard let strip else { return sink.null() }
        sink.beginObject()
        sink.key("sticky")
        sink.bool(strip.sticky)
        sink.key("widgets")
        FlowWidget.write(strip.widgets, to: &sink)
        sink.endObject()
    }
}

extension FlowSection {
    /// The sections as an array.
    static func write<Sink: AnswerSink>(_ sections: [FlowSection], to sink: inout Sink) {
        sink.beginArray()
        for index in sections.indices { sections[index].write(to: &sink) }
        sink.endArray()
    }

    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("header")
        if let header { header.write(to: &sink) } else { sink.null() }
        sink.key("id")
        sink.string(orNull: id)
        sink.key("layout")
        layout.write(to: &sink)
        sink.key("src")
        sink.pointer(place)
        sink.key("widgets")
        FlowWidget.write(widgets, to: &sink)
        sink.endObject()
    }
}

extension SectionLayout {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("arrangement")
        sink.string(arrangement.rawValue)
        sink.key("columns")
        sink.integer(columns)
        sink.key("insets")
        insets.write(to: &sink)
        sink.key("item_spacing")
        sink.number(itemSpacing)
        sink.endObject()
    }
}

extension NavModel {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("bg_color", bgColor) { $0.write(to: &$1) }
        sink.member("left_button", leftButton) { $0.write(to: &$1) }
        sink.key("right_buttons")
        sink.array(rightButtons) { $0.write(to: &$1) }
        sink.member("subtitle", subtitle) { $0.write(to: &$1) }
        sink.member("title", title) { $0.write(to: &$1) }
        sink.endObject()
    }
}

extension Pagination {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("has_more")
        sink.bool(hasMore)
        sink.key("postback")
        sink.value(postback ?? .null)
        sink.endObject()
    }
}

extension Refresh {
    func write<Sink: AnswerSink>(to sink: inout Sink) {
        sink.beginObject()
        sink.key("pull_to_refresh")
        sink.bool(pullToRefresh)
        sink.endObject()
    }
}
