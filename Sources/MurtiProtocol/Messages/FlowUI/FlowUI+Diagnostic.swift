import JSONKit

extension FlowUI {
    /// One diagnostic of a decoded answer (docs/CONTRACT.md §8 "Diagnostics"):
    /// `{"kind", "src", "widgetType"?, "renamedTo"?, "message"?}`.
    public struct Diagnostic: Sendable, Hashable {
        /// What happened.
        public var kind: DiagnosticKind
        /// The RFC 6901 JSON Pointer, into the input as it was, of the element concerned (the
        /// dropped element or member, the contained or renamed widget), never a field inside it.
        public var src: String
        /// The widget's `type`, for `unknownType` and `malformedPayload`.
        public var widgetType: String?
        /// The id the widget was renamed to, for `duplicateID`.
        public var renamedTo: String?
        /// Why, for people; never graded.
        public var message: String?

        /// Creates a diagnostic; see the properties.
        public init(kind: DiagnosticKind, src: String, widgetType: String? = nil, renamedTo: String? = nil, message: String? = nil) {
            self.kind = kind
            self.src = src
            self.widgetType = widgetType
            self.renamedTo = renamedTo
            self.message = message
        }

        /// The diagnostic as a JSON object; `message` only with `includeMessage` (the strict
        /// level compares every member but it, docs/CONTRACT.md §8 "Grading levels").
        public func json(includeMessage: Bool = true) -> JSONValue {
            var members: [JSONMemberName: JSONValue] = ["kind": .string(kind.rawValue), "src": .string(src)]
            if let widgetType { members["widgetType"] = .string(widgetType) }
            if let renamedTo { members["renamedTo"] = .string(renamedTo) }
            if includeMessage, let message { members["message"] = .string(message) }
            return .object(members)
        }
    }
}

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
