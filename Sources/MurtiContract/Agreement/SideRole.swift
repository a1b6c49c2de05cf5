import MurtiConformance
import MurtiProtocol

/// How a side is compared, read from its `start` answer (docs/CONTRACT.md §3, §5 v1.1).
package enum SideRole: String, Sendable, Equatable, Hashable {
    /// `schemaOnly: true`: a JSON Schema engine (or the reference's schema-only mode); its
    /// verdict is compared as given, on every fixture.
    case schemaEngine = "schemaOnly"
    /// A client: compared through its schema projection, within the layers and capabilities it
    /// declares.
    case client

    /// The role `implementation` declares.
    package init(_ implementation: ImplementationInfo) {
        self = implementation.schemaOnly ? .schemaEngine : .client
    }
}
