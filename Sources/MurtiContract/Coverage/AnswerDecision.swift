import MurtiConformance
/// The decisions of docs/DECISIONS.md that decide an answer (layers 1–4, schema-only mode,
/// envelopes and manifests), each by its number and a few words: the coverage map's `decision`
/// items (docs/DECISIONS.md 76). `CoverageTests` holds this list to the page's numbered items.
package struct AnswerDecision: Sendable, Equatable {
    /// The number as the page writes it: `9`, `6a`.
    package var number: String
    /// What it decides, in a few words.
    package var title: String

    /// Every decision that decides an answer, in the page's order.
    package static let all: [AnswerDecision] = [
        .init("1", "decode.size before any byte is parsed"),
        .init("2", "one scan front to back: the lowest byte offset wins"),
        .init("3", "decode.number: past the largest double; underflow, -0 and 2^53+1 pass"),
        .init("4", "decode.depth: the top-level value is nesting 1"),
        .init("5", "decode.duplicateKey after unescaping, at the object"),
        .init("6", "decode.notObject after the parse; other decode paths are \"\""),
        .init("6a", "a high surrogate before a broken escape; NUL, UTF-16 BOM, whitespace only"),
        .init("6b", "names compared code point by code point"),
        .init("7", "the major gate first, on a well-formed schemaVersion"),
        .init("8", "schema violations in document order, keywords in schema order"),
        .init("9", "bounds after the keywords: depth, nodes, chains in pre-order"),
        .init("10", "a higher minor turns additionalProperties into warnings"),
        .init("11", "references resolve against the profile, on every action"),
        .init("12", "data-key tokens: {{identifier(.identifier)*}} in string values"),
        .init("13", "layer 3 walks the whole tree, placeholders included"),
        .init("14", "the outermost unregistered node is the placeholder"),
        .init("15", "schema-only mode: layer 1 plus the schema's keywords"),
        .init("16", "envelope step (d): alg, base64, signature, decryption"),
        .init("17", "a manifest only inside a verified envelope; equal sequence accepted"),
    ]

    init(_ number: String, _ title: String) {
        self.number = number
        self.title = title
    }
}
