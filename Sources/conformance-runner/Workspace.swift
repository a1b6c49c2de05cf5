import Foundation

/// Where the verbs find their inputs: the corpus folder, the schema beside it, and how paths
/// are shown (relative to the working directory when they are below it, as CI annotations need).
struct Workspace {
    /// The corpus folder.
    let corpus: URL
    /// The corpus folder as shown in messages (`corpus`, `../x/corpus`, or absolute).
    let corpusDisplay: String

    /// `--corpus DIR`, or `./corpus`. Throws when the folder has no expectations.json.
    init(corpus option: String?) throws(CLIError) {
        let path = option ?? "corpus"
        let url = URL(fileURLWithPath: path).standardizedFileURL
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
