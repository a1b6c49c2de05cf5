import MurtiConformance
import MurtiProtocol

/// What a conforming implementation must answer for one fixture: an entry of
/// `expectations.json`'s `fixtures` object (docs/CONTRACT.md §2).
///
/// The same shape describes each step of a manifest sequence (`steps`, docs/CONTRACT.md §6).
/// Encoded (in reports) with the members of the file; absent optionals are left out.
package struct Expectation: Sendable, Equatable, Codable {
    /// `accept` or `reject`. For a manifest sequence written without it: `reject` when a step
    /// rejects, else `accept`.
    package var outcome: Outcome
    /// The refusing layer (1–3), or 4 for an accept with placeholders.
    package var layer: Int?
    /// The rule id (docs/CONTRACT.md §1), e.g. `required`, `decode.syntax`, `render.placeholder`.
    package var rule: RuleID?
    /// RFC 6901 JSON Pointer of the instance location (rejections); graded at the strict level.
    package var path: String?
    /// JSON Pointers of the placeholder nodes (layer 4); absent means none.
    package var placeholders: [String]?
    /// Downgraded failures `{rule, path}` (higher-minor documents); graded at the strict level.
    package var warnings: [RulePath]?
    /// The name of the profile under `profiles` the fixture is judged with; absent: `default`.
    package var profile: String?
    /// Capabilities (`envelope`, `manifest`) an implementation must declare to be graded.
    package var requires: [String]?
    /// `true` where the specs allow either verdict: reported, never counted.
    package var informational: Bool?
    /// What the fixture shows, for people.
    package var description: String
    /// Where the case comes from: seed section, RFC, or public report.
    package var source: String?
    /// What a JSON Schema engine must say (`accept` | `reject`) when it differs from the
    /// default; see ``effectiveSchemaVerdict``.
    package var schema: Outcome?
    /// Manifest sequences (docs/CONTRACT.md §6): one expectation per document, in order.
    package var steps: [Expectation]?

    /// Creates an expectation; see the properties.
    package init(
        outcome: Outcome, layer: Int? = nil, rule: RuleID? = nil, path: String? = nil,
        placeholders: [String]? = nil, warnings: [RulePath]? = nil, profile: String? = nil,
        requires: [String]? = nil, informational: Bool? = nil, description: String,
        source: String? = nil, schema: Outcome? = nil, steps: [Expectation]? = nil
    ) {
        self.outcome = outcome
        self.layer = layer
        self.rule = rule
        self.path = path
        self.placeholders = placeholders
        self.warnings = warnings
        self.profile = profile
        self.requires = requires
        self.informational = informational
        self.description = description
        self.source = source
        self.schema = schema
        self.steps = steps
    }

    /// The profile name the fixture is judged with: `profile`, or `default` (docs/CONTRACT.md §2).
    package var profileName: String { profile ?? "default" }

    /// `true` for a layer-2 rejection whose rule is a Draft 2020-12 keyword of
    /// `murti.schema.json` (rule ids without a `.`; client rules are all dotted, docs/CONTRACT.md §1).
    package var isSchemaKeywordRejection: Bool {
        guard outcome == .reject, layer == 2, let rule else { return false }
        return rule.isSchemaKeyword
    }

    /// What a JSON Schema engine must say of the file (docs/CONTRACT.md §2): `schema` when written
    /// out; otherwise `reject` for `decode.*` and schema-keyword rejections, `accept` for
    /// everything else (client rules, accepts, placeholders).
    package var effectiveSchemaVerdict: Outcome {
        if let schema { return schema }
        guard outcome == .reject, let rule else { return .accept }
        if rule.isDecode || isSchemaKeywordRejection { return .reject }
        return .accept
    }
}
