import Foundation
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Bounded by design": what a corpus, a report given to `diff` or a helper's
/// log holds never makes the runner hold more than its documented bounds. A fixture protocol v1
/// cannot carry is refused up front (docs/DECISIONS.md D107), a report past
/// ``RunDiff/maxReportBytes`` is refused unread, its quoted noise is re-capped, and logs and
/// transcripts are read from their tails or a record at a time.
@Suite("Hostile corpus: bounded input", .contracts)
struct BoundedInputTests {
    /// Makes `url` a sparse file of `bytes` bytes (zeros; nothing is written).
    static func sparse(_ url: URL, bytes: Int) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(bytes))
    }

    @Test("a fixture longer than a protocol line can carry is refused by its size before it is read, and nothing is sent")
    func fixtureOverTheLimit() throws {
        let hostile = try HostileCorpus(entries: #""invalid/huge.json": {"outcome": "reject", "layer": 1, "rule": "decode.size", "path": "", "description": "h"}"#)
        defer { hostile.remove() }
        try Self.sparse(hostile.root.appendingPathComponent("invalid/huge.json"), bytes: Fixture.maxBytes + 1)
        let corpus = try Corpus.load(from: hostile.root)
        let shown = CorpusFolder(root: hostile.root).display("invalid/huge.json")
        #expect(throws: CorpusError.tooLarge(path: shown, problem: "the file is longer than \(Fixture.maxBytes) bytes")) {
            try corpus.requests(for: corpus.fixtures)
        }
        #expect { try hostile.run().run() } throws: { error in
            "\(error)".contains("invalid/huge.json is too large for protocol v1")
        }
        #expect(hostile.sent.isEmpty, "the implementation was started for a corpus it could not be sent")
        #expect(throws: ConfinedReadError.tooLarge(path: shown, limit: 10)) {
            try CorpusFolder(root: hostile.root).read("invalid/huge.json", maxBytes: 10)
        }
    }

    @Test("a fixture that fits the file limit but whose request line would pass 64 MiB is refused, naming the line's length")
    func requestLineOverTheLimit() throws {
        let hostile = try HostileCorpus(entries: #""invalid/edge.json": {"outcome": "reject", "layer": 1, "rule": "decode.size", "path": "", "description": "e"}"#)
        defer { hostile.remove() }
        // Exactly the file limit: its base64 alone is 64 MiB, so the request around it is longer.
        try Self.sparse(hostile.root.appendingPathComponent("invalid/edge.json"), bytes: Fixture.maxBytes)
        let corpus = try Corpus.load(from: hostile.root)
        #expect { try corpus.requests(for: corpus.fixtures) } throws: { error in
            guard case .tooLarge("invalid/edge.json", let problem)? = error as? CorpusError else { return false }
            // The base64 of the file alone, and the line around it (its id, profile and names).
            let base64 = (Fixture.maxBytes + 2) / 3 * 4
            guard let length = Int(problem.split(separator: " ").dropLast().last ?? "") else { return false }
            return problem.hasPrefix("its validate request would be a line of ") && problem.hasSuffix(" bytes")
                && length > base64 && length < base64 + 512
        }
    }

    @Test(
        "a request's line length, computed without encoding its documents, is the encoded line's",
        arguments: [0, 1, 2, 3, 4, 1000, 65_537])
    func lineLength(documentBytes: Int) throws {
        let document = Data((0..<documentBytes).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let profile: JSONValue = .object(["schemaVersion": .string("1.0"), "name": .string("é\u{1}\"")])
        var request = ValidateRequest(seq: 7, id: "invalid/\u{7}é\"\\.json", document: document, profile: profile)
        #expect(request.lineLength == ProtocolCodec.encode(request).count - 1)
        request.kind = .manifestSequence
        request.documents = [document, Data(), Data([0xFF, 0x00])]
        #expect(request.lineLength == ProtocolCodec.encode(request).count - 1)
        request.contract = .flowUI
        #expect(request.lineLength == ProtocolCodec.encode(request).count - 1)
    }

    @Test("a coverage policy that is a link is refused by lint, never followed")
    func linkedCoveragePolicy() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try hostile.link(CoveragePolicy.fileName, to: hostile.secretFile.path)
        #expect { try CoveragePolicy.load(corpus: hostile.root, display: "corpus/" + CoveragePolicy.fileName) } throws: { error in
            "\(error)".contains("symbolic link") && !"\(error)".contains(hostile.secret)
        }
    }

    @Test("a report longer than diff reads is refused by its size, unread")
    func oversizedReport() throws {
        let folder = try HostileDiffTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try HostileDiffTests.write(HostileDiffTests.report, "a.json", in: folder)
        let huge = folder.appendingPathComponent("huge.json")
        try Self.sparse(huge, bytes: RunDiff.maxReportBytes + 1)
        #expect(throws: RunDiffError.tooLarge(path: huge.path, limit: RunDiff.maxReportBytes)) { try RunDiff.load(before: a, after: huge) }
    }

    @Test("a report quoting long and many noise lines is read back capped as a run quotes them")
    func noiseRecapped() throws {
        let folder = try HostileDiffTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten times the quotes a run keeps and lines 25 times the characters it quotes: enough to
        // prove both caps without parsing megabytes in the fast tier (docs/DECISIONS.md 153).
        let line = JSONValue.object([
            "line": .string(String(repeating: "\u{1B}]0;x", count: NoiseLines.quotedCharacters * 5)),
            "case": .string(String(repeating: "c", count: 20_000)),
        ])
        let b = try HostileDiffTests.write(HostileDiffTests.report, "b.json", in: folder) { members in
            members["noise"] = .object(["lines": .number(1000), "first": .array(Array(repeating: line, count: NoiseLines.quotedCount * 10))])
        }
        let report = try RunDiff.read(b)
        #expect(report.noise.count == 1000)  // the count is the report's; only the quotes are cut
        #expect(report.noise.first.count == NoiseLines.quotedCount)
        #expect(report.noise.first.allSatisfy { $0.text.count <= NoiseLines.quotedCharacters && ($0.caseID?.utf8.count ?? 0) < 5000 })
    }

    @Test("a helper's log is read from its tail, never whole")
    func logTail() throws {
        let folder = try HostileDiffTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("fuzz.log")
        try (Data(repeating: UInt8(ascii: "x"), count: 1 << 20) + Data("\nfuzz: 10 documents in 1 s\n".utf8)).write(to: log)
        let tail = Subprocess.tail(of: log, bytes: CheckRun.fuzzLogTailBytes)
        #expect(tail.count == CheckRun.fuzzLogTailBytes)
        #expect(String(decoding: tail, as: UTF8.self).hasSuffix("fuzz: 10 documents in 1 s\n"))
        #expect(Subprocess.tail(of: folder.appendingPathComponent("none"), bytes: 10).isEmpty)
    }

    @Test("a transcript is checked a record at a time: blank records kept in place, a record past the bound given up")
    func transcriptRecords() throws {
        let folder = try HostileDiffTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.jsonl")
        try Data(#"{"direction":"request","line":"a"}"#.utf8 + [0x0A, 0x0A] + Array(#"{"direction":"answer","line":"b"}"#.utf8)).write(to: file)
        var records = TranscriptRecords(try FileHandle(forReadingFrom: file))
        var items: [BoundedLineBuffer.Item] = []
        while let item = records.next() { items.append(item) }
        #expect(items == [.line(Array(#"{"direction":"request","line":"a"}"#.utf8)), .line([]), .line(Array(#"{"direction":"answer","line":"b"}"#.utf8))])
        #expect(TranscriptRecords.maxRecordBytes > 6 * ProtocolV1.maxLineBytes)
    }
}
