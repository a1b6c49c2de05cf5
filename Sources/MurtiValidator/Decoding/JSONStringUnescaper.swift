/// Unescapes the body of a JSON string (RFC 8259 §7) that layer 1 has already validated.
enum JSONStringUnescaper {
    /// Returns the string value of `body` (the bytes between the quotes).
    static func unescape(_ body: ArraySlice<UInt8>) -> String {
        // Replaced by the decoder owner with the real implementation.
        String(decoding: body, as: UTF8.self)
    }
}
