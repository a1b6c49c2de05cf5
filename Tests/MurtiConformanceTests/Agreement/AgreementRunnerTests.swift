import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("AgreementRunner: the Driver run per side, joined per fixture", .contracts)
struct AgreementRunnerTests {
    static let fixtures = #"""
        {"valid/a.json": {"outcome": "accept", "description": "d"},
         "invalid/b.json": {"outcome": "reject", "layer": 2, "rule": "maxLength", "path": "/s", "description": "d"},
         "invalid/c.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "", "description": "d"},
         "invalid/d.json": {"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "/k", "description": "d"},
         "valid/e.json": {"outcome": "accept", "requires": ["envelope"], "description": "d"}}
        """#

    static let ids = ["valid/a.json", "invalid/b.json", "invalid/c.json", "invalid/d.json", "valid/e.json"]

    /// Runs table sides (`info` per side; the sides in `named` take their handshake's name) over
    /// the five fixtures.
    func report(_ answers: [[JSONMemberName: JSONValue]], infos: [[JSONMemberName: JSONValue]]? = nil,
                named: Set<Int> = [], progress: (@Sendable (Int, Int, Int) -> Void)? = nil,
                shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> AgreementReport {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: Self.fixtures),
            files: Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, Data("{}".utf8)) }))
        defer { corpus.remove() }
        let tables = try answers.enumerated().map { index, table in
            try TableImplementation(answers: table, info: infos?[index] ?? ["schemaOnly": .bool(true), "capabilities": .array([.string("envelope")])])
        }
        defer { tables.forEach { $0.remove() } }
        let sides = tables.enumerated().map {
            AgreementSide(name: "side\($0.offset)", command: $0.element.command, schema: .file("s.json"), namedByHandshake: named.contains($0.offset))
        }
        return try AgreementRunner(sides: sides, jobs: 1, timeout: 20)
            .run(try Corpus.load(from: corpus.root), progress: progress, shouldStop: shouldStop)
    }

    @Test("a stop: fixtures a side never judged are left out, not counted as disagreements without a verdict")
    func stopped() throws {
        let stop = Flag()
        let report = try report([Self.agreed, Self.agreed], progress: { side, done, _ in if side == 1, done >= 2 { stop.set() } },
                                shouldStop: { stop.isSet })
        #expect(report.partial)
        #expect(!report.allAgree)
        #expect(report.rows.count == 2, "\(report.rows.map(\.id))")
        #expect(report.disagreements.isEmpty)
        #expect(report.summary.hasSuffix("(partial run)"), "\(report.summary)")
    }

    static let agreed: [JSONMemberName: JSONValue] = [
        "invalid/b.json": TableImplementation.reject(2, "maxLength", "/s"),
        "invalid/c.json": TableImplementation.reject(2, "required", ""),
    ]

    @Test("sides that agree everywhere: no disagreement, every fixture joined")
    func allAgree() throws {
        let report = try report([Self.agreed, Self.agreed, Self.agreed])
        #expect(report.allAgree)
        #expect(report.rows.map(\.id) == ["invalid/b.json", "invalid/c.json", "invalid/d.json", "valid/a.json", "valid/e.json"])
        #expect(report.rows.map(\.expectedSchema) == ["reject", "reject", "accept", "accept", "accept"])
        #expect(report.sides.map { $0.implementation?.name } == ["table", "table", "table"])
        #expect(report.sides.map(\.role) == [.schemaEngine, .schemaEngine, .schemaEngine])
        #expect(report.groups.isEmpty)
        #expect(report.summary == "agreement: 3 sides, 5 fixtures, 0 disagreements")
    }

    @Test("a bound moved by one on one side: that fixture, and only it, disagrees, and that side deviates")
    func boundMoved() throws {
        var moved = Self.agreed
        moved["valid/a.json"] = TableImplementation.reject(2, "maxLength", "/s")
        let report = try report([Self.agreed, moved, Self.agreed])
        #expect(!report.allAgree)
        let row = try #require(report.disagreements.first)
        #expect(report.disagreements.count == 1)
        #expect(row.id == "valid/a.json")
        #expect(row.differences == [.verdict])
        #expect(row.comparisons == [.agrees, .deviates(.verdict), .agrees])
        let text = report.rendered(as: .text)
        #expect(text.contains("group 1 of 1: verdict difference, 1 fixture: side1 (schema-only) deviates; keyword maxLength"))
        #expect(text.contains("where to look: the schema file s.json"))
        #expect(text.contains("side1  reject 2 maxLength \"/s\"  [deviates: verdict]"))
    }

    @Test("a client is compared through its schema projection and only within what it declares")
    func client() throws {
        // The client rejects every fixture at layer 2 with a keyword; it declares layers 1-2 and
        // no capability, so the layer-3 fixture (it accepts it: default) and the envelope one
        // (never sent) are counted apart, and its one wrong answer is valid/a.json.
        var clientAnswers = Self.agreed
        clientAnswers["valid/a.json"] = TableImplementation.reject(2, "pattern", "/k")
        clientAnswers["valid/e.json"] = TableImplementation.reject(2, "pattern", "/k")
        let clientInfo: [JSONMemberName: JSONValue] = [
            "name": .string("team-client"), "schemaOnly": .bool(false), "layers": .array([.number(1), .number(2)]),
        ]
        let engine: [JSONMemberName: JSONValue] = ["schemaOnly": .bool(true), "capabilities": .array([.string("envelope")])]
        let report = try report([Self.agreed, clientAnswers], infos: [engine, clientInfo], named: [1])
        #expect(report.sides.map(\.name) == ["side0", "team-client"])
        #expect(report.sides[1].role == .client)
        let byID = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.id, $0.comparisons[1]) })
        #expect(byID["invalid/d.json"] == .apart(.layer(3)))
        #expect(byID["valid/e.json"] == .apart(.capabilities(["envelope"])))
        #expect(byID["valid/a.json"] == .deviates(.verdict))
        #expect(report.disagreements.map(\.id) == ["valid/a.json"])
        let tally = report.tallies[1]
        #expect(tally.compared == 3)
        #expect(tally.unsupportedCount == 2)
        let group = try #require(report.groups.first)
        #expect(group.lookAt == [.client(side: "team-client")])
        #expect(report.rendered(as: .text).contains("team-client: 2 unsupported"))
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
        #expect(report.groups.map(\.signature.kind) == [.keywordOrLocation, .keywordOrLocation, .noVerdict])
    }

    @Test("the summary splits verdict differences from keyword/location differences; JSON and Markdown carry the groups")
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
        #expect(lines[0] == "agreement: 3 sides, 5 fixtures, 3 disagreements in 3 groups")
        #expect(lines[1] == "schema given to the JSON Schema engines: ../upstream/murti.schema.json")
        #expect(lines[2].hasPrefix("note: this is not the project's murti.schema.json"))
        let summary: String = "summary: 3 disagreements: 1 verdict difference (accept vs reject), "
            + "2 keyword/location differences (same verdict, another keyword or instance location), "
            + "0 without a verdict (error, crash, timeout) in 3 groups"
        #expect(lines.last == summary)
        let markdown = report.rendered(as: .markdown)
        #expect(markdown.contains("| 1 | verdict | side1 | maxLength | — | 1 |"))
        #expect(markdown.contains("**Summary:** 3 disagreements: 1 verdict difference"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [String: Any])
        #expect(json["agreementVersion"] as? Int == 2)
        let counts = try #require(json["counts"] as? [String: Any])
        #expect(counts["keywordOrLocation"] as? Int == 2)
        #expect(counts["groups"] as? Int == 3)
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.first?["kind"] as? String == "verdict")
        #expect(groups.first?["fixtures"] as? [String] == ["valid/a.json"])
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
            AgreementSide(name: "engine", command: ["/nonexistent/engine-adapter"], schema: .file("murti.schema.json")),
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
