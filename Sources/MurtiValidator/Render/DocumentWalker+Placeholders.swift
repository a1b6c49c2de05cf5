extension DocumentWalker {
    /// Layer 4 (docs/DECISIONS.md 14): whether the node being visited, whose `type` member has the
    /// value at `type`, renders as the Null-Object placeholder because that type is not a
    /// registered component. Only the outermost such node of a subtree is listed;
    /// `context.inPlaceholder` marks its descendants.
    mutating func placeholderCheck(type: JSONIndex?, context: WalkContext) -> Bool {
        guard !policy.schemaOnly, let type, document.kind(type) == .string else { return false }
        if document.withUnescapedUTF8(type, registries.components.contains) { return false }
        if !context.inPlaceholder { report.placeholders.append(currentPointer) }
        return true
    }
}
