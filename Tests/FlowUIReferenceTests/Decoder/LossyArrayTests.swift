import FlowUIReference
import Testing

/// Lossy arrays (docs/CONTRACT.md §8 rule 2; SCHEMA.md Compatibility rules 5): one bad element is dropped
/// alone, with a `droppedElement` at the element, inside and outside widget data.
@Suite("Lossy arrays")
struct LossyArrayTests {
    @Test("one bad button does not empty a button_row")
    func oneBadButton() throws {
        let (widgets, diagnostics) = try Decoding.widgets(
            #"{"type":"button_row","id":"r","data":{"buttons":[{"title":"A"},{"style":"solid"},{"title":"C"}]}}"#)
        guard case .typed(.buttonRow(let row)) = try #require(widgets.first).content else {
            Issue.record("the row is not typed")
            return
        }
        #expect(row.buttons.map(\.title.text) == ["A", "C"])
        #expect(diagnostics.map(\.graded) == ["droppedElement /page/sections/0/widgets/0/data/buttons/1"])
    }

    @Test("a member that is not an array makes the widget malformed inside data")
    func arrayMemberFault() throws {
        let (widgets, diagnostics) = try Decoding.widgets(#"{"type":"tag_rail","data":{"tags":{"text":"x"}}}"#)
        #expect(try #require(widgets.first).content.name == "malformed")
        #expect(diagnostics.map(\.graded) == ["malformedPayload /page/sections/0/widgets/0"])
    }

    @Test("outside data a member that is not an array falls back to [] and is reported")
    func arrayMemberFallback() throws {
        let (page, diagnostics) = try Decoding.page(#"{"page":{"nav":{"title":"T","right_buttons":"x"}}}"#)
        #expect(try #require(page.nav).rightButtons.isEmpty)
        #expect(try #require(page.nav).title?.text == "T")
        #expect(diagnostics.map(\.graded) == ["droppedElement /page/nav/right_buttons"])
    }

    @Test("dropped widgets keep their neighbours' src")
    func widgetSources() throws {
        let (widgets, diagnostics) = try Decoding.widgets(#"null"#, #"{"type":"separator"}"#, #"{"id":"x"}"#,
                                                          #"{"type":"separator"}"#)
        #expect(widgets.map(\.src) == ["/page/sections/0/widgets/1", "/page/sections/0/widgets/3"])
        #expect(diagnostics.map(\.graded) == ["droppedElement /page/sections/0/widgets/0",
                                              "droppedElement /page/sections/0/widgets/2"])
    }

    @Test("faults inside a malformed widget are not reported")
    func innerFaultsHidden() throws {
        let (_, diagnostics) = try Decoding.widgets(
            #"{"type":"image_text_card","data":{"tags":[1,2],"items":[{"type":"x"}]}}"#)
        #expect(diagnostics.map(\.graded) == ["malformedPayload /page/sections/0/widgets/0"])
    }
}
