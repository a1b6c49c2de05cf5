import MurtiConformance
import MurtiProtocol

/// The promises a Flow-UI decoder makes, in the words of its sources (docs/CONTRACT.md §8,
/// docs/FLOW-UI.md: the upstream README, SCHEMA.md): a failing fixture says which one the
/// implementation broke. The promise follows from the difference and where it lies against the
/// fixture's faults, never from what the fixture's text cites (docs/DECISIONS.md D81).
package enum FlowUIPromise: String, Sendable, Codable, CaseIterable {
    /// README: "the page always renders"; docs/CONTRACT.md §8 rule 2 ("no page is ever lost").
    case pageAlwaysRenders
    /// README: "one bad widget never blanks a screen"; docs/CONTRACT.md §8 rule 2 ("no section
    /// is ever lost because one of its members is bad").
    case oneBadWidgetNeverBlanksAScreen
    /// README: "unknown types and malformed payloads are contained".
    case containsUnknownAndMalformed
    /// README: "bad array elements are dropped rather than fatal"; docs/CONTRACT.md §8 rule 2
    /// (a broken envelope leaves its array).
    case badElementsAreDropped
    /// docs/CONTRACT.md §8 rule 2: a bad member elsewhere (a strip, a section's id or layout)
    /// falls back alone.
    case badMembersFallBackAlone
    /// README: "every problem is recorded in diagnostics with an exact key path".
    case everyProblemIsRecorded
    /// SCHEMA.md: "ids are unique within a page"; docs/CONTRACT.md §8 rule 3.
    case idsAreUniqueWithinAPage
    /// docs/CONTRACT.md §8 rule 4: three rejections, no more.
    case onlyThreeRejections
    /// docs/FLOW-UI.md Decision 3: a page document is a page, a sheet document a sheet.
    case pageBeforeSheet
    /// docs/CONTRACT.md §8 "Answer": what is kept keeps its input order, type and place.
    case keptAsReceived
    /// docs/CONTRACT.md §8 "Answer": the answer has the contract's shape.
    case answerHasTheContractsShape
    /// docs/DECISIONS.md D83: hostile bytes inside one element cost that element at most (the
    /// page refused as `notJSON`, or the element contained), never a valid sibling; resting on
    /// README's "one bad widget never blanks a screen".
    case hostileBytesCostOneElement

    /// The promise as a report states it.
    package var statement: String {
        switch self {
        case .pageAlwaysRenders: "the page always renders"
        case .oneBadWidgetNeverBlanksAScreen: "one bad widget never blanks a screen"
        case .containsUnknownAndMalformed: "unknown types and malformed payloads are contained"
        case .badElementsAreDropped: "bad array elements are dropped rather than fatal"
        case .badMembersFallBackAlone: "a bad member falls back alone"
        case .everyProblemIsRecorded: "every problem is recorded in diagnostics with an exact key path"
        case .idsAreUniqueWithinAPage: "ids are unique within a page"
        case .onlyThreeRejections: "a document is refused only when it is not JSON, not an object, or has no page"
        case .pageBeforeSheet: "a page document is answered as a page, a sheet as a sheet"
        case .keptAsReceived: "what is kept keeps its type, place and input order"
        case .answerHasTheContractsShape: "the answer has docs/CONTRACT.md §8's shape"
        case .hostileBytesCostOneElement: "hostile bytes in one element cost that element at most, never its siblings"
        }
    }

    /// The promise `difference` breaks, given the pointers of the fixture's faults (its expected
    /// diagnostics' `src`, and a hostile element's): a loss is named by what lies inside what was
    /// lost. A section lost over a fault in one of its widgets or its header widget breaks "one
    /// bad widget never blanks a screen", over a fault in its other members (id, layout, the
    /// widgets member) "a bad member falls back alone"; a typed widget
    /// lost over a fault in its layout breaks the latter, over a dropped element of its data "bad
    /// array elements are dropped rather than fatal"; a loss with no fault inside, "one bad widget
    /// never blanks a screen" (docs/DECISIONS.md D81).
    static func broken(by difference: FlowUIDifference, faults: [String]) -> FlowUIPromise {
        switch difference {
        case .outcome(let expected, _, _):
            return expected == .decoded ? .pageAlwaysRenders : .onlyThreeRejections
        case .reason: return .onlyThreeRejections
        case .documentKind: return .pageBeforeSheet
        case .answerShape: return .answerHasTheContractsShape
        case .strip, .sectionID: return .badMembersFallBackAlone
        case .sectionMissing(let src):
            let inside = faults.compactMap { Self.below($0, src) }
            if inside.contains(where: { $0.hasPrefix("/widgets/") || $0.hasPrefix("/header") }) { return .oneBadWidgetNeverBlanksAScreen }
            return inside.isEmpty ? .oneBadWidgetNeverBlanksAScreen : .badMembersFallBackAlone
        case .widgetMissing(let src, .typed):
            let inside = faults.compactMap { Self.below($0, src) }
            if inside.contains(where: { $0.hasPrefix("/layout") }) { return .badMembersFallBackAlone }
            if inside.contains(where: { $0.hasPrefix("/data/") }) { return .badElementsAreDropped }
            return .oneBadWidgetNeverBlanksAScreen
        case .widgetMissing, .widgetContent: return .containsUnknownAndMalformed
        case .sectionUnexpected, .widgetUnexpected: return .badElementsAreDropped
        case .widgetID: return .idsAreUniqueWithinAPage
        case .widgetMoved, .widgetType, .order: return .keptAsReceived
        case .diagnosticMissing(.duplicateID, _), .diagnosticUnexpected(.duplicateID, _): return .idsAreUniqueWithinAPage
        case .diagnosticMissing, .diagnosticUnexpected: return .everyProblemIsRecorded
        case .siblingsLost: return .hostileBytesCostOneElement
        }
    }

    /// What `pointer` is below `ancestor` (`/layout/width` for `…/widgets/0/layout/width` below
    /// `…/widgets/0`), or `nil` when it is not inside it.
    static func below(_ pointer: String, _ ancestor: String) -> String? {
        let prefix = ancestor + "/"
        guard pointer.unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
        return String(pointer.unicodeScalars.dropFirst(ancestor.unicodeScalars.count))
    }
}
