import ConformanceTestSupport
import Foundation
import Testing

/// The Flow-UI fixture counts the documentation states are the corpus's (docs/FLOW-UI.md "The
/// corpus"): each folder's row, the total and the counted fixtures, and the totals docs/CONTRACT.md
/// §8 and the README give, so that a changed corpus cannot leave a stale figure behind. Its reader
/// nests as deep as the installed contracts answer (`StrictJSON.maxNesting`), hence `.contracts`.
@Suite("Flow-UI fixture counts in the docs", .contracts, .tags(.slow))
struct FlowUIDocCountTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: RunnerProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Fixtures by folder (`contained/widget`, `hostile/element`) in the committed corpus.
    static func folders() throws -> [String: Int] {
        guard case .object(let entries)? = try FlowUIRunnerCorpus.expectations()["fixtures"] else { return [:] }
        var counts: [String: Int] = [:]
        for id in entries.keys.map(\.string) { counts[String(id[..<(id.lastIndex(of: "/") ?? id.startIndex)]), default: 0] += 1 }
        return counts
    }

    @Test("docs/FLOW-UI.md's corpus table gives each folder's count, and the totals are the corpus's")
    func table() throws {
        let counts = try Self.folders()
        let (fixtures, _, counted) = try FlowUIRunnerCorpus.counts()
        var stated: [String: Int] = [:]
        for line in try Self.text("docs/FLOW-UI.md").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasSuffix("/`") else { continue }
            let names = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `/")) }
            let numbers = cells[2].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard names.count == numbers.count else { continue }
            for (name, number) in zip(names, numbers) { stated[name] = number }
        }
        #expect(stated == counts, "stated \(stated.sorted { $0.key < $1.key }), the corpus \(counts.sorted { $0.key < $1.key })")
        #expect(try Self.text("docs/FLOW-UI.md").contains("\(fixtures) fixtures in all, \(counted) of them counted."))
        #expect(try Self.text("docs/CONTRACT.md").contains("(\(fixtures) in all)"))
        #expect(try Self.text("README.md").contains("its \(fixtures) fixtures"))
    }
}
