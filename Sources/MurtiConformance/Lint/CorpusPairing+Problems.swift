extension CorpusPairing {
    /// `lint`'s problems of the pairing (docs/CONTRACT.md §2; docs/SECURITY.md "Corpus
    /// confinement"): each refused entry (a link, a device, a FIFO, a socket) with its fix, each
    /// entry without a file, each file without an entry. `display` shows a corpus-relative path,
    /// `expectations` names expectations.json, `removal` says what removing an entry costs, and
    /// `propose` is the command that prints a new file's entry.
    package func problems(
        display: (String) -> String, expectations: String, removal: String, propose: (String) -> String
    ) -> [LintProblem] {
        var problems: [LintProblem] = refused.map { entry in
            LintProblem(
                kind: .notARegularFile, file: display(entry.id), fixture: entry.id,
                message: "\(entry.kind.phrase), which a corpus never reads or follows (a fixture is a regular file inside the corpus folder)",
                fix: entry.kind.fix)
        }
        problems += missing.map { id in
            LintProblem(
                kind: .entryWithoutFile, file: expectations, fixture: id,
                message: "\(id): an entry with no file at \(display(id))",
                fix: "add the fixture file, or remove the entry (\(removal))")
        }
        problems += orphans.map { id in
            LintProblem(
                kind: .fileWithoutEntry, file: display(id), fixture: id, message: "a fixture file with no entry in \(expectations)",
                fix: "add an entry \"\(id)\" (\(propose(id))), or delete the file")
        }
        return problems
    }
}
