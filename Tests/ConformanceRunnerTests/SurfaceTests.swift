import Foundation
import Testing

/// The package's surface (docs/ARCHITECTURE.md "Targets", docs/DECISIONS.md 128): an outsider
/// uses the `MurtiProtocol` library and the `conformance-runner` executable, so those are the
/// only products, and only the product library and what its public API is built from declare
/// anything `public`; the rest is `package`. Every `public` or `package` declaration carries a
/// `///` comment directly above it (attributes aside).
@Suite("the package's surface: two products, package access elsewhere, every declaration documented")
struct SurfaceTests {
    /// Targets whose declarations outsiders see: the product library and the module its public
    /// API hands out (JSONKit: the values, readers and writers, re-exported).
    static let publicTargets: Set<String> = ["MurtiProtocol", "JSONKit"]

    /// `products: [...]` of `Package.swift`, each as `kind name` (`library MurtiProtocol`).
    static func products() throws -> [String] {
        let manifest = try String(contentsOf: ArchitectureDocTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "products: [")).upperBound
        let end = try #require(manifest.range(of: "\n    targets: [", range: start..<manifest.endIndex)).lowerBound
        return manifest[start..<end].split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("."), let paren = text.firstIndex(of: "("),
                  let nameStart = text.range(of: "name: \"")?.upperBound,
                  let nameEnd = text[nameStart...].firstIndex(of: "\"") else { return nil }
            return "\(text[text.index(after: text.startIndex)..<paren]) \(text[nameStart..<nameEnd])"
        }
    }

    /// The Swift files of every non-test target, with the target's name.
    static func sources() throws -> [(target: String, file: URL)] {
        try ArchitectureDocTests.manifestTargets().filter { $0.kind != "testTarget" }.flatMap { target in
            let folder = ArchitectureDocTests.root.appendingPathComponent(target.path)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return files.filter { $0.pathExtension == "swift" }.map { (target.name, $0) }
        }
    }

    /// `line`'s access keyword when it declares something `public` or `package` (attributes
    /// first allowed, extensions left out: they declare nothing of their own).
    static func access(of line: Substring) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard let keyword = words.first, keyword == "public" || keyword == "package" else { return nil }
        return words.dropFirst().first == "extension" ? nil : String(keyword)
    }

    @Test("the products are the protocol library and the CLI")
    func twoProducts() throws {
        #expect(try Self.products().sorted() == ["executable conformance-runner", "library MurtiProtocol"])
    }

    @Test("nothing is public outside the product library; every public or package declaration has a doc comment")
    func accessAndDocs() throws {
        var exposed: [String] = []
        var undocumented: [String] = []
        var declarations = 0
        for (target, file) in try Self.sources() {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("public ") || text.contains("package ") else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let keyword = Self.access(of: line) else { continue }
                declarations += 1
                let place = "\(target)/\(file.lastPathComponent):\(index + 1)"
                if keyword == "public", !Self.publicTargets.contains(target) { exposed.append(place) }
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") { undocumented.append(place) }
            }
        }
        #expect(declarations > 1000, "the scan found \(declarations) declarations: is it reading the sources?")
        #expect(exposed == [], "public outside \(Self.publicTargets.sorted()): make these package")
        #expect(undocumented == [], "write a /// comment above each")
    }
}
