import Foundation

/// Where the verbs find their inputs: the corpus folder, the schema beside it, and how paths
/// are shown (relative to the working directory when they are below it, as CI annotations need).
struct Workspace {
    /// The corpus folder.
    let corpus: URL
    /// The corpus folder as shown in messages (`corpus`, `../x/corpus`, or absolute).
    let corpusDisplay: String

    /// `--corpus DIR`, or `./corpus`, or else the release bundle's own corpus
    /// (``bundledCorpus``). Throws when the folder has no expectations.json.
    init(corpus option: String?) throws(CLIError) {
        var url = URL(fileURLWithPath: option ?? "corpus").standardizedFileURL
        if option == nil, !Self.holdsExpectations(url), Self.holdsExpectations(Self.bundledCorpus) {
            url = Self.bundledCorpus
        }
        let expectations = url.appendingPathComponent("expectations.json")
        guard FileManager.default.fileExists(atPath: expectations.path) else {
            throw .unreadable(
                file: Self.display(expectations.path), reason: "no such file",
                fix: option == nil
                    ? "run from the repository root or pass --corpus DIR (the folder holding expectations.json)"
                    : "pass --corpus DIR naming the folder that holds expectations.json")
        }
        corpus = url
        corpusDisplay = Self.display(url.path)
    }

    /// `corpus/` beside the executable's `bin/` folder: the layout of the release bundle
    /// (tools/release/bundle.sh), so its binary finds its corpus from any working directory.
    static var bundledCorpus: URL {
        URL(fileURLWithPath: SelfExecutable.path).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("corpus")
    }

    /// Whether `folder` has an `expectations.json`, i.e. is a corpus.
    static func holdsExpectations(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("expectations.json").path)
    }

    /// A fixture id's file as shown in messages.
    func display(id: String) -> String { corpusDisplay + "/" + id }

    /// `--schema FILE`, or `murti.schema.json` beside the corpus folder.
    func schema(_ option: String?) throws(CLIError) -> URL {
        let url = option.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? corpus.deletingLastPathComponent().appendingPathComponent("murti.schema.json")
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw .unreadable(
                file: Self.display(url.path), reason: "no such readable file",
                fix: "pass --schema FILE naming murti.schema.json")
        }
        return url
    }

    /// `path` relative to the working directory when it is below it, else unchanged.
    static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Directories to search for `adapters/` (``PythonEngines/locateAdapters(from:)``):
    /// the corpus's parent, the working directory, and the executable's folder.
    var searchRoots: [URL] {
        [corpus.deletingLastPathComponent(),
         URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
         URL(fileURLWithPath: SelfExecutable.path).deletingLastPathComponent()]
    }
}
