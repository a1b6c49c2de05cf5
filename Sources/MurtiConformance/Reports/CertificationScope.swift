import MurtiProtocol

/// What a certificate covers and what it does not (docs/CONTRACT.md §3 v1.1: "a certificate states its
/// scope … and, beside it, what was not certified (layers, capabilities) with counts").
///
/// Unsupported fixtures are counted once each, under their whole set of gaps
/// (``notCertified``'s `breakdown`), so the counts add up to the unsupported total.
package struct CertificationScope: Sendable, Equatable, Codable {
    /// Fixtures left out of the certificate that share one set of gaps.
    package struct Share: Sendable, Equatable, Codable {
        /// The gaps, sorted (layers, then capabilities).
        package var missing: [ScopeGap]
        /// How many unsupported fixtures have exactly these gaps.
        package var fixtures: Int

        /// Creates the value from its members.
        package init(missing: [ScopeGap], fixtures: Int) {
            self.missing = missing
            self.fixtures = fixtures
        }
    }

    /// What the certificate does not cover.
    package struct NotCertified: Sendable, Equatable, Codable {
        /// Layers 1–4 the client does not declare (none for a JSON Schema engine, which is
        /// graded on schema verdicts at every layer).
        package var layers: [Int]
        /// Capabilities some fixture of the run requires that the implementation does not declare.
        package var capabilities: [String]
        /// Unsupported fixtures: the sum of `breakdown`.
        package var fixtures: Int
        /// Unsupported fixtures by their set of gaps, in gap order (layers first).
        package var breakdown: [Share]

        /// Creates the value from its members.
        package init(layers: [Int], capabilities: [String], fixtures: Int, breakdown: [Share]) {
            self.layers = layers
            self.capabilities = capabilities
            self.fixtures = fixtures
            self.breakdown = breakdown
        }
    }

    /// `true` when the run certifies the implementation (``RunReport/certifies``): it passed,
    /// over the whole corpus.
    package var certified: Bool
    /// `Certified for layers 1, 2`, `Certified for layers 1, 2 with 12 expected failures`,
    /// `Certified for schema verdicts (JSON Schema engine)`, `Passed for layers 1, 2 (filtered: 1
    /// of 634 fixtures — not a certificate of the corpus)`, or `Not certified (declared: layers
    /// 1, 2)` (docs/DECISIONS.md 45).
    package var statement: String
    /// `true` for a JSON Schema engine.
    package var schemaOnly: Bool
    /// The declared layers, sorted.
    package var layers: [Int]
    /// The declared capabilities, sorted.
    package var capabilities: [String]
    /// What is outside the scope.
    package var notCertified: NotCertified
    /// Why the run is not a certificate, one sentence each (``RunReport/certifies``); empty
    /// when it is one.
    package var reasons: [String] = []
    /// The rules (``FixtureResult/ruleKey``) with no passed fixture among those judged (failed,
    /// errored, skipped, expected failures), in rule order: what the headline names beside the
    /// statement (``RunReport/headline``, docs/DECISIONS.md 67).
    package var neverPassed: [RuleTally] = []

    /// Creates the value from its members.
    package init(
        certified: Bool, statement: String, schemaOnly: Bool, layers: [Int], capabilities: [String], notCertified: NotCertified, reasons: [String] = [], neverPassed: [RuleTally] = []
    ) {
        self.certified = certified
        self.statement = statement
        self.schemaOnly = schemaOnly
        self.layers = layers
        self.capabilities = capabilities
        self.notCertified = notCertified
        self.reasons = reasons
        self.neverPassed = neverPassed
    }

    /// A rule and how many of its fixtures were judged.
    package struct RuleTally: Sendable, Equatable, Codable {
        /// The rule key (``FixtureResult/ruleKey``): a rule id, `accept`, `sequence`, or a cited rule.
        package var rule: String
        /// Its fixtures judged (failed, errored, skipped, expected failures), none passed.
        package var fixtures: Int
    }

    /// The scope of a report before anything is counted.
    package static let unknown = CertificationScope(
        certified: false, statement: "Not certified (no start answer)", schemaOnly: false, layers: [], capabilities: [],
        notCertified: NotCertified(layers: [], capabilities: [], fixtures: 0, breakdown: []), reasons: [])
}

extension CertificationScope {
    enum CodingKeys: String, CodingKey {
        case certified, statement, schemaOnly, layers, capabilities, notCertified, reasons, neverPassed
    }

    /// Reads a scope; `reasons` is absent before report 1.2, `neverPassed` before 2.1.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        certified = try container.decode(Bool.self, forKey: .certified)
        statement = try container.decode(String.self, forKey: .statement)
        schemaOnly = try container.decode(Bool.self, forKey: .schemaOnly)
        layers = try container.decode([Int].self, forKey: .layers)
        capabilities = try container.decode([String].self, forKey: .capabilities)
        notCertified = try container.decode(NotCertified.self, forKey: .notCertified)
        reasons = try container.decodeIfPresent([String].self, forKey: .reasons) ?? []
        neverPassed = try container.decodeIfPresent([RuleTally].self, forKey: .neverPassed) ?? []
    }
}
