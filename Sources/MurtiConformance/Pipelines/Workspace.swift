import Foundation
import MurtiProtocol

/// Where the pipelines find their inputs: the corpus folder, the schema beside it, the
/// `adapters/` of the checkout, and how paths are shown (relative to the working directory when
/// they are below it, as CI annotations need).
package struct Workspace: Sendable {
    /// The corpus folder.
    package let corpus: URL
    /// The corpus folder as shown in messages (`corpus`, `../x/corpus`, or absolute).
    package let corpusDisplay: String
    /// The folder of the running program, one more place to look for `adapters/`.
    package let toolFolder: URL?

    /// `--corpus DIR`, or `./corpus`, or else the program's own corpus (the release bundle's or
    /// the checkout's it was built in, ``ownCorpora(toolFolder:)``); `toolFolder` is where the
    /// running executable lies.
    /// Throws ``PipelineError/unreadable(file:reason:fix:)`` when the folder has no
    /// expectations.json.
    package init(corpus option: String?, toolFolder: URL? = nil) throws(PipelineError) {
        var url = URL(fileURLWithPath: option ?? "corpus").standardizedFileURL
        if option == nil, !Self.holdsExpectations(url), let toolFolder,
            let own = Self.ownCorpora(toolFolder: toolFolder).first(where: Self.holdsExpectations)
        {
            url = own
        }
        let expectations = url.appendingPathComponent("expectations.json")
        guard Self.holdsExpectations(url) else {
            throw .unreadable(
                file: Self.display(expectations.path), reason: "no such file",
                fix: option == nil
                    ? "run from the repository root or pass --corpus DIR (the folder holding expectations.json; "
                        + "looked for beside this program too: \(toolFolder.map { Self.ownCorpora(toolFolder: $0).map(\.path) } ?? []))"
                    : "pass --corpus DIR naming the folder that holds expectations.json")
        }
        corpus = url
        corpusDisplay = Self.display(url.path)
        self.toolFolder = toolFolder
    }

    /// `corpus/` beside the executable's `bin/` folder (`toolFolder`): the layout of the release
    /// bundle (tools/release/bundle.sh), so its binary finds its corpus from any working directory.
    package static func bundledCorpus(toolFolder: URL) -> URL {
        toolFolder.deletingLastPathComponent().appendingPathComponent("corpus")
    }

    /// Where a corpus of the program's own is looked for when the working folder has none
    /// (docs/DECISIONS.md 99): the release bundle's (``bundledCorpus(toolFolder:)``), then the
    /// checkout's when the program was built in it (`CHECKOUT/.build/…/conformance-runner`, as
    /// `swift run --package-path CHECKOUT` runs it from another folder).
    package static func ownCorpora(toolFolder: URL) -> [URL] {
        var candidates = [bundledCorpus(toolFolder: toolFolder)]
        var folder = toolFolder.standardizedFileURL
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == ".build" {
                candidates.append(folder.deletingLastPathComponent().appendingPathComponent("corpus"))
                break
            }
            folder.deleteLastPathComponent()
        }
        return candidates
    }

    /// Whether `folder` has an `expectations.json`, i.e. is a corpus (found without following
    /// a link: a link there is refused when it is read, naming it).
    package static func holdsExpectations(_ folder: URL) -> Bool {
        CorpusFolder(root: folder).kind(of: "expectations.json") != nil
    }

    /// The corpus's confined reader (``CorpusFolder``), its files shown below ``corpusDisplay``.
    package var folder: CorpusFolder { CorpusFolder(root: corpus, shown: corpusDisplay) }

    /// The exact bytes of the corpus's expectations.json, read through ``folder``; throws
    /// ``PipelineError/unusable(_:)`` naming the file and the fix when it is missing, a link,
    /// not a regular file, or unreadable.
    package func expectationsBytes() throws(PipelineError) -> Data {
        do { return try folder.read("expectations.json") } catch { throw .unusable(error.description) }
    }

    /// A fixture id's file as shown in messages.
    package func display(id: String) -> String { corpusDisplay + "/" + id }

    /// The file `path` a verb will write for `option` (`--output`), checked now, before
    /// anything runs, against this corpus (``OutputFile``).
    package func outputFile(_ path: String, option: String) throws(PipelineError) -> OutputFile {
        try OutputFile(path, option: option, corpus: corpus)
    }

    /// expectations.json as shown in messages.
    package var expectationsDisplay: String { display(id: "expectations.json") }

    /// `--schema FILE`, or the schema beside the corpus folder (``projectSchema``). Throws
    /// ``PipelineError/unreadable(file:reason:fix:)`` for a file that cannot be read, its fix
    /// naming the schema file (``schemaFileName``), and without `--schema`
    /// ``PipelineError/unusable(_:)`` when no installed contract names one
    /// (``ContractRegistryError/noSchemaFile``).
    package func schema(_ option: String?) throws(PipelineError) -> URL {
        let url: URL
        if let option { url = URL(fileURLWithPath: option).standardizedFileURL } else { url = try projectSchema }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            let name = schemaFileName ?? "JSON Schema"
            let fix = option == nil
                ? "the schema is looked for beside the corpus folder; pass --schema FILE naming \(name) (the "
                    + "checkout's, or your team's copy), or put \(name) beside \(corpusDisplay)"
                : "pass --schema FILE naming a readable \(name)"
            throw .unreadable(file: Self.display(url.path), reason: "no such readable file", fix: fix)
        }
        return url
    }

    /// The schema file beside the corpus folder (``schemaFileName``). Throws
    /// ``PipelineError/unusable(_:)`` when no installed contract names one
    /// (``ContractRegistryError/noSchemaFile``).
    package var projectSchema: URL {
        get throws(PipelineError) {
            guard let name = schemaFileName else { throw .unusable(ContractRegistryError.noSchemaFile.description) }
            return corpus.deletingLastPathComponent().appendingPathComponent(name)
        }
    }

    /// `path` relative to the working directory when it is below it, else unchanged.
    package static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Directories to search for `adapters/` (``PythonEngines/locateAdapters(from:)``):
    /// the corpus's parent, the working directory, and the tool's folder.
    package var searchRoots: [URL] {
        [corpus.deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
            + (toolFolder.map { [$0] } ?? [])
    }

    /// The pinned Python engines (``PythonEngines/prepare(searchingFrom:)``); `failure` says why
    /// the pipeline cannot go on without them (exit 2: the environment, not the corpus), except
    /// that no `python3` on `PATH` is said in its own words.
    package func engines(_ failure: (EngineError) -> PipelineError) throws(PipelineError) -> PythonEngines {
        do { return try PythonEngines.prepare(searchingFrom: searchRoots) } catch {
            // A missing python3 is named as such, whatever the pipeline needed it for.
            if case .pythonNotFound = error { throw .unusable(error.description) }
            throw failure(error)
        }
    }

    /// The corpus, or why it cannot be used (the file, the JSON Pointer and the fix).
    package func loadCorpus() throws(PipelineError) -> Corpus {
        do { return try Corpus.load(from: corpus, expectationsName: expectationsDisplay) } catch {
            throw .unusable(error.description)
        }
    }

    /// The profile a fixture names none of is judged under (docs/CONTRACT.md §2), and so the one
    /// `validate` and `propose` use unless told otherwise (`--profile`).
    package static let defaultProfile = "default"

    /// The profile object `name` of the corpus's expectations.json, as written, read without
    /// requiring the rest of the corpus to be valid.
    package func profile(named name: String) throws(PipelineError) -> JSONValue {
        let data = try expectationsBytes()
        let document: JSONValue
        do { document = try StrictJSON.parse(data, file: expectationsDisplay) } catch { throw .unusable(error.description) }
        guard case .object(let profiles)? = document["profiles"] else {
            throw .unreadable(file: expectationsDisplay, reason: "no object at /profiles", fix: "add \"profiles\": {\"default\": {…}}")
        }
        guard let value = profiles[name] else {
            throw .unreadable(
                file: expectationsDisplay, reason: "no profile at /profiles/\(name)",
                fix: "pass --profile with one of: \(profiles.keys.sorted().map(\.string).joined(separator: ", "))")
        }
        return value
    }

    /// The profile object in the file at `path` (a profile on its own), as written, read as
    /// ``namedFileBytes(_:)`` reads.
    package func profile(inFile path: String) throws(PipelineError) -> JSONValue {
        let data = try namedFileBytes(path)
        do { return try StrictJSON.parse(data, file: path) } catch { throw .unusable(error.description) }
    }

    /// The exact bytes of the file at `path`, a person's own (links followed; a regular file or
    /// a pipe, a device or a socket refused unopened: ``CorpusFolder/readUserFile(_:)``).
    package static func bytes(of path: String) throws(PipelineError) -> Data {
        do { return try CorpusFolder.readUserFile(path) } catch { throw namedFileError(error) }
    }

    /// The exact bytes of a file a person named (`propose FILE`, `validate FILE`, `fuzz
    /// --replay FILE`, `--profile-file FILE`): inside this corpus folder, or inside any other
    /// folder holding an expectations.json, by the corpus's rules, no link followed; elsewhere
    /// as ``bytes(of:)`` (``CorpusFolder/readNamed(_:)``, docs/SECURITY.md "Corpus confinement").
    package func namedFileBytes(_ path: String) throws(PipelineError) -> Data {
        let reader = folder.id(of: path) != nil ? folder : Self.enclosingCorpus(of: path).map { CorpusFolder(root: $0) } ?? folder
        do { return try reader.readNamed(path) } catch { throw Self.namedFileError(error) }
    }

    /// The nearest folder above `path` (as written, or with its folder's links resolved) that
    /// holds an expectations.json: a file in another corpus is read by that corpus's rules.
    package static func enclosingCorpus(of path: String) -> URL? {
        let written = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        let real = CorpusFolder.realPath(written.path).map { URL(fileURLWithPath: $0) }
        for start in [written] + (real.map { [$0] } ?? []) {
            var folder = start
            while folder.path != "/" {
                if holdsExpectations(folder) { return folder }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// The pipeline error for a named file the confined reader did not read.
    private static func namedFileError(_ error: ConfinedReadError) -> PipelineError {
        switch error {
        case .missing(let path), .unreadable(let path, _):
            .unreadable(file: path, reason: error.reason, fix: "check the path and its permissions")
        case .refused, .outside, .tooLarge:
            .unusable(error.description)
        }
    }
}
