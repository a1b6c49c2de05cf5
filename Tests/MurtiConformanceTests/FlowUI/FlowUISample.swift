import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol

/// A Flow-UI expectation written from docs/CONTRACT.md §8 for the document
/// `{"page":{"id":"p","sections":[{"id":"s","widgets":[title_block "t" with a toast, an
/// image_text_card "c" without its title, a widget without type]}]}}`: the title block typed,
/// the card contained as malformed (Decision 4: a card's title is required), the third widget
/// dropped (rule 2: a broken envelope). Answers are the expectation with one thing changed.
enum FlowUISample {
    static let page = #"""
        {"id": "p", "nav": null, "header": null, "footer": null, "pagination": null, "refresh": null,
         "sections": [{"src": "/page/sections/0", "id": "s",
           "layout": {"arrangement": "vertical", "columns": 2, "item_spacing": 0, "insets": {"top": 0, "left": 0, "right": 0, "bottom": 0}},
           "header": null,
           "widgets": [
             {"src": "/page/sections/0/widgets/0", "type": "title_block", "id": "t", "content": "typed", "layout": {},
              "actions": {"tap": {"type": "toast", "message": "hi"}}, "tracking": null, "data": {"title": {"text": "Hi"}}},
             {"src": "/page/sections/0/widgets/1", "type": "image_text_card", "id": "c", "content": "malformed", "layout": {},
              "actions": {}, "tracking": null}]}]}
        """#

    static let diagnostics = [
        FlowUI.Diagnostic(kind: .malformedPayload, src: "/page/sections/0/widgets/1", widgetType: "image_text_card"),
        FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0/widgets/2"),
    ]

    static func json(_ text: String) -> JSONValue {
        (try? StrictJSON.parse(Data(text.utf8), file: "sample")) ?? .null
    }

    static let decoding = FlowUI.Decoding.decoded(.page, json(page), diagnostics: diagnostics)

    static let expectation = FlowUIExpectation(
        decoding: decoding, description: "one bad widget never blanks a screen",
        source: "README: One bad widget never blanks a screen; docs/CONTRACT.md §8 rule 2")

    static let fixture = Fixture(
        id: "contained/section/sample.json", url: URL(fileURLWithPath: "/dev/null"), expectation: .flowUI(expectation))

    /// The page with `change` applied to its JSON.
    static func answer(
        diagnostics: [FlowUI.Diagnostic] = diagnostics, _ change: (inout [JSONMemberName: JSONValue]) -> Void = { _ in }
    ) -> FlowUI.Decoding {
        guard case .object(var members) = json(page) else { return decoding }
        change(&members)
        return .decoded(.page, .object(members), diagnostics: diagnostics)
    }

    /// The first section's widgets, changed by `change`.
    static func widgets(_ change: @escaping (inout [JSONValue]) -> Void) -> (inout [JSONMemberName: JSONValue]) -> Void {
        { page in
            guard case .array(var sections)? = page["sections"], case .object(var section) = sections[0],
                case .array(var widgets)? = section["widgets"] else { return }
            change(&widgets)
            section["widgets"] = .array(widgets)
            sections[0] = .object(section)
            page["sections"] = .array(sections)
        }
    }

    /// Widget `index` of the first section with `member` set to `value` (`nil` removes it).
    static func widget(_ index: Int, _ member: String, _ value: JSONValue?) -> (inout [JSONMemberName: JSONValue]) -> Void {
        widgets { widgets in
            guard case .object(var widget) = widgets[index] else { return }
            widget[member] = value
            widgets[index] = .object(widget)
        }
    }

    /// An implementation that speaks Flow-UI only.
    static let flowUIOnly = ImplementationInfo(name: "flow", version: "1", language: "Kotlin", layers: [], contracts: [.flowUI])
}
