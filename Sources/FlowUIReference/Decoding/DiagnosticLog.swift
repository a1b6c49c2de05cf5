/// Collects diagnostics with their place. A widget's `data` gets a log of its own, adopted by
/// the parent only when the payload decodes (docs/CONTRACT.md §8: what lies inside a malformed widget
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

    func adopt(_ other: DiagnosticLog) {
        entries.append(contentsOf: other.entries)
    }

    /// Document order of `src` (docs/FLOW-UI.md, Decision 20); at one place, the content
    /// diagnostic before the rename, as decoding finds them.
    var sorted: [FlowUIDiagnostic] {
        entries.enumerated().sorted { lhs, rhs in
            if lhs.element.order != rhs.element.order {
                return lhs.element.order.lexicographicallyPrecedes(rhs.element.order)
            }
            return Self.rank(lhs.element.diagnostic.kind, lhs.offset) < Self.rank(rhs.element.diagnostic.kind, rhs.offset)
        }.map(\.element.diagnostic)
    }

    private static func rank(_ kind: FlowUIDiagnosticKind, _ offset: Int) -> (Int, Int) {
        (kind == .duplicateID ? 1 : 0, offset)
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
