import JSONKit

/// Pagination (SCHEMA.md "The envelope").
package struct Pagination: Sendable {
    /// Whether another page follows; default false.
    package let hasMore: Bool
    /// Opaque, sent back untouched with the next page request; as received.
    package let postback: OrderedJSONValue?
}
