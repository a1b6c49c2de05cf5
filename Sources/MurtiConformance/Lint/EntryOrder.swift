import MurtiProtocol

/// The order of the entries under `fixtures` as written in expectations.json, which must be
/// sorted by id (docs/EXPECTATIONS.md "Top level"; `python3 tools/corpus/format.py` sorts them)
/// so that a new entry lands in one place and diffs stay small.
enum EntryOrder {
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

    /// The problem for an unsorted file, or `nil`; `fix` says how this corpus gets sorted.
    static func problem(
        in bytes: [UInt8], file: String,
        fix: String = "run `python3 tools/corpus/format.py` (it sorts the entries and writes the canonical form)"
    ) -> LintProblem? {
        guard let (id, previous) = firstOutOfOrder(in: bytes) else { return nil }
        return LintProblem(
            kind: .unsortedEntries, file: file,
            message: "the fixtures are not sorted by id: \"\(id)\" comes after \"\(previous)\"", fix: fix)
    }
}
