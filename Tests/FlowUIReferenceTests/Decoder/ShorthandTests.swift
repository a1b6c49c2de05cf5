import JSONKit
import FlowUIReference
import Testing

/// Atom shorthands (SCHEMA.md "Atoms"; docs/FLOW-UI.md Decision 23): a bare string is the atom's
/// principal member, and the answer writes the object form.
@Suite("Shorthands")
struct ShorthandTests {
    func data(_ widget: String) throws -> OrderedJSONValue {
        let (widgets, _) = try Decoding.widgets(widget)
        let answer = Decoding.answer(Decoding.section(widget)).json
        #expect(widgets.first?.content.name == "typed", "\(answer.canonicalText)")
        return try #require(answer.firstMember(named: "page")?.value.firstMember(named: "sections")?.value
            .firstElement?.firstMember(named: "widgets")?.value.firstElement?.firstMember(named: "data")?.value)
    }

    @Test("bare strings and object forms write the same answer")
    func sameAnswer() throws {
        let bare = try data(##"{"type":"image_text_card","data":{"title":"Hi","image":"https://x/y.png","trailing_icon":"star","subtitle":{"text":"S","color":"#FFF"}}}"##)
        let object = try data(##"{"type":"image_text_card","data":{"title":{"text":"Hi"},"image":{"url":"https://x/y.png"},"trailing_icon":{"symbol":"star"},"subtitle":{"text":"S","color":{"hex":"#FFF"}}}}"##)
        #expect(bare == object)
        #expect(bare.canonicalText == ##"{"image":{"url":"https://x/y.png"},"subtitle":{"color":{"hex":"#FFF"},"text":"S"},"tags":[],"title":{"text":"Hi"},"trailing_icon":{"symbol":"star"}}"##)
    }

    @Test("corner radii and insets are written in full")
    func fullShapes() throws {
        let written = try data(#"{"type":"separator","data":{"insets":{"left":16}}}"#)
        #expect(written.canonicalText == #"{"insets":{"bottom":0,"left":16,"right":0,"top":0}}"#)
        let button = try data(#"{"type":"button_row","data":{"buttons":[{"title":"B","corner_radius":6}]}}"#)
        #expect(button.canonicalText == #"{"buttons":[{"corner_radius":{"bottom_left":6,"bottom_right":6,"top_left":6,"top_right":6},"title":{"text":"B"}}]}"#)
    }

    @Test("no shorthand for a number, nor for an object-only atom")
    func noShorthand() throws {
        let (widgets, diagnostics) = try Decoding.widgets(
            #"{"type":"title_block","data":{"title":5}}"#, #"{"type":"tag_rail","data":{"tags":["Sale"]}}"#)
        #expect(widgets.map(\.content.name) == ["malformed", "typed"])
        #expect(diagnostics.map(\.graded) == ["malformedPayload /page/sections/0/widgets/0",
                                              "droppedElement /page/sections/0/widgets/1/data/tags/0"])
    }
}

extension OrderedJSONValue {
    var firstElement: OrderedJSONValue? {
        if case .array(let items) = self { return items.first }
        return nil
    }
}
