import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("What a fixture's expectation asks of every agreement side (docs/CONTRACT.md §2, §5 v1.1)", .contracts)
struct ExpectedSchemaViewTests {
    static func entry(_ json: [String: String], outcome: Outcome = .reject) -> Expectation {
        var entry = Expectation(outcome: outcome, description: "d")
        entry.rule = json["rule"].map(RuleID.init(rawValue:))
        entry.path = json["path"]
        entry.layer = json["layer"].flatMap { Int($0) }
        entry.schema = json["schema"].flatMap(Outcome.init(rawValue:))
        return entry
    }

    @Test("a schema-keyword rejection states its keyword and location")
    func keyword() {
        let view = ExpectedSchemaView(Self.entry(["layer": "2", "rule": "maxItems", "path": "/screen/root/children"]))
        #expect(view.outcome == .reject)
        #expect(view.rejection == .init(layer: 2, keyword: "maxItems", path: "/screen/root/children"))
        #expect(view.clientsCannotShow == nil)
    }

    @Test("a decode rejection states layer 1 only: decoders may name one fault differently")
    func decode() {
        let view = ExpectedSchemaView(Self.entry(["layer": "1", "rule": "decode.syntax", "path": ""]))
        #expect(view.rejection == .init(layer: 1, keyword: nil, path: nil))
    }

    @Test("an entry that writes schema out states the verdict, not the client's rule")
    func writtenOut() {
        let view = ExpectedSchemaView(Self.entry(["layer": "2", "rule": "required", "path": "/screen/root", "schema": "reject"]))
        #expect(view.outcome == .reject)
        #expect(view.rejection == nil)
        #expect(view.clientsCannotShow == nil)
    }

    @Test("a higher-minor accept states the downgraded warning as the schema's rejection")
    func warning() {
        var entry = Self.entry(["schema": "reject"], outcome: .accept)
        entry.warnings = [RulePath(rule: "additionalProperties", path: "/screen/root")]
        let view = ExpectedSchemaView(entry)
        #expect(view.rejection == .init(layer: 2, keyword: "additionalProperties", path: "/screen/root"))
        #expect(view.clientsCannotShow == nil)
    }

    @Test("expectations no client answer can show the schema verdict through: counted apart", arguments: [
        // A wrong major stops before the shape the schema refuses.
        (["layer": "2", "rule": "version.major", "path": "/schemaVersion", "schema": "reject"],
         ApartReason.hiddenVerdict(basis: .clientRule("version.major"), schema: .reject)),
        // A fault inside an envelope's payload: the schema sees one base64 string.
        (["layer": "2", "rule": "required", "path": "/payload/screen/root", "schema": "accept"],
         ApartReason.hiddenVerdict(basis: .schemaRejection, schema: .accept)),
        (["layer": "1", "rule": "decode.syntax", "path": "/payload", "schema": "accept"],
         ApartReason.hiddenVerdict(basis: .schemaRejection, schema: .accept)),
    ])
    func hidden(_ json: [String: String], _ gap: ApartReason) {
        #expect(ExpectedSchemaView(Self.entry(json)).clientsCannotShow == gap)
        #expect(!gap.isUnsupported)
    }

    @Test("a manifest sequence has no single answer to project")
    func manifest() {
        var entry = Self.entry(["schema": "reject"])
        entry.steps = [Expectation(outcome: .accept, description: "")]
        #expect(ExpectedSchemaView(entry).clientsCannotShow == .manifestSequence)
    }
}
