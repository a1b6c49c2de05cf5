/// One problem found while decoding (docs/CONTRACT.md §8 "Diagnostics").
package struct FlowUIDiagnostic: Sendable, Equatable {
    /// What happened.
    package let kind: FlowUIDiagnosticKind
    /// The JSON Pointer, into the input, of the element concerned: the dropped element or
    /// member, the contained or renamed widget; never a field inside it.
    package let src: String
    /// The widget's `type`, for `unknownType` and `malformedPayload`; otherwise `nil`.
    package let widgetType: String?
    /// The id the widget now has, for `duplicateID`; otherwise `nil`.
    package let renamedTo: String?
    /// Why, for people; never graded.
    package let message: String
}
