/// The `accordion` payload.
public struct Accordion: Sendable {
    /// The header a tap expands (required: without it the items could never be shown).
    public let header: TextData
    /// Whether it starts expanded.
    public let initiallyExpanded: Bool?
    /// Full widgets of any registered type, in the page's id space (lossy).
    public internal(set) var items: [FlowWidget]
}
