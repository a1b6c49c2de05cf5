import Foundation
import MurtiConformance
import MurtiProtocol

/// `import DIR` over a Flow-UI corpus (docs/CONTRACT.md §8): every `.json` page of an
/// upstream-style folder (the pages of an app's demo or decoder tests, no expectations)
/// decoded by the reference under one profile, each proposed as an entry under `pages/`, with
/// what a reviewer must look at. Prints; writes nothing.
struct FlowUIPageImport {
    /// One page of the folder.
    struct Page {
        /// Its path relative to the folder.
        var path: String
        /// Its exact bytes.
        var bytes: Data
    }

    /// The concern folder the proposed ids go in (docs/FLOW-UI.md "The corpus": whole pages).
    static let folder = "pages"

    /// The folder as shown.
    var shown: String
    /// Its pages, by path.
    var pages: [Page]
    /// The entries' `profile` (`nil` for `default`).
    var entryProfile: String?
    /// The profile object when it is not one of the corpus's (printed under `imported`).
    var printedProfile: JSONValue?
    /// Fixture ids of the corpus by their bytes and profile, to tell a page already imported.
    var known: [Data: [(id: String, profile: String)]] = [:]

    /// Reads every `.json` file below `root` through ``CorpusFolder`` (dot-files left out).
    /// Throws ``ImportError`` for a missing, empty or unreadable folder, and for a link, device,
    /// FIFO or socket in it (docs/SECURITY.md "Corpus confinement").
    static func pages(in root: URL, shown: String) throws(ImportError) -> [Page] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { throw .noSuchFolder(path: shown) }
        guard isDirectory.boolValue else { throw .notAFolder(path: shown) }
        // Read by the corpus's rules: no link is followed, no special file opened.
        let reader = CorpusFolder(root: root, shown: shown)
        let listing = reader.listing(below: "")
        if !listing.refused.isEmpty { throw .refused(path: shown, files: listing.refused) }
        let paths = listing.files.filter { $0.hasSuffix(".json") }
        guard !paths.isEmpty else { throw .emptyPageFolder(path: shown) }
        var pages: [Page] = []
        for path in paths {
            do { pages.append(Page(path: path, bytes: try reader.read(path))) } catch {
                throw .unreadable(path: error.path, reason: error.reason)
            }
        }
        return pages
    }

    /// The proposals given the reference's decoding of each page (in ``pages`` order).
    func report(_ decoded: [(decoding: FlowUI.Decoding, message: String?)]) -> ImportRun.Output {
        var entries: [String] = []
        var review: [String] = []
        var notes: [String] = []
        for (page, (decoding, message)) in zip(pages, decoded) {
            let id = Self.folder + "/" + page.path
            let summary = FlowUIReferenceDecoding.summary(decoding, message: message)
            var entry = FlowUIExpectation(
                decoding: decoding, profile: entryProfile,
                description: "TODO (imported from \(shown)/\(page.path); reference: \(summary))",
                source: "TODO: upstream page \(page.path)")
            if let why = FlowUIReferenceDecoding.informationalReason(page.bytes, decoded: decoding.outcome == .decoded) {
                entry.informational = true
                notes.append("  \(id): \(why): proposed as informational (docs/CONTRACT.md §8 rule 4)")
            }
            if let twin = known[page.bytes]?.first(where: { $0.profile == (entryProfile ?? "default") }) {
                notes.append("  \(id): the same bytes as \(twin.id), under the same profile: already in the corpus")
            }
            switch decoding {
            case .rejected(let reason):
                review.append("  \(id): the reference refuses it (\(reason.rawValue)); an app's page should decode: is it one?")
            case .decoded(_, _, let diagnostics):
                let unknown = Set(diagnostics.filter { $0.kind == .unknownType }.compactMap(\.widgetType)).sorted()
                if !unknown.isEmpty {
                    review.append("  \(id): types not in the registry: \(unknown.joined(separator: ", ")); if the app registers "
                        + "them, import with --profile NAME (or --profile-file) binding each to its model, else keep them unknown")
                }
                let contained = diagnostics.filter { $0.kind != .unknownType }
                if !contained.isEmpty {
                    notes.append("  \(id): " + contained.prefix(4).map { "\($0.kind.rawValue) \($0.src)" }.joined(separator: ", ")
                        + (contained.count > 4 ? ", …" : "") + ": check against docs/FLOW-UI.md that the page is broken there")
                }
            }
            entries.append(entry.entryText(id: id, indent: 4))
        }
        var sections: [String] = []
        if let printedProfile {
            sections.append("  \"profiles\": {\n    \"\(ImportRun.importedProfileName)\": " + PrettyJSONText.text(printedProfile, indent: 4) + "\n  }")
        }
        sections.append("  \"fixtures\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        var lines = ["import: \(pages.count) Flow-UI page\(pages.count == 1 ? "" : "s") of \(shown), decoded by the reference under "
            + "profile \"\(entryProfile ?? "default")\"; proposed under \(Self.folder)/"]
        lines.append("import: \(review.count) to review" + (review.isEmpty ? "" : ":"))
        lines += review
        if !notes.isEmpty { lines.append("import: notes:") }
        lines += notes
        return ImportRun.Output(
            fragment: "{\n" + sections.joined(separator: ",\n") + "\n}", reviewLines: lines, needsReview: !review.isEmpty,
            reminder: ProposeRun.flowUIReminder)
    }
}
