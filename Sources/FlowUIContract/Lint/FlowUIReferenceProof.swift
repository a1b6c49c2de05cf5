import MurtiConformance
import MurtiProtocol

/// The reference decoder's proof of one Flow-UI entry (docs/CONTRACT.md §8 "Expectation":
/// `lint` has the reference decoder confirm it): the reference, reached through `serve`, must
/// give the entry's answer at the `strict` level. Each departure is a problem at the JSON
/// Pointer of the entry's member to look at, with what the reference says instead.
struct FlowUIReferenceProof {
    /// Display path of the fixture file.
    var file: String
    /// The fixture id.
    var id: String
    /// The entry.
    var expectation: FlowUIExpectation
    /// Display path of expectations.json.
    var expectationsFile: String

    /// How an entry gets corrected: in the checkout's generator or, for a copy, by hand.
    var edit: FlowUIEntryEdit

    /// What to do when the reference and the entry differ: the spec decides.
    var decide: String {
        "if docs/FLOW-UI.md (its rules and Decisions) agrees with the reference, correct the entry ("
            + edit.howToCorrect + "); if the entry is right, the reference decoder has a bug to fix"
    }

    /// The problems, given what the driver got from the reference.
    func problems(_ result: CaseResult) -> [LintProblem] {
        let answer: FlowUI.Answer
        switch result {
        case .contractAnswer(let got as FlowUI.Answer, _, _): answer = got
        case .contractAnswer: return [failed("it answered in another contract's vocabulary")]
        case .answer: return [failed("it answered with a Murti verdict")]
        case .harnessError(let error): return [failed(error.summary)]
        }
        if let error = answer.error { return [failed("it answered error: \(error)")] }
        if let skipped = answer.skipped { return [failed("it answered skipped: \(skipped)")] }
        guard let decoding = answer.decoding else { return [failed("its answer has no outcome")] }
        let differences = FlowUIComparison.differences(expected: expectation.decoding, got: decoding, registry: expectation.registry)
        if !differences.isEmpty { return differences.map { problem($0, reference: decoding) } }
        let want = expectation.decoding.json(includeMessages: false)
        guard let strict = FlowUIStrictDifference.first(expected: want, got: decoding.json(includeMessages: false)) else { return [] }
        return [LintProblem(
            kind: .strictMismatch, file: file, fixture: id,
            message: "the reference's answer differs at \(entry)\(strict.pointer) in \(expectationsFile): "
                + "\(strict.detail) (expected is the entry, got the reference)",
            fix: decide)]
    }

    /// `/fixtures/<id>`.
    private var entry: String { JSONPointer.appending(id, to: "/fixtures") }

    private func failed(_ why: String) -> LintProblem {
        LintProblem(
            kind: .referenceFailed, file: file, fixture: id, message: "the reference decoder could not judge it: \(why)",
            fix: "run `conformance-runner serve` by hand on it; a crash or an error of the reference is a FlowUIReference bug")
    }

    private func problem(_ difference: FlowUIDifference, reference: FlowUI.Decoding) -> LintProblem {
        let (kind, member) = locate(difference)
        let at = "\(entry)\(member)"
        let says: String
        switch difference {
        case .diagnosticUnexpected(let diagnosticKind, let src):
            says = "the reference reports the diagnostic (\(diagnosticKind.rawValue), \(FlowUIDifference.pointer(src))), "
                + "which the entry lacks"
            let written = referenceDiagnostic(diagnosticKind, src, in: reference).map { $0.json(includeMessage: false).canonicalText }
            return LintProblem(
                kind: kind, file: file, fixture: id, message: "\(says) (at \(at) in \(expectationsFile))",
                fix: "add \(written ?? "it") to \(at), in document order (docs/FLOW-UI.md Decision 20); " + decide)
        case .diagnosticMissing(let diagnosticKind, let src):
            says = "the entry states the diagnostic (\(diagnosticKind.rawValue), \(FlowUIDifference.pointer(src))), "
                + "which the reference does not report"
        default:
            says = "the entry and the reference differ: \(difference.detail) (expected is the entry, got the reference)"
        }
        return LintProblem(kind: kind, file: file, fixture: id, message: "\(says) (at \(at) in \(expectationsFile))", fix: decide)
    }

    /// The reference's diagnostic `(kind, src)`, as it would be written in the entry.
    private func referenceDiagnostic(_ kind: FlowUI.DiagnosticKind, _ src: String, in decoding: FlowUI.Decoding) -> FlowUI.Diagnostic? {
        guard case .decoded(_, _, let diagnostics) = decoding else { return nil }
        return diagnostics.first { $0.kind == kind && sameScalars($0.src, src) }
    }

    /// The problem kind of `difference`, and the member of the entry (a pointer below
    /// `/fixtures/<id>`) it is about.
    private func locate(_ difference: FlowUIDifference) -> (LintProblem.Kind, String) {
        guard case .decoded(let documentKind, let document, let diagnostics) = expectation.decoding else {
            return (.outcomeMismatch, difference.isVerdict ? "/outcome" : "")
        }
        let base = "/" + documentKind.rawValue
        let skeleton = try? FlowUISkeleton(document, kind: documentKind, registry: expectation.registry)
        func section(_ src: String) -> String {
            skeleton?.sections.first { sameScalars($0.src, src) }.map { base + $0.at } ?? base + "/sections"
        }
        func widget(_ src: String, _ member: String = "") -> String {
            skeleton?.placedWidgets.first { sameScalars($0.widget.src, src) }.map { base + $0.widget.at + member } ?? base
        }
        switch difference {
        case .outcome, .reason: return (.outcomeMismatch, "/outcome")
        case .documentKind: return (.outcomeMismatch, base)
        case .answerShape: return (.referenceFailed, base)
        case .strip(let name, _): return (.decodingMismatch, "\(base)/\(name)")
        case .sectionMissing(let src): return (.decodingMismatch, section(src))
        case .sectionUnexpected, .order: return (.decodingMismatch, base + "/sections")
        case .sectionID(let src, _, _): return (.decodingMismatch, section(src) + "/id")
        case .widgetMissing(let src, _): return (.decodingMismatch, widget(src))
        case .widgetUnexpected: return (.decodingMismatch, base)
        case .widgetMoved(let src, _, _): return (.decodingMismatch, widget(src))
        case .widgetType(let src, _, _): return (.decodingMismatch, widget(src, "/type"))
        case .widgetID(let src, _, _): return (.decodingMismatch, widget(src, "/id"))
        case .widgetContent(let src, _, _): return (.decodingMismatch, widget(src, "/content"))
        case .diagnosticUnexpected: return (.diagnosticMismatch, "/diagnostics")
        case .siblingsLost: return (.decodingMismatch, "/hostileElement")
        case .diagnosticMissing(let kind, let src):
            let index = diagnostics.firstIndex { $0.kind == kind && sameScalars($0.src, src) }
            return (.diagnosticMismatch, "/diagnostics" + (index.map { "/\($0)" } ?? ""))
        }
    }
}
