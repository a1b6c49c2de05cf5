import JSONKit
import FlowUIReference
import Foundation
import Testing

/// What becomes of a document as a whole (docs/CONTRACT.md §8 rule 4, "Answer"; docs/FLOW-UI.md Decisions 1–3).
@Suite("Documents")
struct DocumentTests {
    @Test(
        "the only rejections",
        arguments: [
            ("", FlowUIRejection.notJSON), ("{", .notJSON), (#"{"page":{},}"#, .notJSON), ("[1] 2", .notJSON),
            ("[]", .notObject), ("null", .notObject), (#""page""#, .notObject),
            ("{}", .noPage), (#"{"page":null}"#, .noPage), (#"{"page":[]}"#, .noPage), (#"{"sheet":"s"}"#, .noPage),
        ])
    func rejections(_ row: (text: String, reason: FlowUIRejection)) {
        guard case .rejected(let reason, let message) = Decoding.answer(row.text) else {
            Issue.record("\(row.text) decoded")
            return
        }
        #expect(reason == row.reason)
        #expect(!message.isEmpty)
        #expect(Decoding.answer(row.text).json.firstMember(named: "reason")?.value == .string(row.reason.rawValue))
    }

    @Test("a byte order mark is ignored; the page wins over a sheet; a non-object page yields to the sheet")
    func documentKinds() {
        let bom = FlowUIDecoder().decode(Data([0xEF, 0xBB, 0xBF] + Array(#"{"page":{"id":"p"}}"#.utf8)))
        guard case .decoded(.page(let page), _) = bom else {
            Issue.record("a BOM-prefixed page was not decoded")
            return
        }
        #expect(page.id == "p")
        guard case .decoded(.page, _) = Decoding.answer(#"{"sheet":{},"page":{}}"#) else {
            Issue.record("the page did not win")
            return
        }
        guard case .decoded(.sheet(let sheet), _) = Decoding.answer(#"{"page":1,"sheet":{"id":"s"}}"#) else {
            Issue.record("the sheet was not decoded")
            return
        }
        #expect(sheet.id == "s")
    }

    @Test("the answer has every member docs/CONTRACT.md §8 lists, and typed widgets alone carry data")
    func answerShape() throws {
        let json = Decoding.answer(Decoding.section(#"{"type":"separator"}"#, #"{"type":"nope","data":{"a":1}}"#)).json
        let page = try #require(json.firstMember(named: "page")?.value)
        guard case .object(let pageMembers) = page else {
            Issue.record("page is not an object")
            return
        }
        #expect(Set(pageMembers.map(\.name)) == ["id", "nav", "header", "sections", "footer", "pagination", "refresh"])
        let widgets = try #require(page.firstMember(named: "sections")?.value.firstElement?.firstMember(named: "widgets")?.value)
        guard case .array(let items) = widgets, case .object(let typed) = items[0], case .object(let unknown) = items[1] else {
            Issue.record("widgets are not objects")
            return
        }
        let envelope: Set = ["src", "type", "id", "content", "layout", "actions", "tracking"]
        #expect(Set(typed.map(\.name)) == envelope.union(["data"]))
        #expect(Set(unknown.map(\.name)) == envelope)
        #expect(json.firstMember(named: "diagnostics")?.value.canonicalText
            .contains(#""kind":"unknownType","message":"type \"nope\" is not registered","src":"/page/sections/0/widgets/1","widgetType":"nope""#) == true)
    }

    @Test("at one src the content diagnostic comes before the rename")
    func tieOrder() throws {
        let (_, diagnostics) = try Decoding.widgets(#"{"type":"separator","id":"x"}"#, #"{"type":"banner","id":"x"}"#)
        #expect(diagnostics.map(\.kind) == [.malformedPayload, .duplicateID])
    }
}
