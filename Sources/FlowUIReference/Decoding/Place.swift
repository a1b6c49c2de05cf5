import JSONKit

/// Where a value sits in the input: an entry of the document's tape, which knows each value's
/// container, its member name and its position among its container's members or elements. So a
/// place costs nothing to make; its JSON Pointer (what `src` says) and its order (each step's
/// position from the top, for diagnostics in document order, docs/FLOW-UI.md Decision 20) are
/// spelt out only when asked for: a kept section's or widget's `src`, a diagnostic
/// (docs/PERFORMANCE.md "Flow-UI").
struct Place: Sendable {
    let tape: OrderedJSONTape
    let index: Int

    /// The RFC 6901 JSON Pointer.
    var pointer: String { tape.pointer(to: index) }

    /// Each step's position, from the top.
    var order: [Int] { tape.order(of: index) }
}
