import JSONKit

extension FlowUI {
    /// A Flow-UI implementation's answer to one `validate` request (docs/CONTRACT.md §8), as
    /// read off the wire or written by a Swift adapter: exactly one of a ``Decoding``,
    /// `skipped` or `error`.
    ///
    /// ```swift
    /// FlowUI.Answer(seq: request.seq, decoding: .decoded(.page, pageJSON, diagnostics: []))
    /// FlowUI.Answer(seq: request.seq, decoding: .rejected(.notJSON), message: "unexpected end")
    /// ```
    public struct Answer: Sendable, Equatable {
        /// Echo of the request's `seq`.
        public var seq: Int
        /// What the document decoded to, or why it was refused.
        public var decoding: Decoding?
        /// Text for people; never graded.
        public var message: String?
        /// Why the implementation did not decode this document.
        public var skipped: String?
        /// The implementation's own error for this case.
        public var error: String?

        /// Creates an answer; see the properties.
        public init(seq: Int, decoding: Decoding? = nil, message: String? = nil, skipped: String? = nil, error: String? = nil) {
            self.seq = seq
            self.decoding = decoding
            self.message = message
            self.skipped = skipped
            self.error = error
        }

        /// The answer as the JSON object it is on the wire, `seq` included (reports quote it).
        public var jsonValue: JSONValue {
            var members: [JSONMemberName: JSONValue] = ["seq": .number(Double(seq))]
            if case .object(let body)? = decoding?.json() { members.merge(body) { first, _ in first } }
            if let message { members["message"] = .string(message) }
            if let skipped { members["skipped"] = .string(skipped) }
            if let error { members["error"] = .string(error) }
            return .object(members)
        }
    }
}

extension FlowUI {
    /// What decoding a document came to (docs/CONTRACT.md §8 "Answer").
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        /// The document decoded: its page or sheet and the diagnostics.
        case decoded
        /// The document cannot be decoded at all (one of ``Rejection``).
        case rejected
    }
}

extension FlowUI {
    /// Which of the two documents decoded (docs/CONTRACT.md §8): the member of the answer
    /// holding it.
    public enum DocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `{"page": …}`.
        case page
        /// `{"sheet": …}`.
        case sheet
    }
}

extension FlowUI {
    /// The only three reasons a Flow-UI document is refused (docs/CONTRACT.md §8 rule 4).
    public enum Rejection: String, Sendable, Hashable, Codable, CaseIterable {
        /// No JSON value could be read.
        case notJSON
        /// The JSON value is not an object.
        case notObject
        /// The object has neither a `page` nor a `sheet` object.
        case noPage
    }
}
