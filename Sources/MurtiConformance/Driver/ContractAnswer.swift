/// An answer in a contract's own vocabulary, as the driver hands it on
/// (``CaseResult/contractAnswer(_:durationSeconds:stderr:)``): the shared code keeps, compares
/// and grades it through these members alone.
package protocol ContractAnswer: Sendable {
    /// The request's `seq` it answers.
    var seq: Int { get }
    /// The implementation's own message, quoted in a failure's reason; `nil` when it gave none.
    var message: String? { get }
    /// The answer without its body (its `seq` alone, or little more): what a run keeps of an
    /// answer once it is handed on (``DriverConfiguration/keepsAnswers``).
    var kept: any ContractAnswer { get }
    /// `true` when `other` is the same answer (same type, equal).
    func isSameAnswer(as other: any ContractAnswer) -> Bool
    /// Grades the answer to `fixture` with `grader`, which took `durationSeconds` (wall time).
    func graded(_ fixture: Fixture, by grader: Grader, durationSeconds: Double) -> FixtureResult
}
