import MurtiProtocol

/// A corpus whose entries and files do not pair off (docs/CONTRACT.md §2): entries of
/// expectations.json without a file, and fixture files without an entry. A run over such a
/// corpus judged less than the corpus states, so it is never a certificate and never passes
/// (docs/SECURITY.md "Certificates"; docs/DECISIONS.md D56). Bounded: counts, and the first
/// ``listed`` ids of each kind.
package struct CorpusDamage: Sendable, Equatable, Codable {
    /// Entries of expectations.json with no file.
    package var entriesWithoutFiles: Int
    /// Fixture files with no entry.
    package var filesWithoutEntries: Int
    /// The first ids of entries without files, in corpus order.
    package var missing: [String]
    /// The first ids of files without entries, in corpus order.
    package var orphans: [String]

    /// How many ids of each kind a report lists.
    package static let listed = 10

    /// The damage of a corpus with `missing` entries without files and `orphans` files without
    /// entries (ids in corpus order); `nil` when both are empty.
    package init?(missing: [String], orphans: [String]) {
        guard !missing.isEmpty || !orphans.isEmpty else { return nil }
        entriesWithoutFiles = missing.count
        filesWithoutEntries = orphans.count
        self.missing = Array(missing.prefix(Self.listed))
        self.orphans = Array(orphans.prefix(Self.listed))
    }

    /// `the corpus is damaged: 153 entries have no file (valid/a.json, …) and 2 fixture files
    /// have no entry (…); run `conformance-runner lint``: the reason a report gives.
    package var reason: String {
        func listed(_ ids: [String], of total: Int) -> String {
            " (" + ids.joined(separator: ", ") + (total > ids.count ? ", …" : "") + ")"
        }
        var parts: [String] = []
        if entriesWithoutFiles > 0 {
            parts.append("\(entriesWithoutFiles) entr\(entriesWithoutFiles == 1 ? "y" : "ies") of expectations.json "
                + "\(entriesWithoutFiles == 1 ? "has" : "have") no file" + listed(missing, of: entriesWithoutFiles))
        }
        if filesWithoutEntries > 0 {
            parts.append("\(RunReport.plural(filesWithoutEntries, "fixture file")) "
                + "\(filesWithoutEntries == 1 ? "has" : "have") no entry" + listed(orphans, of: filesWithoutEntries))
        }
        return "the corpus is damaged: " + parts.joined(separator: " and ")
            + "; a certificate covers every fixture the corpus states (`conformance-runner lint` names each with its fix)"
    }
}
