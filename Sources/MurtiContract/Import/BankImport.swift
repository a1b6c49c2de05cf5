import Foundation
import MurtiConformance
import MurtiProtocol

/// `import DIR`: proposed expectation entries for an upstream-style fixture bank under one
/// profile, each with the reference's verdict and whatever a reviewer must look at (docs/CONTRACT.md §5
/// v1.1 `import`). Nothing is written: the report is printed for review.
package struct BankImport: Sendable {
    /// Where the profile comes from.
    package enum ProfileSource: Sendable, Equatable {
        /// Inferred from the bank (``ProfileInference``).
        case inferred(ProfileInference)
        /// A profile of the corpus, by name.
        case named(String)
        /// A profile file (`--profile-file`), as shown.
        case file(String)
    }


    /// The bank.
    package var bank: FixtureBank
    /// The bank folder as shown in messages and descriptions.
    package var bankShown: String
    /// The profile every file is judged under.
    package var profile: BankProfile
    /// Where it comes from.
    package var source: ProfileSource

    /// Creates an import.
    package init(bank: FixtureBank, bankShown: String, profile: BankProfile, source: ProfileSource) {
        self.bank = bank
        self.bankShown = bankShown
        self.profile = profile
        self.source = source
    }

    /// The `profile` member the entries carry (`nil` for `default`).
    package var entryProfile: String? {
        switch source {
        case .named(let name): name == "default" ? nil : name
        case .inferred, .file: ImportRun.importedProfileName
        }
    }

    /// Proposes an entry for every file from its judgement (`judgements[i]` is the reference's,
    /// under ``profile``, of `bank.files[i]`).
    package func run(judgements: [DocumentJudgement]) -> BankImportReport {
        BankImportReport(import: self, proposals: zip(bank.files, judgements).map { propose($0, judgement: $1) })
    }

    /// Proposes an entry for every file, judged by `judge` (the file's exact bytes in).
    package func run(judge: (Data) -> DocumentJudgement) -> BankImportReport {
        run(judgements: bank.files.map { judge($0.bytes) })
    }

    /// The proposal for one file.
    func propose(_ file: FixtureBank.File, judgement: DocumentJudgement) -> ImportProposal {
        let verdict = judgement.verdict
        let envelope = Self.envelopeAlg(file.bytes)
        var notes: [String] = []
        if let ambiguity = judgement.ambiguity { notes.append("breaks several rules: \(ambiguity.joined(separator: "; "))") }
        if verdict.rule == "envelope.alg", let alg = envelope ?? nil, !profile.hasKey(for: alg) {
            return ImportProposal(id: file.id, folder: file.folder, kind: .needsKey(alg: alg), verdict: verdict,
                                  conflict: nil, notes: notes)
        }
        var entry = judgement.proposedExpectation(profile: entryProfile)
        if envelope != nil { entry.requires = ["envelope"] }
        let conflict = ImportProposal.conflict(folder: file.folder, verdict: verdict)
        if conflict == nil, file.folder == .valid, !verdict.placeholders.isEmpty {
            notes.insert("layer 4: in this corpus it belongs under invalid/render/", at: 0)
        }
        let review = conflict.map { "REVIEW: \($0)" } ?? "reference: \(verdict.summary)"
        entry.description = "TODO (imported from \(bankShown)/\(file.id); "
            + ([review] + notes).joined(separator: "; ") + ")"
        entry.source = "TODO: upstream fixture \(file.id)"
        return ImportProposal(id: file.id, folder: file.folder, kind: .entry(entry), verdict: verdict,
                              conflict: conflict, notes: notes)
    }

    /// For an envelope (a top-level object with `signature`, docs/CONTRACT.md §0): its `alg` when it
    /// is a string, else `.some(nil)`; `nil` for any other document.
    static func envelopeAlg(_ bytes: Data) -> String?? {
        guard case .object(let members)? = try? StrictJSON.parse(bytes, file: ""), members["signature"] != nil else {
            return nil
        }
        return .some(members["alg"]?.stringValue)
    }
}
