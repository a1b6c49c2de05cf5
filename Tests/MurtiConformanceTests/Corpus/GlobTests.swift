import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

@Suite("Filter globs", .contracts)
struct GlobTests {
    /// (pattern, fixture id, selected?).
    static let cases: [(String, String, Bool)] = [
        ("invalid/decode/*.json", "invalid/decode/bom.json", true),
        ("invalid/decode/*.json", "invalid/decode/deep/bom.json", false),
        ("invalid/**/bom.json", "invalid/decode/deep/bom.json", true),
        ("invalid/**/bom.json", "invalid/bom.json", true),
        ("invalid/**", "invalid/a/b/c.json", true),
        ("invalid/**", "valid/a.json", false),
        ("**/*.json", "valid/a.json", true),
        ("valid/?.json", "valid/a.json", true),
        ("valid/?.json", "valid/ab.json", false),
        ("valid?a.json", "valid/a.json", false),
        ("valid/[ab].json", "valid/b.json", true),
        ("valid/[!ab].json", "valid/b.json", false),
        ("valid/[a-c].json", "valid/c.json", true),
        ("invalid/decode", "invalid/decode/bom.json", true),
        ("invalid/dec", "invalid/decode/bom.json", false),
        ("invalid/decode/bom.json", "invalid/decode/bom.json", true),
        ("./invalid/decode/bom.json", "invalid/decode/bom.json", true),
        ("*bom*", "invalid/decode/bom-start.json", true),
        ("*bom*", "invalid/schema/x.json", false),
        ("schema", "invalid/schema/x.json", true),
        ("valid", "invalid/schema/x.json", false),
        ("valid/\\*.json", "valid/*.json", true),
        ("valid/\\*.json", "valid/a.json", false),
        ("valid/é.json", "valid/é.json", true),
        ("valid/?.json", "valid/é.json", true),
        // A trailing slash names the folder (docs/REPORTS.md "--filter GLOB").
        ("invalid/decode/", "invalid/decode/bom.json", true),
        ("invalid/decode/", "invalid/decoded/bom.json", false),
        ("./invalid/decode//", "invalid/decode/deep/bom.json", true),
        ("decode/", "invalid/decode/bom.json", true),
        ("bom.json/", "invalid/decode/bom.json", false),
        ("invalid/decode/bom.json/", "invalid/decode/bom.json", false),
    ]

    /// (pattern, valid glob?).
    static let validity: [(String, Bool)] = [
        ("[", false), ("invalid/[a-", false), ("valid/[!]", false), ("trailing\\", false),
        ("\\[", true), ("valid/[ab].json", true), ("[]]", true), ("**/x", true), ("", true),
    ]

    @Test("an unterminated set or a dangling escape is not a glob", arguments: validity)
    func globValidity(pattern: String, valid: Bool) {
        #expect((Glob.problem(in: pattern) == nil) == valid)
    }

    @Test("globs select ids", arguments: cases)
    func glob(pattern: String, id: String, selected: Bool) {
        #expect(Glob(pattern).matches(id) == selected)
    }

    @Test("Corpus.filtered keeps corpus order; nil and empty select everything")
    func filtered() throws {
        let ids = ["invalid/decode/a.json", "invalid/schema/b.json", "valid/c.json"]
        let fixtures = ids.map {
            Fixture(id: $0, url: URL(fileURLWithPath: "/dev/null"), expectation: Expectation(outcome: .accept, description: ""))
        }
        let corpus = Corpus(
            root: URL(fileURLWithPath: "/tmp"),
            file: ExpectationsFile(contract: .murti, corpusVersion: "1.0.0", schemaVersion: "1.0", profiles: [:], fixtures: [:]),
            fixtures: fixtures)
        #expect(try corpus.filtered(by: nil).map(\.id) == ids)
        #expect(try corpus.filtered(by: "").map(\.id) == ids)
        #expect(try corpus.filtered(by: "invalid/**").map(\.id) == Array(ids.prefix(2)))
        #expect(try corpus.filtered(by: "nothing/*").isEmpty)
        #expect(try corpus.filtered(by: "invalid/decode/").map(\.id) == ["invalid/decode/a.json"])
        #expect(throws: CorpusError.self) { try corpus.filtered(by: "[") }
    }
}
