extension DocumentWalker {
    /// `bounds.depth` and `bounds.nodes` for the node at `index` (docs/DECISIONS.md 9): the first
    /// node deeper than `maxDepth` (root = 1), and the `maxNodes + 1`-th node in pre-order.
    mutating func countNode(_ index: JSONIndex, depth: Int) {
        guard !policy.schemaOnly else { return }
        nodeCount += 1
        let bounds = profile.bounds
        if depth > bounds.maxDepth {
            boundsFailure("bounds.depth", at: index, "this node is at tree depth \(depth), over "
                + "the limit of \(bounds.maxDepth) (maxDepth; the root is 1; seed: Bounds)")
        }
        if nodeCount > bounds.maxNodes {
            boundsFailure("bounds.nodes", at: index, "this is node \(nodeCount) in pre-order, over "
                + "the limit of \(bounds.maxNodes) (maxNodes; seed: Bounds)")
        }
    }

    /// `bounds.chain` for the action at `index` (docs/DECISIONS.md 9): the first action whose chain
    /// depth (a node's own action = 1, each onSuccess/onError + 1) passes `maxChainDepth`.
    mutating func countAction(_ index: JSONIndex, chainDepth: Int) {
        guard !policy.schemaOnly else { return }
        let limit = profile.bounds.maxChainDepth
        if chainDepth > limit {
            boundsFailure("bounds.chain", at: index, "this action is at chain depth \(chainDepth), "
                + "over the limit of \(limit) (maxChainDepth; seed: Bounds)")
        }
    }
}
