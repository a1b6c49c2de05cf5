/// One open container of ``DocumentWalker``'s explicit stack: the object or array whose
/// members are being visited, and the context its children inherit.
///
/// The stack holds one cursor per nesting level, so its height is bounded by layer 1's
/// `maxNesting` (≤ 512) and input cannot drive the call stack. Each cursor's current member
/// name (objects) or ordinal (arrays) is one step of the JSON Pointer of the value being
/// visited, so a pointer is only built when something is reported.
struct WalkCursor: Sendable {
    /// The definition the container matches.
    var shape: ShapeKind
    /// Object (members) or array (elements).
    var isObject: Bool
    /// Tape index of the next member name or element.
    var next: Int
    /// Members or elements not yet visited.
    var remaining: Int
    /// Ordinal of the member or element being visited; -1 before the first.
    var ordinal: Int
    /// Tape index of the name of the member being visited (objects); -1 before the first.
    var currentName: Int
    /// Context inherited by the container's children.
    var context: WalkContext
    /// For a closed object, the definition of each of its first ``matchedMembers`` members,
    /// found when the object was checked (`ShapeKind.rawValue + 1`, or ``unknownMember``);
    /// 0 where it was not computed, and the member's name is looked up when reached.
    var memberShapes: SIMD16<UInt8>

    /// How many members ``memberShapes`` can hold.
    static let matchedMembers = 16
    /// ``memberShapes`` value of a member the closed object does not define.
    static let unknownMember: UInt8 = 255
    /// A placeholder for "no open container".
    static let none = WalkCursor(
        shape: .value, isObject: false, next: 0, remaining: 0, ordinal: -1, currentName: -1,
        context: WalkContext(), memberShapes: .zero)
}

/// What a value inherits from its ancestors for the client checks (docs/CONTRACT.md §1 Counting).
struct WalkContext: Sendable {
    /// Depth of the nearest enclosing node (root node = 1; 0 above the root).
    var nodeDepth: Int = 0
    /// Chain depth of the nearest enclosing action (a node's own action = 1; 0 outside).
    var chainDepth: Int = 0
    /// An enclosing node is already a layer-4 placeholder (only the outermost is listed).
    var inPlaceholder = false
}
