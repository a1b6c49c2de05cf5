/// Refresh behaviour (SCHEMA.md "The envelope").
package struct Refresh: Sendable {
    /// Whether pull to refresh is on; default true.
    package let pullToRefresh: Bool
}
