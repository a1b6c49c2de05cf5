import CanonicalJSON

extension FlowWidget {
    /// `src`, `type`, `id`, `content`, `layout`, `actions`, `tracking`, and `data` for typed
    /// widgets only (CONTRACT §8 "Answer", widget).
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("src", .string(src))
        object.always("type", .string(type))
        object.always("id", .from(id))
        object.always("content", .string(content.name))
        object.always("layout", layout.json)
        object.always("actions", .object(actions))
        object.always("tracking", tracking)
        if case .typed(let payload) = content { object.always("data", payload.json) }
        return object.value
    }
}

extension WidgetLayout {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("margin", margin?.json)
        object.ifPresent("padding", padding?.json)
        object.ifPresent("corner_radius", cornerRadius?.json)
        object.ifPresent("background", background?.json)
        object.ifPresent("gradient", gradient?.json)
        object.ifPresent("border", border?.json)
        object.ifPresent("width", width?.json)
        return object.value
    }
}

extension Gradient {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("colors", .array(colors.map(\.json)))
        object.ifPresent("angle", .from(angle))
        return object.value
    }
}

extension Border {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("width", .from(width))
        object.ifPresent("color", color?.json)
        object.ifPresent("dash_width", .from(dashWidth))
        object.ifPresent("dash_gap", .from(dashGap))
        return object.value
    }
}

extension WidthMode {
    var json: JSONValue {
        switch self {
        case .fill: .string("fill")
        case .hug: .string("hug")
        case .fraction(let share): .number(share)
        }
    }
}

extension WidgetPayload {
    /// The model written back: payload arrays always present, nested items as widgets.
    var json: JSONValue {
        var object = ObjectBuilder()
        switch self {
        case .titleBlock(let block):
            object.always("title", block.title.json)
            object.ifPresent("subtitle", block.subtitle?.json)
        case .imageTextCard(let card):
            object.ifPresent("image", card.image?.json)
            object.always("title", card.title.json)
            object.ifPresent("subtitle", card.subtitle?.json)
            object.always("tags", .array(card.tags.map(\.json)))
            object.ifPresent("trailing_icon", card.trailingIcon?.json)
        case .separator(let separator):
            return separator.json
        case .buttonRow(let row):
            object.always("buttons", .array(row.buttons.map(\.json)))
        case .tagRail(let rail):
            object.always("tags", .array(rail.tags.map(\.json)))
        case .banner(let banner):
            object.always("image", banner.image.json)
            object.ifPresent("title", banner.title?.json)
            object.ifPresent("subtitle", banner.subtitle?.json)
        case .stepperRow(let row):
            object.always("title", row.title.json)
            object.ifPresent("subtitle", row.subtitle?.json)
            object.ifPresent("min", .from(row.min))
            object.ifPresent("max", .from(row.max))
            object.ifPresent("initial", .from(row.initial))
        case .accordion(let accordion):
            object.always("header", accordion.header.json)
            object.ifPresent("initially_expanded", .from(accordion.initiallyExpanded))
            object.always("items", .array(accordion.items.map(\.json)))
        case .opaque(let data):
            return data
        }
        return object.value
    }
}
