/// Protocol v1 (docs/CONTRACT.md §3): one JSON object per line over the implementation's
/// stdin/stdout; docs/protocol.schema.json is its Draft 2020-12 definition.
public enum ProtocolV1 {
    /// The protocol version number this runner speaks.
    public static let version = 1
}
