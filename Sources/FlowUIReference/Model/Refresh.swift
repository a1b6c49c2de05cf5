/// Refresh behaviour (SCHEMA.md "The envelope").
public struct Refresh: Sendable {
    /// Whether pull to refresh is on; default true.
    public let pullToRefresh: Bool
}
