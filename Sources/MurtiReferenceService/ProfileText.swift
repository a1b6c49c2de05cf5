import MurtiProtocol
import MurtiValidator

/// A profile object as the JSON text ``Profile/init(json:)`` reads.
package enum ProfileText {
    /// `profile` written as RFC 8259 text (the protocol's own writer, which cannot fail:
    /// ``JSONValue`` holds only finite numbers).
    package static func bytes(_ profile: JSONValue) -> [UInt8] {
        profile.jsonBytes
    }

    /// The validator's profile for `value`, or why it is refused (docs/CONTRACT.md §2).
    package static func profile(_ value: JSONValue) throws(ProfileError) -> Profile {
        try Profile(json: bytes(value))
    }
}
