/// A cache of one top-level member's value for ``StrictJSONReader/parse(_:memberCache:maxNesting:)``:
/// when the bytes after the member's colon start with the bytes the cache holds, the reader
/// takes the cached value and skips them, and otherwise hands the cache the value it read and
/// its bytes. The protocol's server uses it for the `profile` every request repeats
/// (`ParsedProfileCache`, docs/PERFORMANCE.md `bench protocol`).
package protocol JSONMemberCache: AnyObject {
    /// The name of the top-level member cached (compared with `==`).
    var memberName: String { get }
    /// The cached value when `text` holds the cached bytes at `offset`, or `nil`.
    func value(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONValue?
    /// How many bytes the cached value spans (what the reader skips on a hit).
    var count: Int { get }
    /// Remembers `value`, read from `text` (its bytes exactly).
    func store(_ text: UnsafeBufferPointer<UInt8>, _ value: JSONValue)
}
