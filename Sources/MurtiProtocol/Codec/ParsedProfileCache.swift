import Foundation
import JSONKit

/// The bytes of the last top-level `profile` object a request line carried, with the value they
/// parse to, so that the next line carrying the same bytes skips parsing them.
///
/// The runner sends the same encoded profile with every fixture judged under it (its
/// `EncodedProfileCache`), and building the profile's `JSONValue` was the largest part of the
/// server's parse of a line (docs/PERFORMANCE.md, `bench protocol`). Only objects are kept: an
/// object ends at its own closing brace, so equal bytes at the same place parse to the same
/// value and end at the same offset whatever follows them (a number's end would depend on the
/// next byte). The value is also the same instance, which lets a handler that keeps the last
/// profile compare it in constant time. One cache per serving loop; not shared across threads.
package final class ParsedProfileCache: JSONMemberCache {
    private var bytes: [UInt8] = []
    private var value: JSONValue?

    /// Creates an empty cache.
    package init() {}

    /// The member cached: a request line's top-level `profile`.
    package var memberName: String { "profile" }

    /// The cached value when `line` holds the cached bytes at `offset`, or `nil`.
    package func value(in line: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONValue? {
        guard let value, !bytes.isEmpty, line.count - offset >= bytes.count,
            let base = line.baseAddress
        else { return nil }
        let equal = bytes.withUnsafeBufferPointer { cached in
            guard let cachedBase = cached.baseAddress else { return false }
            return memcmp(base + offset, cachedBase, cached.count) == 0
        }
        return equal ? value : nil
    }

    /// The length of the cached bytes.
    package var count: Int { bytes.count }

    /// Remembers `value`, parsed from `text`, when it is an object.
    package func store(_ text: UnsafeBufferPointer<UInt8>, _ value: JSONValue) {
        guard case .object = value else { return }
        bytes = Array(text)
        self.value = value
    }
}
