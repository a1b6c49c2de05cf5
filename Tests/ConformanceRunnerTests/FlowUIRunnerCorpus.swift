import Foundation
import MurtiConformance
import MurtiProtocol

/// A copy of `corpus-flow-ui/` (all of it, or some of its fixtures) in a fresh folder, its
/// expectations.json rewritten from the committed one, for tests that plant faults.
struct FlowUIRunnerCorpus {
    /// The folder holding `corpus-flow-ui/` (and, for `check`, a Murti `corpus/`).
    let root: URL
    /// The corpus folder.
    var corpus: URL { root.appendingPathComponent("corpus-flow-ui") }

    /// The committed corpus.
    static let committed = RunnerProcess.packageRoot.appendingPathComponent("corpus-flow-ui")

    /// The committed expectations.json, parsed.
    static func expectations() throws -> [JSONMemberName: JSONValue] {
        let data = try Data(contentsOf: committed.appendingPathComponent("expectations.json"))
        guard case .object(let members) = try StrictJSON.parse(data, file: "expectations.json") else { return [:] }
        return members
    }

    /// How many fixtures the committed corpus holds, how many of them are informational, and how
    /// many count towards a certificate: the figures tests compare reports with.
    static func counts() throws -> (fixtures: Int, informational: Int, counted: Int) {
        guard case .object(let entries)? = try expectations()["fixtures"] else { throw Problem.noFixtures }
        let informational = entries.values.filter { $0["informational"] == .bool(true) }.count
        return (entries.count, informational, entries.count - informational)
    }

    /// Copies the fixtures `ids` (every one when `nil`) with their entries, each changed by
    /// `change` (the entries by id).
    init(ids: [String]? = nil, in root: URL? = nil, change: (inout [JSONMemberName: JSONValue]) -> Void = { _ in }) throws {
        self.root = root ?? FileManager.default.temporaryDirectory.appendingPathComponent("flow-ui-corpus-\(UUID().uuidString)")
        var top = try Self.expectations()
        guard case .object(var entries)? = top["fixtures"] else { throw Problem.noFixtures }
        if let ids { entries = entries.filter { ids.contains($0.key.string) } }
        change(&entries)
        top["fixtures"] = .object(entries)
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        for id in entries.keys.map(\.string) {
            let target = corpus.appendingPathComponent(id)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.committed.appendingPathComponent(id), to: target)
        }
        try write(top)
    }

    /// Writes `top` as expectations.json, entries sorted by id.
    func write(_ top: [JSONMemberName: JSONValue]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(JSONValue.object(top)).write(to: corpus.appendingPathComponent("expectations.json"))
    }

    /// Removes everything.
    func remove() { try? FileManager.default.removeItem(at: root) }

    enum Problem: Error { case noFixtures }
}

extension JSONValue {
    /// `self` with the value at `path` (member names and indexes) replaced by `change`'s.
    func replacing(_ path: [String], _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let first = path.first else { return change(self) }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var members):
            members[first] = (members[first] ?? .null).replacing(rest, change)
            return .object(members)
        case .array(var items):
            guard let index = Int(first), index < items.count else { return self }
            items[index] = items[index].replacing(rest, change)
            return .array(items)
        default:
            return self
        }
    }
}
