import Foundation
import Testing

/// Every citation in the repository can be followed from a clone: the contract and the
/// decisions are cited by their path (`docs/CONTRACT.md §n`, `docs/DECISIONS.md n`), nothing
/// points outside the repository, and no text names a tracker's issue numbers.
///
/// Checked: code comments, docs, tests, scripts and schemas. Not checked: the corpora's data
/// (`expectations.json`, fixtures) and the words the code itself writes where those already
/// travel in answers and corpus entries (the validator's verdict messages, the strings the corpus
/// generators write as `source`), which keep the short form docs/CONTRACT.md defines for them.
@Suite("Citations stay inside the repository", .tags(.slow))
struct CitationTests {
    /// Folders and files checked, relative to the package root.
    static let roots = [
        "Sources", "Tests", "docs", "adapters", "fuzz", "tools", "examples", "benchmarks", ".ci",
        "README.md", "CONTRIBUTING.md", "Package.swift", "corpus/expectations.schema.json",
        "corpus-flow-ui/README.md",
    ]
    static let extensions: Set<String> = ["swift", "md", "py", "sh", "json", "toml", "txt", "yml", "yaml", ""]

    /// A citation that cannot be followed from a clone, with why.
    struct Finding: CustomStringConvertible {
        var file: String
        var line: Int
        var problem: String
        var text: String
        var description: String { "\(file):\(line): \(problem): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// `true` when `line` names `word` (`CONTRACT`, `DECISIONS`) other than as part of a path
    /// `docs/WORD.md` or of a longer identifier.
    static func citesBare(_ word: String, in line: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: word) {
            let before = line[line.startIndex..<found.lowerBound]
            let after = line[found.upperBound...]
            let partOfName = after.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                || before.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if !partOfName, !before.hasSuffix("docs/") { return true }
            rest = after
        }
        return false
    }

    /// The problems of one line (`checksContract`: whether the short forms count there).
    static func problems(in line: String, checksContract: Bool) -> [String] {
        var found: [String] = []
        if line.contains("../" + "shared") || line.contains("/work/" + "shared") {
            found.append("cites a file outside the repository")
        }
        // Swift's Regex is slow: only lines naming an issue at all are handed to it.
        if line.contains("ssue"), line.contains(/\b[Ii]ssues? #?[0-9]+\b|\(issue [0-9]/) { found.append("names a tracker's issue number") }
        if checksContract, citesBare("CONTRACT", in: line) { found.append("cites the contract without its path docs/CONTRACT.md") }
        if checksContract, citesBare("DECISIONS", in: line) {
            found.append("cites the decisions without their path docs/DECISIONS.md")
        }
        return found
    }

    /// Which lines of a file carry citations of its own words (rather than text it writes).
    static func checkedLines(of path: String, _ lines: [String]) -> [Bool] {
        if path.hasSuffix(".py") {
            var inDocstring = false
            return lines.map { line in
                let stripped = line.trimmingCharacters(in: .whitespaces)
                let quotes = line.components(separatedBy: "\"\"\"").count - 1
                defer { if quotes % 2 == 1 { inDocstring.toggle() } }
                return inDocstring || stripped.hasPrefix("#") || stripped.hasPrefix("\"\"\"") || stripped.hasPrefix("r\"\"\"")
            }
        }
        if path.hasPrefix("Sources/MurtiValidator/") {
            return lines.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        }
        return lines.map { _ in true }
    }

    /// Every finding under the checked roots.
    static func findings() throws -> [Finding] {
        let root = RunnerProcess.packageRoot
        var files: [String] = []
        for entry in roots {
            let url = root.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else { files.append(entry); continue }
            for sub in try FileManager.default.subpathsOfDirectory(atPath: url.path)
            where !sub.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "__pycache__" }) {
                let path = entry + "/" + sub
                let name = (sub as NSString).lastPathComponent
                guard extensions.contains((name as NSString).pathExtension), name != "expectations.json",
                    !path.contains("/corpus/") || path.hasPrefix("Tests/") else { continue }
                files.append(path)
            }
        }
        var found: [Finding] = []
        for path in files where path != "Tests/ConformanceRunnerTests/CitationTests.swift" {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
                let text = String(data: data, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            let checked = checkedLines(of: path, lines)
            for (index, line) in lines.enumerated() {
                // docs/CONTRACT.md defines the short form that corpus sources and messages use, and
                // docs/EXPECTATIONS.md points at that definition.
                let definesShortForm = (path == "docs/CONTRACT.md" && line.contains("anywhere in this repository means"))
                    || (path == "docs/EXPECTATIONS.md" && line.contains("defines the short form"))
                for problem in problems(in: line, checksContract: checked[index] && !definesShortForm) {
                    found.append(Finding(file: path, line: index + 1, problem: problem, text: line))
                }
            }
        }
        return found
    }

    @Test("no citation points outside the repository or at a tracker's issue, and the contract is cited by its path")
    func repository() throws {
        let found = try Self.findings()
        #expect(found.isEmpty, "\(found.prefix(40).map(\.description).joined(separator: "\n"))")
    }

    @Test("the check catches each kind of bad citation, and passes the good ones", arguments: [
        ("see ../" + "shared/" + "CONTRACT.md", true), ("(issue 7)", true), ("Fuzzing (issue 7)", true), ("Issue 6 item 3", true),
        ("CONTRACT" + " §3", true), ("`CONTRACT" + ".md`", true), ("DECISIONS" + " 9", true),
        ("docs/CONTRACT.md §3", false), ("docs/DECISIONS.md 9", false), ("`docs/CONTRACT.md`", false),
        ("an issue with numbers", false), ("D8 settles ties", false),
    ])
    func detector(_ line: String, _ bad: Bool) {
        #expect(!Self.problems(in: line, checksContract: true).isEmpty == bad, "\(line)")
    }
}
