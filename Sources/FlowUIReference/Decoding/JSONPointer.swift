/// RFC 6901 JSON Pointers.
enum JSONPointer {
    /// One reference token: `~` as `~0`, `/` as `~1`.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
