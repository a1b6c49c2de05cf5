import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// The coverage map (docs/DECISIONS.md 76): where a schema's keywords apply, which one a fixture's
/// stated failure lands on, what each kind of item counts, zeros first, and the catalogues it is
/// built from held to the pages they restate.
@Suite("Coverage map", .contracts)
struct CoverageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func parse(_ text: String) throws -> JSONValue {
        try StrictJSON.parse(Data(text.utf8), file: "test")
    }

    static let schema = #"""
        {"type": "object", "required": ["name"], "additionalProperties": false,
         "properties": {"name": {"$ref": "#/$defs/identifier"}, "kind": {"enum": ["a", "b"]},
                        "tags": {"type": "array", "maxItems": 2, "items": {"$ref": "#/$defs/identifier"}}},
         "allOf": [{"if": {"required": ["kind"], "properties": {"kind": {"const": "a"}}}, "then": {"required": ["tags"]}}],
         "$defs": {"identifier": {"type": "string", "pattern": "^[a-z]+$", "maxLength": 4}}}
        """#

    @Test("every keyword that can fail is a location; an if condition's keywords are not")
    func keywordLocations() throws {
        let walker = SchemaApplications(schema: try Self.parse(Self.schema))
        let locations = walker.keywordLocations().map(\.location)
        #expect(locations.contains("#/$defs/identifier/maxLength"))
        #expect(locations.contains("#/allOf/0/then/required"))
        #expect(locations.contains("#/additionalProperties"))
        #expect(!locations.contains { $0.contains("/if/") })
        #expect(locations == locations.sorted())
    }

    @Test("a value meets the keywords of the definitions it is read through, the branch its condition picks")
    func applications() throws {
        let walker = SchemaApplications(schema: try Self.parse(Self.schema))
        let picked = walker.applications(to: try Self.parse(#"{"name": "ab", "kind": "a", "tags": ["x"]}"#))
        #expect(picked.contains { $0.location == "#/allOf/0/then/required" })
        #expect(picked.contains { $0.location == "#/$defs/identifier/pattern" && $0.instance == ["tags", "0"]
            && $0.site == "#/properties/tags/items" })
        let other = walker.applications(to: try Self.parse(#"{"name": "ab", "kind": "b"}"#))
        #expect(!other.contains { $0.location == "#/allOf/0/then/required" })
    }

    @Test("a stated failure lands on the one keyword location that fails there")
    func failingLocation() throws {
        let walker = SchemaApplications(schema: try Self.parse(Self.schema))
        let instance = try Self.parse(#"{"name": "ab", "kind": "a"}"#)
        let applications = walker.applications(to: instance)
        let failing = walker.failing(keyword: "required", at: [], applications: applications)
        #expect(failing.map(\.location) == ["#/allOf/0/then/required"])
        let long = try Self.parse(#"{"name": "abcde"}"#)
        let bound = walker.failing(keyword: "maxLength", at: ["name"], applications: walker.applications(to: long))
        #expect(bound.map(\.location) == ["#/$defs/identifier/maxLength"])
    }

    @Test("citations of numbered items: lists, ranges, a letter after the number")
    func citations() {
        let short = Citations.shortForm(of: "docs/DECISIONS.md")
        let words = Citations.decisionsWords
        #expect(Citations.numbers(in: "seed: Bounds; \(short) 8, 9; docs/DECISIONS.md 6a", after: words) == ["8", "9", "6a"])
        #expect(Citations.numbers(in: "\(short) 2 (the lowest offset)", after: words) == ["2"])
        #expect(Citations.numbers(in: "§8 rules 1 and 2", after: ["§8 rule", "§8 rules"]) == ["1", "2"])
        #expect(Citations.numbers(in: "docs/FLOW-UI.md Decisions 4–6", after: ["FLOW-UI.md Decisions"]) == ["4", "5", "6"])
        #expect(Citations.numbers(in: "docs/CONTRACT.md §1", after: words).isEmpty)
    }

    @Test("pattern classes of a name", arguments: [
        ("2fa", [PatternClass.leadingDigit]), ("_home", [.leadingUnderscore]), ("ext.lottie", [.dot]),
        ("https://evil.com", [.url, .dot]), ("tel:+62", [.url]), ("", [.empty]), (String(repeating: "a", count: 17), [.overLong]),
        ("home", []),
    ])
    func patternClasses(name: String, classes: [PatternClass]) {
        #expect(Set(PatternClass.classes(of: name, maxLength: 16)) == Set(classes))
    }

    @Test("a Murti map lists every rule id, decision and keyword location, with counts, zeros first")
    func murtiMap() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: """
                {"invalid/schema/key-digit.json": {"outcome": "reject", "layer": 2, "rule": "pattern", "path": "/screen/key",
                   "description": "a screen key with a leading digit", "source": "docs/DECISIONS.md 7"},
                 "valid/ok.json": {"outcome": "accept", "description": "fine"}}
                """),
            files: [
                "invalid/schema/key-digit.json": Data(#"{"schemaVersion": "1.0", "screen": {"key": "2x", "root": {"type": "vstack"}}}"#.utf8),
                "valid/ok.json": Data(#"{"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack"}}}"#.utf8),
            ])
        defer { corpus.remove() }
        let schemaURL = Self.packageRoot.appendingPathComponent("murti.schema.json")
        let schema = try StrictJSON.parse(try Data(contentsOf: schemaURL), file: "murti.schema.json")
        let catalog = try RuleCatalog.load(schemaAt: schemaURL)
        let loaded = try Corpus.load(from: corpus.root)
        let section = CoverageMap.Section(
            contract: .murti, corpus: "corpus", corpusVersion: "1.0.0", fixtures: 2,
            items: MurtiCoverage(corpus: loaded, schema: schema, catalog: catalog).items())
        let ids = Set(section.items.map(\.id))
        for rule in RuleID.clientRules + catalog.schemaKeywords { #expect(ids.contains(rule.rawValue)) }
        for decision in AnswerDecision.all { #expect(ids.contains("D" + decision.number)) }
        for location in SchemaApplications(schema: schema).keywordLocations() { #expect(ids.contains(location.location)) }
        let site = section.items.first { $0.id == "#/$defs/screen/properties/key: leading digit" }
        #expect(site?.invalid == 1 && site?.isZero == false)
        let pattern = section.items.first { $0.id == "#/$defs/identifier/pattern" }
        #expect(pattern?.valid == 1 && pattern?.invalid == 1)
        #expect(section.items.first { $0.id == "D7" }?.invalid == 1)
        // Zeros first, and every zero before every covered item.
        let firstCovered = section.items.firstIndex { !$0.isZero } ?? section.items.count
        #expect(section.items[firstCovered...].allSatisfy { !$0.isZero })
        #expect(section.items.first { $0.id == "decode.syntax" }?.isZero == true)
    }

    @Test("a coverage policy names each zero it requires, and each id the map does not have")
    func policy() {
        let map = CoverageMap(sections: [CoverageMap.Section(
            contract: .murti, corpus: "corpus", corpusVersion: "1.0.0", fixtures: 1,
            items: [CoverageItem(kind: .rule, id: "decode.syntax", invalid: 2), CoverageItem(kind: .rule, id: "decode.size")])])
        let problems = CoveragePolicy(required: ["decode.syntax", "decode.size", "no.such"])
            .problems(map, contract: .murti, file: "corpus/coverage-policy.json")
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.kind == .coverageZero })
        #expect(problems[0].message.contains("decode.size"))
        #expect(problems[1].message.contains("no.such"))
    }

    @Test("the formats state the same items: text aligned, JSON with every count, Markdown a table")
    func formats() throws {
        let map = CoverageMap(sections: [CoverageMap.Section(
            contract: .murti, corpus: "corpus", corpusVersion: "1.3.0", fixtures: 3,
            items: [CoverageItem(kind: .rule, id: "decode.syntax", invalid: 2, examples: ["invalid/a.json"]),
                    CoverageItem(kind: .keyword, id: "#/type", valid: 3, isZero: true)])])
        let text = map.rendered(as: .text)
        #expect(text.split(separator: "\n")[2].hasPrefix("0 keyword"))
        let json = try StrictJSON.parse(Data(map.rendered(as: .json).utf8), file: "coverage.json")
        guard case .array(let contracts)? = json["contracts"], case .array(let items)? = contracts.first?["items"] else {
            Issue.record("no items in \(json)")
            return
        }
        #expect(items.first?["id"] == .string("#/type") && items.first?["zero"] == .bool(true))
        #expect(map.rendered(as: .markdown).contains("| **0** | keyword | `#/type` | 3 | 0 |"))
    }

    @Test("the decisions that decide an answer are docs/DECISIONS.md's items up to the corpus's own")
    func decisionsCatalogue() throws {
        let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
        let answering = page.components(separatedBy: "## Corpus integrity").first ?? ""
        let numbers = answering.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: #/^([0-9]+[a-z]?)\. /#) else { return nil }
            return String(match.1)
        }
        #expect(numbers == AnswerDecision.all.map(\.number))
    }

    @Test("the Flow-UI decisions are docs/FLOW-UI.md's numbered list, Decision N being docs/DECISIONS.md D(160 + N)")
    func flowUIDecisionsCatalogue() throws {
        let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/FLOW-UI.md"), encoding: .utf8)
        let section = page.components(separatedBy: "\n## Decisions").dropFirst().first ?? ""
        let listed = section.split(separator: "\n").compactMap { line -> (number: String, title: String, entry: String)? in
            guard let match = line.firstMatch(of: #/^([0-9]+)\. \*\*(.+)\*\*: D([0-9]+)\.$/#) else { return nil }
            return (String(match.1), String(match.2), String(match.3))
        }
        #expect(listed.map(\.number) == FlowUIDecision.all.map(\.number))
        // docs/DECISIONS.md D160: each entry is `DNNN. **Title** (Flow-UI Decision N)`.
        let decisions = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
        // Only lines that can match go through the regex: Swift Regex over all of the page's
        // lines was most of this test's half second.
        let candidates = decisions.split(separator: "\n").filter { $0.hasPrefix("D") && $0.contains("(Flow-UI Decision ") }
        let entries = candidates.compactMap { line -> (number: String, title: String, entry: String)? in
            guard let match = line.firstMatch(of: #/^D([0-9]+)\. \*\*(.+?)\*\* \(Flow-UI Decision ([0-9]+)\)/#) else { return nil }
            return (String(match.3), String(match.2), String(match.1))
        }
        #expect(entries.map(\.number) == FlowUIDecision.all.map(\.number))
        for (decision, item) in zip(FlowUIDecision.all, listed) {
            let number = try #require(Int(item.number))
            #expect(item.entry == String(160 + number), "Decision \(number) is listed as D\(item.entry)")
            #expect(item.title.replacing("`", with: "") == decision.title, "Decision \(number): \(item.title)")
            let entry = entries.first { $0.number == item.number }
            #expect(entry?.entry == item.entry && entry?.title == item.title, "D\(item.entry) in docs/DECISIONS.md: \(String(describing: entry))")
        }
    }
}
