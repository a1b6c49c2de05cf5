import MurtiConformance
import MurtiProtocol

/// What one side of ``AgreementReport`` said about one fixture.
package enum SideVerdict: Sendable, Equatable {
    /// The side judged the fixture: its answer and what that means for the schema.
    case judged(JudgedVerdict)
    /// Not compared: outside what the side declares, or a fixture no client answer can be
    /// compared on (``ApartReason``). Counted apart, never a disagreement.
    case apart(ApartReason)
    /// No verdict: an error, a skip, a crash or a timeout, with the reason and what the side
    /// wrote on stderr during the case (a harness error, or an `error` answer), when it wrote
    /// anything.
    case failed(String, stderr: String? = nil)

    /// A judged verdict: the answer, its schema view and how the view was reached.
    package struct JudgedVerdict: Sendable, Equatable {
        /// What the side answered.
        package var answered: AnsweredVerdict
        /// Its verdict as a JSON Schema engine gives it.
        package var schema: SchemaView
        /// How ``schema`` was reached.
        package var basis: ProjectionBasis

        /// Creates a judged verdict.
        package init(answered: AnsweredVerdict, schema: SchemaView, basis: ProjectionBasis) {
            self.answered = answered
            self.schema = schema
            self.basis = basis
        }
    }

    /// The verdict of an answer read off the wire (docs/CONTRACT.md §3), seen as `role` is compared.
    package init(answer: Answer, role: SideRole) {
        if let error = answer.error {
            self = .failed("error: \(error)")
        } else if let skipped = answer.skipped {
            self = .failed("skipped: \(skipped)")
        } else if let answered = AnsweredVerdict(answer: answer) {
            switch role {
            case .schemaEngine:
                self = .judged(JudgedVerdict(
                    answered: answered, schema: SchemaView(engine: answered, schemaLocation: answer.schemaLocation),
                    basis: .engine))
            case .client:
                let (view, basis) = SchemaView.projecting(client: answered, schemaLocation: answer.schemaLocation)
                self = .judged(JudgedVerdict(answered: answered, schema: view, basis: basis))
            }
        } else {
            self = .failed("no verdict")
        }
    }

    /// The side's stderr for a missing verdict, or `nil`.
    package var stderr: String? {
        if case .failed(_, let stderr) = self { return stderr }
        return nil
    }

    /// The judged verdict, or `nil`.
    package var judged: JudgedVerdict? {
        if case .judged(let verdict) = self { return verdict }
        return nil
    }

    /// `reject 2 maxLength "/a" at #/$defs/value/maxLength`; for a client whose answer is not
    /// its schema view, `reject 3 semantic.screen "/screen/key" → schema: accept`; or the reason.
    package var summary: String {
        switch self {
        case .judged(let verdict):
            if verdict.basis == .engine { return verdict.schema.summary }
            let answered = verdict.answered.summary
            let schema = verdict.schema.summary
            return answered == schema ? answered : "\(answered) → schema: \(schema)"
        case .apart(let gap): return (gap.isUnsupported ? "unsupported: " : "not comparable: ") + gap.summary
        case .failed(let reason, _): return reason
        }
    }
}
