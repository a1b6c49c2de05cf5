import MurtiConformance
import MurtiProtocol

extension SchemaView {
    /// A JSON Schema engine's answer as given (`schemaOnly`, docs/CONTRACT.md §3).
    package init(engine verdict: AnsweredVerdict, schemaLocation: String?) {
        self.init(outcome: verdict.outcome, layer: verdict.layer, rule: verdict.rule, path: verdict.path,
                  schemaLocation: schemaLocation)
    }

    /// A client's answer through its schema projection (docs/CONTRACT.md §5 v1.1): reject when it
    /// rejects at layer 1, or at layer 2 with a schema keyword, or accepts with a warning whose
    /// rule is a schema keyword (the policy downgraded a schema failure; the first such warning
    /// as listed gives keyword and location); accept otherwise, client-only rules included.
    package static func projecting(client verdict: AnsweredVerdict, schemaLocation: String? = nil)
        -> (view: SchemaView, basis: ProjectionBasis)
    {
        switch verdict.outcome {
        case .reject:
            if verdict.layer == 1 || (verdict.layer == 2 && isSchemaKeyword(verdict.rule)) {
                let view = SchemaView(outcome: .reject, layer: verdict.layer, rule: verdict.rule, path: verdict.path,
                                      schemaLocation: schemaLocation)
                return (view, .schemaRejection)
            }
            return (SchemaView(outcome: .accept), .clientRule(verdict.rule ?? "?"))
        case .accept:
            if let warning = verdict.warnings.first(where: { isSchemaKeyword($0.rule) }) {
                return (SchemaView(outcome: .reject, layer: 2, rule: warning.rule, path: warning.path), .downgradedWarning)
            }
            return (SchemaView(outcome: .accept), .acceptance)
        }
    }
}
