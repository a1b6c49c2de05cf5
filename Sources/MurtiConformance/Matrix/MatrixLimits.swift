/// What the matrix keeps of each untrusted string, in UTF-8 bytes, the
/// `… N bytes more` marker included (``Bounds/capped(_:bytes:)``; docs/MATRIX.md "Size"):
/// the page's size is bounded by these times the number of cells, whatever the reports hold.
enum MatrixLimits {
    /// A fixture's description, a reason, an answer summary.
    static let text = 300
    /// An answer or expectation as JSON, for a cell that did not pass.
    static let json = 2_000
    /// An answer as JSON, for a cell that passed (its graded members are the expected ones).
    static let passedJSON = 400
    /// An implementation's name, version, language, a report's file name.
    static let name = 80
    /// A certificate statement, a badge message, a corpus note.
    static let statement = 400
    /// Fixtures listed in the Markdown table of fixtures failing somewhere (a pull-request
    /// comment holds at most 65,536 characters).
    static let markdownRows = 60
}
