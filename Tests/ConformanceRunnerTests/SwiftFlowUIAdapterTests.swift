import Foundation
import Testing

/// The Swift Flow-UI adapter of docs/FLOW-UI-GUIDE.md ("A Swift adapter"): the file the page shows is
/// the one the package compiles (`examples/flow-ui-swift-adapter`, on the `MurtiProtocol`
/// product alone), and the runner grades what it answers.
@Suite("The Swift Flow-UI adapter of docs/FLOW-UI-GUIDE.md", .serialized, .tags(.slow))
struct SwiftFlowUIAdapterTests {
    static let source = RunnerProcess.packageRoot.appendingPathComponent("examples/flow-ui-swift-adapter/main.swift")
    static let binary = RunnerProcess.productsFolder.appendingPathComponent("flow-ui-swift-adapter").path

    @Test("docs/FLOW-UI-GUIDE.md shows the compiled example, character for character")
    func documented() async throws {
        let page = try String(contentsOf: RunnerProcess.packageRoot.appendingPathComponent("docs/FLOW-UI-GUIDE.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- flow-ui-swift-adapter -->\n```swift\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        #expect(String(page[start.upperBound..<end.lowerBound]) + "\n" == (try String(contentsOf: Self.source, encoding: .utf8)))
    }

    @Test("it reads the contract and answers Flow-UI: the rejections right, pages an error of the stand-in")
    func graded() async throws {
        let rejections = try RunnerProcess.run(["run", "--corpus", "corpus-flow-ui", "--quiet", "--filter", "rejected/**", "--", Self.binary])
        #expect(rejections.stdout.contains("levels: verdict 17/17, rule 17/17, strict 17/17"), "\(rejections.stdout)")
        #expect(rejections.stdout.contains("my-flow-ui-adapter 0.1.0 (Swift)"))
        let pages = try RunnerProcess.run(["run", "--corpus", "corpus-flow-ui", "--quiet", "--filter", "seed/**", "--", Self.binary])
        #expect(pages.status == 1)
        #expect(pages.stderr.contains("the implementation answered error: this stand-in decodes no page yet"), "\(pages.stderr)")
    }
}
