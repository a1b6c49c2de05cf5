extension FlowUI {
    /// The kinds of diagnostic, Flow-UI's published vocabulary (docs/CONTRACT.md §8
    /// "Diagnostics").
    public enum DiagnosticKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A widget whose `type` the registry does not know: kept, contained as `unknown`.
        case unknownType
        /// A registered widget whose `data` does not decode: kept, contained as `malformed`.
        case malformedPayload
        /// An element removed from its array, or a member fallen back to absent.
        case droppedElement
        /// A widget whose id was already claimed, renamed `id#k`.
        case duplicateID

        /// Whether the kind carries `widgetType` (`unknownType`, `malformedPayload`).
        public var carriesWidgetType: Bool { self == .unknownType || self == .malformedPayload }
    }
}
