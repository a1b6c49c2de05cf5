/// A section that survived decoding (docs/CONTRACT.md §8 "Answer", section).
package struct FlowSection: Sendable {
    /// Its JSON Pointer in the input.
    package var src: String { place.pointer }
    /// Where it is: its `src`, spelt when written.
    let place: Place
    /// Its id, or `nil` (section ids are not renamed: docs/FLOW-UI.md Decision 16).
    package let id: String?
    /// Its layout, defaults applied.
    package let layout: SectionLayout
    /// Its header widget.
    package internal(set) var header: FlowWidget?
    /// Its widgets (lossy).
    package internal(set) var widgets: [FlowWidget]
}
