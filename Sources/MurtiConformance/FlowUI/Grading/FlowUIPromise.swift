import MurtiProtocol

/// The promises a Flow-UI decoder makes, in the words of its sources (docs/CONTRACT.md §8,
/// docs/FLOW-UI.md: the upstream README, SCHEMA.md): a failing fixture says which one the
/// implementation broke, from the kind of difference and what the fixture cites.
public enum FlowUIPromise: String, Sendable, Codable, CaseIterable {
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

    /// The promise as a report states it.
    public var statement: String {
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
        }
    }

    /// The promise `difference` breaks. A loss (a section or a typed widget missing) breaks
    /// "one bad widget never blanks a screen"; when the fixture cites "the page always
    /// renders" instead (its `source` or `description`), that is the promise named.
    static func broken(by difference: FlowUIDifference, citing citation: String) -> FlowUIPromise {
        let cited = citation.lowercased()
        switch difference {
        case .outcome(let expected, _, _):
            return expected == .decoded ? .pageAlwaysRenders : .onlyThreeRejections
        case .reason: return .onlyThreeRejections
        case .documentKind: return .pageBeforeSheet
        case .answerShape: return .answerHasTheContractsShape
        case .strip, .sectionID: return .badMembersFallBackAlone
        case .sectionMissing, .widgetMissing(_, .typed):
            let citesRendering = cited.contains("always render") || cited.contains("refuse to die")
            let citesScreen = cited.contains("never blanks a screen")
            return citesRendering && !citesScreen ? .pageAlwaysRenders : .oneBadWidgetNeverBlanksAScreen
        case .widgetMissing, .widgetContent: return .containsUnknownAndMalformed
        case .sectionUnexpected, .widgetUnexpected: return .badElementsAreDropped
        case .widgetID: return .idsAreUniqueWithinAPage
        case .widgetMoved, .widgetType, .order: return .keptAsReceived
        case .diagnosticMissing(.duplicateID, _), .diagnosticUnexpected(.duplicateID, _): return .idsAreUniqueWithinAPage
        case .diagnosticMissing, .diagnosticUnexpected: return .everyProblemIsRecorded
        }
    }
}
