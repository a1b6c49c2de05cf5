import MurtiConformance

extension FlowUISkeleton {
    /// The skeleton without the sections and widgets `excluded` holds by their `src` (a hostile
    /// element and what lies inside it, docs/DECISIONS.md D83): what must survive around it.
    func without(_ excluded: (String) -> Bool) -> FlowUISkeleton {
        func keep(_ widgets: [Widget]) -> [Widget] {
            widgets.filter { !excluded($0.src) }.map { widget in
                var kept = widget
                kept.items = keep(widget.items)
                return kept
            }
        }
        var copy = self
        copy.header = header.map(keep)
        copy.footer = footer.map(keep)
        copy.sections = sections.filter { !excluded($0.src) }.map { section in
            var kept = section
            kept.header = section.header.flatMap { excluded($0.src) ? nil : keep([$0]).first }
            kept.widgets = keep(section.widgets)
            return kept
        }
        return copy
    }
}
