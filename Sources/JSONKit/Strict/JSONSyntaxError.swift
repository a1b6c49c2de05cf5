/// Where and why ``StrictJSONReader`` stopped: the byte `offset` (0-based) at which reading
/// stopped, and the ``JSONSyntaxProblem`` found there. The protocol turns it into
/// `ProtocolError.notJSON(offset:problem:)` with the same two values, so every message that
/// names a refusal reads as before the reader had a target of its own (docs/DECISIONS.md D141).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte where reading stopped.
    package let offset: Int
    /// What was wrong there.
    package let problem: JSONSyntaxProblem

    /// The refusal at `offset` for `problem`.
    package init(offset: Int, problem: JSONSyntaxProblem) {
        self.offset = offset
        self.problem = problem
    }

    /// `byte N: problem`, the words `ProtocolError` wraps.
    package var description: String { "byte \(offset): \(problem)" }
}
