import Foundation
import MurtiConformance
import MurtiProtocol

extension ProposeRun {
    /// `propose` over a Murti corpus: each readable file judged by the reference under the
    /// corpus's profile, its verdict written as an entry with `description` and `source` to
    /// fill in, a file breaking several rules warned of. Throws ``PipelineError`` when the
    /// profile is unusable or the reference cannot judge.
    func runMurti() throws(PipelineError) -> Output {
        let profileValue = try workspace.profile(named: profile)
        try MurtiProfileCheck.check(profileValue, file: workspace.expectationsDisplay, pointer: "/profiles/\(profile)")
        let (readable, unreadable) = readFiles()
        var judgements = try ReferenceJudge(reference: reference, jobs: 1).judge(readable, profile: profileValue)[...]
        var output = Output(entries: [], messages: [], hadUnreadableFile: !unreadable.isEmpty)
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
