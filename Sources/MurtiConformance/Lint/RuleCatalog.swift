import Foundation

/// Every rule id a fixture may name, with its layer and enforcer (CONTRACT §1, §6).
///
/// The client rules are fixed by the contract; the schema rules are the Draft 2020-12 keywords
/// that can fail in the project's `murti.schema.json`, read from the file itself
/// (``RuleCatalog/load(schemaAt:)``) so the catalogue cannot drift from the schema.
public struct RuleCatalog: Sendable, Equatable {
    /// Who enforces a rule (CONTRACT §1).
    public enum Enforcer: String, Sendable, Equatable {
        /// `murti.schema.json` states it: JSON Schema engines and clients must agree.
        case schema
        /// Only a client can check it.
        case client
    }

    /// One catalogue entry.
    public struct Rule: Sendable, Equatable {
        /// The stable rule id, e.g. `decode.syntax`, `maxLength`, `semantic.screen`.
        public var id: String
        /// The layer (1–4) whose rejection (or, for 4, degradation) names this rule.
        public var layer: Int
        /// Who enforces it.
        public var enforcer: Enforcer
    }

    /// Rules by id.
    public private(set) var rules: [String: Rule]

    /// The client rules of CONTRACT §1 (layers 1–4) and §6 (envelope, manifest).
    public static let clientRules: [Rule] = [
        ("decode.size", 1), ("decode.encoding", 1), ("decode.syntax", 1),
        ("decode.duplicateKey", 1), ("decode.number", 1), ("decode.depth", 1),
        ("decode.notObject", 1),
        ("version.major", 2), ("bounds.depth", 2), ("bounds.nodes", 2), ("bounds.chain", 2),
        ("envelope.alg", 2), ("envelope.signature", 2), ("envelope.decrypt", 2),
        ("semantic.screen", 3), ("semantic.request", 3), ("semantic.link", 3),
        ("semantic.dataKey", 3), ("manifest.rollback", 3),
        ("render.placeholder", 4),
    ].map { Rule(id: $0.0, layer: $0.1, enforcer: .client) }

    /// A catalogue of the client rules plus `schemaKeywords` as layer-2 schema rules.
    public init(schemaKeywords: Set<String>) {
        var rules: [String: Rule] = [:]
        for rule in Self.clientRules { rules[rule.id] = rule }
        for keyword in schemaKeywords { rules[keyword] = Rule(id: keyword, layer: 2, enforcer: .schema) }
        self.rules = rules
    }

    /// Reads `murti.schema.json` at `url` and builds the catalogue from its failing keywords.
    ///
    /// Throws ``LintError/unreadable(file:reason:)`` or ``LintError/invalidJSON(file:reason:)``.
    public static func load(schemaAt url: URL) throws(LintError) -> RuleCatalog {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        let schema: JSONValue
        do { schema = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw .invalidJSON(file: url.path, reason: String(describing: error))
        }
        return RuleCatalog(schemaKeywords: failingKeywords(in: schema))
    }

    /// The entry for `id`, or `nil` for an unknown rule.
    public func rule(_ id: String) -> Rule? { rules[id] }

    /// The schema keywords of the catalogue, sorted.
    public var schemaKeywords: [String] {
        rules.values.filter { $0.enforcer == .schema }.map(\.id).sorted()
    }
}
