import CanonicalJSON

/// A widget that survived decoding (CONTRACT §8 "Answer", widget).
public struct FlowWidget: Sendable {
    /// Its JSON Pointer in the input.
    public let src: String
    /// Its `type`.
    public let type: String
    /// Its id after renaming (CONTRACT §8 rule 3), or `nil` when it has none.
    public internal(set) var id: String?
    /// Typed, unknown or malformed.
    public internal(set) var content: WidgetContent
    /// Its chrome.
    public let layout: WidgetLayout
    /// Event name → action object as received, in the order written (`null` entries left out).
    public let actions: [JSONMember]
    /// The `tracking` object as received.
    public let tracking: JSONValue?
    /// Where it is, for document order.
    let place: Place
}
