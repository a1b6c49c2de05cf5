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
