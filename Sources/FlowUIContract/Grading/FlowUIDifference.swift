import MurtiConformance
import MurtiProtocol

/// One way a Flow-UI answer departs from its expectation at the `verdict` or `rule` level
/// (docs/CONTRACT.md §8 "Grading levels"), located by the `src` of what it is about.
enum FlowUIDifference: Sendable, Equatable {
    /// Decoded where a rejection was expected, or the reverse.
    case outcome(expected: FlowUI.Outcome, got: FlowUI.Outcome, gotReason: FlowUI.Rejection?)
    /// Rejected, for another of the three reasons.
    case reason(expected: FlowUI.Rejection, got: FlowUI.Rejection)
    /// A page answered as a sheet, or the reverse.
    case documentKind(expected: FlowUI.DocumentKind, got: FlowUI.DocumentKind)
    /// The answer's page or sheet lacks a graded member or has it of the wrong shape.
    case answerShape(String)
    /// The header or footer strip exists in one and not the other.
    case strip(name: String, expected: Bool)
    /// A section the expectation keeps is not in the answer.
    case sectionMissing(src: String)
    /// A section the expectation does not keep is in the answer.
    case sectionUnexpected(src: String)
    /// A kept section's id differs.
    case sectionID(src: String, expected: String?, got: String?)
    /// A widget the expectation keeps (with this content) is not in the answer.
    case widgetMissing(src: String, content: FlowUISkeleton.Content)
    /// A widget the expectation does not keep is in the answer.
    case widgetUnexpected(src: String, content: FlowUISkeleton.Content)
    /// A kept widget sits elsewhere (another strip, section or header).
    case widgetMoved(src: String, expected: String, got: String)
    /// A kept widget's type differs.
    case widgetType(src: String, expected: String, got: String)
    /// A kept widget's id differs (after renaming).
    case widgetID(src: String, expected: String?, got: String?)
    /// A kept widget is contained otherwise (typed, unknown, malformed).
    case widgetContent(src: String, expected: FlowUISkeleton.Content, got: FlowUISkeleton.Content)
    /// The same sections or widgets, in another order.
    case order(place: String)
    /// A graded diagnostic the expectation states is not in the answer.
    case diagnosticMissing(kind: FlowUI.DiagnosticKind, src: String)
    /// A graded diagnostic the expectation does not state is in the answer.
    case diagnosticUnexpected(kind: FlowUI.DiagnosticKind, src: String)
    /// Of the `expected` siblings of a hostile element in the array at input pointer `array`,
    /// the answer keeps only `kept` in order (docs/DECISIONS.md D83).
    case siblingsLost(array: String, expected: Int, kept: Int)

    /// `true` for a difference of the `verdict` level (outcome, reason).
    var isVerdict: Bool {
        switch self {
        case .outcome, .reason: true
        default: false
        }
    }

    /// For people: `section /page/sections/0 missing`, `widget /page/…/0: expected malformed, got typed`.
    var detail: String {
        switch self {
        case .outcome(let expected, let got, let reason):
            return "expected \(expected.rawValue), got \(got.rawValue)" + (reason.map { " (\($0.rawValue))" } ?? "")
        case .reason(let expected, let got): return "expected rejected \(expected.rawValue), got rejected \(got.rawValue)"
        case .documentKind(let expected, let got): return "expected a \(expected.rawValue), got a \(got.rawValue)"
        // Always first and always under `answerHasTheContractsShape`, whose statement names the shape.
        case .answerShape(let fault): return fault
        case .strip(let name, let expected): return expected ? "\(name) strip missing" : "\(name) strip not expected"
        case .sectionMissing(let src): return "section \(src) missing"
        case .sectionUnexpected(let src): return "section \(src) not expected (it is dropped)"
        case .sectionID(let src, let expected, let got): return "section \(src): expected id \(Self.show(expected)), got \(Self.show(got))"
        case .widgetMissing(let src, let content):
            return content == .typed ? "widget \(src) missing" : "\(content.rawValue) widget \(src) missing"
        case .widgetUnexpected(let src, let content): return "\(content.rawValue) widget \(src) not expected (it is dropped)"
        case .widgetMoved(let src, let expected, let got): return "widget \(src): expected in \(expected), got in \(got)"
        case .widgetType(let src, let expected, let got):
            return "widget \(src): expected type \(Self.show(expected)), got \(Self.show(got))"
        case .widgetID(let src, let expected, let got): return "widget \(src): expected id \(Self.show(expected)), got \(Self.show(got))"
        case .widgetContent(let src, let expected, let got):
            return "widget \(src): expected \(expected.rawValue), got \(got.rawValue)"
        case .order(let place): return "\(place): the same elements in another order"
        case .diagnosticMissing(let kind, let src): return "diagnostic (\(kind.rawValue), \(Self.pointer(src))) missing"
        case .diagnosticUnexpected(let kind, let src): return "diagnostic (\(kind.rawValue), \(Self.pointer(src))) not expected"
        case .siblingsLost(let array, let expected, let kept):
            return "\(array): \(expected - kept) of the \(expected) siblings of the hostile element lost"
        }
    }

    /// `"x"`, or `null`.
    static func show(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }

    /// A pointer for messages (`""` for the whole document).
    static func pointer(_ text: String) -> String { text.isEmpty ? "\"\"" : text }
}
