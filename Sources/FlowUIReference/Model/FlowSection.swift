/// A section that survived decoding (docs/CONTRACT.md §8 "Answer", section).
public struct FlowSection: Sendable {
    /// Its JSON Pointer in the input.
    public var src: String { place.pointer }
    /// Where it is: its `src`, spelt when written.
    let place: Place
    /// Its id, or `nil` (section ids are not renamed: docs/FLOW-UI.md Decision 16).
    public let id: String?
    /// Its layout, defaults applied.
    public let layout: SectionLayout
    /// Its header widget.
    public internal(set) var header: FlowWidget?
    /// Its widgets (lossy).
    public internal(set) var widgets: [FlowWidget]
}
