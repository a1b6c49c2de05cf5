import Foundation
import Testing

/// The Swift adapter of docs/PROTOCOL.md ("A Swift adapter"), as a third-party implementer
/// writes it: its `Package.swift` and `main.swift` taken from the document, built in a
/// temporary folder against this checkout by path, certified by the runner, and linked without
/// libcrypto (the `MurtiProtocol` product pulls in neither the judge nor COpenSSL).
/// CI tier (docs/DECISIONS.md 110): it builds a package of its own, the protocol library included.
@Suite("A third-party Swift adapter built from docs/PROTOCOL.md", .serialized, .tags(.slow), CITier.trait)
struct SwiftAdapterPackageTests {
    /// The Swift code block after `<!-- marker -->` in docs/PROTOCOL.md.
    static func block(_ marker: String) throws -> String {
        let text = try String(contentsOf: RunnerProcess.packageRoot.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
        let after = try #require(text.range(of: "<!-- \(marker) -->\n```swift\n"), "no \(marker) block")
        let end = try #require(text.range(of: "\n```", range: after.upperBound..<text.endIndex))
        return String(text[after.upperBound..<end.lowerBound]) + "\n"
    }

    @Test("the documented package builds against the checkout, is certified for its layer, and links no libcrypto")
    func documentedAdapter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-adapter-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("my-murti-adapter/Sources/my-murti-adapter")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // The checkout is linked beside the adapter under its documented folder name, so the
        // manifest resolves as written: a path dependency is named after its folder.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("murti-conformance"), withDestinationURL: RunnerProcess.packageRoot)
        let package = folder.appendingPathComponent("my-murti-adapter")
        try Data(try Self.block("adapter-package-swift").utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data(try Self.block("adapter-main-swift").utf8).write(to: sources.appendingPathComponent("main.swift"))

        let build = try ShellCommand.run(["swift", "build", "--package-path", package.path], in: package)
        try #require(build.status == 0, "\(build.stdout.suffix(3000))\n\(build.stderr.suffix(3000))")
        let products = package.appendingPathComponent(".build/debug")
        let binary = products.appendingPathComponent("my-murti-adapter").path
        // Only the protocol library was compiled for it: no object of the judge, the validator
        // or the reference service (SwiftPM lays out a folder per module of the package graph).
        func objects(_ module: String) -> [String] {
            let folder = products.appendingPathComponent(module + ".build").path
            return ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".o") }
        }
        #expect(!objects("MurtiProtocol").isEmpty)
        for other in ["MurtiConformance", "MurtiValidator", "MurtiReferenceService", "COpenSSL"] {
            #expect(objects(other).isEmpty, "\(other) was compiled for the adapter: \(objects(other).prefix(3))")
        }
        #if os(Linux)
        let ldd = try ShellCommand.run(["ldd", binary], in: package)
        #expect(ldd.status == 0)
        #expect(!ldd.stdout.contains("libcrypto"), "\(ldd.stdout)")
        #endif

        let corpus = try RunnerCorpus()
        defer { corpus.remove() }
        let outcome = try RunnerProcess.run(["run", "--corpus", corpus.corpus.path, "--quiet", "--", binary])
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
        #expect(outcome.stdout.contains("Certified for layer 1"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("my-murti-adapter 0.1.0 (Swift)"), "\(outcome.stdout)")
    }
}
