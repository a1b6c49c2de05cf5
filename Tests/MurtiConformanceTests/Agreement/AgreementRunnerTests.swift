import Foundation
import Testing
@testable import MurtiConformance

@Suite("AgreementRunner: the Driver run per side, joined per fixture")
struct AgreementRunnerTests {
    static let fixtures = #"""
        {"valid/a.json": {"outcome": "accept", "description": "d"},
         "invalid/b.json": {"outcome": "reject", "layer": 2, "rule": "maxLength", "path": "/s", "description": "d"},
         "invalid/c.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "", "description": "d"},
         "invalid/d.json": {"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "/k", "description": "d"}}
        """#

    /// Runs three table sides over the four fixtures.
    func report(_ answers: [[String: JSONValue]]) throws -> AgreementReport {
        let ids = ["valid/a.json", "invalid/b.json", "invalid/c.json", "invalid/d.json"]
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: Self.fixtures),
            files: Dictionary(uniqueKeysWithValues: ids.map { ($0, Data("{}".utf8)) }))
        defer { corpus.remove() }
        let tables = try answers.map { try TableImplementation(answers: $0, info: ["schemaOnly": .bool(true)]) }
        defer { tables.forEach { $0.remove() } }
        let sides = tables.enumerated().map { AgreementSide(name: "side\($0.offset)", command: $0.element.command) }
        return try AgreementRunner(sides: sides, jobs: 1, timeout: 20).run(try Corpus.load(from: corpus.root))
    }

    static let agreed: [String: JSONValue] = [
        "invalid/b.json": TableImplementation.reject(2, "maxLength", "/s"),
        "invalid/c.json": TableImplementation.reject(2, "required", ""),
    ]

    @Test("sides that agree everywhere: no disagreement, every fixture joined")
    func allAgree() throws {
        let report = try report([Self.agreed, Self.agreed, Self.agreed])
        #expect(report.allAgree)
        #expect(report.rows.map(\.id) == ["invalid/b.json", "invalid/c.json", "invalid/d.json", "valid/a.json"])
        #expect(report.rows.map(\.expectedSchema) == ["reject", "reject", "accept", "accept"])
        #expect(report.sides.map { $0.implementation?.name } == ["table", "table", "table"])
    }

    @Test("a bound moved by one on one side: that fixture, and only it, disagrees")
    func boundMoved() throws {
        var moved = Self.agreed
        moved["valid/a.json"] = TableImplementation.reject(2, "maxLength", "/s")
        let report = try report([Self.agreed, moved, Self.agreed])
        #expect(!report.allAgree)
        let row = try #require(report.disagreements.first)
        #expect(report.disagreements.count == 1)
        #expect(row.id == "valid/a.json")
        #expect(row.differences == [.verdict])
        #expect(row.verdicts[1] == .verdict(outcome: "reject", layer: 2, rule: "maxLength", path: "/s"))
        let text = report.rendered(as: .text)
        #expect(text.contains("valid/a.json (expected schema verdict: accept)"))
        #expect(text.contains("side1  reject 2 maxLength \"/s\""))
    }

    @Test("keyword and location differences, and a crashing side, are disagreements")
    func keywordLocationCrash() throws {
        var other = Self.agreed
        other["invalid/b.json"] = TableImplementation.reject(2, "oneOf", "")
        other["invalid/c.json"] = TableImplementation.reject(2, "required", "/screen")
        var crashing = Self.agreed
        crashing["invalid/d.json"] = .object(["crash": .bool(true)])
        let report = try report([Self.agreed, other, crashing])
        #expect(report.disagreements.map(\.id) == ["invalid/b.json", "invalid/c.json", "invalid/d.json"])
        #expect(report.disagreements.map(\.differences) == [[.keyword], [.location], [.noVerdict]])
        let json = report.rendered(as: .json)
        #expect(json.contains("\"agreementVersion\" : 1"))
        #expect(report.rendered(as: .markdown).contains("### `invalid/b.json`"))
    }

    @Test("the summary splits verdict differences from keyword/location differences")
    func breakdown() throws {
        var other = Self.agreed
        other["valid/a.json"] = TableImplementation.reject(2, "maxLength", "/s")
        other["invalid/b.json"] = TableImplementation.reject(2, "oneOf", "")
        other["invalid/c.json"] = TableImplementation.reject(2, "required", "/screen")
        var report = try report([Self.agreed, other, Self.agreed])
        report.schemaFile = "../upstream/murti.schema.json"
        report.schemaIsForeign = true
        #expect(report.verdictDisagreements.map(\.id) == ["valid/a.json"])
        #expect(report.keywordOrLocationDisagreements.map(\.id) == ["invalid/b.json", "invalid/c.json"])
        let lines = report.rendered(as: .text).split(separator: "\n").map(String.init)
        #expect(lines[1] == "schema given to the JSON Schema engines: ../upstream/murti.schema.json")
        #expect(lines[2].hasPrefix("note: this is not the project's murti.schema.json"))
        #expect(lines.last == "summary: 3 disagreements: 1 verdict difference (accept vs reject), "
            + "2 keyword/location differences (same verdict, another keyword or instance location), "
            + "0 without a verdict (error, crash, timeout)")
        #expect(report.rendered(as: .markdown).contains("**Summary:** 3 disagreements: 1 verdict difference"))
        #expect(report.rendered(as: .json).contains("\"keywordOrLocation\" : 2"))
    }

    @Test("a side that cannot be started stops the run with cannotStart, not a report of errors")
    func cannotStart() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: #"{"valid/a.json": {"outcome": "accept", "description": "d"}}"#),
            files: ["valid/a.json": Data("{}".utf8)])
        defer { corpus.remove() }
        let table = try TableImplementation(answers: [:], info: ["schemaOnly": .bool(true)])
        defer { table.remove() }
        let sides = [
            AgreementSide(name: "table", command: table.command),
            AgreementSide(name: "engine", command: ["/nonexistent/engine-adapter"], schema: "murti.schema.json"),
        ]
        let loaded = try Corpus.load(from: corpus.root)
        let error = #expect(throws: AgreementError.self) { try AgreementRunner(sides: sides, jobs: 1, timeout: 20).run(loaded) }
        guard case .cannotStart(let side, let command, _)? = error else {
            Issue.record("expected cannotStart, got \(String(describing: error))")
            return
        }
        #expect(side == "engine")
        #expect(command == "/nonexistent/engine-adapter")
        #expect(error?.description.hasPrefix("cannot start /nonexistent/engine-adapter (side engine): ") == true)
    }
}
