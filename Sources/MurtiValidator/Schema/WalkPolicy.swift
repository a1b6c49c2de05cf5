/// How ``DocumentWalker`` runs: which checks, how many findings, and the minor policy.
struct WalkPolicy: Sendable {
    /// Schema keywords only (docs/DECISIONS.md 15): no bounds, no layer 3, no placeholders.
    var schemaOnly: Bool
    /// Collect every finding (`Validator.violations(in:)`); otherwise stop at the first
    /// schema violation and keep only the first of each later kind.
    var collectAll: Bool
    /// Higher minor (docs/DECISIONS.md 10): `additionalProperties` failures become warnings.
    var downgradeUnknownMembers: Bool
    /// Validate the top level as `#/$defs/payload` even if it has `signature` (the payload
    /// inside an envelope, docs/CONTRACT.md §6 e).
    var forcePayload: Bool
    /// TEST ONLY (``Validator/testOnlyCountsGraphemes``): `maxLength` counts grapheme clusters.
    var countsGraphemes = false
}

/// Everything ``DocumentWalker`` found, each list in document order.
struct WalkReport: Sendable {
    /// Layer 2 schema-keyword violations (docs/DECISIONS.md 8).
    var schema: [Violation] = []
    /// Layer 2 bounds violations, at most one per rule, with the tape position of their
    /// location; ``orderedBounds`` sorts them (docs/DECISIONS.md 9).
    var bounds: [(position: Int, violation: Violation)] = []
    /// Layer 3 violations (docs/DECISIONS.md 11–13).
    var semantic: [Violation] = []
    /// Downgraded `additionalProperties` failures (docs/DECISIONS.md 10).
    var warnings: [Verdict.Warning] = []
    /// JSON Pointers of the outermost unregistered nodes, in pre-order (docs/DECISIONS.md 14).
    var placeholders: [String] = []
    /// The top level was validated as `#/$defs/envelope`.
    var isEnvelope = false

    /// Bounds violations by document order; at one node `bounds.depth` precedes
    /// `bounds.nodes` (the order they were recorded in).
    var orderedBounds: [Violation] {
        bounds.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.violation)
    }
}
