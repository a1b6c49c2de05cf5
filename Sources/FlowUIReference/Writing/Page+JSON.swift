import CanonicalJSON

extension FlowPage {
    /// Every member present, `null` when absent (docs/CONTRACT.md §8 "Answer", page).
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("id", .from(id))
        object.always("nav", nav?.json)
        object.always("header", header?.json)
        object.always("sections", .array(sections.map(\.json)))
        object.always("footer", footer?.json)
        object.always("pagination", pagination?.json)
        object.always("refresh", refresh?.json)
        return object.value
    }
}

extension FlowSheet {
    /// Every member present, `null` when absent (docs/FLOW-UI.md "The answer").
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("id", .from(id))
        object.always("config", config?.json)
        object.always("header", header?.json)
        object.always("sections", .array(sections.map(\.json)))
        object.always("footer", footer?.json)
        return object.value
    }
}

extension SheetConfig {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("detents", .array(detents.map(\.json)))
        object.ifPresent("grabber", .from(grabber))
        object.ifPresent("dismissible", .from(dismissible))
        object.ifPresent("corner_radius", .from(cornerRadius))
        return object.value
    }
}

extension Detent {
    var json: JSONValue {
        switch self {
        case .named(let name): .string(name)
        case .fraction(let fraction): .number(fraction)
        }
    }
}

extension WidgetStrip {
    var json: JSONValue {
        .object([JSONMember("sticky", .bool(sticky)), JSONMember("widgets", .array(widgets.map(\.json)))])
    }
}

extension FlowSection {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("src", .string(src))
        object.always("id", .from(id))
        object.always("layout", layout.json)
        object.always("header", header?.json)
        object.always("widgets", .array(widgets.map(\.json)))
        return object.value
    }
}

extension SectionLayout {
    var json: JSONValue {
        .object([
            JSONMember("arrangement", .string(arrangement.rawValue)),
            JSONMember("columns", .number(Double(columns))),
            JSONMember("item_spacing", .number(itemSpacing)),
            JSONMember("insets", insets.json),
        ])
    }
}

extension NavModel {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("title", title?.json)
        object.ifPresent("subtitle", subtitle?.json)
        object.ifPresent("bg_color", bgColor?.json)
        object.ifPresent("left_button", leftButton?.json)
        object.always("right_buttons", .array(rightButtons.map(\.json)))
        return object.value
    }
}

extension Pagination {
    var json: JSONValue {
        .object([JSONMember("has_more", .bool(hasMore)), JSONMember("postback", postback ?? .null)])
    }
}

extension Refresh {
    var json: JSONValue {
        .object([JSONMember("pull_to_refresh", .bool(pullToRefresh))])
    }
}
