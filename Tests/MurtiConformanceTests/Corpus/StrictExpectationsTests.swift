import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol

@Suite("expectations.json is read as strict RFC 8259 JSON", .contracts)
struct StrictExpectationsTests {
    /// (what, expectations.json text, line, column, words the problem must contain). Each is
    /// JSON that Foundation's lenient parser accepts or that RFC 8259 / I-JSON refuses.
    static let faults: [(String, String, Int, Int, String)] = [
        ("trailing comma in an object", "{\"contract\": \"murti\",\n  \"fixtures\": {},\n}", 3, 1, "trailing comma"),
        ("trailing comma in an array", "{\"a\": [1, 2,]}", 1, 13, "trailing comma"),
        ("a comment", "{\n  // the corpus\n  \"contract\": \"murti\"}", 2, 3, "comment"),
        ("a duplicate member name", "{\"contract\": \"murti\", \"contract\": \"other\"}", 1, 23, "duplicate member name"),
        ("NaN", "{\"n\": NaN}", 1, 7, "NaN"),
        ("text after the value", "{}\n{}", 2, 1, "after the end"),
        ("a truncated file", "{\"contract\": ", 1, 14, "ends before"),
        ("a raw line break in a string", "{\"a\": \"x\ny\"}", 1, 9, "control character"),
        ("a column counted in code points", "{\"é\": 1,}", 1, 9, "trailing comma"),
    ]

    @Test("a fault names the file, byte offset, line:column and the fix", arguments: faults)
    func fault(what: String, text: String, line: Int, column: Int, words: String) throws {
        let corpus = try TempCorpus(expectations: text)
        defer { corpus.remove() }
        let error = #expect(throws: CorpusError.self) { try Corpus.load(from: corpus.root, expectationsName: "corpus/expectations.json") }
        guard case .invalidJSON(let file, let offset, let gotLine, let gotColumn, let problem, let fix)? = error else {
            Issue.record("\(what): expected invalidJSON, got \(String(describing: error))")
            return
        }
        #expect(file == "corpus/expectations.json")
        #expect(gotLine == line, "\(what)")
        #expect(gotColumn == column, "\(what)")
        #expect(problem.contains(words), "\(what): \(problem)")
        #expect(!fix.isEmpty)
        #expect(offset >= 0 && offset <= text.utf8.count)
        let description = error?.description ?? ""
        #expect(description.hasPrefix("corpus/expectations.json:\(line):\(column) (byte \(offset))"))
    }

    @Test("a trailing comma after the last fixture is refused, not silently accepted")
    func trailingCommaAfterLastFixture() throws {
        let text = TempCorpus.expectations(fixtures: #"{"valid/a.json": {"outcome": "accept", "description": "d"},}"#)
        let corpus = try TempCorpus(expectations: text, files: ["valid/a.json": Data("{}".utf8)])
        defer { corpus.remove() }
        #expect(throws: CorpusError.self) { try Corpus.load(from: corpus.root) }
        // The same text without the comma loads: the refusal is about the comma only.
        try Data(text.replacingOccurrences(of: "},}", with: "}}").utf8)
            .write(to: corpus.root.appendingPathComponent("expectations.json"))
        #expect(try Corpus.load(from: corpus.root).fixtures.map(\.id) == ["valid/a.json"])
    }

    @Test("positionedProblem drops the file name for callers that name it themselves")
    func positioned() {
        let error = CorpusError.invalidJSON(
            file: "x.json", offset: 4, line: 1, column: 5, problem: "a comment", fix: "remove it")
        #expect(error.positionedProblem == "line 1, column 5 (byte 4): a comment; remove it")
    }

    /// expectations.json with two fixture ids that differ only by Unicode normalization (`é`
    /// as U+00E9 and as `e` U+0301), written in either order: the reader keeps both members,
    /// and the file is refused rather than one entry silently merged into the other.
    static let equivalentIDs: [(String, String)] = [("caf\\u00e9", "cafe\\u0301"), ("cafe\\u0301", "caf\\u00e9")]

    @Test("fixture ids that differ only by normalization are refused with the pointer, not merged (D127)",
          arguments: equivalentIDs)
    func equivalentIDsAreRefused(first: String, second: String) throws {
        let entry = #"{"outcome": "accept", "description": "a name in NFC or NFD", "source": "docs/DECISIONS.md D127"}"#
        let text = #"{"contract": "murti", "corpusVersion": "1.0.0", "schemaVersion": "1.0", "profiles": {"default": {}}, "#
            + #""fixtures": {"valid/\#(first).json": \#(entry), "valid/\#(second).json": \#(entry)}}"#
        let error = #expect(throws: CorpusError.self) { try ExpectationsFile.parse(Data(text.utf8), file: "expectations.json") }
        let description = error?.description ?? ""
        #expect(description.contains("differs from another only by Unicode normalization"), "\(description)")
        // The second id in code-point order (NFC) is the one refused; compared as bytes, since
        // `String.contains` would also match the NFD spelling.
        #expect(Array(description.utf8).firstRange(of: Array("/fixtures/valid~1caf\u{E9}.json".utf8)) != nil, "\(description)")
    }
}
