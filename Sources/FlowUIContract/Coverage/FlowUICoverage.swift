import MurtiConformance
import MurtiProtocol

/// The coverage map of a Flow-UI corpus (docs/DECISIONS.md 76): every promise of
/// ``FlowUIPromise``, every decoding rule of docs/CONTRACT.md §8 and every decision of
/// docs/FLOW-UI.md, with the fixtures that exercise it. A fixture is valid here when it decodes
/// without a diagnostic, invalid when it is rejected or decodes with diagnostics.
struct FlowUICoverage {
    /// The corpus.
    var corpus: Corpus

    /// The decoding rules of docs/CONTRACT.md §8, by number.
    static let decodingRules: [(number: String, title: String)] = [
        ("1", "null and absence are the same"), ("2", "a value of the wrong kind costs only where it is"),
        ("3", "ids in traversal order, repeats renamed"), ("4", "three rejections, no more"),
    ]

    /// Every item, zeros included.
    func items() -> [CoverageItem] {
        var promises = CoverageTally()
        var rules = CoverageTally()
        var decisions = CoverageTally()
        for fixture in corpus.fixtures {
            guard let expectation = fixture.expectation.flowUI else { continue }
            let isValid: Bool
            if case .decoded(_, _, let diagnostics) = expectation.decoding { isValid = diagnostics.isEmpty } else { isValid = false }
            // Hostile bytes are marked on the entry, not visible in the decoding they lead to.
            let hostile: [FlowUIPromise] = expectation.hostileElement == nil ? [] : [.hostileBytesCostOneElement]
            for promise in Self.promises(shownBy: expectation.decoding) + hostile {
                promises.count(promise.rawValue, fixture: fixture.id, valid: isValid)
            }
            let source = expectation.source ?? ""
            for number in Citations.numbers(in: source, after: ["§8 rule", "§8 rules"]) {
                rules.count("rule " + number, fixture: fixture.id, valid: isValid)
            }
            for number in Citations.numbers(in: source, after: ["FLOW-UI.md Decision", "FLOW-UI.md Decisions"]) {
                decisions.count("Decision " + number, fixture: fixture.id, valid: isValid)
            }
        }
        return FlowUIPromise.allCases.map { promises.item(.promise, $0.rawValue) }
            + Self.decodingRules.map { rules.item(.decodingRule, "rule " + $0.number) }
            + FlowUIDecision.all.map { decisions.item(.pageDecision, "Decision " + $0.number) }
    }

    /// The promises a fixture's expected decoding shows being kept: what it asks a decoder to
    /// contain, drop, rename, refuse or keep (docs/CONTRACT.md §8).
    static func promises(shownBy decoding: FlowUI.Decoding) -> [FlowUIPromise] {
        guard case .decoded(let kind, let document, let diagnostics) = decoding else { return [.onlyThreeRejections] }
        var contents: Set<String> = []
        collectContents(document, into: &contents)
        let kinds = Set(diagnostics.map(\.kind))
        let drops = diagnostics.filter { $0.kind == .droppedElement }
        let dropsElement = drops.contains { Int($0.src.split(separator: "/").last ?? "") != nil }
        let dropsMember = drops.contains { Int($0.src.split(separator: "/").last ?? "") == nil }
        let contained = contents.contains("unknown") || contents.contains("malformed")
        var shown: [FlowUIPromise] = []
        for promise in FlowUIPromise.allCases {
            let holds: Bool
            switch promise {
            case .pageAlwaysRenders: holds = !diagnostics.isEmpty
            case .oneBadWidgetNeverBlanksAScreen: holds = contents.contains("typed") && (contained || dropsElement)
            case .containsUnknownAndMalformed: holds = contained
            case .badElementsAreDropped: holds = dropsElement
            case .badMembersFallBackAlone: holds = dropsMember
            case .everyProblemIsRecorded: holds = !diagnostics.isEmpty
            case .idsAreUniqueWithinAPage: holds = kinds.contains(.duplicateID)
            case .onlyThreeRejections: holds = false
            case .pageBeforeSheet: holds = kind == .sheet
            case .keptAsReceived: holds = contents.contains("typed")
            case .answerHasTheContractsShape: holds = true
            case .hostileBytesCostOneElement: holds = false
            }
            if holds { shown.append(promise) }
        }
        return shown
    }

    /// Every widget `content` value in a decoded document.
    private static func collectContents(_ value: JSONValue, into found: inout Set<String>) {
        switch value {
        case .object(let members):
            if case .string(let content)? = members["content"], members["src"] != nil { found.insert(content) }
            for member in members.values { collectContents(member, into: &found) }
        case .array(let items):
            for item in items { collectContents(item, into: &found) }
        default: break
        }
    }
}

/// The decisions of docs/FLOW-UI.md "Decisions", by number and title: the Flow-UI coverage
/// map's `flow-ui-decision` items. `CoverageTests` holds this list to the page.
struct FlowUIDecision: Sendable, Equatable {
    var number: String
    var title: String

    static let all: [FlowUIDecision] = [
        "What the reader accepts", "Repeated member names: the first wins", "Page before sheet", "Required members",
        "What the written model holds", "Vocabulary strings are kept as received", "Arrangement", "Columns", "Width",
        "Outside data, the innermost bad member falls back", "Inside data, faults travel up",
        "Null elements are dropped and reported", "Actions", "Tracking", "Section headers", "Section ids are not renamed",
        "Opaque data", "Numbers", "Corner radii", "Diagnostics are in document order", "Sheet strips",
        "Names are compared exactly", "Shorthands", "Inline sheets are not decoded", "Pagination and refresh",
        "Unknown keys are ignored everywhere", "Unknown and malformed widgets carry no data",
    ].enumerated().map { FlowUIDecision(number: String($0.offset + 1), title: $0.element) }
}
