import Foundation
import MurtiProtocol

/// The order of the entries under `fixtures` as written in expectations.json, which must be
/// sorted by id (docs/EXPECTATIONS.md "Top level"; `python3 tools/corpus/format.py` sorts them)
/// so that a new entry lands in one place and diffs stay small.
package enum EntryOrder {
    /// The first entry written after an id it should precede, with that id; `nil` when the
    /// entries are sorted (code point order, as ``ScalarOrder`` and Python's `sorted` agree) or
    /// when the member order cannot be read.
    static func firstOutOfOrder(in bytes: [UInt8]) -> (id: String, after: String)? {
        let locator = JSONLocator(bytes: bytes)
        guard let root = locator.root, let top = locator.members(of: root),
            let fixtures = top.first(where: { $0.name == "fixtures" }),
            let entries = locator.members(of: fixtures.value) else { return nil }
        let ids = entries.map(\.name)
        for (previous, id) in zip(ids, ids.dropFirst()) where ScalarOrder.precedes(id, previous) {
            return (id, previous)
        }
        return nil
    }

    /// The problem for an unsorted file, or `nil`; `formatTool` is the checkout's
    /// `tools/corpus/format.py` as shown (`nil`: not found), `corpusDisplay` the corpus folder;
    /// `fix`, when given, says how a corpus of another contract gets sorted instead.
    package static func problem(
        in bytes: [UInt8], file: String, formatTool: String? = nil, corpusDisplay: String = "corpus", fix: String? = nil
    ) -> LintProblem? {
        guard let (id, previous) = firstOutOfOrder(in: bytes) else { return nil }
        return LintProblem(
            kind: .unsortedEntries, file: file,
            message: "the fixtures are not sorted by id: \"\(id)\" comes after \"\(previous)\"",
            fix: fix ?? formatFix(tool: formatTool, corpusDisplay: corpusDisplay))
    }

    /// How a Murti corpus gets sorted: the format script's command, and where the script is when
    /// lint runs outside a checkout.
    static func formatFix(tool: String?, corpusDisplay: String) -> String {
        var fix = "run `\(formatCommand(tool: tool, corpusDisplay: corpusDisplay))` (it sorts the entries and writes the canonical form)"
        if tool == nil, corpusDisplay != "corpus" { fix += "; the script is in the tools/corpus/ folder of a murti-conformance checkout" }
        return fix
    }

    /// `python3 tools/corpus/format.py`, with `--corpus DIR` for any corpus but `./corpus`, and
    /// the checkout's path of the script (`tool`) when lint found one, so that the fix works
    /// where it is printed, inside the checkout or not.
    static func formatCommand(tool: String?, corpusDisplay: String) -> String {
        var command = "python3 \(shellWord(tool ?? "tools/corpus/format.py"))"
        if corpusDisplay != "corpus" { command += " --corpus \(shellWord(corpusDisplay))" }
        return command
    }

    /// `word` as one shell word: as is when plain, else in single quotes.
    package static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-+=:@%,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
