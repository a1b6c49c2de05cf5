import MurtiProtocol

/// How a corpus's entries and files pair off (docs/CONTRACT.md §2: one file per entry, one
/// entry per file), found through ``CorpusFolder`` without following a link: what `run`,
/// `lint` and every other verb that loads a corpus share.
package struct CorpusPairing: Sendable, Equatable {
    /// Entry ids with a regular file, in corpus order.
    package var fixtures: [String] = []
    /// Entry ids with nothing at their path, in corpus order.
    var missing: [String] = []
    /// Regular fixture files with no entry, in corpus order.
    package var orphans: [String] = []
    /// Entries refused (links, devices, FIFOs, sockets, folders where an entry names a file),
    /// among the fixture files or on an entry's path, in code-point order of their ids.
    package var refused: [RefusedFile] = []

    /// Pairs the entry ids `entries` with the fixture files of the corpus at `folder`, of `contract`.
    package init(entries: some Sequence<String>, folder: CorpusFolder, contract: ContractKind) {
        let listing = folder.fixtureListing(contract: contract)
        let onDisk = Set(listing.files)
        refused = listing.refused
        let ids = Set(entries)
        for id in ids.sorted(by: ScalarOrder.precedes) {
            if onDisk.contains(id) {
                fixtures.append(id)
                continue
            }
            if listing.isRefused(id) { continue }
            // An entry outside the walked folders (a Murti id not under valid/ or invalid/).
            switch folder.kind(of: id) {
            case nil: missing.append(id)
            case (.regular, _)?: fixtures.append(id)
            case let (kind, at)?:
                if !refused.contains(where: { $0.id == at }) { refused.append(RefusedFile(id: at, kind: kind)) }
            }
        }
        refused.sort { ScalarOrder.precedes($0.id, $1.id) }
        orphans = listing.files.filter { !ids.contains($0) }
    }

    /// `true` when `id` is refused, or lies below a refused entry (a file in a linked folder).
    func isRefused(_ id: String) -> Bool {
        refused.contains { $0.covers(id) }
    }
}
