import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Corpus loading", .contracts)
struct CorpusLoadingTests {
    @Test("fixtures come in Unicode scalar order; orphans and missing files are listed apart")
    func orderOrphansMissing() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: """
                {
                  "valid/é.json": {"outcome": "accept", "description": "e acute"},
                  "valid/z.json": {"outcome": "accept", "description": "z"},
                  "valid/a.json": {"outcome": "accept", "description": "a"},
                  "valid/B.json": {"outcome": "accept", "description": "B"},
                  "invalid/gone.json": {"outcome": "reject", "layer": 1, "rule": "decode.syntax", "description": "no file"}
                }
                """),
            files: [
                "valid/é.json": Data("{}".utf8), "valid/z.json": Data("{}".utf8),
                "valid/a.json": Data("{}".utf8), "valid/B.json": Data("{}".utf8),
                "invalid/deep/orphan.json": Data("[".utf8), "valid/.DS_Store": Data([0]),
            ])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        // B (U+0042) < a (U+0061) < z (U+007A) < é (U+00E9)
        #expect(loaded.fixtures.map(\.id) == ["valid/B.json", "valid/a.json", "valid/z.json", "valid/é.json"])
        #expect(loaded.orphanFiles == ["invalid/deep/orphan.json"])
        #expect(loaded.missingFiles == ["invalid/gone.json"])
        #expect(try loaded.fixtures[0].bytes() == Data("{}".utf8))
        #expect(loaded.file.corpusVersion == "1.0.0")
    }

    @Test("bytes that are not JSON name the file")
    func badJSON() throws {
        let corpus = try TempCorpus(expectations: #"{"contract": "murti", "fixtures": {,}}"#)
        defer { corpus.remove() }
        #expect {
            try Corpus.load(from: corpus.root)
        } throws: { error in
            guard case .invalidJSON(let file, _, _, _, _, _)? = error as? CorpusError else { return false }
            return file.hasSuffix("expectations.json")
        }
    }

    @Test("a missing corpus folder is notADirectory")
    func noFolder() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("judge-none-\(UUID().uuidString)")
        #expect(throws: CorpusError.notADirectory(path: url.path)) { try Corpus.load(from: url) }
    }

    /// (fixtures JSON, expected JSON Pointer of the error).
    static let wrongValues: [(String, String)] = [
        (#"{"valid/a.json": {"outcome": 3, "description": "d"}}"#, "/fixtures/valid~1a.json/outcome"),
        (#"{"valid/a.json": {"outcome": "maybe", "description": "d"}}"#, "/fixtures/valid~1a.json/outcome"),
        (#"{"valid/a.json": {"description": "d"}}"#, "/fixtures/valid~1a.json/outcome"),
        (#"{"valid/a.json": {"outcome": "accept"}}"#, "/fixtures/valid~1a.json/description"),
        (#"{"valid/a.json": {"outcome": "reject", "layer": "2", "rule": "x", "description": "d"}}"#, "/fixtures/valid~1a.json/layer"),
        (#"{"valid/a.json": {"outcome": "reject", "layer": 5, "rule": "x", "description": "d"}}"#, "/fixtures/valid~1a.json/layer"),
        (#"{"valid/a.json": {"outcome": "reject", "layer": 1.5, "rule": "x", "description": "d"}}"#, "/fixtures/valid~1a.json/layer"),
        (#"{"valid/a.json": {"outcome": "accept", "placeholders": "/a", "description": "d"}}"#, "/fixtures/valid~1a.json/placeholders"),
        (#"{"valid/a.json": {"outcome": "accept", "placeholders": ["/a", "b"], "description": "d"}}"#, "/fixtures/valid~1a.json/placeholders/1"),
        (#"{"valid/a.json": {"outcome": "accept", "warnings": [{"rule": "additionalProperties"}], "description": "d"}}"#, "/fixtures/valid~1a.json/warnings/0/path"),
        (#"{"valid/a.json": {"outcome": "accept", "informational": "yes", "description": "d"}}"#, "/fixtures/valid~1a.json/informational"),
        (#"{"valid/a.json": {"outcome": "accept", "ouctome": "accept", "description": "d"}}"#, "/fixtures/valid~1a.json/ouctome"),
        (#"{"valid/a.json": {"outcome": "accept", "schema": "maybe", "description": "d"}}"#, "/fixtures/valid~1a.json/schema"),
        (#"{"valid/a.json": {"outcome": "reject", "layer": 2, "rule": "type", "path": "screen", "description": "d"}}"#, "/fixtures/valid~1a.json/path"),
        (#"{"valid/a.json": {"outcome": "accept", "requires": ["envelope", 1], "description": "d"}}"#, "/fixtures/valid~1a.json/requires/1"),
        (#"{"valid/a.json": {"outcome": "accept", "steps": [{"outcome": "later"}], "description": "d"}}"#, "/fixtures/valid~1a.json/steps/0/outcome"),
        (#"{"../escape.json": {"outcome": "accept", "description": "d"}}"#, "/fixtures/..~1escape.json"),
        (#"{"valid/a~b.json": 7}"#, "/fixtures/valid~1a~0b.json"),
        (#"[]"#, "/fixtures"),
    ]

    @Test("a wrong type or value names the file and its JSON Pointer", arguments: wrongValues)
    func wrongValue(fixtures: String, pointer: String) throws {
        let corpus = try TempCorpus(expectations: TempCorpus.expectations(fixtures: fixtures))
        defer { corpus.remove() }
        do {
            _ = try Corpus.load(from: corpus.root)
            Issue.record("expected an error at \(pointer)")
        } catch {
            guard case .invalidValue(let file, let at, _, let fix) = error else {
                Issue.record("expected invalidValue, got \(error)")
                return
            }
            #expect(file.hasSuffix("expectations.json"))
            #expect(at == pointer)
            #expect(!fix.isEmpty)
            #expect(error.description.contains(pointer))
        }
    }

    /// (whole file, expected pointer).
    static let wrongTopLevel: [(String, String)] = [
        (#"{"contract": "murti", "corpusVersion": "1.0", "schemaVersion": "1.0", "profiles": {}, "fixtures": {}}"#, "/corpusVersion"),
        (#"{"contract": "murti", "corpusVersion": "1.0.0", "schemaVersion": "v1", "profiles": {}, "fixtures": {}}"#, "/schemaVersion"),
        (#"{"contract": "murti", "corpusVersion": "1.0.0", "schemaVersion": "1.0", "profiles": {"default": []}, "fixtures": {}}"#, "/profiles/default"),
        (#"{"corpusVersion": "1.0.0", "schemaVersion": "1.0", "profiles": {}, "fixtures": {}}"#, "/contract"),
        (#"{"contract": "murti", "corpusVersion": "1.0.0", "schemaVersion": "1.0", "profiles": {}, "fixtures": {}, "extra": 1}"#, "/extra"),
        (#"[1]"#, ""),
    ]

    @Test("top-level members are checked too", arguments: wrongTopLevel)
    func wrongTop(text: String, pointer: String) throws {
        #expect {
            try ExpectationsFile.parse(Data(text.utf8), file: "expectations.json")
        } throws: { error in
            guard case .invalidValue(_, let at, _, _)? = error as? CorpusError else { return false }
            return at == pointer
        }
    }

    @Test("$-members are allowed for editors; steps derive the outcome")
    func dollarAndSteps() throws {
        let text = """
            {"$schema": "x", "contract": "murti", "corpusVersion": "1.2.3-rc.1", "schemaVersion": "1.0",
             "profiles": {}, "fixtures": {"invalid/m.json": {"description": "d", "requires": ["manifest"],
               "steps": [{"outcome": "accept"}, {"outcome": "reject", "layer": 3, "rule": "manifest.rollback"}]}}}
            """
        let file = try ExpectationsFile.parse(Data(text.utf8), file: "expectations.json")
        let entry = try #require(file.fixtures["invalid/m.json"]?.murti)
        #expect(entry.outcome == .reject)
        #expect(entry.steps?.count == 2)
        #expect(entry.steps?[0].description == "")
    }

    @Test("an entry whose file disappears after loading throws missingFile")
    func fileGone() throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: #"{"valid/a.json": {"outcome": "accept", "description": "a"}}"#),
            files: ["valid/a.json": Data("{}".utf8)])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        try FileManager.default.removeItem(at: corpus.root.appendingPathComponent("valid/a.json"))
        #expect(throws: CorpusError.missingFile(fixture: "valid/a.json", path: loaded.fixtures[0].url.path)) {
            try loaded.fixtures[0].bytes()
        }
    }
}
