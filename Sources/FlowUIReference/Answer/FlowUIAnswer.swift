/// The reference's answer for one document (docs/CONTRACT.md §8 "Answer").
package enum FlowUIAnswer: Sendable {
    /// The document decoded; diagnostics in document order of `src` (docs/FLOW-UI.md Decision 20).
    case decoded(FlowUIDocument, diagnostics: [FlowUIDiagnostic])
    /// The document is refused; `message` says why, for people.
    case rejected(FlowUIRejection, message: String)
}
