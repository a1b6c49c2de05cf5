import JSONKit

extension FlowUI {
    /// What an implementation made of a document, and what a fixture's expectation states
    /// (docs/CONTRACT.md §8 "Answer", "Expectation"): the decoded page or sheet with its
    /// diagnostics in document order, or the reason it was refused.
    public enum Decoding: Sendable, Equatable {
        /// The document decoded: the `page` (or `sheet`) object as docs/CONTRACT.md §8 writes it,
        /// and the diagnostics.
        case decoded(DocumentKind, JSONValue, diagnostics: [Diagnostic])
        /// The document is refused.
        case rejected(Rejection)

        /// `decoded` or `rejected`.
        public var outcome: Outcome {
            switch self {
            case .decoded: .decoded
            case .rejected: .rejected
            }
        }

        /// The decoding as the members of an answer, `outcome` included and `seq` not:
        /// `{"outcome":"decoded","page":{…},"diagnostics":[…]}` or
        /// `{"outcome":"rejected","reason":"…"}`; the diagnostics' `message` only with
        /// `includeMessages`.
        public func json(includeMessages: Bool = true) -> JSONValue {
            switch self {
            case .decoded(let kind, let document, let diagnostics):
                return .object([
                    "outcome": .string(Outcome.decoded.rawValue), JSONMemberName(kind.rawValue): document,
                    "diagnostics": .array(diagnostics.map { $0.json(includeMessage: includeMessages) }),
                ])
            case .rejected(let reason):
                return .object(["outcome": .string(Outcome.rejected.rawValue), "reason": .string(reason.rawValue)])
            }
        }

        /// Equal at the strict level (docs/CONTRACT.md §8): the same RFC 8785 canonical form,
        /// diagnostics in order, every member but `message`.
        public func strictlyEquals(_ other: Decoding) -> Bool {
            json(includeMessages: false).canonicalBytes == other.json(includeMessages: false).canonicalBytes
        }

        /// Compares the canonical forms, messages included (``strictlyEquals(_:)`` leaves them
        /// out); the synthesized `==` of `JSONValue` would merge canonically equivalent strings.
        public static func == (lhs: Decoding, rhs: Decoding) -> Bool {
            lhs.json().canonicalBytes == rhs.json().canonicalBytes
        }
    }
}
