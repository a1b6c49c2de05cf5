import MurtiConformance
import MurtiProtocol

/// The promises a Flow-UI fixture's expected skeleton and diagnostics can break
/// (docs/DECISIONS.md D81): those a decoder breaks when it mishandles one of the fixture's
/// faults (``FlowUIFaults``) in the ways decoders do. `lint` checks that the entry's `promise`
/// is one of them, so that a fixture whose only loss is a widget does not cite "the page always
/// renders".
///
/// For each fault the wrong answers considered are: the fault not reported; the fault
/// contained one level too high (the nearest kept section, strip or widget enclosing it lost,
/// or the page refused when the page itself encloses it; a typed widget made malformed); and
/// the fault not contained (a dropped widget or section kept, a contained widget typed, a
/// repeated id not renamed, a section id kept). Each wrong answer breaks the promise
/// ``FlowUIPromise/broken(by:faults:)`` names for its difference, as a report would. A fixture
/// without a fault can break what any kept part can: the page refused, a section or widget
/// lost or contained otherwise, an id, a diagnostic not expected. Every decoded fixture can
/// break "what is kept keeps its type, place and input order" and the answer's shape; a rejected
/// one, the three rejections; one with a hostile element, docs/DECISIONS.md D83's promise.
enum FlowUIPromisesAtStake {
    /// The promises `expectation` can break, given its `faults`; `hostsSheet` when the input holds
    /// a page and a sheet (a decoder can answer the wrong one).
    static func promises(_ expectation: FlowUIExpectation, faults: [FlowUIFaults.Fault], hostsSheet: Bool) -> Set<FlowUIPromise> {
        var stake: Set<FlowUIPromise> = expectation.hostileElement == nil ? [] : [.hostileBytesCostOneElement]
        guard case .decoded(let kind, let document, _) = expectation.decoding else { return stake.union([.onlyThreeRejections]) }
        guard let skeleton = try? FlowUISkeleton(document, kind: kind, registry: expectation.registry) else { return stake }
        stake.formUnion([.keptAsReceived, .answerHasTheContractsShape])
        if kind == .sheet || hostsSheet { stake.insert(.pageBeforeSheet) }
        let elements = Element.all(skeleton, root: "/" + kind.rawValue)
        if elements.contains(where: { $0.kind == .widget }) { stake.insert(.idsAreUniqueWithinAPage) }
        let sources = faults.map(\.src)
        guard !faults.isEmpty else {
            stake.formUnion([.pageAlwaysRenders, .everyProblemIsRecorded])
            if elements.contains(where: { $0.kind == .section || $0.content == .typed }) { stake.insert(.oneBadWidgetNeverBlanksAScreen) }
            if elements.contains(where: { $0.kind == .widget }) { stake.insert(.containsUnknownAndMalformed) }
            return stake
        }
        for fault in faults {
            for difference in wrongAnswers(for: fault, elements: elements, root: "/" + kind.rawValue) {
                stake.insert(FlowUIPromise.broken(by: difference, faults: sources))
            }
        }
        return stake
    }

    /// A kept part of the expected answer: a strip, a section or a widget, by its pointer in the input.
    struct Element {
        enum Kind { case strip, section, widget }
        var kind: Kind
        var src: String
        var content: FlowUISkeleton.Content?

        static func all(_ skeleton: FlowUISkeleton, root: String) -> [Element] {
            var elements: [Element] = []
            if skeleton.header != nil { elements.append(Element(kind: .strip, src: root + "/header")) }
            if skeleton.footer != nil { elements.append(Element(kind: .strip, src: root + "/footer")) }
            elements += skeleton.sections.map { Element(kind: .section, src: $0.src) }
            elements += skeleton.placedWidgets.map { Element(kind: .widget, src: $0.widget.src, content: $0.widget.content) }
            return elements
        }
    }

    /// The differences the ways of mishandling `fault` produce.
    static func wrongAnswers(for fault: FlowUIFaults.Fault, elements: [Element], root: String) -> [FlowUIDifference] {
        var differences: [FlowUIDifference] = []
        if case .diagnostic(let kind) = fault.kind { differences.append(.diagnosticMissing(kind: kind, src: fault.src)) }
        // Contained one level too high: the nearest kept element strictly enclosing the fault.
        let enclosing = elements.filter { FlowUIPromise.below(fault.src, $0.src) != nil }
            .max { $0.src.unicodeScalars.count < $1.src.unicodeScalars.count }
        switch enclosing {
        case nil: differences.append(.outcome(expected: .decoded, got: .rejected, gotReason: .notJSON))
        case let element?:
            switch element.kind {
            case .strip: differences.append(.strip(name: String(element.src.split(separator: "/").last ?? ""), expected: true))
            case .section: differences.append(.sectionMissing(src: element.src))
            case .widget:
                let content = element.content ?? .typed
                differences.append(.widgetMissing(src: element.src, content: content))
                if content == .typed { differences.append(.widgetContent(src: element.src, expected: .typed, got: .malformed)) }
            }
        }
        // Not contained at all.
        switch fault.kind {
        case .diagnostic(.droppedElement):
            let parent = fault.src.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if parent.hasSuffix("/widgets") || parent.hasSuffix("/items") || fault.src.hasSuffix("/header") && fault.src.contains("/sections/") {
                differences.append(.widgetUnexpected(src: fault.src, content: .typed))
            } else if parent == root + "/sections" {
                differences.append(.sectionUnexpected(src: fault.src))
            } else if parent.hasPrefix(root + "/sections/"), parent.split(separator: "/").count == 3, fault.src.hasSuffix("/id") {
                differences.append(.sectionID(src: parent, expected: nil, got: "?"))
            } else if fault.src == root + "/header" || fault.src == root + "/footer" {
                differences.append(.strip(name: String(fault.src.split(separator: "/").last ?? ""), expected: false))
            }
        case .diagnostic(.malformedPayload), .diagnostic(.unknownType):
            differences.append(.widgetContent(src: fault.src, expected: .malformed, got: .typed))
        case .diagnostic(.duplicateID):
            differences.append(.widgetID(src: fault.src, expected: nil, got: nil))
        case .defaulted, .silent:
            break
        }
        return differences
    }
}
