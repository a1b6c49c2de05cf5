/// The answer of the reference validator for one document (docs/CONTRACT.md §1, §3).
///
/// A rejection names the first failing layer (1–3), a stable rule id and the JSON Pointer
/// (RFC 6901) of the instance location. An acceptance may list layer-4 placeholders and
/// schemaVersion-policy warnings.
package struct Verdict: Sendable, Equatable {
    /// Accept or reject.
    package var outcome: Outcome
    /// The layer that refused (1 decode, 2 schema, 3 semantic); `4` for an accept with
    /// placeholders; `nil` for a plain accept.
    package var layer: Int?
    /// The rule id (docs/CONTRACT.md §1), e.g. `decode.syntax`, `required`, `bounds.depth`,
    /// `semantic.screen`, `render.placeholder`; `nil` for a plain accept.
    package var rule: String?
    /// RFC 6901 JSON Pointer of the instance location for a rejection; `nil` otherwise.
    package var path: String?
    /// A human-readable explanation (includes a byte offset for `decode.*` rules).
    package var message: String?
    /// JSON Pointers of the outermost nodes whose `type` is not registered (layer 4).
    package var placeholders: [String]
    /// Downgraded failures (schemaVersion policy, higher minor), in document order.
    package var warnings: [Warning]

    /// Creates a verdict; see the properties for each field's meaning.
    package init(
        outcome: Outcome, layer: Int? = nil, rule: String? = nil, path: String? = nil,
        message: String? = nil, placeholders: [String] = [], warnings: [Warning] = []
    ) {
        self.outcome = outcome
        self.layer = layer
        self.rule = rule
        self.path = path
        self.message = message
        self.placeholders = placeholders
        self.warnings = warnings
    }

    /// Accept or reject (docs/CONTRACT.md §3 `outcome`).
    package enum Outcome: String, Sendable, Equatable {
        /// The document renders (possibly with placeholders and warnings).
        case accept
        /// Some layer refused the document.
        case reject
    }

    /// A failure that the schemaVersion policy downgraded (seed: "schemaVersion policy").
    package struct Warning: Sendable, Equatable, Hashable {
        /// The rule that would have failed, e.g. `additionalProperties`.
        package var rule: String
        /// JSON Pointer of the object that carries the unknown key.
        package var path: String

        /// Creates a warning.
        package init(rule: String, path: String) {
            self.rule = rule
            self.path = path
        }
    }
}

extension Verdict {
    /// The verdict with `prefix` before every JSON Pointer it carries (docs/CONTRACT.md §6 e).
    func prefixed(with prefix: String) -> Verdict {
        var copy = self
        copy.path = path.map { prefix + $0 }
        copy.placeholders = placeholders.map { prefix + $0 }
        copy.warnings = warnings.map { Warning(rule: $0.rule, path: prefix + $0.path) }
        return copy
    }
}
