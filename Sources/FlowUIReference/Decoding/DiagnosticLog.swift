/// Collects diagnostics with their place. Those found inside a widget's `data` are taken back
/// when the payload does not decode (docs/CONTRACT.md §8: what lies inside a malformed widget
/// is not graded, so it is not reported).
final class DiagnosticLog {
    struct Entry {
        let diagnostic: FlowUIDiagnostic
        /// The place's order, spelt out once.
        let order: [Int]
    }

    private(set) var entries: [Entry] = []

    func dropped(_ place: Place, _ why: String) {
        add(.droppedElement, place, message: why)
    }

    func unknownType(_ place: Place, type: String) {
        add(.unknownType, place, widgetType: type, message: "type \"\(type)\" is not registered")
    }

    func malformed(_ place: Place, type: String, _ why: String) {
        add(.malformedPayload, place, widgetType: type, message: why)
    }

    func duplicate(_ place: Place, original: String, renamedTo: String) {
        add(.duplicateID, place, renamedTo: renamedTo,
            message: "id \"\(original)\" is already claimed on this page")
    }

    /// How many diagnostics are recorded so far: where ``takeBack(to:)`` returns to.
    var mark: Int { entries.count }

    /// Forgets the diagnostics recorded after `mark` (those inside a payload that turned out
    /// malformed).
    func takeBack(to mark: Int) {
        entries.removeSubrange(mark...)
    }

    /// Document order of `src` (docs/FLOW-UI.md, Decision 20). The sort is stable, so at one
    /// place the diagnostics keep the order they were found in: the content diagnostic (found
    /// while decoding) before the rename (found when ids are claimed, after).
    var sorted: [FlowUIDiagnostic] {
        entries.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.diagnostic)
    }

    private func add(
        _ kind: FlowUIDiagnosticKind, _ place: Place, widgetType: String? = nil, renamedTo: String? = nil,
        message: String
    ) {
        entries.append(Entry(
            diagnostic: FlowUIDiagnostic(
                kind: kind, src: place.pointer, widgetType: widgetType, renamedTo: renamedTo, message: message),
            order: place.order))
    }
}
