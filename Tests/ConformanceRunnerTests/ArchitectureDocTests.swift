import Foundation
import Testing

/// docs/ARCHITECTURE.md "Targets" is drawn from `Package.swift`: every target has its row, each
/// row's "may import" cell is exactly the target's declared dependencies, and no source file
/// imports a module of the package that its target does not declare. Both files are parsed, so
/// the page cannot name a target that is gone or miss one that was added.
@Suite("docs/ARCHITECTURE.md against Package.swift")
struct ArchitectureDocTests {
    static let root = RunnerProcess.packageRoot

    /// One target of the manifest: its name, kind (`target`, `executableTarget`, …), declared
    /// dependencies by name and source folder relative to the package root.
    struct Target: Equatable, CustomStringConvertible {
        var name: String
        var kind: String
        var dependencies: Set<String>
        var path: String
        var description: String { name }
    }

    /// The targets `Package.swift` declares, read from its text: each `.<kind>(` call's
    /// balanced parentheses, its `name:`, the string literals of its `dependencies: [...]` and
    /// its `path:` (default `Sources/<name>` or `Tests/<name>`).
    static func manifestTargets() throws -> [Target] { try parsedManifest.get() }

    /// `Package.swift` read once for every test and argument (Swift's Regex is slow in debug).
    static let parsedManifest = Result { try readManifest() }

    /// docs/ARCHITECTURE.md's rows, read once.
    static let parsedPage = Result { try readPage() }

    /// Reads ``manifestTargets()``.
    static func readManifest() throws -> [Target] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let body = try #require(manifest.range(of: "targets: [")).upperBound
        let text = String(manifest[body...])
        var targets: [Target] = []
        let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
        var cursor = text.startIndex
        while let open = text[cursor...].firstMatch(of: /\.(target|executableTarget|testTarget|systemLibrary)\(/) {
            let kind = String(open.output.1)
            let call = balanced(text, from: text.index(before: open.range.upperBound), open: "(", close: ")")
            cursor = call.upperBound
            let source = String(text[call])
            guard kinds.contains(kind), let name = source.firstMatch(of: /name: "([^"]+)"/)?.output.1 else { continue }
            var dependencies: Set<String> = []
            if let list = source.range(of: "dependencies: [") {
                let brackets = balanced(source, from: source.index(before: list.upperBound), open: "[", close: "]")
                dependencies = Set(source[brackets].matches(of: /"([^"]+)"/).map { String($0.output.1) })
            }
            let folder = kind == "testTarget" ? "Tests" : "Sources"
            let path = source.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) } ?? "\(folder)/\(name)"
            targets.append(Target(name: String(name), kind: kind, dependencies: dependencies, path: path))
        }
        return targets
    }

    /// The range from `start` (an opening character) to its matching closing character.
    static func balanced(_ text: String, from start: String.Index, open: Character, close: Character) -> Range<String.Index> {
        var depth = 0
        var index = start
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == open { depth += 1 }
                if character == close {
                    depth -= 1
                    if depth == 0 { return start..<text.index(after: index) }
                }
            }
            index = text.index(after: index)
        }
        return start..<text.endIndex
    }

    /// The rows of the tables under "## Targets": target name → the set of names in its
    /// "May import" column (`—` for none).
    static func documentedTargets() throws -> [String: Set<String>] { try parsedPage.get() }

    /// Reads ``documentedTargets()``.
    static func readPage() throws -> [String: Set<String>] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let start = try #require(page.range(of: "\n## Targets\n"))
        let rest = page[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var rows: [String: Set<String>] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let name = cells[1].firstMatch(of: /`([^`]+)`/)?.output.1 else { continue }
            rows[String(name)] = Set(cells[3].matches(of: /`([^`]+)`/).map { String($0.output.1) })
        }
        return rows
    }

    @Test("every target of Package.swift has a row, and every row is a target")
    func everyTargetNamed() throws {
        let manifest = Set(try Self.manifestTargets().map(\.name))
        let documented = Set(try Self.documentedTargets().keys)
        #expect(manifest.count > 10, "Package.swift was not read: \(manifest)")
        #expect(manifest.subtracting(documented).isEmpty, "targets missing from docs/ARCHITECTURE.md: \(manifest.subtracting(documented).sorted())")
        #expect(documented.subtracting(manifest).isEmpty, "rows naming no target of Package.swift: \(documented.subtracting(manifest).sorted())")
    }

    @Test("each row's \"May import\" is the target's declared dependencies", arguments: try manifestTargets())
    func importsMatch(target: Target) throws {
        let documented = try #require(try Self.documentedTargets()[target.name], "no row for \(target.name)")
        #expect(documented == target.dependencies, "\(target.name): page says \(documented.sorted()), Package.swift \(target.dependencies.sorted())")
    }

    @Test("no source file imports a package module its target does not declare", arguments: try manifestTargets().filter { $0.kind != "systemLibrary" })
    func sourcesImportOnlyDeclared(target: Target) throws {
        let modules = Set(try Self.manifestTargets().map { $0.name.replacingOccurrences(of: "-", with: "_") })
        let allowed = Set(target.dependencies.map { $0.replacingOccurrences(of: "-", with: "_") })
        let folder = Self.root.appendingPathComponent(target.path)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var strays: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            // Swift's Regex is slow; only lines that can match are handed to it.
            for line in source.split(separator: "\n") where line.contains("import ") {
                guard let module = line.firstMatch(of: /^\s*(?:@testable\s+|@_exported\s+)?(?:public\s+|package\s+|internal\s+)?import\s+([A-Za-z_][A-Za-z0-9_]*)/)?.output.1 else { continue }
                let name = String(module)
                if modules.contains(name), !allowed.contains(name) { strays.append("\(file.lastPathComponent): import \(name)") }
            }
        }
        #expect(strays.isEmpty, "\(target.name) imports what Package.swift does not declare: \(strays)")
    }
}
