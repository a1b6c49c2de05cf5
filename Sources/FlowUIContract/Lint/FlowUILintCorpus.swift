import Foundation
import MurtiConformance
import MurtiProtocol

/// A Flow-UI corpus read the way `lint` needs it (docs/FLOW-UI.md "The expectation format"):
/// every broken entry is a problem of its own and the rest is still checked.
struct FlowUILintCorpus {
    /// The entries that read, with their files where there is one, as a corpus to run.
    var corpus: Corpus
    /// Every entry that read, in corpus order.
    var entries: [(id: String, expectation: FlowUIExpectation)]
    /// Problems found while loading.
    var problems: [LintProblem]
    /// Every fixture id seen: entries (readable or not) and files.
    var allIDs: Set<String>

    /// Loads `root`; `display` renders a corpus-relative path for messages, `edit` says how an
    /// unsorted file gets sorted. Throws only when expectations.json is unusable as a whole
    /// (unreadable, not strict JSON, not an object).
    static func load(
        from root: URL, display: (String) -> String, edit: FlowUIEntryEdit = .byHand(expectations: "expectations.json")
    ) throws(LintError) -> FlowUILintCorpus {
        let name = display("expectations.json")
        let folder = CorpusFolder(root: root, shown: String(display("").dropLast()))
        let data: Data
        do { data = try folder.read("expectations.json") } catch { throw .confined(error) }
        let document: JSONValue
        do { document = try StrictJSON.parse(data, file: name) } catch { throw .invalidJSON(file: name, reason: error.positionedProblem) }
        guard case .object(let top) = document else { throw .invalidJSON(file: name, reason: "the top level is not an object") }

        var problems: [LintProblem] = []
        if let unsorted = EntryOrder.problem(
            in: [UInt8](data), file: name,
            fix: edit.howToSort)
        {
            problems.append(unsorted)
        }
        func malformed(_ error: CorpusError, fixture: String? = nil) -> LintProblem {
            if case .invalidValue(_, let pointer, let problem, let fix) = error {
                return LintProblem(
                    kind: .malformedExpectations, file: name, fixture: fixture,
                    message: "\(EntryLocation(pointer: pointer).subject) (at \(pointer)): \(problem)", fix: fix)
            }
            return LintProblem(kind: .malformedExpectations, file: name, fixture: fixture, message: error.description,
                               fix: "correct expectations.json as the message says")
        }
        // Top-level faults, one problem; entry faults are collected one by one below.
        do { _ = try ExpectationsFile.readFlowUI(document, file: name) } catch {
            if case .invalidValue(_, let pointer, _, _) = error, pointer.hasPrefix("/fixtures/") {} else { problems.append(malformed(error)) }
        }
        let reader = ExpectationsReader(file: name)
        var profiles: [String: JSONValue] = [:]
        var registries: [String: FlowUI.Profile] = [:]
        if let raw = top["profiles"], let read = try? ExpectationsFile.readFlowUIProfiles(raw, reader: reader) {
            (profiles, registries) = read
        }
        var raw: [JSONMemberName: JSONValue] = [:]
        if case .object(let members)? = top["fixtures"] { raw = members }
        var entries: [(id: String, expectation: FlowUIExpectation)] = []
        for id in raw.keys.sorted().map(\.string) {
            let pointer = JSONPointer.appending(id, to: "/fixtures")
            do throws(CorpusError) {
                if let problem = ExpectationsFile.idProblem(id) ?? ExpectationsFile.flowUIFolderProblem(id) {
                    throw reader.failure(pointer, problem, "use the path relative to the corpus folder, in a concern folder")
                }
                entries.append((id, try FlowUIExpectation.read(raw[id] ?? .null, at: pointer, reader: reader, profiles: registries)))
            } catch {
                if case .invalidValue(_, let at, "missing", _) = error, at == JSONPointer.appending("description", to: pointer) {
                    problems.append(LintProblem(
                        kind: .missingDescription, file: name, fixture: id, message: "\(id): the entry has no description",
                        fix: "write what the fixture shows in \"description\" (and where it comes from in \"source\")"))
                } else {
                    problems.append(malformed(error, fixture: id))
                }
            }
        }
        for (id, expectation) in entries {
            let at = JSONPointer.appending(id, to: "/fixtures")
            if expectation.source?.isEmpty ?? true {
                problems.append(LintProblem(
                    kind: .missingSource, file: name, fixture: id, message: "\(id): the entry has no source (at \(at)/source)",
                    fix: "cite where the expectation comes from: seed: <heading>, SCHEMA.md: <heading>, README: <promise>, "
                        + "docs/CONTRACT.md §8 rule N or docs/FLOW-UI.md Decision N (docs/FLOW-UI.md \"Adding a fixture\")"))
            } else if expectation.basis == nil {
                problems.append(LintProblem(
                    kind: .sourceWithoutBasis, file: name, fixture: id,
                    message: "\(id): the source (at \(at)/source) leads with neither a published statement nor a project "
                        + "decision",
                    fix: "begin it with what the expectation rests on: "
                        + SourceBasis.flowUIForms.map { "\($0.prefix.trimmingCharacters(in: .whitespaces))… (\($0.basis.rawValue))" }
                        .joined(separator: ", ") + " (docs/DECISIONS.md D82)"))
            }
            if expectation.promise == nil {
                problems.append(LintProblem(
                    kind: .missingPromise, file: name, fixture: id, message: "\(id): the entry has no promise (at \(at)/promise)",
                    fix: "name the promise its fault puts at stake: one of "
                        + FlowUIPromise.allCases.map(\.rawValue).joined(separator: ", ") + " (docs/DECISIONS.md D81)"))
            }
            if expectation.description.isEmpty {
                problems.append(LintProblem(
                    kind: .missingDescription, file: name, fixture: id, message: "\(id): the description is empty (at \(at)/description)",
                    fix: "write what the fixture shows in \"description\""))
            }
            if profiles[expectation.profileName] == nil {
                problems.append(LintProblem(
                    kind: .unknownProfile, file: name, fixture: id,
                    message: "\(id): profile \"\(expectation.profileName)\" (at \(at)/profile) is not under profiles",
                    fix: "use one of \(profiles.keys.sorted(by: ScalarOrder.precedes).joined(separator: ", ")), or add the profile"))
            }
        }

        let pairing = CorpusPairing(entries: raw.keys.map(\.string), folder: folder, contract: .flowUI)
        let paired = Set(pairing.fixtures)
        let fixtures = entries.filter { paired.contains($0.id) }.map { Fixture(id: $0.id, root: root, expectation: .flowUI($0.expectation)) }
        problems += pairing.problems(
            display: display, expectations: name, removal: "a removed fixture is a major corpusVersion bump",
            propose: { "conformance-runner propose --corpus \(display("")) \(display($0)) prints the reference's, to review" })
        let file = ExpectationsFile(
            contract: .flowUI, corpusVersion: top["corpusVersion"]?.stringValue ?? "", schemaVersion: nil, profiles: profiles,
            fixtures: Dictionary(entries.map { ($0.id, .flowUI($0.expectation)) }, uniquingKeysWith: { first, _ in first }))
        return FlowUILintCorpus(
            corpus: Corpus(root: root, file: file, fixtures: fixtures), entries: entries, problems: problems,
            allIDs: Set(pairing.fixtures + pairing.orphans + pairing.refused.map(\.id)).union(raw.keys.map(\.string)))
    }
}
