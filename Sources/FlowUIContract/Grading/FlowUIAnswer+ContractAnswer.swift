import MurtiConformance
import MurtiProtocol

extension FlowUI.Answer: ContractAnswer {
    /// Its `seq` alone.
    package var kept: any ContractAnswer { FlowUI.Answer(seq: seq) }

    /// `true` when `other` is an equal Flow-UI answer.
    package func isSameAnswer(as other: any ContractAnswer) -> Bool {
        (other as? FlowUI.Answer) == self
    }

    /// ``FlowUIGrader``: the outcome, skeleton and graded diagnostics against the entry.
    package func graded(_ fixture: Fixture, by grader: Grader, durationSeconds: Double) -> FixtureResult {
        FlowUIGrader(grader).grade(fixture, answer: self, durationSeconds: durationSeconds)
    }
}

extension CaseResult {
    /// A Flow-UI answer (docs/CONTRACT.md §8) as the driver hands it on:
    /// ``contractAnswer(_:durationSeconds:stderr:)``.
    package static func flowUIAnswer(_ answer: FlowUI.Answer, durationSeconds: Double, stderr: String? = nil) -> CaseResult {
        .contractAnswer(answer, durationSeconds: durationSeconds, stderr: stderr)
    }
}
