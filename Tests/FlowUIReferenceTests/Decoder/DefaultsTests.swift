@testable import FlowUIReference
import Testing

/// Defaults and fallbacks (docs/CONTRACT.md §8 rule 1; docs/FLOW-UI.md Decisions 7–9).
@Suite("Defaults and fallbacks")
struct DefaultsTests {
    @Test("absent members take their defaults, with no diagnostic")
    func defaults() throws {
        let (page, diagnostics) = try Decoding.page(
            #"{"page":{"header":{},"footer":{"widgets":null},"pagination":{},"refresh":{},"sections":[{}]}}"#)
        #expect(page.id == nil)
        #expect(page.header?.sticky == true)
        #expect(page.footer?.sticky == true)
        #expect(page.pagination?.hasMore == false)
        #expect(page.pagination?.postback == nil)
        #expect(page.refresh?.pullToRefresh == true)
        #expect(page.sections[0].layout == .default)
        #expect(SectionLayout.default == SectionLayout(arrangement: .vertical, columns: 2, itemSpacing: 0, insets: .zero))
        #expect(diagnostics.isEmpty)
    }

    @Test(
        "arrangement: the three names, unknown strings vertical silently, other types vertical and reported",
        arguments: [
            (#""grid""#, Arrangement.grid, false), (#""carousel""#, .carousel, false),
            (#""masonry""#, .vertical, false), (#""GRID""#, .vertical, false), ("3", .vertical, true),
            ("null", .vertical, false),
        ])
    func arrangement(_ row: (given: String, expected: Arrangement, reported: Bool)) throws {
        let (page, diagnostics) = try Decoding.page(#"{"page":{"sections":[{"layout":{"arrangement":\#(row.given)}}]}}"#)
        #expect(page.sections[0].layout.arrangement == row.expected)
        #expect(diagnostics.map(\.graded) == (row.reported ? ["droppedElement /page/sections/0/layout/arrangement"] : []))
    }

    @Test(
        "columns: integers of at least 1, otherwise 2 and reported",
        arguments: [("3", 3, false), ("3.0", 3, false), ("2.5", 2, true), ("0", 2, true), ("-1", 2, true),
                    (#""3""#, 2, true), ("1e20", 2, true), ("1", 1, false)])
    func columns(_ row: (given: String, expected: Int, reported: Bool)) throws {
        let (page, diagnostics) = try Decoding.page(#"{"page":{"sections":[{"layout":{"columns":\#(row.given)}}]}}"#)
        #expect(page.sections[0].layout.columns == row.expected)
        #expect(diagnostics.count == (row.reported ? 1 : 0))
    }

    @Test(
        "width: fill, hug or a fraction in (0, 1]; anything else absent and reported",
        arguments: [(#""fill""#, WidthMode?.some(.fill)), (#""hug""#, .hug), ("0.75", .fraction(0.75)), ("1", .fraction(1)),
                    (#""0.75""#, nil), ("0", nil), ("1.5", nil), ("-0.5", nil), ("true", nil)])
    func width(_ row: (given: String, expected: WidthMode?)) throws {
        let (widgets, diagnostics) = try Decoding.widgets(#"{"type":"separator","layout":{"width":\#(row.given)}}"#)
        #expect(widgets[0].layout.width == row.expected)
        #expect(diagnostics.map(\.graded) == (row.expected == nil ? ["droppedElement /page/sections/0/widgets/0/layout/width"] : []))
    }

    @Test("insets: missing sides 0, a bad side 0 and reported alone")
    func insets() throws {
        let (page, diagnostics) = try Decoding.page(
            #"{"page":{"sections":[{"layout":{"insets":{"top":12,"left":"16","right":4}}}]}}"#)
        #expect(page.sections[0].layout.insets == Insets(top: 12, left: 0, right: 4, bottom: 0))
        #expect(diagnostics.map(\.graded) == ["droppedElement /page/sections/0/layout/insets/left"])
    }

    @Test("a registered widget with absent or null data decodes from {}")
    func absentData() throws {
        let (widgets, diagnostics) = try Decoding.widgets(
            #"{"type":"separator"}"#, #"{"type":"button_row","data":null}"#, #"{"type":"banner"}"#)
        #expect(widgets.map(\.content.name) == ["typed", "typed", "malformed"])
        #expect(diagnostics.map(\.graded) == ["malformedPayload /page/sections/0/widgets/2"])
    }
}
