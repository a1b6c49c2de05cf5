import JSONKit

/// Pagination (SCHEMA.md "The envelope").
public struct Pagination: Sendable {
    /// Whether another page follows; default false.
    public let hasMore: Bool
    /// Opaque, sent back untouched with the next page request; as received.
    public let postback: OrderedJSONValue?
}
