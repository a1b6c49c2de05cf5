import Foundation
import Testing

/// The core names no contract (docs/ARCHITECTURE.md "Contracts"; docs/DECISIONS.md D229): no code
/// line of `Sources/MurtiConformance` holds `murti`, `flow-ui` or `flowui` in any case, but for
/// the words of ``allowed``, each with its reason, and the files of ``pendingMove``. A doc or
/// line comment and an `import` line are not code.
@Suite("the core names no contract: Sources/MurtiConformance's code lines")
struct CoreNamesNoContractTests {
    /// The package's root, from this file's place (`Tests/MurtiConformanceTests/Contracts/`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The core's folder, relative to ``root``.
    static let core = "Sources/MurtiConformance"

    /// A contract's name, in lowercase: `murti`, `flow-ui`, `flowui`.
    static let contractNames = ["murti", "flow-ui", "flowui"]

    /// Whether `text` holds a contract's name, in any case.
    static func namesAContract(_ text: String) -> Bool {
        let lower = text.lowercased()
        return contractNames.contains { lower.contains($0) }
    }

    /// Words that hold a contract's name and name no contract, each with why it stays.
    static let allowed: [(word: String, reason: String)] = [
        ("murti-conformance", "the project's name, as a checkout and the package are called"),
        ("murti-corpus-sha256/1", "the corpus digest's tag: public, in every report users keep and compare"),
        ("MURTI_ADAPTERS_DIR", "the environment variable users set to find adapters/: public"),
        ("MurtiConformance", "this target's own name (a message names a folder of it)"),
        ("MurtiProtocol", "the name of the implementers' library target, which the core builds on"),
    ]

    /// Core files another change is moving out of the core (the Murti expectation inside
    /// `FixtureExpectation`, its reading, requests and grading, `propose`'s Murti half), not
    /// scanned until it lands; the lead deletes this list when merging it. An entry whose file is
    /// gone or no longer names a contract fails ``pendingMovesAreStillPending()``.
    static let pendingMove: [String] = []

    /// A line that names a contract: its file (relative to the core) and 1-based number.
    struct Hit: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(CoreNamesNoContractTests.core)/\(file):\(line): \(text)" }
    }

    /// The lines of `text` that name a contract: code lines (not a `//` or `///` comment, not an
    /// `import`) holding one of ``contractNames`` once the ``allowed`` words are taken out.
    static func hits(in text: String, file: String) -> [Hit] {
        guard namesAContract(text) else { return [] }
        let words = allowed.map(\.word).sorted { $0.count > $1.count }
        var hits: [Hit] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Most lines name nothing: only those that might are trimmed and searched word by word.
            guard namesAContract(String(line)) else { continue }
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code.hasPrefix("import ") { continue }
            var rest = code
            for word in words { rest = rest.replacingOccurrences(of: word, with: "") }
            if namesAContract(rest) {
                hits.append(Hit(file: file, line: index + 1, text: code))
            }
        }
        return hits
    }

    /// Every Swift file of the core, relative to it, in path order.
    static func coreFiles() throws -> [String] {
        let folder = root.appendingPathComponent(core)
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The hits of the core file `file`.
    static func hits(ofFile file: String) throws -> [Hit] {
        let text = try String(contentsOf: root.appendingPathComponent(core).appendingPathComponent(file), encoding: .utf8)
        return hits(in: text, file: file)
    }

    @Test("no code line of the core names a contract")
    func coreNamesNoContract() throws {
        let files = try Self.coreFiles()
        #expect(files.count > 100, "the walk found \(files.count) files in \(Self.core)")
        let found = try files.filter { !Self.pendingMove.contains($0) }.flatMap(Self.hits(ofFile:))
        #expect(found.isEmpty, """
            the core names a contract: reach it through ConformanceContract, or move the code to the \
            contract's target (an allowed word needs its entry and reason in CoreNamesNoContractTests.allowed):
            \(found.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test("a pending move still names a contract, in a file that is still there")
    func pendingMovesAreStillPending() throws {
        let files = try Self.coreFiles()
        for file in Self.pendingMove {
            #expect(files.contains(file), "\(Self.core)/\(file) is gone: delete it from CoreNamesNoContractTests.pendingMove")
            guard files.contains(file) else { continue }
            #expect(try !Self.hits(ofFile: file).isEmpty,
                    "\(Self.core)/\(file) names no contract any more: delete it from CoreNamesNoContractTests.pendingMove")
        }
    }

    @Test("every allowed word has its reason")
    func allowedWordsHaveReasons() {
        for entry in Self.allowed {
            #expect(Self.namesAContract(entry.word),
                    "\(entry.word) names no contract: it needs no entry")
            #expect(!entry.reason.isEmpty, "\(entry.word) has no reason")
        }
    }

    @Test("the scan finds a name in code, in any case, and passes over comments, imports and allowed words",
          arguments: [
              ("let kind = ContractKind.murti", true), ("    case flowUI", true), ("let x = \"FLOW-UI\"", true),
              ("thread.name = \"Murti-worker\"", true), ("let flowui = 1", true),
              ("/// Murti's expectation", false), ("    // flow-ui's page", false), ("import MurtiProtocol", false),
              ("let tag = \"murti-corpus-sha256/1\"", false), ("let key = \"MURTI_ADAPTERS_DIR\"", false),
              ("fix: \"a murti-conformance checkout\"", false), ("let tag = \"murti-corpus-sha256/2\"", true),
              ("let name = \"conformance-driver-worker\"", false),
          ])
    func scan(line: String, names: Bool) {
        #expect(Self.hits(in: "let a = 1\n" + line, file: "X.swift").map(\.line) == (names ? [2] : []), "\(line)")
    }
}
