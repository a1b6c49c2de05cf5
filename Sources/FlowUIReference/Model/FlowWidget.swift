import JSONKit

/// A widget that survived decoding (docs/CONTRACT.md §8 "Answer", widget).
package struct FlowWidget: Sendable {
    /// Its JSON Pointer in the input.
    package var src: String { place.pointer }
    /// Its `type`.
    package let type: String
    /// Its id after renaming (docs/CONTRACT.md §8 rule 3), or `nil` when it has none.
    package internal(set) var id: String?
    /// Typed, unknown or malformed.
    package internal(set) var content: WidgetContent
    /// Its chrome.
    package var layout: WidgetLayout { chrome.layout }
    /// Event name → action object as received, in the order written (`null` entries left out).
    package let actions: [JSONMember]
    /// The `tracking` object as received.
    package let tracking: OrderedJSONValue?
    /// Where it is: its `src`, spelt when written, and its place in document order.
    let place: Place
    /// The layout behind a reference, so that a widget stays small on the stack of a decoder
    /// recursing through nested accordions.
    let chrome: Chrome

    init(
        type: String, id: String?, content: WidgetContent, chrome: Chrome,
        actions: [JSONMember], tracking: OrderedJSONValue?, place: Place
    ) {
        self.type = type
        self.id = id
        self.content = content
        self.chrome = chrome
        self.actions = actions
        self.tracking = tracking
        self.place = place
    }

    /// An immutable box: sharing it keeps the widget a value.
    final class Chrome: Sendable {
        let layout: WidgetLayout

        init(_ layout: WidgetLayout) {
            self.layout = layout
        }
    }
}

/// What became of a widget's `data` (docs/CONTRACT.md §8 "Answer": `content`).
package enum WidgetContent: Sendable {
    /// The type is registered and its payload decoded.
    case typed(WidgetPayload)
    /// The type is not registered: the widget is kept, its data never read.
    case unknown
    /// The type is registered but its payload does not decode.
    case malformed

    /// `typed`, `unknown` or `malformed`, as the answer writes it.
    package var name: String {
        switch self {
        case .typed: "typed"
        case .unknown: "unknown"
        case .malformed: "malformed"
        }
    }
}
