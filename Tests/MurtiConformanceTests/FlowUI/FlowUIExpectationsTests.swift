import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// Reading a Flow-UI corpus's expectations.json (docs/FLOW-UI.md "The expectation format"):
/// the committed corpus loads by its contract, and each kind of fault names the JSON Pointer
/// and the fix.
@Suite("Flow-UI expectations: loading and faults", .contracts)
struct FlowUIExpectationsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("corpus-flow-ui loads as Flow-UI: its concern folders hold the fixtures, its README is none, requests carry contract and profile")
    func committed() throws {
        let corpus = try Corpus.load(from: Self.root.appendingPathComponent("corpus-flow-ui"))
        #expect(corpus.file.contract == .flowUI && corpus.file.schemaVersion == nil)
        #expect(corpus.fixtures.count == corpus.file.fixtures.count && corpus.fixtures.count > 300)
        #expect(corpus.orphanFiles.isEmpty && corpus.missingFiles.isEmpty)
        // Every entry says what it rests on and which promise its fault puts at stake (docs/DECISIONS.md D81, D82).
        #expect(corpus.fixtures.allSatisfy { $0.expectation.flowUI?.basis != nil && $0.expectation.flowUI?.promise != nil })
        #expect(corpus.fixtures.allSatisfy { $0.contract == .flowUI && $0.expectation.flowUI != nil })
        #expect(!corpus.fixtures.contains { $0.id == "README.md" })
        let contract = try #require(ContractRegistry.contract(corpus.file.contract))
        let picked = corpus.fixtures.filter { $0.id == "pages/test-registry-basic.json" || $0.id == "rejected/html.json" }
        let requests = try contract.requests(for: picked, in: corpus)
        #expect(requests.count == 2 && requests.allSatisfy { $0.contract == .flowUI })
        #expect(requests.map(\.seq) == [1, 2])
        for (fixture, request) in zip(picked, requests) {
            #expect(request.profile == corpus.file.profiles[fixture.expectation.profileName])
        }
        let deep = try #require(corpus.fixtures.first { $0.id == "hostile/deep-accordions.json" }?.expectation.flowUI)
        #expect(deep.decoding.outcome == .decoded, "entries nest past Murti's 128 levels and still read")
    }

    struct Fault: CustomTestStringConvertible, Sendable {
        var name: String
        var entry: String
        var pointer: String
        var problem: String
        var testDescription: String { name }
    }

    static let page = #"{"id": null, "nav": null, "header": null, "footer": null, "pagination": null, "refresh": null, "sections": []}"#
    static let faults: [Fault] = [
        Fault(name: "an outcome of Murti's", entry: #"{"description": "d", "outcome": "accept"}"#,
              pointer: "/outcome", problem: #"expected "decoded" or "rejected", found "accept""#),
        Fault(name: "no diagnostics", entry: #"{"description": "d", "outcome": "decoded", "page": \#(page)}"#,
              pointer: "/diagnostics", problem: "missing"),
        Fault(name: "page and sheet", entry: #"{"description": "d", "outcome": "decoded", "page": \#(page), "sheet": {}, "diagnostics": []}"#,
              pointer: "/sheet", problem: "a decoded fixture holds page or sheet, not both"),
        Fault(name: "a reason besides a page", entry: #"{"description": "d", "outcome": "decoded", "reason": "noPage", "page": \#(page), "diagnostics": []}"#,
              pointer: "/reason", problem: "a decoded fixture has no reason"),
        Fault(name: "a fourth rejection", entry: #"{"description": "d", "outcome": "rejected", "reason": "tooBig"}"#,
              pointer: "/reason", problem: #"expected "notJSON" or "notObject" or "noPage", found "tooBig""#),
        Fault(name: "a content kind that does not exist",
              entry: #"{"description": "d", "outcome": "decoded", "page": {"id": null, "header": null, "footer": null, "sections": [{"src": "/page/sections/0", "id": null, "header": null, "widgets": [{"src": "/page/sections/0/widgets/0", "type": "x", "id": null, "content": "broken"}]}]}, "diagnostics": []}"#,
              pointer: "/page/sections/0/widgets/0/content", problem: #""broken" is not typed, unknown or malformed"#),
        Fault(name: "data on an unknown widget",
              entry: #"{"description": "d", "outcome": "decoded", "page": {"id": null, "header": null, "footer": null, "sections": [{"src": "/page/sections/0", "id": null, "header": null, "widgets": [{"src": "/page/sections/0/widgets/0", "type": "x", "id": null, "content": "unknown", "data": {}}]}]}, "diagnostics": []}"#,
              pointer: "/page/sections/0/widgets/0/data", problem: "an unknown widget carries no data (docs/FLOW-UI.md Decision 27)"),
        Fault(name: "a src that is no pointer",
              entry: #"{"description": "d", "outcome": "decoded", "page": {"id": null, "header": null, "footer": null, "sections": [{"src": "sections/0", "id": null, "header": null, "widgets": []}]}, "diagnostics": []}"#,
              pointer: "/page/sections/0/src", problem: #""sections/0" is not an RFC 6901 JSON Pointer"#),
        Fault(name: "a diagnostic's message", entry: #"{"description": "d", "outcome": "decoded", "page": \#(page), "diagnostics": [{"kind": "droppedElement", "src": "/page/x", "message": "m"}]}"#,
              pointer: "/diagnostics/0/message", problem: "a diagnostic's message is never graded"),
        Fault(name: "malformedPayload without widgetType", entry: #"{"description": "d", "outcome": "decoded", "page": \#(page), "diagnostics": [{"kind": "malformedPayload", "src": "/page/sections/0/widgets/0"}]}"#,
              pointer: "/diagnostics/0/widgetType", problem: "missing"),
        Fault(name: "renamedTo on a drop", entry: #"{"description": "d", "outcome": "decoded", "page": \#(page), "diagnostics": [{"kind": "droppedElement", "src": "/page/x", "renamedTo": "y"}]}"#,
              pointer: "/diagnostics/0/renamedTo", problem: "only duplicateID carries renamedTo"),
        Fault(name: "a misspelt member", entry: #"{"description": "d", "outcome": "rejected", "reason": "noPage", "informationl": true}"#,
              pointer: "/informationl", problem: #"unknown member "informationl""#),
    ]

    @Test("each fault names the file, the JSON Pointer and the fix", arguments: faults)
    func fault(_ fault: Fault) throws {
        let text = #"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {"default": {}}, "fixtures": {"seed/x.json": \#(fault.entry)}}"#
        #expect {
            try ExpectationsFile.parse(Data(text.utf8), file: "corpus-flow-ui/expectations.json")
        } throws: { error in
            guard case .invalidValue(let file, let pointer, let problem, let fix)? = error as? CorpusError else { return false }
            return file == "corpus-flow-ui/expectations.json" && pointer == "/fixtures/seed~1x.json" + fault.pointer
                && problem == fault.problem && !fix.isEmpty
        }
    }

    @Test("top-level faults: a Murti member, a profile model that does not exist, a fixture outside a concern folder")
    func topLevel() {
        let cases: [(String, String)] = [
            (#"{"contract": "flow-ui", "corpusVersion": "1.0.0", "schemaVersion": "1.0", "profiles": {}, "fixtures": {}}"#, "/schemaVersion"),
            (#"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {"p": {"registry": {"card": "carousel"}}}, "fixtures": {}}"#, "/profiles/p/registry/card"),
            (#"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {"p": {"types": {}}}, "fixtures": {}}"#, "/profiles/p/types"),
            (#"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {}, "fixtures": {"x.json": {}}}"#, "/fixtures/x.json"),
        ]
        for (text, pointer) in cases {
            #expect {
                try ExpectationsFile.parse(Data(text.utf8), file: "e.json")
            } throws: { error in
                if case .invalidValue(_, let at, _, _)? = error as? CorpusError { return at == pointer }
                return false
            }
        }
    }

    @Test("an expectation a report quotes reads back as the same one, by its outcome")
    func reportCoding() throws {
        let encoded = try JSONEncoder().encode(FixtureExpectation.flowUI(FlowUISample.expectation))
        let decoded = try StrictJSON.parse(encoded, file: "x").decoded(as: FixtureExpectation.self)
        #expect(decoded == .flowUI(FlowUISample.expectation))
        let murti = FixtureExpectation.murti(Expectation(outcome: .reject, layer: 2, rule: "required", path: "/a", description: "d"))
        #expect(try StrictJSON.parse(try JSONEncoder().encode(murti), file: "x").decoded(as: FixtureExpectation.self) == murti)
    }
}
