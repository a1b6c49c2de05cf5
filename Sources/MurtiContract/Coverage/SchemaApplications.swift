import Foundation
import MurtiConformance
import MurtiProtocol

/// Where the keywords of a JSON Schema apply inside one instance, for the coverage map
/// (docs/DECISIONS.md 76): which keyword location (`#/$defs/value/maxLength`, the URI-fragment
/// JSON Pointer of the keyword once every local `$ref` is followed, as docs/DECISIONS.md 28
/// names them) meets which value at which instance location.
///
/// It is not a validator: it follows `$ref` (local), `properties`, `additionalProperties`,
/// `propertyNames`, `items`, `allOf`/`anyOf`/`oneOf` (every branch applies) and `if`/`then`/`else`
/// (the branch the condition picks, read by ``condition(_:holdsFor:)`` from `required`,
/// `properties`, `const`, `enum` and `type`; both branches when it cannot tell). That is enough
/// to place a fixture's expected failure, whose keyword and instance location the corpus states,
/// on the one keyword location that fails, and a valid fixture's values on every location they
/// pass through.
struct SchemaApplications {
    /// One keyword meeting one value.
    struct Application: Hashable {
        /// The keyword's location: `#/$defs/identifier/pattern`.
        var location: String
        /// The keyword: `pattern`.
        var keyword: String
        /// The value's instance location, as reference tokens.
        var instance: [String]
        /// The value.
        var value: JSONValue
        /// The schema location of the member definition that led to the value
        /// (`#/$defs/screen/properties/key`): an identifier site, for pattern classes.
        var site: String?
    }

    /// The keywords whose location is listed: those that can fail (docs/CONTRACT.md §1), plus
    /// `additionalProperties`/`unevaluatedProperties` when they are `false`.
    static let assertions = RuleCatalog.assertionKeywords
    /// Applicators listed as a keyword location only when their subschema is `false`.
    static let falseApplicators: Set<String> = ["additionalProperties", "unevaluatedProperties"]

    /// The schema document.
    let schema: JSONValue

    /// Every keyword location that can fail, outside `if` conditions (which never fail,
    /// docs/RULES.md), sorted: `[(location, keyword)]`.
    func keywordLocations() -> [(location: String, keyword: String)] {
        var found: [(String, String)] = []
        var pending: [(String, JSONValue)] = [("#", schema)]
        while let (location, node) = pending.popLast() {
            guard case .object(let members) = node else { continue }
            for (name, value) in members {
                let keyword = name.string
                let here = location + "/" + Self.escape(keyword)
                if Self.isAssertion(keyword, value) { found.append((here, keyword)) }
                switch keyword {
                case "if", "enum", "const", "examples", "default": continue
                case "$defs", "definitions", "properties", "patternProperties", "dependentSchemas":
                    if case .object(let subschemas) = value {
                        pending += subschemas.map { (here + "/" + Self.escape($0.key.string), $0.value) }
                    }
                case "allOf", "anyOf", "oneOf", "prefixItems":
                    if case .array(let items) = value { pending += items.enumerated().map { (here + "/\($0.offset)", $0.element) } }
                default:
                    if case .object = value { pending.append((here, value)) }
                }
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Whether `keyword: value` is listed as a keyword location.
    static func isAssertion(_ keyword: String, _ value: JSONValue) -> Bool {
        assertions.contains(keyword) || (falseApplicators.contains(keyword) && value == .bool(false))
    }

    /// Every application of a keyword to a value of `instance`, validated from the schema
    /// object at `start` (`#` for the root, `#/$defs/manifest` for a manifest, docs/DECISIONS.md 17).
    func applications(to instance: JSONValue, from start: String = "#") -> [Application] {
        guard let root = resolve(start) else { return [] }
        var walk = Walk(owner: self)
        walk.visit(root, at: start, instance: instance, path: [], site: nil)
        return walk.found
    }

    /// The schema object a local reference (`#/$defs/x`) names, or `nil`.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        let pointer = String(reference.dropFirst()).removingPercentEncoding ?? ""
        guard let tokens = JSONLocator.tokens(of: pointer) else { return nil }
        return Self.value(at: tokens, in: schema)
    }

    /// A reference token as a URI-fragment JSON Pointer writes it.
    static func escape(_ token: String) -> String {
        JSONPointer.escape(token)
    }

    /// The walk over one instance. `hops` counts the subschemas entered without moving into
    /// the instance, so that a `$ref` cycle that never does ends (64 is far more than any
    /// schema nests its references).
    private struct Walk {
        let owner: SchemaApplications
        var found: [Application] = []
        /// Per schema object location, its listed keywords with their locations (a large
        /// document meets the same few definitions thousands of times).
        var keywords: [String: [(location: String, keyword: String)]] = [:]
        /// Per schema object location and member name, the member definition's location.
        var members: [String: [String: String]] = [:]
        /// Local references, resolved once.
        var targets: [String: JSONValue?] = [:]

        mutating func target(_ reference: String) -> JSONValue? {
            if let known = targets[reference] { return known }
            let found = owner.resolve(reference)
            targets[reference] = found
            return found
        }

        mutating func listed(_ members: [JSONMemberName: JSONValue], at location: String) -> [(location: String, keyword: String)] {
            if let known = keywords[location] { return known }
            let list = members.filter { SchemaApplications.isAssertion($0.key.string, $0.value) }
                .map { (location + "/" + SchemaApplications.escape($0.key.string), $0.key.string) }
            keywords[location] = list
            return list
        }

        mutating func memberLocation(_ name: String, under location: String) -> String {
            if let known = members[location]?[name] { return known }
            let here = location + "/properties/" + SchemaApplications.escape(name)
            members[location, default: [:]][name] = here
            return here
        }

        mutating func visit(_ node: JSONValue, at location: String, instance: JSONValue, path: [String], site: String?,
                            hops: Int = 0) {
            guard case .object(let members) = node, hops < 64 else { return }
            for (keywordLocation, keyword) in listed(members, at: location) {
                found.append(Application(location: keywordLocation, keyword: keyword, instance: path, value: instance, site: site))
            }
            if case .string(let reference)? = members["$ref"], let target = target(reference) {
                visit(target, at: reference, instance: instance, path: path, site: site, hops: hops + 1)
            }
            for combinator in ["allOf", "anyOf", "oneOf"] {
                guard case .array(let branches)? = members[combinator] else { continue }
                for (index, branch) in branches.enumerated() {
                    visit(branch, at: "\(location)/\(combinator)/\(index)", instance: instance, path: path, site: site,
                          hops: hops + 1)
                }
            }
            if let condition = members["if"] {
                let holds = SchemaApplications.condition(condition, holdsFor: instance)
                if holds != false, let then = members["then"] {
                    visit(then, at: location + "/then", instance: instance, path: path, site: site, hops: hops + 1)
                }
                if holds != true, let otherwise = members["else"] {
                    visit(otherwise, at: location + "/else", instance: instance, path: path, site: site, hops: hops + 1)
                }
            }
            switch instance {
            case .object(let values):
                let additionalLocation = location + "/additionalProperties"
                let namesLocation = location + "/propertyNames"
                for (member, value) in values {
                    let name = member.string
                    if case .object(let properties)? = members["properties"], let sub = properties[member] {
                        let here = memberLocation(name, under: location)
                        visit(sub, at: here, instance: value, path: path + [name], site: here)
                    } else if let additional = members["additionalProperties"] {
                        visit(additional, at: additionalLocation, instance: value, path: path + [name], site: additionalLocation)
                    }
                    if let names = members["propertyNames"] {
                        visit(names, at: namesLocation, instance: .string(name), path: path + [name], site: namesLocation)
                    }
                }
            case .array(let items):
                guard let each = members["items"] else { break }
                let itemsLocation = location + "/items"
                for (index, item) in items.enumerated() {
                    visit(each, at: itemsLocation, instance: item, path: path + [String(index)], site: itemsLocation)
                }
            default:
                break
            }
        }
    }

    /// Whether `schema`, used as an `if` condition, holds for `instance`: `nil` when it uses a
    /// keyword this reading does not know.
    static func condition(_ schema: JSONValue, holdsFor instance: JSONValue) -> Bool? {
        switch schema {
        case .bool(let value): return value
        case .object(let members):
            var result = true
            for (keyword, value) in members {
                let holds: Bool?
                switch keyword {
                case "required":
                    guard case .array(let names) = value else { return nil }
                    if case .object(let object) = instance {
                        holds = names.allSatisfy { $0.stringValue.map { object[$0] != nil } ?? false }
                    } else {
                        holds = true
                    }
                case "properties":
                    guard case .object(let properties) = value else { return nil }
                    guard case .object(let object) = instance else { holds = true; break }
                    var all: Bool? = true
                    for (name, sub) in properties {
                        guard let member = object[name] else { continue }
                        switch condition(sub, holdsFor: member) {
                        case false?: all = false
                        case nil: if all == true { all = nil }
                        case true?: break
                        }
                        if all == false { break }
                    }
                    holds = all
                case "const": holds = instance == value
                case "enum":
                    guard case .array(let allowed) = value else { return nil }
                    holds = allowed.contains(instance)
                case "type": holds = typeMatches(value, instance)
                case "description", "$comment", "title": holds = true
                default: return nil
                }
                guard let holds else { return nil }
                if !holds { result = false }
            }
            return result
        default: return nil
        }
    }

    /// Whether `instance` has one of the JSON types `type` names (`integer`: an integral number).
    static func typeMatches(_ type: JSONValue, _ instance: JSONValue) -> Bool? {
        let names: [String]
        switch type {
        case .string(let name): names = [name]
        case .array(let items): names = items.compactMap(\.stringValue)
        default: return nil
        }
        return names.contains { name in
            switch (name, instance) {
            case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
                 ("array", .array), ("object", .object): true
            case ("integer", .number(let value)): value.rounded() == value
            default: false
            }
        }
    }
}
