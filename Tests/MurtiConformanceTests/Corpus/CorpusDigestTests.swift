import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("Corpus digest", .contracts)
struct CorpusDigestTests {
    static let expectations = #"{"contract":"murti","corpusVersion":"1.0.0","schemaVersion":"1.0","profiles":{"default":{}},"fixtures":{"valid/a.json":{"outcome":"accept","description":"a"},"invalid/b.json":{"outcome":"reject","layer":1,"rule":"decode.syntax","path":"","description":"b"}}}"#
    static let files = ["valid/a.json": Data(#"{"a":1}"#.utf8), "invalid/b.json": Data("[".utf8)]

    @Test("SHA-256 matches FIPS 180-4 test vectors")
    func vectors() throws {
        var abc = SHA256Digest()
        abc.update(Data("a".utf8))
        abc.update(Data("bc".utf8))
        #expect(abc.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let empty = SHA256Digest()
        #expect(empty.finalize() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("the digest follows the framing of docs/REPORTS.md (value computed independently with Python hashlib)")
    func framing() throws {
        let corpus = try TempCorpus(expectations: Self.expectations, files: Self.files)
        defer { corpus.remove() }
        let digest = try Corpus.load(from: corpus.root).digest()
        #expect(digest == "ef7a234b37434aedcdbfbb50ddeece0a9f3772bdfa9bcfd4f771031f060d111e")
    }

    @Test("the digest is stable across loads and folders, and ignores orphan files")
    func stable() throws {
        let one = try TempCorpus(expectations: Self.expectations, files: Self.files)
        let two = try TempCorpus(expectations: Self.expectations, files: Self.files)
        defer { one.remove(); two.remove() }
        let first = try Corpus.load(from: one.root).digest()
        #expect(try Corpus.load(from: one.root).digest() == first)
        try two.write("valid/orphan.json", Data("{}".utf8))
        #expect(try Corpus.load(from: two.root).digest() == first)
    }

    /// One change each: (file id, new bytes).
    static let edits: [(String, Data)] = [
        ("valid/a.json", Data(#"{"a":2}"#.utf8)),
        ("invalid/b.json", Data("]".utf8)),
        ("invalid/b.json", Data("[ ".utf8)),
        ("expectations.json", Data(expectations.replacingOccurrences(of: #""a"}"#, with: #""A"}"#).utf8)),
    ]

    @Test("changing one byte (or adding one) changes the digest", arguments: edits)
    func sensitive(id: String, bytes: Data) throws {
        let corpus = try TempCorpus(expectations: Self.expectations, files: Self.files)
        defer { corpus.remove() }
        let before = try Corpus.load(from: corpus.root).digest()
        try corpus.write(id, bytes)
        #expect(try Corpus.load(from: corpus.root).digest() != before)
    }
}
