/// RFC 6901 JSON Pointers, built from ``DocumentWalker``'s cursor stack only when a finding is
/// reported (the walk itself keeps tape indices, never strings).
enum JSONPointer {
    /// Escapes one reference token: `~` → `~0`, then `/` → `~1` (RFC 6901 §3).
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
        else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// The pointer of the value currently visited below `parents` and then `innermost` (`""`
    /// for the top level).
    static func pointer(for parents: [WalkCursor], innermost: WalkCursor?, in document: JSONDocument) -> String {
        var result = ""
        for cursor in parents { append(cursor, to: &result, in: document) }
        if let innermost { append(innermost, to: &result, in: document) }
        return result
    }

    /// One reference token: the current member's name or element's ordinal.
    private static func append(_ cursor: WalkCursor, to result: inout String, in document: JSONDocument) {
        result.append("/")
        if cursor.isObject {
            result.append(escape(document.string(JSONIndex(cursor.currentName))))
        } else {
            result.append(String(cursor.ordinal))
        }
    }
}
