import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Output files": any report given to `diff` is untrusted. An unknown major
/// version and repeated fixture ids are refused with a clear error; an empty side is said, and
/// an empty second report fails the gate.
@Suite("Hostile corpus: reports given to diff", .contracts)
struct HostileDiffTests {
    /// Writes `report` as JSON, with `edit` applied to its members, into `folder` as `name`.
    static func write(_ report: RunReport, _ name: String, in folder: URL, edit: (inout [JSONMemberName: JSONValue]) -> Void = { _ in }) throws -> URL {
        guard case .object(var members) = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        edit(&members)
        let url = folder.appendingPathComponent(name)
        try JSONEncoder().encode(JSONValue.object(members)).write(to: url)
        return url
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let report = RunDiffTests.report([("x", RunDiffTests.pass), ("y", RunDiffTests.fail)])

    @Test("an unknown major version is refused, naming the file, the version and what is read", arguments: ["9.9", "3.0", "0.1", "2", "two"])
    func unknownMajor(_ version: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.write(Self.report, "a.json", in: folder)
        let b = try Self.write(Self.report, "b.json", in: folder) { $0["reportVersion"] = .string(version) }
        #expect(throws: RunDiffError.unknownVersion(path: b.path, version: version, readable: [1, 2])) {
            try RunDiff.load(before: a, after: b)
        }
        #expect(RunDiffError.unknownVersion(path: b.path, version: version, readable: [1, 2]).description.contains("major versions 1 and 2"))
        // A newer minor of a known major is read.
        let minor = try Self.write(Self.report, "m.json", in: folder) { $0["reportVersion"] = .string("2.9") }
        #expect(try RunDiff.load(before: a, after: minor).regressed.isEmpty)
    }

    @Test("a report listing a fixture twice is refused, naming the id")
    func duplicates() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.write(Self.report, "a.json", in: folder)
        let b = try Self.write(Self.report, "b.json", in: folder) { members in
            if case .array(let results)? = members["results"], let first = results.first { members["results"] = .array(results + [first]) }
        }
        #expect(throws: RunDiffError.duplicateIDs(path: b.path, ids: ["x"])) { try RunDiff.load(before: b, after: a) }
        #expect(RunDiffError.duplicateIDs(path: b.path, ids: ["x"]).description.contains("\"x\" more than once"))
    }

    @Test("an empty side is said; an empty second report fails the gate, an empty first one does not")
    func emptySides() throws {
        var empty = Self.report
        empty.results = []
        empty.recount()
        let afterEmpty = RunDiff(before: Self.report, after: empty)
        #expect(afterEmpty.afterIsEmpty && afterEmpty.fails && !afterEmpty.hasRegressions)
        #expect(afterEmpty.context.contains { $0.hasPrefix("B is empty") })
        #expect(afterEmpty.rendered().contains("B is empty"))
        let beforeEmpty = RunDiff(before: empty, after: Self.report)
        #expect(!beforeEmpty.fails && beforeEmpty.added.count == 2)
        #expect(beforeEmpty.context.contains { $0.hasPrefix("A is empty") })
        let same = RunDiff(before: Self.report, after: Self.report)
        #expect(!same.fails && !same.context.contains { $0.contains("is empty") })
    }
}
