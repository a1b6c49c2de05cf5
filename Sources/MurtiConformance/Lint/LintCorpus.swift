import Foundation
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
        let expectationsURL = root.appendingPathComponent("expectations.json")
        let expectationsName = display("expectations.json")
        let data: Data
        do { data = try Data(contentsOf: expectationsURL) } catch {
            throw .unreadable(file: expectationsName, reason: error.localizedDescription)
        }
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
        if case .object(let members)? = top["profiles"] { profiles = members }
        var rawFixtures: [String: JSONValue] = [:]
        if case .object(let members)? = top["fixtures"] { rawFixtures = members }

        let reader = ExpectationsReader(file: expectationsName)
        var entries: [(id: String, expectation: Expectation)] = []
        for id in rawFixtures.keys.sorted(by: ScalarOrder.precedes) {
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

        let onDisk = Set(Corpus.fixtureFiles(under: root))
        let entryIDs = Set(rawFixtures.keys)
        var fixtures: [Fixture] = []
        for (id, expectation) in entries {
            let url = root.appendingPathComponent(id)
            if onDisk.contains(id) || Corpus.isRegularFile(url) {
                fixtures.append(Fixture(id: id, url: url, expectation: expectation))
            }
        }
        for id in entryIDs.sorted(by: ScalarOrder.precedes) where !onDisk.contains(id)
            && !Corpus.isRegularFile(root.appendingPathComponent(id)) {
            problems.append(LintProblem(
                kind: .entryWithoutFile, file: expectationsName, fixture: id,
                message: "\(id): an entry with no file at \(display(id))",
                fix: "add the fixture file, or remove the entry (a removed verdict is a major corpusVersion bump)"))
        }
        for id in onDisk.subtracting(entryIDs).sorted(by: ScalarOrder.precedes) {
            problems.append(LintProblem(
                kind: .fileWithoutEntry, file: display(id), fixture: id,
                message: "a fixture file with no entry in \(expectationsName)",
                fix: "add an entry \"\(id)\" (conformance-runner propose \(display(id)) prints one to review), or delete the file"))
        }
        let file = ExpectationsFile(
            contract: .murti, corpusVersion: top["corpusVersion"]?.stringValue ?? "",
            schemaVersion: top["schemaVersion"]?.stringValue ?? "", profiles: profiles,
            fixtures: Dictionary(entries.map { ($0.id, .murti($0.expectation)) }, uniquingKeysWith: { first, _ in first }))
        return LintCorpus(
            corpus: Corpus(root: root, file: file, fixtures: fixtures),
            entries: entries, profileNames: Set(profiles.keys), problems: problems, allIDs: onDisk.union(entryIDs))
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
