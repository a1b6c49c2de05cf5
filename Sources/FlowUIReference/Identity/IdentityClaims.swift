/// Widget ids claimed in traversal order (docs/CONTRACT.md §8 rule 3): header widgets, then each
/// section's header and widgets, each widget before the items nested in its data, then
/// footer widgets. A repeat of X becomes X#k, k ≥ 2 the smallest unclaimed; renamed ids
/// count as claimed. Ids are compared code point by code point.
struct IdentityClaims {
    let log: DiagnosticLog
    private var claimed = Set<ExactID>()
    /// For each repeated id, a lower bound of its smallest unclaimed suffix (claims only grow).
    private var nextSuffix: [ExactID: Int] = [:]

    init(log: DiagnosticLog) {
        self.log = log
    }

    mutating func claim(header: inout WidgetStrip?, sections: inout [FlowSection], footer: inout WidgetStrip?) {
        if var strip = header {
            claim(&strip.widgets)
            header = strip
        }
        for index in sections.indices {
            if var widget = sections[index].header {
                claim(&widget)
                sections[index].header = widget
            }
            claim(&sections[index].widgets)
        }
        if var strip = footer {
            claim(&strip.widgets)
            footer = strip
        }
    }

    private mutating func claim(_ widgets: inout [FlowWidget]) {
        for index in widgets.indices { claim(&widgets[index]) }
    }

    private mutating func claim(_ widget: inout FlowWidget) {
        if let id = widget.id, !claimed.insert(ExactID(id)).inserted {
            let renamed = unclaimedName(for: id)
            widget.id = renamed
            log.duplicate(widget.place, original: id, renamedTo: renamed)
        }
        if case .typed(.accordion(var accordion)) = widget.content {
            claim(&accordion.items)
            widget.content = .typed(.accordion(accordion))
        }
    }

    private mutating func unclaimedName(for id: String) -> String {
        let key = ExactID(id)
        var suffix = nextSuffix[key] ?? 2
        while !claimed.insert(ExactID(id + "#" + String(suffix))).inserted { suffix += 1 }
        nextSuffix[key] = suffix + 1
        return id + "#" + String(suffix)
    }
}

/// An id compared and hashed code point by code point (its UTF-8 bytes), not as `String`
/// compares (canonical equivalence), and kept without copying its bytes.
struct ExactID: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactID, rhs: ExactID) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
