/// JSONKit's pretty writer, beside the compact one (``JSONLineWriter``) and the canonical one
/// (`CanonicalJSONWriter`): JSON text for people to review and paste into a Flow-UI
/// expectations.json: two spaces a level, `"name": value`, members in code-point order,
/// numbers and strings as RFC 8785 writes them (what grading compares), empty containers on
/// one line.
package enum PrettyJSONText {
    /// `value` indented; continuation lines start with `indent` spaces more.
    package static func text(_ value: JSONValue, indent: Int = 0) -> String {
        var out = ""
        write(value, level: indent / 2, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, level: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: level + 1)
        let close = String(repeating: "  ", count: level)
        switch value {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                write(item, level: level + 1, into: &out)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += close + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            let names = members.keys.sorted()
            for (index, name) in names.enumerated() {
                out += pad + JSONValue.string(name.string).canonicalText + ": "
                write(members[name] ?? .null, level: level + 1, into: &out)
                out += index < names.count - 1 ? ",\n" : "\n"
            }
            out += close + "}"
        default:
            out += value.canonicalText
        }
    }
}
