/// One implementation taking part in an agreement run: a display name and the protocol v1
/// command line that starts it (CONTRACT §5 `agreement`). The library never knows which
/// validator or engine it is; the CLI passes the commands in.
public struct AgreementSide: Sendable, Equatable {
    /// Short name for reports, e.g. `reference`, `python-jsonschema`, `jsonschema-rs`.
    public var name: String
    /// The command line (program and arguments).
    public var command: [String]
    /// Which schema the side judges by, for the report's header: a file path, or e.g. `the
    /// Swift validator's built-in mirror of murti.schema.json`. `nil` when not said.
    public var schema: String?

    /// Creates a side.
    public init(name: String, command: [String], schema: String? = nil) {
        self.name = name
        self.command = command
        self.schema = schema
    }
}
