/// One problem found while decoding (docs/CONTRACT.md §8 "Diagnostics").
public struct FlowUIDiagnostic: Sendable, Equatable {
    /// What happened.
    public let kind: FlowUIDiagnosticKind
    /// The JSON Pointer, into the input, of the element concerned: the dropped element or
    /// member, the contained or renamed widget; never a field inside it.
    public let src: String
    /// The widget's `type`, for `unknownType` and `malformedPayload`; otherwise `nil`.
    public let widgetType: String?
    /// The id the widget now has, for `duplicateID`; otherwise `nil`.
    public let renamedTo: String?
    /// Why, for people; never graded.
    public let message: String
}
