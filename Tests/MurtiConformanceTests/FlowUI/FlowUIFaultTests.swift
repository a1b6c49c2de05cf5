import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// What a Flow-UI fixture holds and what a failure names (docs/DECISIONS.md D80–D83): its faults
/// counted from the entry and the input, the promises they put at stake, what its source rests
/// on, the promise a difference breaks, and a hostile element graded.
@Suite("Flow-UI faults, promises at stake, bases and hostile elements", .contracts)
struct FlowUIFaultTests {
    static let json = FlowUISample.json

    /// An entry decoding `page` with `diagnostics`.
    static func entry(_ page: String, _ diagnostics: [FlowUI.Diagnostic] = [], promise: FlowUIPromise? = nil) -> FlowUIExpectation {
        var expectation = FlowUIExpectation(
            decoding: .decoded(.page, json(page), diagnostics: diagnostics), description: "d", source: "SCHEMA.md: Widgets")
        expectation.promise = promise
        return expectation
    }

    static let emptyPage = #"{"id": "p", "nav": null, "header": null, "footer": null, "sections": [], "#
        + #""pagination": {"has_more": false, "postback": null}, "refresh": {"pull_to_refresh": true}}"#

    @Test("pagination {} and refresh {} are two faults, each a default taken; given in full, none")
    func defaultsAreFaults() {
        let taken = FlowUIFaults.faults(Self.entry(Self.emptyPage), input: Self.json(#"{"page": {"id": "p", "pagination": {}, "refresh": {}}}"#))
        #expect(taken.map(\.description) == ["a default taken at /page/pagination", "a default taken at /page/refresh"])
        let given = Self.json(#"{"page": {"id": "p", "pagination": {"has_more": false}, "refresh": {"pull_to_refresh": true}}}"#)
        #expect(FlowUIFaults.faults(Self.entry(Self.emptyPage), input: given).isEmpty)
        #expect(FlowUIFaults.faults(Self.entry(Self.emptyPage), input: nil).isEmpty, "without strict input, the diagnostics alone")
    }

    @Test("an unknown arrangement is a silent fallback; a layout's missing members one default")
    func silentArrangement() {
        let page = #"{"id": "p", "nav": null, "header": null, "footer": null, "pagination": null, "refresh": null, "sections": ["#
            + #"{"src": "/page/sections/0", "id": null, "header": null, "widgets": [], "layout": {"arrangement": "vertical", "#
            + #""columns": 2, "item_spacing": 0, "insets": {"top": 0, "left": 0, "right": 0, "bottom": 0}}}]}"#
        let input = Self.json(#"{"page": {"id": "p", "sections": [{"layout": {"arrangement": "Grid"}}]}}"#)
        #expect(FlowUIFaults.faults(Self.entry(page), input: input).map(\.description)
            == ["a default taken at /page/sections/0/layout", "a silent fallback at /page/sections/0/layout/arrangement"])
    }

    @Test("a widget's loss puts no page at stake; a page member's does")
    func promisesAtStake() {
        let sample = FlowUISample.expectation
        let faults = FlowUIFaults.faults(sample, input: nil)
        #expect(faults.count == 2)
        let stake = FlowUIPromisesAtStake.promises(sample, faults: faults, hostsSheet: false)
        #expect(!stake.contains(.pageAlwaysRenders), "\(stake)")
        #expect(stake.isSuperset(of: [.oneBadWidgetNeverBlanksAScreen, .containsUnknownAndMalformed, .badElementsAreDropped,
                                      .everyProblemIsRecorded]))
        let navFault = Self.entry(Self.emptyPage, [FlowUI.Diagnostic(kind: .droppedElement, src: "/page/nav")])
        let navStake = FlowUIPromisesAtStake.promises(navFault, faults: FlowUIFaults.faults(navFault, input: nil), hostsSheet: false)
        #expect(navStake.contains(.pageAlwaysRenders))
        #expect(FlowUIPromisesAtStake.promises(
            FlowUIExpectation(decoding: .rejected(.noPage), description: "d"), faults: [], hostsSheet: false) == [.onlyThreeRejections])
    }

    @Test("what a source rests on is its first citation's form", arguments: [
        ("README: One bad widget never blanks a screen; docs/FLOW-UI.md Decision 9", SourceBasis.published),
        ("seed: Layer 2", .published), ("SCHEMA.md: Sections", .published), ("ADDING_A_WIDGET.md: Register it", .published),
        ("RFC 8259 §4", .published), ("docs/FLOW-UI.md Decision 9; README: x", .decision), ("docs/DECISIONS.md D83", .decision),
        ("docs/CONTRACT.md §8 rule 2", .decision), ("docs/CONTRACT.md §8 rule 4", .decision),
    ])
    func basis(_ source: String, _ basis: SourceBasis) {
        #expect(SourceBasis.ofFlowUI(source) == basis)
    }

    @Test("a source of another form rests on nothing lint knows")
    func noBasis() {
        #expect(SourceBasis.ofFlowUI("our wiki") == nil && SourceBasis.ofFlowUI("") == nil)
    }

    @Test("the promise follows from the difference and where it lies against the faults")
    func promiseFromDifference() {
        let widget = "/page/sections/0/widgets/0"
        let lost = FlowUIDifference.widgetMissing(src: widget, content: .typed)
        #expect(FlowUIPromise.broken(by: lost, faults: [widget + "/layout/gradient/colors/1"]) == .badMembersFallBackAlone)
        #expect(FlowUIPromise.broken(by: lost, faults: [widget + "/data/buttons/1"]) == .badElementsAreDropped)
        #expect(FlowUIPromise.broken(by: lost, faults: ["/page/sections/0/widgets/1"]) == .oneBadWidgetNeverBlanksAScreen)
        let section = FlowUIDifference.sectionMissing(src: "/page/sections/0")
        #expect(FlowUIPromise.broken(by: section, faults: ["/page/sections/0/layout/columns"]) == .badMembersFallBackAlone)
        #expect(FlowUIPromise.broken(by: section, faults: [widget]) == .oneBadWidgetNeverBlanksAScreen)
        #expect(FlowUIPromise.broken(by: .outcome(expected: .decoded, got: .rejected, gotReason: .notJSON), faults: []) == .pageAlwaysRenders)
    }

    /// A section of three widgets, the middle one's bytes hostile: the entry's answer is the
    /// reference's refusal; its hostile element keeps the other two.
    static let hostile: FlowUIExpectation = {
        func widget(_ index: Int, _ id: String) -> String {
            #"{"src": "/page/sections/0/widgets/\#(index)", "type": "title_block", "id": "\#(id)", "content": "typed", "layout": {}, "#
                + #""actions": {}, "tracking": null, "data": {"title": {"text": "\#(id)"}}}"#
        }
        let page = #"{"id": "p", "nav": null, "header": null, "footer": null, "pagination": null, "refresh": null, "sections": ["#
            + #"{"src": "/page/sections/0", "id": "s", "header": null, "layout": {"arrangement": "vertical", "columns": 2, "#
            + #""item_spacing": 0, "insets": {"top": 0, "left": 0, "right": 0, "bottom": 0}}, "widgets": ["#
            + widget(0, "a") + ", " + widget(2, "c") + "]}]}"
        var expectation = FlowUIExpectation(decoding: .rejected(.notJSON), description: "d", source: "docs/DECISIONS.md D83")
        expectation.hostileElement = FlowUIHostileElement(
            src: "/page/sections/0/widgets/1", kind: .page, document: FlowUISample.json(page), diagnostics: [])
        return expectation
    }()

    @Test("a hostile element: refused or lost alone passes; a lost sibling or another refusal is a wrong outcome")
    func hostileElement() throws {
        let hostile = try #require(Self.hostile.hostileElement)
        let (refused, _) = FlowUIGrader.grade(Self.hostile, .rejected(.notJSON))
        #expect(refused.levels == GradingLevels(verdict: true, rule: true, strict: true))
        let (dropped, _) = FlowUIGrader.grade(Self.hostile, hostile.decoding)
        #expect(dropped.status == .passed && dropped.levels?.strict == false, "the strict level is the entry's own answer")
        guard case .object(var page) = hostile.document, case .array(var sections)? = page["sections"],
            case .object(var section) = sections[0], case .array(var widgets)? = section["widgets"] else {
            Issue.record("the hostile page is not shaped as written")
            return
        }
        widgets.removeLast()
        section["widgets"] = .array(widgets)
        sections[0] = .object(section)
        page["sections"] = .array(sections)
        let (truncated, promise) = FlowUIGrader.grade(Self.hostile, .decoded(.page, .object(page), diagnostics: []))
        #expect(truncated.status == .failed && truncated.levels?.verdict == false)
        #expect(promise == .hostileBytesCostOneElement)
        #expect(truncated.reason == "hostile bytes in one element cost that element at most, never its siblings (project decision: "
            + "docs/DECISIONS.md D83): widget /page/sections/0/widgets/2 missing")
        let (other, otherPromise) = FlowUIGrader.grade(Self.hostile, .rejected(.noPage))
        #expect(other.levels?.verdict == false && otherPromise == .onlyThreeRejections)
    }
}
