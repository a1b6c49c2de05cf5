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
