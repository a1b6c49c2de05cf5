import MurtiProtocol

/// A JSON Pointer into expectations.json told the way a corpus author reads it: the fixture id
/// and the field inside its entry (`invalid/schema/x.json`, `description`) instead of
/// `/fixtures/invalid~1schema~1x.json/description`.
package struct EntryLocation: Equatable {
    /// The fixture id when the pointer is inside `/fixtures/<id>`.
    package var fixture: String?
    /// The rest, as `/`-joined unescaped tokens (`steps/0/layer`); `""` for the entry itself.
    /// Outside `fixtures`, the whole pointer as written.
    package var field: String

    /// Splits `pointer` (RFC 6901).
    package init(pointer: String) {
        guard let tokens = JSONLocator.tokens(of: pointer), tokens.count >= 2, tokens[0] == "fixtures" else {
            fixture = nil
            field = pointer
            return
        }
        fixture = tokens[1]
        field = tokens.dropFirst(2).joined(separator: "/")
    }

    /// `invalid/x.json: "description"`, `invalid/x.json: the entry`, `"/profiles/a"`, `the top level`.
    package var subject: String {
        if let fixture { return fixture + ": " + (field.isEmpty ? "the entry" : "\"\(field)\"") }
        return field.isEmpty ? "the top level" : "\"\(field)\""
    }
}
