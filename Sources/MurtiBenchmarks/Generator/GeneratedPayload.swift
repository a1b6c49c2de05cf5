/// One generated Murti payload and what its generator knows of its shape (the benchmark prints
/// these beside the timings; the tests check them).
package struct GeneratedPayload: Sendable {
    /// The document's exact bytes (UTF-8 JSON, a payload in the docs/CONTRACT.md §0 shape).
    package let bytes: [UInt8]
    /// Nodes, the root included (docs/CONTRACT.md §1 Counting).
    package let nodeCount: Int
    /// The deepest node's tree depth (root = 1).
    package let treeDepth: Int
    /// The deepest JSON nesting (the top-level object = 1).
    package let nesting: Int
    /// String values of at least 1,000 code points.
    package let longStrings: Int
    /// Actions, chained ones included.
    package let actionCount: Int
}

/// Running totals of a payload being generated.
struct ShapeStats {
    var nodes = 0
    var treeDepth = 0
    var nesting = 0
    var longStrings = 0
    var actions = 0

    /// Adds a part written at JSON nesting `baseNesting` and tree depth `baseDepth`.
    mutating func absorb(_ part: ShapeStats, baseNesting: Int, baseDepth: Int) {
        nodes += part.nodes
        treeDepth = max(treeDepth, baseDepth + part.treeDepth)
        nesting = max(nesting, baseNesting + part.nesting)
        longStrings += part.longStrings
        actions += part.actions
    }
}
