/// One implementation taking part in an agreement run: a display name and the protocol v1
/// command line that starts it (CONTRACT §5 `agreement`). The library never knows which
/// validator or engine it is; the CLI passes the commands in.
public struct AgreementSide: Sendable, Equatable {
    /// Short name for reports, e.g. `reference`, `python-jsonschema`, `jsonschema-rs`.
    public var name: String
    /// The command line (program and arguments).
    public var command: [String]

    /// Creates a side.
    public init(name: String, command: [String]) {
        self.name = name
        self.command = command
    }
}
