import FlowUIReference
import Testing

/// Duplicate-id renaming (docs/CONTRACT.md §8 rule 3).
@Suite("Identity")
struct IdentityTests {
    static let sequences: [([String?], [String?])] = [
        (["a", "a", "a"], ["a", "a#2", "a#3"]),
        (["x", "x#2", "x"], ["x", "x#2", "x#3"]),
        (["x", "x", "x#2"], ["x", "x#2", "x#2#2"]),
        (["x#3", "x", "x", "x"], ["x#3", "x", "x#2", "x#4"]),
        ([nil, "a", nil, "a"], [nil, "a", nil, "a#2"]),
        (["caf\u{E9}", "cafe\u{301}"], ["caf\u{E9}", "cafe\u{301}"]),
        (["K", "\u{212A}"], ["K", "\u{212A}"]),
    ]

    @Test("ids after renaming", arguments: sequences)
    func renaming(_ pair: (given: [String?], expected: [String?])) throws {
        let widgets = pair.given.map { id in
            id.map { #"{"type":"separator","id":"\#($0)"}"# } ?? #"{"type":"separator"}"#
        }
        let text = #"{"page":{"sections":[{"widgets":["# + widgets.joined(separator: ",") + "]}]}}"
        let (page, diagnostics) = try Decoding.page(text)
        let ids = page.sections[0].widgets.map(\.id)
        #expect(ids == pair.expected)
        let renamed = zip(pair.given, pair.expected).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(diagnostics.map(\.renamedTo) == renamed.map(\.element.1))
        #expect(diagnostics.map(\.src) == renamed.map { "/page/sections/0/widgets/\($0.offset)" })
    }

    @Test("traversal order, not text order: header strip, section header, widgets, nested items, footer")
    func traversal() throws {
        let text = #"""
        {"page":{"footer":{"widgets":[{"type":"separator","id":"d"}]},
         "sections":[{"widgets":[{"data":{"header":"H","items":[{"type":"separator","id":"d"}]},"type":"accordion","id":"d"}],
                      "header":{"type":"separator","id":"d"}}],
         "header":{"widgets":[{"type":"separator","id":"d"}]}}}
        """#
        let (page, diagnostics) = try Decoding.page(text)
        #expect(page.header?.widgets.first?.id == "d")
        #expect(page.sections[0].header?.id == "d#2")
        let accordion = page.sections[0].widgets[0]
        #expect(accordion.id == "d#3")
        guard case .typed(.accordion(let payload)) = accordion.content else {
            Issue.record("the accordion is not typed")
            return
        }
        #expect(payload.items.first?.id == "d#4")
        #expect(page.footer?.widgets.first?.id == "d#5")
        // Listed in document order: the footer (written first) before the section.
        #expect(diagnostics.map(\.renamedTo) == ["d#5", "d#3", "d#4", "d#2"])
    }

    @Test("a sheet is an id space of its own; an inline sheet in an action claims nothing")
    func separateSpaces() throws {
        let (page, diagnostics) = try Decoding.page(#"""
            {"page":{"sections":[{"widgets":[{"type":"separator","id":"x","actions":{"tap":{"type":"open_bottom_sheet",
             "sheet":{"sections":[{"widgets":[{"type":"separator","id":"x"}]}]}}}},{"type":"separator","id":"y"}]}]}}
            """#)
        #expect(page.sections[0].widgets.map(\.id) == ["x", "y"])
        #expect(diagnostics.isEmpty)
    }
}
