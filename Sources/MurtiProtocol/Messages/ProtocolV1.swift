/// Protocol v1 (docs/CONTRACT.md §3): one JSON object per line over the implementation's
/// stdin/stdout; docs/protocol.schema.json is its Draft 2020-12 definition.
public enum ProtocolV1 {
    /// The protocol version number this runner speaks.
    public static let version = 1
    /// The longest line either side may write, in bytes before its `\n` (docs/CONTRACT.md §3:
    /// 64 MiB, 67,108,864 bytes). Every line reader of the project stops there
    /// (``BoundedLineBuffer``).
    public static let maxLineBytes = 64 * 1024 * 1024
}
