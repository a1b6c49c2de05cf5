extension DocumentWalker {
    /// Layer 4 (DECISIONS 14): whether the node at `index` renders as the Null-Object
    /// placeholder because its `type` is not a registered component. Only the outermost such
    /// node of a subtree is listed; `context.inPlaceholder` marks its descendants.
    mutating func placeholderCheck(_ index: JSONIndex, context: WalkContext) -> Bool {
        guard !policy.schemaOnly, let type = document.member(index, named: "type"),
            document.kind(type) == .string
        else { return false }
        if profile.components.contains(document.string(type)) { return false }
        if !context.inPlaceholder { report.placeholders.append(currentPointer) }
        return true
    }
}
