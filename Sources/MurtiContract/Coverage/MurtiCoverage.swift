import Foundation
import MurtiConformance
import MurtiProtocol

/// The coverage map of a Murti corpus (docs/DECISIONS.md 76): for every rule id of the typed
/// catalogue, every decision that decides an answer, every keyword location of the schema,
/// every bound (at it and just past it) and every identifier site's pattern classes, the
/// fixtures that exercise it.
package struct MurtiCoverage {
    /// The corpus.
    var corpus: Corpus
    /// The schema document (`murti.schema.json` or a team's).
    var schema: JSONValue
    /// The rule ids (``RuleCatalog``: the client rules and the schema's failing keywords).
    var catalog: RuleCatalog

    /// Creates the value from its members.
    package init(corpus: Corpus, schema: JSONValue, catalog: RuleCatalog) {
        self.corpus = corpus
        self.schema = schema
        self.catalog = catalog
    }

    /// What one fixture's document tells the schema part of the map.
    private struct SchemaCase {
        /// The value the schema sees, and from which schema object it is validated.
        var instance: JSONValue
        var start: String
        /// `nil`: the schema accepts it; else the keyword and instance location it fails at.
        var failure: (keyword: String, path: [String])?
    }

    /// Every item, in catalogue order within each kind (``CoverageMap`` sorts zeros first).
    package func items() -> [CoverageItem] {
        let walker = SchemaApplications(schema: schema)
        let limits = Limits(walker)
        var tally = Tallies()
        for fixture in corpus.fixtures {
            guard let expectation = fixture.expectation.murti else { continue }
            let isValid = expectation.outcome == .accept
            for rule in Self.rules(named: expectation) { tally.rules.count(rule.rawValue, fixture: fixture.id, valid: isValid) }
            for number in Citations.numbers(in: expectation.source ?? "", after: Citations.decisionsWords) {
                tally.decisions.count("D" + number, fixture: fixture.id, valid: isValid)
            }
            guard let data = try? fixture.bytes() else { continue }
            let bytes = [UInt8](data)
            let document = try? StrictJSONParser.parse(bytes, maxNesting: 1024)
            clientBounds(fixture: fixture, expectation: expectation, bytes: bytes, document: document, into: &tally.bounds)
            for schemaCase in cases(expectation, bytes: bytes, document: document) {
                count(schemaCase, fixture: fixture.id, walker: walker, limits: limits, into: &tally)
            }
        }
        return assemble(tally, walker: walker)
    }

    /// The tallies of one map, one per kind.
    private struct Tallies {
        var rules = CoverageTally()
        var decisions = CoverageTally()
        var keywords = CoverageTally()
        var bounds = CoverageTally()
        var classes = CoverageTally()
    }

    /// The rules an expectation names: its own, its warnings', its steps'.
    static func rules(named expectation: Expectation) -> [RuleID] {
        var names = expectation.rule.map { [$0] } ?? []
        names += (expectation.warnings ?? []).map(\.rule)
        names += (expectation.steps ?? []).flatMap { Self.rules(named: $0) }
        return names
    }

    /// What the schema sees of a fixture: the document itself (its `schema` verdict, and the
    /// keyword and location it fails at when the entry states them), or for a manifest sequence
    /// each step's decoded manifest against `#/$defs/manifest` (docs/DECISIONS.md 17, 73).
    private func cases(_ expectation: Expectation, bytes: [UInt8], document: JSONValue?) -> [SchemaCase] {
        if let steps = expectation.steps {
            let locator = JSONLocator(bytes: bytes)
            return steps.enumerated().compactMap { index, step -> SchemaCase? in
                guard let manifest = ManifestSchemaCheck.manifest(in: locator, step: index),
                    let value = try? StrictJSONParser.parse(manifest, maxNesting: 1024) else { return nil }
                switch (step.outcome, step.rule) {
                case (.accept, _), (.reject, .manifestRollback?):
                    return SchemaCase(instance: value, start: ManifestSchemaCheck.definition, failure: nil)
                case (.reject, let rule?) where rule.isSchemaKeyword:
                    guard let path = step.path, path.hasPrefix("/payload"),
                        let tokens = JSONLocator.tokens(of: String(path.dropFirst("/payload".count))) else { return nil }
                    return SchemaCase(instance: value, start: ManifestSchemaCheck.definition, failure: (rule.rawValue, tokens))
                case (.reject, .decodeNotObject?) where step.path == "/payload":
                    return SchemaCase(instance: value, start: ManifestSchemaCheck.definition, failure: ("type", []))
                default: return nil
                }
            }
        }
        guard let document else { return [] }
        if expectation.effectiveSchemaVerdict == .accept { return [SchemaCase(instance: document, start: "#", failure: nil)] }
        // A document that parses to no object: what a JSON Schema engine refuses with the root's `type`.
        if expectation.rule == .decodeNotObject { return [SchemaCase(instance: document, start: "#", failure: ("type", []))] }
        if let rule = expectation.rule, rule.isSchemaKeyword, let path = expectation.path, let tokens = JSONLocator.tokens(of: path) {
            return [SchemaCase(instance: document, start: "#", failure: (rule.rawValue, tokens))]
        }
        if let warning = expectation.warnings?.first(where: { $0.rule.isSchemaKeyword }), let tokens = JSONLocator.tokens(of: warning.path) {
            return [SchemaCase(instance: document, start: "#", failure: (warning.rule.rawValue, tokens))]
        }
        return []
    }

    /// Counts one case on the keyword locations, the schema's bounds and the pattern classes.
    private func count(_ schemaCase: SchemaCase, fixture: String, walker: SchemaApplications, limits: Limits,
                       into tally: inout Tallies) {
        let applications = walker.applications(to: schemaCase.instance, from: schemaCase.start)
        guard let failure = schemaCase.failure else {
            var counted: Set<String> = []
            for application in applications {
                if counted.insert(application.location).inserted {
                    tally.keywords.count(application.location, fixture: fixture, valid: true)
                }
                if let limit = limits.bound[application.location],
                    SchemaApplications.measure(application.keyword, of: application.value) == limit {
                    tally.bounds.count(Self.atBound(application.location, limit), fixture: fixture, valid: true)
                }
                if application.keyword == "pattern", let site = application.site, case .string(let text) = application.value {
                    for patternClass in PatternClass.classes(of: text, maxLength: limits.maxLength[application.location]) {
                        tally.classes.count(Self.classID(site, patternClass), fixture: fixture, valid: true)
                    }
                }
            }
            return
        }
        for application in walker.failing(keyword: failure.keyword, at: failure.path, applications: applications) {
            tally.keywords.count(application.location, fixture: fixture, valid: false)
            if let limit = limits.bound[application.location], let direction = SchemaApplications.boundDirections[application.keyword],
                SchemaApplications.measure(application.keyword, of: application.value) == limit + direction {
                tally.bounds.count(Self.pastBound(application.location, limit + direction), fixture: fixture, valid: false)
            }
        }
        // The refused value's classes, at each identifier site it is read at (for a member name
        // under `propertyNames`, the name).
        for application in applications where application.keyword == "pattern" && application.instance == failure.path {
            guard let site = application.site, case .string(let text) = application.value else { continue }
            for patternClass in PatternClass.classes(of: text, maxLength: limits.maxLength[application.location]) {
                tally.classes.count(Self.classID(site, patternClass), fixture: fixture, valid: false)
            }
        }
    }

    /// The schema's limits, read once: each bound keyword location's number, and for each
    /// `pattern` location the `maxLength` beside it (the identifier's own bound).
    struct Limits {
        var bound: [String: Double] = [:]
        var maxLength: [String: Int] = [:]

        init(_ walker: SchemaApplications) {
            for (location, keyword) in walker.keywordLocations() {
                if SchemaApplications.boundDirections[keyword] != nil, case .number(let limit)? = walker.resolve(location) {
                    bound[location] = limit
                }
                if keyword == "pattern",
                    case .number(let limit)? = walker.resolve(String(location.dropLast("/pattern".count)) + "/maxLength") {
                    maxLength[location] = Int(limit)
                }
            }
        }
    }

    static func atBound(_ location: String, _ limit: Double) -> String { "\(location): at \(Self.number(limit))" }
    static func pastBound(_ location: String, _ past: Double) -> String { "\(location): past, \(Self.number(past))" }
    static func classID(_ site: String, _ patternClass: PatternClass) -> String { "\(site): \(patternClass.rawValue)" }
    static func number(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }

    /// The items from the tallies, every catalogue entry present (zeros included).
    private func assemble(_ tally: Tallies, walker: SchemaApplications) -> [CoverageItem] {
        var items: [CoverageItem] = []
        let ruleIDs = RuleID.clientRules + catalog.schemaKeywords
        items += ruleIDs.map { tally.rules.item(.rule, $0.rawValue) }
        items += AnswerDecision.all.map { tally.decisions.item(.decision, "D" + $0.number) }
        let locations = walker.keywordLocations()
        items += locations.map { tally.keywords.item(.keyword, $0.location, zero: { _, invalid in invalid == 0 }) }
        for (location, keyword) in locations {
            guard let direction = SchemaApplications.boundDirections[keyword], case .number(let limit)? = walker.resolve(location)
            else { continue }
            items.append(tally.bounds.item(.bound, Self.atBound(location, limit)))
            items.append(tally.bounds.item(.bound, Self.pastBound(location, limit + direction)))
        }
        items += ClientBound.allCases.flatMap { bound in
            [tally.bounds.item(.bound, bound.atID), tally.bounds.item(.bound, bound.pastID)]
        }
        for site in Self.patternSites(walker) {
            for patternClass in PatternClass.allCases where patternClass != .overLong || site.maxLength != nil {
                items.append(tally.classes.item(.patternClass, Self.classID(site.location, patternClass)))
            }
        }
        return items
    }

    /// Every identifier site: a member definition (`properties/x`, `propertyNames`, `items`,
    /// `additionalProperties`) whose schema, once its `$ref` is followed, holds a `pattern`;
    /// with that schema's `maxLength`.
    static func patternSites(_ walker: SchemaApplications) -> [(location: String, maxLength: Int?)] {
        var sites: [(String, Int?)] = []
        var pending: [(String, JSONValue)] = [("#", walker.schema)]
        while let (location, node) = pending.popLast() {
            guard case .object(let members) = node else { continue }
            for (name, value) in members {
                let keyword = name.string
                let here = location + "/" + SchemaApplications.escape(keyword)
                switch keyword {
                case "$defs", "definitions", "properties":
                    guard case .object(let subschemas) = value else { continue }
                    for (member, sub) in subschemas {
                        let name = member.string
                        let at = here + "/" + SchemaApplications.escape(name)
                        if keyword == "properties", let target = patternTarget(sub, walker) { sites.append((at, target)) }
                        pending.append((at, sub))
                    }
                case "propertyNames", "items", "additionalProperties":
                    if let target = patternTarget(value, walker) { sites.append((here, target)) }
                    pending.append((here, value))
                case "allOf", "anyOf", "oneOf":
                    if case .array(let items) = value { pending += items.enumerated().map { (here + "/\($0.offset)", $0.element) } }
                case "if", "then", "else", "not":
                    pending.append((here, value))
                default: continue
                }
            }
        }
        return sites.sorted { $0.0 < $1.0 }
    }

    /// For a member definition with a pattern (directly or through `$ref`): `.some(maxLength)`;
    /// `nil` when it has none.
    private static func patternTarget(_ schema: JSONValue, _ walker: SchemaApplications) -> Int?? {
        var node = schema
        for _ in 0..<8 {
            guard case .object(let members) = node else { return nil }
            if members["pattern"] != nil {
                // An identifier site: a bounded name (docs/CONTRACT.md §0); a schemaVersion has no bound.
                guard case .number(let limit)? = members["maxLength"] else { return nil }
                return .some(Int(limit))
            }
            guard case .string(let reference)? = members["$ref"], let target = walker.resolve(reference) else { return nil }
            node = target
        }
        return nil
    }
}
