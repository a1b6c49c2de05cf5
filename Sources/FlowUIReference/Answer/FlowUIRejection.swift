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
