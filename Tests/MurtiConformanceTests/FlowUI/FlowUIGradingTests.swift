import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// Grading a Flow-UI answer at the three levels of docs/CONTRACT.md §8 (verdict: outcome and
/// reason; rule: the skeleton and the graded diagnostics; strict: the whole canonical answer but
/// `message`), each failure naming the promise it broke.
@Suite("Flow-UI grading: verdict, rule, strict, and the promise broken", .contracts)
struct FlowUIGradingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var answer: FlowUI.Decoding
        var status: ResultStatus
        var strict: ResultStatus
        var promise: FlowUIPromise?
        /// What the reason must contain.
        var reason: String?
        var testDescription: String { name }
    }

    static let s = FlowUISample.self
    static let cases: [Case] = [
        Case(name: "the expected answer passes every level", answer: s.decoding, status: .passed, strict: .passed),
        Case(name: "a diagnostic's message is never graded",
             answer: s.answer(diagnostics: s.diagnostics.map { var d = $0; d.message = "why"; return d }),
             status: .passed, strict: .passed),
        Case(name: "a toast's message inside an action is data: the strict level sees it",
             answer: s.answer(s.widget(0, "actions", .object(["tap": .object(["type": .string("toast"), "message": .string("bye")])]))),
             status: .passed, strict: .failed, reason: "strict: /page/sections/0/widgets/0/actions/tap/message"),
        Case(name: "a layout default differs: strict only",
             answer: s.answer { page in
                 guard case .array(var sections)? = page["sections"], case .object(var section) = sections[0] else { return }
                 section["layout"] = FlowUISample.json(#"{"arrangement": "vertical", "columns": 3, "item_spacing": 0, "insets": {"top": 0, "left": 0, "right": 0, "bottom": 0}}"#)
                 sections[0] = .object(section)
                 page["sections"] = .array(sections)
             },
             status: .passed, strict: .failed, reason: "strict: /page/sections/0/layout/columns: expected 2, got 3"),
        Case(name: "the whole section dropped for one bad widget",
             answer: s.answer(diagnostics: [FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0")]) { $0["sections"] = .array([]) },
             status: .failed, strict: .failed, promise: .oneBadWidgetNeverBlanksAScreen,
             reason: "one bad widget never blanks a screen (published: README: One bad widget never blanks a screen): section /page/sections/0 missing"),
        Case(name: "the good widget lost beside the bad one",
             answer: s.answer(s.widgets { $0.removeFirst() }), status: .failed, strict: .failed,
             promise: .oneBadWidgetNeverBlanksAScreen, reason: "widget /page/sections/0/widgets/0 missing"),
        Case(name: "the malformed widget typed",
             answer: s.answer { page in
                 s.widget(1, "content", .string("typed"))(&page)
                 s.widget(1, "data", .object([:]))(&page)
             },
             status: .failed, strict: .failed, promise: .containsUnknownAndMalformed,
             reason: "widget /page/sections/0/widgets/1: expected malformed, got typed"),
        Case(name: "the malformed widget dropped", answer: s.answer(s.widgets { $0.removeLast() }), status: .failed, strict: .failed,
             promise: .containsUnknownAndMalformed, reason: "malformed widget /page/sections/0/widgets/1 missing"),
        Case(name: "the widget with a broken envelope kept",
             answer: s.answer(s.widgets { widgets in
                 widgets.append(FlowUISample.json(#"{"src": "/page/sections/0/widgets/2", "type": "", "id": "x", "content": "unknown", "layout": {}, "actions": {}, "tracking": null}"#))
             }),
             status: .failed, strict: .failed, promise: .badElementsAreDropped),
        Case(name: "a drop not reported", answer: s.answer(diagnostics: [s.diagnostics[0]]), status: .failed, strict: .failed,
             promise: .everyProblemIsRecorded, reason: "diagnostic (droppedElement, /page/sections/0/widgets/2) missing"),
        Case(name: "a renamed id where none repeats", answer: s.answer(s.widget(0, "id", .string("t#2"))), status: .failed, strict: .failed,
             promise: .idsAreUniqueWithinAPage, reason: #"expected id "t", got "t#2""#),
        Case(name: "an id in NFD where the input has NFC is another id",
             answer: s.answer(s.widget(0, "id", .string("t\u{0065}\u{0301}"))), status: .failed, strict: .failed,
             promise: .idsAreUniqueWithinAPage),
        Case(name: "faults inside a malformed widget's data and inside a dropped element are not graded",
             answer: s.answer(diagnostics: s.diagnostics + [
                 FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0/widgets/1/data/title"),
                 FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0/widgets/2/type"),
             ]),
             status: .passed, strict: .failed, reason: "strict: /diagnostics: expected 2 elements, got 4"),
        Case(name: "the same diagnostics in another order: strict only, and the line says it is the order",
             answer: s.answer(diagnostics: s.diagnostics.reversed()),
             status: .passed, strict: .failed,
             reason: "strict: diagnostics in another order than the document's (docs/FLOW-UI.md Decision 20): first at /diagnostics/0"),
        Case(name: "reordered diagnostics that also differ are not called another order",
             answer: s.answer(diagnostics: s.diagnostics.reversed().map { var d = $0; d.widgetType = d.widgetType.map { _ in "other" }; return d }),
             status: .passed, strict: .failed, reason: "strict: /diagnostics/0"),
        Case(name: "a fault reported beside the malformed widget is graded",
             answer: s.answer(diagnostics: s.diagnostics + [FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0/widgets/1/layout")]),
             status: .failed, strict: .failed, promise: .everyProblemIsRecorded, reason: "not expected"),
        Case(name: "a page that decodes, refused", answer: .rejected(.notJSON), status: .failed, strict: .failed,
             promise: .pageAlwaysRenders, reason: "expected decoded, got rejected (notJSON)"),
        Case(name: "a page answered as a sheet", answer: .decoded(.sheet, FlowUISample.json(s.page), diagnostics: s.diagnostics),
             status: .failed, strict: .failed, promise: .pageBeforeSheet),
        Case(name: "an answer without sections", answer: s.answer { $0["sections"] = nil }, status: .failed, strict: .failed,
             promise: .answerHasTheContractsShape, reason: "/page/sections: missing, not an array"),
    ]

    @Test("each answer is graded at its levels and a failure names the promise", arguments: cases)
    func grades(_ c: Case) {
        let grader = Grader(implementation: FlowUISample.flowUIOnly)
        let result = grader.grade(FlowUISample.fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: c.answer, message: "m"), durationSeconds: 0.001))
        #expect(result.status == c.status, "\(result.reason ?? "")")
        #expect(result.strict == c.strict, "\(result.reason ?? "")")
        #expect(result.flowUIBrokenPromise == c.promise, "\(result.reason ?? "")")
        // The reason names the promise, then what the fixture rests on (docs/DECISIONS.md D82).
        if let promise = c.promise {
            #expect(result.reason?.hasPrefix(promise.statement + " (published: README: One bad widget never blanks a screen): ") == true,
                    "\(result.reason ?? "")")
        }
        if let reason = c.reason { #expect(result.reason?.contains(reason) == true, "\(result.reason ?? "")") }
        #expect(result.levels?.verdict == (c.promise != .pageAlwaysRenders))
        #expect(result.levels?.rule == (c.status == .passed))
        if c.status == .failed { #expect(result.failure == (c.promise == .pageAlwaysRenders ? .wrongAnswer : .wrongName)) }
    }

    @Test("rejections: the same reason passes, another fails the verdict level")
    func rejections() {
        let expected = FlowUIExpectation(decoding: .rejected(.notObject), description: "an array", source: "docs/CONTRACT.md §8 rule 4")
        let fixture = Fixture(id: "rejected/array.json", url: URL(fileURLWithPath: "/dev/null"), expectation: .flowUI(expected))
        let grader = Grader(implementation: FlowUISample.flowUIOnly)
        let right = grader.grade(fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: .rejected(.notObject), message: "x"), durationSeconds: 0))
        #expect(right.status == .passed && right.strict == .passed)
        let wrong = grader.grade(fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: .rejected(.notJSON)), durationSeconds: 0))
        #expect(wrong.status == .failed && wrong.levels?.verdict == false && wrong.failure == .wrongAnswer)
        #expect(wrong.flowUIBrokenPromise == .onlyThreeRejections)
        let decoded = grader.grade(fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: FlowUISample.decoding), durationSeconds: 0))
        #expect(decoded.reason
            == "\(FlowUIPromise.onlyThreeRejections.statement) (project decision: docs/CONTRACT.md §8 rule 4): expected rejected, got decoded")
    }

    @Test("an expectation that is no §8 page errs as the corpus's fault, never as a broken promise of the answer")
    func unusableExpectation() {
        let broken = FlowUIExpectation(
            decoding: .decoded(.page, FlowUISample.json(#"{"sections": "none"}"#), diagnostics: []),
            description: "a page the corpus wrote wrong", source: "docs/CONTRACT.md §8")
        let fixture = Fixture(id: "contained/page/broken.json", url: URL(fileURLWithPath: "/dev/null"), expectation: .flowUI(broken))
        let result = Grader(implementation: FlowUISample.flowUIOnly)
            .grade(fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: FlowUISample.decoding), durationSeconds: 0))
        #expect(result.status == .errored, "\(result)")
        #expect(result.flowUIBrokenPromise == nil)
        #expect(result.reason?.hasPrefix("the corpus's expectation is not a docs/CONTRACT.md §8 answer (/page") == true, "\(result.reason ?? "")")
    }

    @Test("a contract not spoken is unsupported and never sent; error, skipped and informational are not graded")
    func decisions() {
        let murtiOnly = Grader(implementation: ImplementationInfo(name: "m", version: "1", language: "Go", layers: [1, 2]))
        #expect(!murtiOnly.scope.sends(FlowUISample.fixture))
        let unsupported = murtiOnly.grade(FlowUISample.fixture, .harnessError(.notSent))
        #expect(unsupported.status == .unsupported && unsupported.notCertified == [.contract(.flowUI)])

        let grader = Grader(implementation: FlowUISample.flowUIOnly)
        #expect(grader.scope.sends(FlowUISample.fixture) && grader.scope.gaps(FlowUISample.fixture).isEmpty)
        let errored = grader.grade(FlowUISample.fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, error: "boom"), durationSeconds: 0))
        #expect(errored.status == .errored && errored.reason == "the implementation answered error: boom")
        let skipped = grader.grade(FlowUISample.fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, skipped: "no sheets"), durationSeconds: 0))
        #expect(skipped.status == .skipped)
        var informational = FlowUISample.expectation
        informational.informational = true
        let either = Fixture(id: "hostile/bom.json", url: URL(fileURLWithPath: "/dev/null"), expectation: .flowUI(informational))
        let info = grader.grade(either, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: .rejected(.notJSON)), durationSeconds: 0))
        #expect(info.status == .informational && info.reason?.contains("answered rejected notJSON") == true)
    }

    @Test("a right answer slower than --max-case-ms fails the cost level")
    func cost() {
        var grader = Grader(implementation: FlowUISample.flowUIOnly, maxCaseSeconds: 0.01)
        grader.capabilitiesKnown = true
        let slow = grader.grade(FlowUISample.fixture, .flowUIAnswer(FlowUI.Answer(seq: 1, decoding: FlowUISample.decoding), durationSeconds: 0.5))
        #expect(slow.status == .failed && slow.failure == .cost && slow.levels?.rule == true)
    }

    @Test("a nested accordion's items are part of the skeleton under a registry that binds the type to accordion")
    func nestedItems() throws {
        let page = FlowUISample.json(#"""
            {"id": null, "header": null, "footer": null, "sections": [{"src": "/page/sections/0", "id": null, "header": null, "widgets": [
              {"src": "/page/sections/0/widgets/0", "type": "faq", "id": "a", "content": "typed", "data": {"header": {"text": "h"},
               "items": [{"src": "/page/sections/0/widgets/0/data/items/0", "type": "title_block", "id": "i", "content": "typed", "data": {}}]}}]}]}
            """#)
        let registry = try FlowUI.Profile(FlowUISample.json(#"{"registry": {"faq": "accordion", "title_block": "title_block"}}"#))
        let skeleton = try FlowUISkeleton(page, kind: .page, registry: registry)
        #expect(skeleton.placedWidgets.map(\.widget.src) == ["/page/sections/0/widgets/0", "/page/sections/0/widgets/0/data/items/0"])
        let opaque = try FlowUISkeleton(page, kind: .page, registry: .starters)
        #expect(opaque.placedWidgets.count == 1, "under the starters, faq is no accordion: its data is not read")
        guard case .object(var members) = page else {
            Issue.record("the sample page is not an object")
            return
        }
        members["sections"] = FlowUISample.json(#"[{"src": "/page/sections/0", "id": null, "header": null, "widgets": [{"src": "/page/sections/0/widgets/0", "type": "faq", "id": "a", "content": "typed", "data": {"items": []}}]}]"#)
        let differences = FlowUIComparison.skeleton(skeleton, try FlowUISkeleton(.object(members), kind: .page, registry: registry))
        #expect(differences == [.widgetMissing(src: "/page/sections/0/widgets/0/data/items/0", content: .typed)])
    }

    @Test("a diagnostic under a malformed widget's data or a dropped element is hidden exactly when its src starts with that region")
    func hiddenRegions() {
        let expected = [
            FlowUI.Diagnostic(kind: .malformedPayload, src: "/page/sections/0/widgets/1"),
            FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/2"),
            FlowUI.Diagnostic(kind: .droppedElement, src: "/page/sections/0/widgets/3/data/é~1"),
            FlowUI.Diagnostic(kind: .unknownType, src: "/page/sections/4"),
        ]
        let graded = GradedDiagnostics(expected: expected)
        let regions = ["/page/sections/0/widgets/1/data/", "/page/sections/2/", "/page/sections/0/widgets/3/data/é~1/"]
        let srcs = [
            "/page/sections/0/widgets/1/data/title", "/page/sections/0/widgets/1/data", "/page/sections/0/widgets/1",
            "/page/sections/0/widgets/10/data/x", "/page/sections/2/widgets/0", "/page/sections/2", "/page/sections/20/x",
            "/page/sections/0/widgets/3/data/é~1/a/b", "/page/sections/0/widgets/3/data/e~1/a", "/page/sections/4/x", "", "/",
        ]
        for src in srcs {
            let scalars = Array(src.unicodeScalars)
            let reference = regions.contains { scalars.starts(with: Array($0.unicodeScalars)) }
            #expect(graded.isHidden(scalars) == reference, "\(src)")
        }
        #expect(srcs.filter { graded.isHidden(Array($0.unicodeScalars)) }.count == 3)
    }
}
