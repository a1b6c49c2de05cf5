import Foundation
import Testing

/// Every fixture id the documentation names is a fixture of a corpus of this repository, so a
/// reader who copies one into `--filter`, `propose` or an expected-failures file finds it.
/// CONTRIBUTING.md is left out: its walkthrough names the fixture the reader is about to create.
@Suite("Fixture ids in the docs exist", .tags(.slow))
struct DocFixtureIDTests {
    /// The documents checked, relative to the package root.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: RunnerProcess.packageRoot.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md"] + docs.sorted() + [
            "examples/python-adapter/README.md", "examples/python-client-adapter/README.md",
            "examples/flow-ui-python-adapter/README.md",
        ]
    }

    /// The top folders of ids: Murti's `valid` and `invalid`, and corpus-flow-ui's concern folders.
    static func topFolders() throws -> [String] {
        let flowUI = RunnerProcess.packageRoot.appendingPathComponent("corpus-flow-ui")
        let folders = try FileManager.default.contentsOfDirectory(atPath: flowUI.path).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: flowUI.appendingPathComponent($0).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        return ["valid", "invalid"] + folders.sorted()
    }

    /// Fixture ids (`valid/…json`, `invalid/…json`, `contained/…json`, …) in `text`.
    static func ids(in text: String) throws -> [String] {
        let folders = try topFolders().joined(separator: "|")
        let pattern = try NSRegularExpression(pattern: #"(?<![\w/.-])(?:"# + folders + #")/[A-Za-z0-9_./-]+\.json"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test("the id pattern finds ids in prose and JSON, not inside other paths")
    func pattern() throws {
        #expect(try Self.ids(in: #"see "valid/seed/dashboard.json" and `invalid/schema/node/missing-type.json`."#)
            == ["valid/seed/dashboard.json", "invalid/schema/node/missing-type.json"])
        #expect(try Self.ids(in: "corpus/valid/x.json .build/fuzz-findings/valid/y.json").isEmpty)
        #expect(try Self.ids(in: "as `contained/widget/absent-data.json` shows") == ["contained/widget/absent-data.json"])
    }

    @Test("every fixture id named in the docs is in corpus/ or corpus-flow-ui/")
    func idsExist() throws {
        let root = RunnerProcess.packageRoot
        var missing: [String] = []
        for document in try Self.documents() {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for id in try Self.ids(in: text) {
                let exists = ["corpus", "corpus-flow-ui"].contains {
                    FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/\(id)").path)
                }
                if !exists { missing.append("\(document): \(id)") }
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
    }
}
