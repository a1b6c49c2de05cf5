import MurtiConformance
import MurtiProtocol

/// The outcome of ``BankImport/run(judge:)``: a fragment of `expectations.json` to review and
/// paste (stdout), and the review notes (stderr).
package struct BankImportReport: Sendable {
    /// The import that ran.
    package var `import`: BankImport
    /// One proposal per bank file, in id order.
    package var proposals: [ImportProposal]

    /// Files whose folder and reference verdict disagree.
    package var conflicts: [ImportProposal] { proposals.filter { $0.conflict != nil } }
    /// Signed envelopes whose key the profile lacks.
    package var needingKeys: [ImportProposal] {
        proposals.filter { if case .needsKey = $0.kind { true } else { false } }
    }
    /// `true` when something needs more than a check of the entries (exit 1).
    package var needsReview: Bool { !conflicts.isEmpty || !needingKeys.isEmpty }

    /// `{"profiles": {"imported": {…}}, "fixtures": {…}}`: the profile when it is not the
    /// corpus's own, and every proposed entry, in `expectations.json`'s shape.
    package var fragment: String {
        var sections: [String] = []
        switch self.import.source {
        case .inferred, .file:
            sections.append("  \"profiles\": {\n    \(JSONText.quote(ImportRun.importedProfileName)): "
                + self.import.profile.text(indent: 4) + "\n  }")
        case .named:
            break
        }
        let entries = proposals.compactMap { proposal in proposal.entry.map { $0.entryText(id: proposal.id, indent: 4) } }
        sections.append("  \"fixtures\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        return "{\n" + sections.joined(separator: ",\n") + "\n}"
    }

    /// What a reviewer reads first: where the profile comes from (each inferred name with the
    /// fixtures that reference it), then the counts, the conflicts and the files left out.
    package var reviewLines: [String] {
        var lines: [String] = []
        let profile = self.import.profile
        switch self.import.source {
        case .inferred(let inference):
            lines.append("import: profile inferred from the valid fixtures of \(self.import.bankShown), printed as "
                + "\"\(ImportRun.importedProfileName)\"; the entries use it:")
            lines.append("  components (the corpus's default profile): " + Self.names(profile.components))
            for registry in BankProfile.Registry.allCases {
                let origins = inference.origins.filter { $0.registry == registry }
                lines.append("  \(registry.rawValue): " + (origins.isEmpty ? "none" : origins.map {
                    "\($0.name) (\($0.fixtures.joined(separator: ", ")))"
                }.joined(separator: ", ")))
            }
        case .named(let name):
            lines.append("import: profile \"\(name)\" of the corpus")
        case .file(let path):
            lines.append("import: profile from \(path), printed as \"\(ImportRun.importedProfileName)\"; the entries use it")
        }
        let keys = needingKeys
        lines.append("import: \(proposals.count) files, \(conflicts.count) where the folder and the reference disagree"
            + (keys.isEmpty ? "" : ", \(keys.count) that need\(keys.count == 1 ? "s" : "") a key the profile lacks (no entry proposed)"))
        for proposal in conflicts { lines.append("  \(proposal.id): \(proposal.conflict ?? "")") }
        for proposal in keys {
            guard case .needsKey(let alg) = proposal.kind else { continue }
            lines.append("  \(proposal.id): a signed envelope (alg \(alg)) and the profile has no \(alg) key, so the "
                + "reference cannot check its signature and no verdict is proposed. Fix: pass --profile-file with a "
                + "profile whose \"keys\" hold the signer's public key (docs/ENVELOPE.md), then import again")
        }
        return lines
    }

    private static func names(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
