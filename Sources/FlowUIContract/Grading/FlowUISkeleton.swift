import MurtiConformance
import MurtiProtocol

/// What the `rule` level compares of a decoded page or sheet (docs/CONTRACT.md §8 "Grading
/// levels"): whether the header and footer strips exist, each section's `src` and `id`, and
/// each widget's `src`, `type`, `id` and `content`, the widgets nested in an accordion's
/// `items` included. Everything else (layouts, `data`, actions) is the strict level's.
///
/// Strings are compared code point by code point (docs/FLOW-UI.md Decision 22), never with
/// Swift's canonical-equivalence `==`.
struct FlowUISkeleton: Sendable {
    /// How a widget is contained (docs/CONTRACT.md §8 "Answer").
    enum Content: String, Sendable, CaseIterable {
        /// Decoded by its model.
        case typed
        /// Its type is not registered.
        case unknown
        /// Its data did not decode.
        case malformed
    }

    /// One kept widget.
    struct Widget: Sendable {
        /// Where it is written in the page or sheet it was read from (a JSON Pointer into the
        /// answer or the entry, relative to the document object): what `lint` names.
        var at: String
        /// Its pointer in the input.
        var src: String
        /// Its `type`, as received.
        var type: String
        /// Its id after renaming, or `nil`.
        var id: String?
        /// How it is contained.
        var content: Content
        /// The widgets nested in its `data.items` (a typed accordion's), in order.
        var items: [Widget]
    }

    /// One kept section.
    struct Section: Sendable {
        /// Where it is written in the page or sheet it was read from.
        var at: String
        /// Its pointer in the input.
        var src: String
        /// Its `id`, or `nil`.
        var id: String?
        /// Its header widget, or `nil`.
        var header: Widget?
        /// Its widgets, in order.
        var widgets: [Widget]
    }

    /// A page or a sheet.
    var kind: FlowUI.DocumentKind
    /// The header strip's widgets, or `nil` when there is no header strip.
    var header: [Widget]?
    /// The footer strip's widgets, or `nil` when there is no footer strip.
    var footer: [Widget]?
    /// The kept sections, in order.
    var sections: [Section]

    /// Every widget with where it sits (`header`, `footer`, a section's `src` + `/header` or
    /// `/widgets`, a widget's `src` + `/items`), in traversal order (docs/CONTRACT.md §8 rule 3).
    var placedWidgets: [(place: String, widget: Widget)] {
        var placed: [(String, Widget)] = []
        func add(_ widgets: [Widget], at place: String) {
            for widget in widgets {
                placed.append((place, widget))
                add(widget.items, at: widget.src + "/items")
            }
        }
        add(header ?? [], at: "header")
        for section in sections {
            add(section.header.map { [$0] } ?? [], at: section.src + "/header")
            add(section.widgets, at: section.src + "/widgets")
        }
        add(footer ?? [], at: "footer")
        return placed
    }
}

/// Equality of names, ids and pointers as the contract compares them: code point by code point.
func sameScalars(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.unicodeScalars.elementsEqual(b.unicodeScalars)
    default: false
    }
}
