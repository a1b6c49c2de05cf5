import Foundation
import MurtiConformance
import MurtiProtocol

/// A corpus read the way `lint` needs it: every broken entry is a problem of its own and the
/// rest of the corpus is still checked (``Corpus/load(from:)`` stops at the first error).
struct LintCorpus {
    /// The entries that decoded and have a file, as a corpus the Driver can run.
    var corpus: Corpus
    /// Every decoded entry (with or without a file), in corpus order.
    var entries: [(id: String, expectation: Expectation)]
    /// Profile names under `profiles`.
    var profileNames: Set<String>
    /// The names of profiles the schema's shape refuses (``MurtiProfileSchema``): reported by
    /// the whole-file parse, and their fixtures are not sent to the reference.
    var malformedProfiles: Set<String> = []
    /// Problems found while loading: undecodable entries, files without entries and the reverse.
    var problems: [LintProblem]
    /// Every fixture id seen: entries (decodable or not) and files.
    var allIDs: Set<String>

    /// Loads `root`; `display` renders a corpus-relative path for messages
    /// (e.g. `corpus/valid/x.json`); `corpusDisplay` and `formatTool` make the fix for unsorted
    /// entries (``EntryOrder``). Throws only when expectations.json is unusable as a whole.
    static func load(
        from root: URL, display: (String) -> String, corpusDisplay: String = "corpus", formatTool: String? = nil
    ) throws(LintError) -> LintCorpus {
        let expectationsName = display("expectations.json")
        let folder = CorpusFolder(root: root, shown: corpusDisplay)
        let data: Data
        do { data = try folder.read("expectations.json") } catch { throw .confined(error) }
        let document: JSONValue
        do { document = try StrictJSON.parse(data, file: expectationsName) } catch {
            throw .invalidJSON(file: expectationsName, reason: error.positionedProblem)
        }
        var problems: [LintProblem] = []
        if let unsorted = EntryOrder.problem(
            in: [UInt8](data), file: expectationsName, formatTool: formatTool, corpusDisplay: corpusDisplay)
        {
            problems.append(unsorted)
        }
        // The whole-file parse names top-level faults; entry faults are collected one by one below.
        do {
            _ = try ExpectationsFile.parse(data, file: expectationsName)
        } catch {
            if case .contractNotGraded = error { throw .contractNotGraded(error) }
            if !isEntryFault(error) {
                problems.append(LintProblem(
                    kind: .malformedExpectations, file: expectationsName, message: error.description,
                    fix: "correct expectations.json as the message says"))
            }
        }
        guard case .object(let top) = document else {
            throw .invalidJSON(file: expectationsName, reason: "the top level is not an object")
        }
        var profiles: [String: JSONValue] = [:]
        if case .object(let members)? = top["profiles"] {
            profiles = Dictionary(members.sorted { $0.key < $1.key }.map { ($0.key.string, $0.value) }) { first, _ in first }
        }
        var rawFixtures: [JSONMemberName: JSONValue] = [:]
        if case .object(let members)? = top["fixtures"] { rawFixtures = members }

        let reader = ExpectationsReader(file: expectationsName)
        var entries: [(id: String, expectation: Expectation)] = []
        for id in rawFixtures.keys.sorted().map(\.string) {
            let pointer = JSONPointer.appending(id, to: "/fixtures")
            do throws(CorpusError) {
                if let problem = ExpectationsFile.idProblem(id) {
                    throw reader.failure(pointer, problem, "use the path relative to the corpus folder")
                }
                entries.append((id, try Expectation.read(rawFixtures[id] ?? .null, at: pointer, reader: reader)))
            } catch {
                problems.append(entryProblem(error, id: id, pointer: pointer, file: expectationsName))
            }
        }

        let pairing = CorpusPairing(entries: rawFixtures.keys.map(\.string), folder: folder, contract: .murti)
        let paired = Set(pairing.fixtures)
        let fixtures = entries.filter { paired.contains($0.id) }.map { Fixture(id: $0.id, root: root, expectation: .murti($0.expectation)) }
        problems += pairing.problems(
            display: display, expectations: expectationsName, removal: "a removed verdict is a major corpusVersion bump",
            propose: { "conformance-runner propose \(display($0)) prints one to review" })
        let file = ExpectationsFile(
            contract: .murti, corpusVersion: top["corpusVersion"]?.stringValue ?? "",
            schemaVersion: top["schemaVersion"]?.stringValue ?? "", profiles: profiles,
            fixtures: Dictionary(entries.map { ($0.id, .murti($0.expectation)) }, uniquingKeysWith: { first, _ in first }))
        return LintCorpus(
            corpus: Corpus(root: root, file: file, fixtures: fixtures),
            entries: entries, profileNames: Set(profiles.keys),
            malformedProfiles: Set(profiles.filter { name, value in
                (try? MurtiProfileSchema.check(value, name: name, at: "", reader: reader)) == nil
            }.keys),
            problems: problems,
            allIDs: Set(pairing.fixtures + pairing.orphans + pairing.refused.map(\.id)).union(rawFixtures.keys.map(\.string)))
    }

    private static func isEntryFault(_ error: CorpusError) -> Bool {
        if case .invalidValue(_, let pointer, _, _) = error { return pointer.hasPrefix("/fixtures/") }
        return false
    }

    private static func entryProblem(_ error: CorpusError, id: String, pointer: String, file: String) -> LintProblem {
        if case .invalidValue(_, let at, let problem, _) = error,
            at == JSONPointer.appending("description", to: pointer), problem == "missing" {
            return LintProblem(
                kind: .missingDescription, file: file, fixture: id, message: "\(id): the entry has no description",
                fix: "write what the fixture shows in \"description\" (and where it comes from in \"source\")")
        }
        if case .invalidValue(_, let at, let problem, let fix) = error {
            return LintProblem(
                kind: .malformedExpectations, file: file, fixture: id,
                message: "\(EntryLocation(pointer: at).subject): \(problem)", fix: fix)
        }
        return LintProblem(
            kind: .malformedExpectations, file: file, fixture: id, message: error.description,
            fix: "correct the entry as the message says")
    }
}
