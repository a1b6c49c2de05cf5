import Foundation
import MurtiConformance
import MurtiProtocol

/// Every rule id a fixture may name, with its layer and enforcer (docs/CONTRACT.md §1, §6).
///
/// The client rules are fixed by the contract; the schema rules are the Draft 2020-12 keywords
/// that can fail in the project's `murti.schema.json`, read from the file itself
/// (``RuleCatalog/load(schemaAt:)``) so the catalogue cannot drift from the schema.
package struct RuleCatalog: Sendable, Equatable {
    /// Who enforces a rule (docs/CONTRACT.md §1).
    package enum Enforcer: String, Sendable, Equatable {
        /// `murti.schema.json` states it: JSON Schema engines and clients must agree.
        case schema
        /// Only a client can check it.
        case client
    }

    /// One catalogue entry.
    package struct Rule: Sendable, Equatable {
        /// The stable rule id, e.g. `decode.syntax`, `maxLength`, `semantic.screen`.
        package var id: RuleID
        /// The layer (1–4) whose rejection (or, for 4, degradation) names this rule.
        package var layer: Int
        /// Who enforces it.
        package var enforcer: Enforcer
    }

    /// Rules by id.
    package private(set) var rules: [RuleID: Rule]

    /// The client rules of docs/CONTRACT.md §1 (layers 1–4) and §6 (envelope, manifest).
    package static let clientRules: [Rule] = RuleID.clientRules.map { Rule(id: $0, layer: $0.layer ?? 0, enforcer: .client) }

    /// A catalogue of the client rules plus `schemaKeywords` as layer-2 schema rules.
    package init(schemaKeywords: Set<RuleID>) {
        var rules: [RuleID: Rule] = [:]
        for rule in Self.clientRules { rules[rule.id] = rule }
        for keyword in schemaKeywords { rules[keyword] = Rule(id: keyword, layer: 2, enforcer: .schema) }
        self.rules = rules
    }

    /// Reads `murti.schema.json` at `url` and builds the catalogue from its failing keywords.
    ///
    /// Throws ``LintError/unreadable(file:reason:)`` or ``LintError/invalidJSON(file:reason:)``.
    package static func load(schemaAt url: URL) throws(LintError) -> RuleCatalog {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        let schema: JSONValue
        do { schema = try StrictJSON.parse(data, file: url.path) } catch {
            throw .invalidJSON(file: url.path, reason: error.positionedProblem)
        }
        return RuleCatalog(schemaKeywords: failingKeywords(in: schema))
    }

    /// The entry for `id`, or `nil` for an unknown rule.
    package func rule(_ id: RuleID) -> Rule? { rules[id] }

    /// The schema keywords of the catalogue, sorted.
    package var schemaKeywords: [RuleID] {
        rules.values.filter { $0.enforcer == .schema }.map(\.id).sorted()
    }
}
