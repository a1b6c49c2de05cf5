import MurtiConformance

/// Writes expectations.json entries in the member order of CONTRACT §2, ready to paste.
enum EntryRenderer {
    /// `"id": { … }` on one line per member, indented by `indent` spaces
    /// (``Expectation/entryText(id:indent:)``).
    static func render(id: String, _ entry: Expectation, indent: Int = 4) -> String {
        entry.entryText(id: id, indent: indent)
    }
}
