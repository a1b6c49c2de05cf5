/// The client-side limits of a profile (seed: "Bounds"; docs/CONTRACT.md §1 and §2).
///
/// Schema bounds (string 4096 code points, identifier 128, props 64, children 256, array 512)
/// are fixed by `murti.schema.json` and are not configurable here.
package struct Bounds: Sendable, Equatable {
    /// Maximum node-tree depth; the root node is depth 1 (seed default 32).
    package var maxDepth: Int
    /// Maximum number of nodes, root included (seed default 5000).
    package var maxNodes: Int
    /// Maximum action-chain depth; a node's own action is 1 (seed default 4).
    package var maxChainDepth: Int
    /// Maximum JSON nesting; the top-level value is 1 (default and ceiling 512).
    package var maxNesting: Int
    /// Maximum document size in bytes, checked before parsing (default 2,097,152).
    package var maxDocumentBytes: Int

    /// The seed's and docs/CONTRACT.md §2's defaults.
    package static let `default` = Bounds(
        maxDepth: 32, maxNodes: 5000, maxChainDepth: 4, maxNesting: 512,
        maxDocumentBytes: 2_097_152)

    /// The ceiling of `maxNesting` (docs/CONTRACT.md §1 `decode.depth`): larger values are clamped.
    package static let nestingCeiling = 512

    /// Creates bounds; `maxNesting` is clamped to ``nestingCeiling``.
    package init(maxDepth: Int, maxNodes: Int, maxChainDepth: Int, maxNesting: Int, maxDocumentBytes: Int) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxChainDepth = maxChainDepth
        self.maxNesting = min(maxNesting, Bounds.nestingCeiling)
        self.maxDocumentBytes = maxDocumentBytes
    }
}
