import Foundation
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance
@testable import MurtiContract

/// `agreement` prints side names, implementation names, verdicts and fixture ids that come
/// from implementations and a corpus: none acts on a terminal or a Markdown page
/// (docs/SECURITY.md "Output hygiene").
@Suite("agreement reports escape what sides and the corpus wrote", .contracts)
struct AgreementHygieneTests {
    static let title = "\u{1B}]0;pwned\u{07}"

    static let report: AgreementReport = {
        let hostile = AgreementReport.Side(
            name: "evil" + title, command: ["evil\u{1B}[2J"],
            implementation: ImplementationInfo(name: "n" + title + "[x](https://evil.example)", version: "1\r", language: "L",
                                               layers: [1, 2], schemaOnly: true),
            schema: .file("s\u{1B}.json"))
        let row = AgreementRow(
            id: "invalid/schema/\(title)a](b).json", expected: DisagreementGroupTests.rejecting("required", "/a"),
            verdicts: [
                DisagreementGroupTests.engine(.reject, "required", "/a"),
                DisagreementGroupTests.engine(.accept),
            ])
        return AgreementReport(sides: [DisagreementGroupTests.reference, hostile], rows: [row])
    }()

    @Test("text and Markdown hold no control character; Markdown no link; JSON keeps the data")
    func escaped() throws {
        let text = Self.report.rendered(as: .text)
        let markdown = Self.report.rendered(as: .markdown)
        for output in [text, markdown, Self.report.rendered(as: .json)] {
            #expect(!output.unicodeScalars.contains { OutputSink.isControl($0) && $0 != "\n" && $0 != "\t" })
        }
        #expect(text.contains(#"evil\u001B]0;pwned\u0007"#))
        #expect(!markdown.contains("[x](") && markdown.contains(#"\[x\](https://evil.example)"#))
        #expect(!markdown.contains("a](b)") && markdown.contains(#"a\](b)"#))
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(Self.report.rendered(as: .json).utf8))
        #expect(json != .null)
    }
}
