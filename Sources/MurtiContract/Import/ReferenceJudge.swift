import Foundation
import MurtiConformance
import MurtiProtocol

/// The reference validator's judgement of loose documents (new fixtures, an upstream bank),
/// asked over protocol v1: each document once of `serve --all-violations` (the verdict and every
/// rule it breaks) and once of `serve --schema-only` (docs/DECISIONS.md 15).
package struct ReferenceJudge {
    /// The reference's `serve`.
    var reference: ReferenceCommand
    /// Reference processes in parallel.
    var jobs: Int
    /// Told (done, total) over both passes as answers land.
    var progress: (@Sendable (Int, Int) -> Void)?

    /// Creates the value from its members.
    package init(reference: ReferenceCommand, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.reference = reference
        self.jobs = jobs
        self.progress = progress
    }

    /// The judgement of each of `documents` (id, exact bytes) under `profile`, in order.
    /// Throws ``PipelineError/unusable(_:)`` when the reference cannot be started or gives no
    /// verdict (it refuses the profile, or misbehaves).
    package func judge(_ documents: [(id: String, bytes: Data)], profile: JSONValue) throws(PipelineError) -> [DocumentJudgement] {
        guard !documents.isEmpty else { return [] }
        let requests = documents.enumerated().map { index, document in
            ValidateRequest(seq: index + 1, id: document.id, document: document.bytes, profile: profile)
        }
        let full = try answers(reference.allViolations, requests, pass: 0)
        let schemaOnly = try answers(reference.schemaOnly, requests, pass: 1)
        return zip(full, schemaOnly).map { full, schemaOnly in
            DocumentJudgement(
                verdict: full.verdict, schemaVerdict: schemaOnly.verdict.outcome,
                violations: full.answer.violations ?? [], message: full.answer.message)
        }
    }

    private func answers(_ command: [String], _ requests: [ValidateRequest], pass: Int) throws(PipelineError)
        -> [(answer: Answer, verdict: AnsweredVerdict)]
    {
        let told = progress.map { progress in { @Sendable (done: Int, total: Int) in progress(pass * total + done, 2 * total) } }
        let run = Driver(configuration: DriverConfiguration(command: command, jobs: jobs)).run(requests, progress: told)
        var found: [(answer: Answer, verdict: AnsweredVerdict)] = []
        for (request, result) in zip(requests, run.results) {
            switch result {
            case .answer(let answer, _, _):
                guard let verdict = AnsweredVerdict(answer: answer) else {
                    throw .unusable("the reference gave no verdict on \(request.id): "
                        + (answer.error ?? answer.skipped ?? "no outcome"))
                }
                found.append((answer, verdict))
            case .harnessError(let error):
                throw .unusable("the reference could not judge \(request.id): \(error.summary)")
            case .contractAnswer:
                throw .unusable("the reference gave another contract's answer to the Murti request \(request.id)")
            }
        }
        return found
    }
}
