import Foundation
import JSONKit

/// The JSON text of the last `profile` a request carried. A run sends thousands of requests
/// under a handful of profiles, and encoding the profile object (sorted members, every string
/// escaped) cost more than the rest of a request line but the document (docs/CONTRACT.md §7: the codec
/// must cost little beside the pipe round trip). The text is the same as
/// `JSONLineWriter.value` writes, so lines do not change.
package final class EncodedProfileCache: @unchecked Sendable {
    /// The cache the codec uses (driver workers share it; a lock guards it).
    package static let shared = EncodedProfileCache()

    private let lock = NSLock()
    private var last: (profile: JSONValue, text: [UInt8])?

    /// The JSON text of `profile`.
    package func line(for profile: JSONValue) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.profile == profile { return last.text }
        var writer = JSONLineWriter(capacity: 256)
        writer.value(profile)
        last = (profile, writer.bytes)
        return writer.bytes
    }
}
