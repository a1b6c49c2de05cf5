/// The `accordion` payload.
package struct Accordion: Sendable {
    /// The header a tap expands (required: without it the items could never be shown).
    package let header: TextData
    /// Whether it starts expanded.
    package let initiallyExpanded: Bool?
    /// Full widgets of any registered type, in the page's id space (lossy).
    package internal(set) var items: [FlowWidget]
}
