/// What a Murti `validate` request carries besides a single document (docs/CONTRACT.md §6).
public enum RequestKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `"kind":"manifestSequence"`: `documents` holds the signed manifests, in order, and the
    /// answer has one `steps` entry per manifest.
    case manifestSequence
}
