import Foundation
import MurtiConformance
import MurtiProtocol

extension ProposeRun {
    /// Printed after proposed Murti entries (by `propose` and `import`): where the verdict
    /// really comes from.
    package static let reminder = """
        These entries are what the reference validator says, not what the spec says. Before you
        paste one, check its outcome, layer, rule and path against docs/RULES.md (the rule
        catalogue), docs/DECISIONS.md, murti.schema.json and docs/EXPECTATIONS.md, which follow
        Murti's own "Murti payload schema v1" guide (the upstream project's docs, the source of
        truth), and write the description and source yourself. Then run `conformance-runner lint`.
        """

    /// `propose` over a Murti corpus: each readable file judged by the reference under the
    /// corpus's profile, its verdict written as an entry with `description` and `source` to
    /// fill in, a file breaking several rules warned of. Throws ``PipelineError`` when the
    /// profile is unusable or the reference cannot judge.
    func runMurti() throws(PipelineError) -> Output {
        let profileValue = try workspace.profile(named: profile)
        try MurtiProfileCheck.check(profileValue, file: workspace.expectationsDisplay, pointer: "/profiles/\(profile)")
        let (readable, unreadable) = readFiles()
        var judgements = try ReferenceJudge(reference: reference, jobs: 1).judge(readable, profile: profileValue)[...]
        var output = Output(entries: [], messages: [], hadUnreadableFile: !unreadable.isEmpty, reminder: Self.reminder)
        for (index, file) in files.enumerated() {
            if let message = unreadable[index] {
                output.messages.append(message)
                continue
            }
            guard let judgement = judgements.popFirst() else { break }
            let id = Self.fixtureID(of: file, corpus: workspace.corpus)
            if id == nil { output.messages.append(Self.outsideNote(file, workspace: workspace)) }
            var entry = judgement.proposedExpectation(profile: profile)
            entry.description = "TODO: what this fixture shows (reference: \(judgement.message ?? judgement.verdict.outcome.rawValue))"
            entry.source = "TODO: seed section, RFC or public report"
            if let ambiguity = judgement.ambiguity {
                output.messages.append("warning: \(file) breaks several rules (\(ambiguity.joined(separator: "; "))); "
                    + "a fixture must break exactly one (docs/CONTRACT.md §1)")
            }
            output.entries.append(entry.entryText(id: id ?? file))
        }
        return output
    }
}
