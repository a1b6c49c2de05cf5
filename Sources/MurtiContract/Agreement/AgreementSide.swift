import MurtiConformance
import MurtiProtocol

/// One implementation taking part in an agreement run: a display name and the protocol v1
/// command line that starts it (docs/CONTRACT.md §5 `agreement`). The library never knows which
/// validator or engine it is; the CLI passes the commands in. Whether it is a JSON Schema engine
/// or a client is read from its `start` answer (``SideRole``).
package struct AgreementSide: Sendable, Equatable {
    /// What a side judges by, for the report's header and for "where to look".
    package enum SchemaSource: Sendable, Equatable {
        /// A schema file the side is given (`--schema`), as shown in messages.
        case file(String)
        /// Rules built into the side, described (the reference's mirror of `murti.schema.json`).
        case builtIn(String)
    }

    /// Short name for reports, e.g. `reference`, `python-jsonschema`, `jsonschema-rs`.
    package var name: String
    /// The command line (program and arguments).
    package var command: [String]
    /// What the side judges by; `nil` for a team's own implementation (its own rules).
    package var schema: SchemaSource?
    /// `true` to name the side after its `start` answer's `implementation.name` (a team's
    /// implementation), keeping ``name`` when that is empty or taken by another side.
    package var namedByHandshake: Bool

    /// Creates a side.
    package init(name: String, command: [String], schema: SchemaSource? = nil, namedByHandshake: Bool = false) {
        self.name = name
        self.command = command
        self.schema = schema
        self.namedByHandshake = namedByHandshake
    }
}
