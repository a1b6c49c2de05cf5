import Foundation

/// Layers 2 (schema keywords, then bounds), 3 and 4 in one pre-order pass over a
/// ``JSONDocument`` tape (docs/CONTRACT.md §1; docs/DECISIONS.md 8–15).
///
/// Values are visited in document order (an object before its members, members as written),
/// and at one location the keywords run in the order `murti.schema.json` lists them, so the
/// first finding of each list is the one a client reports. The walk is iterative: an explicit
/// stack of ``WalkCursor``s, one per open container, bounded by layer 1's `maxNesting`.
struct DocumentWalker {
    /// The decoded document.
    let document: JSONDocument
    /// The registries of layers 3–4 and the client bounds.
    let profile: Profile
    /// What to check and how much to collect.
    let policy: WalkPolicy
    /// The profile's registries, for byte-level lookups (layers 3–4).
    let registries: ProfileRegistries
    /// The findings so far.
    var report = WalkReport()
    /// Open containers outside the innermost one, outermost first.
    var parents: [WalkCursor] = []
    /// The innermost open container, kept out of ``parents`` so that each step of the walk
    /// updates it in place (no array copy-out, copy-back and uniqueness check per value).
    var cursor = WalkCursor.none
    /// Whether ``cursor`` is an open container (false before the root opens and at the end).
    var hasCursor = false
    /// Nodes seen so far, in pre-order (docs/CONTRACT.md §1 Counting).
    var nodeCount = 0
    /// A schema violation ended a first-failure walk.
    var stopped = false
    /// Which bounds rules already have their (single) violation.
    var recordedBounds: Set<String> = []

    /// Prepares a walk; ``run()`` performs it.
    init(document: JSONDocument, profile: Profile, policy: WalkPolicy, registries: ProfileRegistries? = nil) {
        self.document = document
        self.profile = profile
        self.policy = policy
        self.registries = registries ?? ProfileRegistries(profile)
    }

    /// Walks the whole document (or up to the first schema violation, see ``WalkPolicy``).
    mutating func run() -> WalkReport {
        parents.reserveCapacity(64)
        let root = document.root
        guard document.kind(root) == .object else {
            schemaFailure("type", "the top level must be an object (#/type)")
            return report
        }
        // The root's if/then/else: `signature` present selects the envelope (docs/CONTRACT.md §0).
        let isEnvelope = !policy.forcePayload && document.member(root, named: "signature") != nil
        report.isEnvelope = isEnvelope
        visit(root, isEnvelope ? .envelope : .payload, context: WalkContext())
        while !stopped, hasCursor {
            guard cursor.remaining > 0 else {
                if let parent = parents.popLast() { cursor = parent } else { hasCursor = false }
                continue
            }
            let (child, shape) = advance()
            if let shape { visit(child, shape, context: cursor.context) }
        }
        return report
    }

    /// Moves the innermost cursor to its next member or element; returns it and its definition
    /// (`nil` for an unknown member of a closed object, which is not validated).
    private mutating func advance() -> (JSONIndex, ShapeKind?) {
        cursor.remaining -= 1
        cursor.ordinal += 1
        let child: JSONIndex
        let shape: ShapeKind?
        if cursor.isObject {
            cursor.currentName = cursor.next
            child = JSONIndex(cursor.next + 1)
            // Closed objects had their members matched once, in `visitClosedObject`.
            let known = cursor.ordinal < WalkCursor.matchedMembers ? cursor.memberShapes[cursor.ordinal] : 0
            if known == 0 {
                shape = memberShape(in: cursor.shape, name: JSONIndex(cursor.next))
            } else {
                shape = known == WalkCursor.unknownMember ? nil : ShapeKind(rawValue: known - 1)
            }
        } else {
            child = JSONIndex(cursor.next)
            shape = cursor.shape == .children ? .node : .value
        }
        cursor.next = document.subtreeEnd(child)
        return (child, shape)
    }

    /// The definition of the member `name` of an object matching `shape`.
    private func memberShape(in shape: ShapeKind, name: JSONIndex) -> ShapeKind? {
        guard let rules = SchemaVocabulary.closedMembers(of: shape) else { return .value }
        for rule in rules where document.string(name, equals: rule.name) { return rule.shape }
        return nil
    }

    /// Opens the container at `index` so its members are visited next; `memberShapes` as in
    /// ``WalkCursor/memberShapes`` (all zero: look each member up when it is reached).
    mutating func descend(
        _ index: JSONIndex, as shape: ShapeKind, context: WalkContext, memberShapes: SIMD16<UInt8> = .zero
    ) {
        if hasCursor { parents.append(cursor) }
        cursor = WalkCursor(
            shape: shape, isObject: document.kind(index) == .object, next: index.position + 1,
            remaining: document.count(index), ordinal: -1, currentName: -1, context: context,
            memberShapes: memberShapes)
        hasCursor = true
    }

    /// The JSON Pointer of the value being visited.
    var currentPointer: String {
        JSONPointer.pointer(for: parents, innermost: hasCursor ? cursor : nil, in: document)
    }

    /// Records a schema-keyword violation at the current location (layer 2).
    mutating func schemaFailure(_ keyword: String, _ message: String) {
        report.schema.append(Violation(layer: 2, rule: keyword, path: currentPointer, message: message))
        if !policy.collectAll { stopped = true }
    }

    /// Whether a layer-3 check is still worth running (first-failure walks keep only one).
    var wantsSemantic: Bool { !policy.schemaOnly && (policy.collectAll || report.semantic.isEmpty) }

    /// Records a layer-3 violation at the current location.
    mutating func semanticFailure(_ rule: String, _ message: String) {
        report.semantic.append(Violation(layer: 3, rule: rule, path: currentPointer, message: message))
    }

    /// Records the single violation of a bounds rule at the current location (docs/DECISIONS.md 9).
    ///
    /// `bounds.chain` follows docs/CONTRACT.md §1 "Counting": within one node's chain, an `onSuccess`
    /// step comes before its sibling `onError` step whatever order the text writes them in, so
    /// a later candidate of the same chain can replace the one found first.
    mutating func boundsFailure(_ rule: String, at index: JSONIndex, _ message: String) {
        let violation = Violation(layer: 2, rule: rule, path: currentPointer, message: message)
        guard recordedBounds.insert(rule).inserted else {
            guard rule == "bounds.chain",
                let slot = report.bounds.firstIndex(where: { $0.1.rule == rule }),
                ChainOrder.precedes(violation.path, report.bounds[slot].1.path)
            else { return }
            report.bounds[slot].1 = violation
            return
        }
        report.bounds.append((index.position, violation))
    }
}

/// The order of actions inside one node's action chain (docs/CONTRACT.md §1 "Counting": a step's
/// `onSuccess` before its `onError`).
enum ChainOrder {
    /// Whether the chain action at `pointer` comes before the one at `other`: only when both
    /// belong to the same node's chain and, at the first step where they part, `pointer` takes
    /// `onSuccess` and `other` takes `onError`. Different chains keep document order.
    static func precedes(_ pointer: String, _ other: String) -> Bool {
        guard let root = pointer.range(of: "/action", options: .backwards),
            let otherRoot = other.range(of: "/action", options: .backwards),
            pointer[..<root.upperBound] == other[..<otherRoot.upperBound]
        else { return false }
        let steps = pointer[root.upperBound...].split(separator: "/")
        let otherSteps = other[otherRoot.upperBound...].split(separator: "/")
        for (step, otherStep) in zip(steps, otherSteps) where step != otherStep {
            return step == "onSuccess" && otherStep == "onError"
        }
        return false
    }
}
