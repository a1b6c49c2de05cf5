import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Output files": every file a verb writes is checked before the run (a
/// writable folder, not a folder, not inside the corpus by real paths) and written atomically,
/// replacing a link at the destination rather than writing through it.
@Suite("Hostile corpus: output files", .contracts)
struct OutputFileTests {
    /// The refusal text of `path`, or `nil` when it is accepted.
    static func refusal(_ path: String, _ hostile: HostileCorpus) -> String? {
        do {
            _ = try OutputFile(path, option: "--output", corpus: hostile.root)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("inside the corpus, by any spelling or through a link, is refused before anything ran; the file is unchanged")
    func insideCorpus() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let expectations = hostile.root.appendingPathComponent("expectations.json")
        let before = try Data(contentsOf: expectations)
        let link = hostile.outside.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: expectations.path)
        let linkedFolder = hostile.outside.appendingPathComponent("c")
        try FileManager.default.createSymbolicLink(atPath: linkedFolder.path, withDestinationPath: hostile.root.path)
        for path in [expectations.path, hostile.root.appendingPathComponent("valid/../new.json").path,
                     hostile.root.appendingPathComponent("invalid/report.xml").path, linkedFolder.appendingPathComponent("r.json").path] {
            let text = try #require(Self.refusal(path, hostile), "\(path) was accepted")
            #expect(text.contains("inside the corpus folder") && text.contains("refused before anything ran"), "\(text)")
        }
        let text = try #require(Self.refusal(link.path, hostile))
        #expect(text.contains("a link into the corpus folder"))
        #expect(try Data(contentsOf: expectations) == before)
    }

    @Test("inside any corpus (a folder holding expectations.json, as written or through a link), or in a folder still to be made in one, is refused")
    func insideAnyCorpus() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let other = try HostileCorpus()
        defer { other.remove() }
        let expectations = other.root.appendingPathComponent("expectations.json")
        let before = try Data(contentsOf: expectations)
        let linked = hostile.outside.appendingPathComponent("other")
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: other.root.path)
        for path in [expectations.path, other.root.appendingPathComponent("valid/r.json").path, linked.appendingPathComponent("invalid/r.json").path] {
            let text = try #require(Self.refusal(path, hostile), "\(path) was accepted")
            #expect(text.contains("a folder holding expectations.json"), "\(text)")
        }
        #expect(throws: PipelineError.self) {
            try OutputFile.refuseInside(hostile.root.appendingPathComponent("new/sub/r.json"), corpus: hostile.root) { .unusable($0) }
        }
        try OutputFile.refuseInside(hostile.outside.appendingPathComponent("new/r.json"), corpus: hostile.root) { .unusable($0) }
        #expect(try Data(contentsOf: expectations) == before)
    }

    @Test("a folder, a missing folder, a file's child and a place where no file can be created are refused up front")
    func unwritable() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        #expect(Self.refusal(hostile.outside.path, hostile)?.contains("is a folder") == true)
        #expect(Self.refusal(hostile.outside.appendingPathComponent("no/such/r.json").path, hostile)?.contains("does not exist") == true)
        #expect(Self.refusal(hostile.secretFile.appendingPathComponent("r.json").path, hostile)?.contains("does not exist") == true)
        #expect(Self.refusal("/proc/r.json", hostile) != nil)
        #expect(Self.refusal("", hostile) != nil)
        #expect(Self.refusal(hostile.outside.appendingPathComponent("r.json").path, hostile) == nil)
    }

    @Test("the write is atomic: a link at the destination is replaced, not written through, and no temporary file is left")
    func atomicReplace() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let victim = hostile.outside.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let destination = hostile.outside.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: victim.path)
        let file = try OutputFile(destination.path, option: "--output", corpus: hostile.root)
        try file.write("{\"report\": true}\n")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: destination.path)) == nil)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "{\"report\": true}\n")
        try file.write("second\n")
        #expect(try String(contentsOf: destination, encoding: .utf8) == "second\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: hostile.outside.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    @Test("a stream the person named (a character device, a link to a descriptor) is written in place, never replaced")
    func streams() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try OutputFile("/dev/null", option: "--output", corpus: hostile.root).write("x")
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
        #if os(Linux)
        let descriptorLink = hostile.outside.appendingPathComponent("fd")
        try FileManager.default.createSymbolicLink(atPath: descriptorLink.path, withDestinationPath: "/proc/self/fd/2")
        #expect(try OutputFile(descriptorLink.path, option: "--output", corpus: hostile.root).isStream)
        #endif
    }

    @Test("a transcript is written to a temporary file beside its destination, then renamed into place")
    func temporaryBeside() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let file = try OutputFile(hostile.outside.appendingPathComponent("t.jsonl").path, option: "--transcript", corpus: hostile.root)
        let temporary = try file.makeTemporaryPath()
        #expect(URL(fileURLWithPath: temporary).deletingLastPathComponent().standardizedFileURL.path == hostile.outside.standardizedFileURL.path)
        try Data("line\n".utf8).write(to: URL(fileURLWithPath: temporary))
        try file.commit(temporary)
        #expect(try String(contentsOf: hostile.outside.appendingPathComponent("t.jsonl"), encoding: .utf8) == "line\n")
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}
