import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

/// Manifest sequence fixtures become `kind: .manifestSequence` requests (docs/CONTRACT.md §6;
/// docs/ENVELOPE.md "Manifest sequence fixtures"); a malformed container names the fixture.
@Suite("Manifest sequence requests", .contracts)
struct ManifestRequestsTests {
    static let entry = #"{"invalid/m.json": {"description": "a sequence", "source": "s", "requires": ["manifest"], "#
        + #""steps": [{"outcome": "accept"}, {"outcome": "reject", "layer": 3, "rule": "manifest.rollback", "path": "/payload/sequence"}]}}"#

    @Test("documents are read from the file; document stays the file's exact bytes")
    func documents() throws {
        let file = Data(#"{"kind": "manifestSequence", "documents": ["e30=", "W10="]}"#.utf8)
        let corpus = try TempCorpus(expectations: TempCorpus.expectations(fixtures: Self.entry), files: ["invalid/m.json": file])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        let request = try #require(try loaded.requests(for: loaded.fixtures).first)
        #expect(request.kind == .manifestSequence)
        #expect(request.documents == [Data("{}".utf8), Data("[]".utf8)])
        #expect(request.document == file)
    }

    @Test("a sequence file that is not {kind, documents} is an invalidValue naming the fixture",
          arguments: [#"{"documents": ["e30="]}"#, #"{"kind": "manifestSequence", "documents": []}"#,
                      #"{"kind": "manifestSequence", "documents": [5]}"#, "not json"])
    func malformed(_ text: String) throws {
        let corpus = try TempCorpus(
            expectations: TempCorpus.expectations(fixtures: Self.entry), files: ["invalid/m.json": Data(text.utf8)])
        defer { corpus.remove() }
        let loaded = try Corpus.load(from: corpus.root)
        do {
            _ = try loaded.requests(for: loaded.fixtures)
            Issue.record("accepted \(text)")
        } catch {
            guard case .invalidValue(let file, _, _, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == "invalid/m.json")
        }
    }
}
