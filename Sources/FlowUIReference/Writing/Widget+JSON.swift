import CanonicalJSON

extension FlowWidget {
    /// `src`, `type`, `id`, `content`, `layout`, `actions`, `tracking`, and `data` for typed
    /// widgets only (docs/CONTRACT.md §8 "Answer", widget).
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
    /// The model written back: payload arrays always present, nested items as widgets. One
    /// function per model, for the same reason as `PayloadDecoding`.
    var json: JSONValue {
        // The accordion, the only payload that recurses, is written outside the switch, whose
        // frame would otherwise be part of each nesting level.
        if case .accordion(let accordion) = self { return accordion.json }
        return flatJSON
    }

    @inline(never)
    private var flatJSON: JSONValue {
        switch self {
        case .titleBlock(let block): block.json
        case .imageTextCard(let card): card.json
        case .separator(let separator): separator.json
        case .buttonRow(let row): .object([JSONMember("buttons", .array(row.buttons.map(\.json)))])
        case .tagRail(let rail): .object([JSONMember("tags", .array(rail.tags.map(\.json)))])
        case .banner(let banner): banner.json
        case .stepperRow(let row): row.json
        case .accordion(let accordion): accordion.json
        case .opaque(let data): data
        }
    }
}

extension TitleBlock {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("title", title.json)
        object.ifPresent("subtitle", subtitle?.json)
        return object.value
    }
}

extension ImageTextCard {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.ifPresent("image", image?.json)
        object.always("title", title.json)
        object.ifPresent("subtitle", subtitle?.json)
        object.always("tags", .array(tags.map(\.json)))
        object.ifPresent("trailing_icon", trailingIcon?.json)
        return object.value
    }
}

extension Banner {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("image", image.json)
        object.ifPresent("title", title?.json)
        object.ifPresent("subtitle", subtitle?.json)
        return object.value
    }
}

extension StepperRow {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("title", title.json)
        object.ifPresent("subtitle", subtitle?.json)
        object.ifPresent("min", .from(min))
        object.ifPresent("max", .from(max))
        object.ifPresent("initial", .from(initial))
        return object.value
    }
}

extension Accordion {
    var json: JSONValue {
        var object = ObjectBuilder()
        object.always("header", header.json)
        object.ifPresent("initially_expanded", .from(initiallyExpanded))
        var written: [JSONValue] = []
        written.reserveCapacity(items.count)
        for item in items { written.append(item.json) }
        object.always("items", .array(written))
        return object.value
    }
}
