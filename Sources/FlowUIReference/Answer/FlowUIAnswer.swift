/// The reference's answer for one document (docs/CONTRACT.md §8 "Answer").
package enum FlowUIAnswer: Sendable {
    /// The document decoded; diagnostics in document order of `src` (docs/FLOW-UI.md Decision 20).
    case decoded(FlowUIDocument, diagnostics: [FlowUIDiagnostic])
    /// The document is refused; `message` says why, for people.
    case rejected(FlowUIRejection, message: String)
}

/// What a document decoded to: a page or a sheet (docs/CONTRACT.md §8 "Files and requests").
package enum FlowUIDocument: Sendable {
    /// `{"page": …}`.
    case page(FlowPage)
    /// `{"sheet": …}`.
    case sheet(FlowSheet)
}

/// The only reasons a Flow-UI document is refused (docs/CONTRACT.md §8 rule 4); everything else
/// decodes.
package enum FlowUIRejection: String, Sendable, CaseIterable {
    /// No JSON value could be read (docs/FLOW-UI.md Decision 1 says what this reader refuses).
    case notJSON
    /// The JSON value is not an object.
    case notObject
    /// The object has neither a `page` nor a `sheet` object.
    case noPage
}

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

/// The kinds of diagnostic, Flow-UI's public vocabulary (docs/CONTRACT.md §8 "Diagnostics").
package enum FlowUIDiagnosticKind: String, CaseIterable, Sendable {
    /// A widget whose `type` the profile does not register: kept, contained as `unknown`.
    case unknownType
    /// A registered widget whose `data` does not decode: kept, contained as `malformed`.
    case malformedPayload
    /// An element removed from its array, or a member fallen back to absent.
    case droppedElement
    /// A widget whose id was already claimed, renamed `id#k`.
    case duplicateID
}
