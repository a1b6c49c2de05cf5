import JSONKit

/// Why a protocol v1 line (docs/CONTRACT.md §3) could not be read as the message it should be.
///
/// Thrown by `ProtocolCodec` on either side; the driver turns it into a `HarnessError`, the
/// server into an `{"seq":N,"error":"..."}` answer.
package enum ProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line is not RFC 8259 JSON in UTF-8; `offset` is the byte where reading stopped.
    case notJSON(offset: Int, problem: JSONSyntaxProblem)
    /// The line is JSON but not an object (`got` names the JSON type found).
    case notObject(got: String)
    /// A member the message requires is absent (or `null`); `field` is its dotted path.
    case missingField(field: String)
    /// A member has the wrong JSON type: `expected` describes the type, `got` the type found.
    case wrongType(field: String, expected: String, got: String)
    /// A member holds a value outside its closed set (an `outcome` other than accept/reject,
    /// a `layer` outside 1–4, an unknown `cmd`, invalid base64, …).
    case unknownValue(field: String, detail: String)
    /// A `validate` answer with none of `outcome`, `skipped`, `error`, `steps`.
    case noVerdict
    /// A `validate` answer whose `seq` is not the request's (`got` is `nil` when absent).
    case wrongSeq(expected: Int, got: Int?)
    /// A `start` answer with a protocol version other than `ProtocolV1.version`.
    case protocolMismatch(got: Int)
    /// A well-formed `validate` request of a `kind` this side does not know; the server answers
    /// it `skipped` rather than as a bad request.
    case unsupportedKind(seq: Int, kind: String)

    /// One line of text for people.
    package var description: String {
        switch self {
        case .notJSON(let offset, let problem):
            return "not a JSON line (byte \(offset): \(problem))"
        case .notObject(let got):
            return "a protocol line is one JSON object; got \(got)"
        case .missingField(let field):
            return "member \(field) is missing"
        case .wrongType(let field, let expected, let got):
            return "member \(field) must be \(expected), got \(got)"
        case .unknownValue(let field, let detail):
            return "member \(field): \(detail)"
        case .noVerdict:
            return "an answer needs one of outcome, skipped, error, steps; it has none"
        case .wrongSeq(let expected, let got):
            return "answer seq is \(got.map(String.init) ?? "missing"), expected \(expected)"
        case .protocolMismatch(let got):
            return "start answer speaks protocol \(got); this runner speaks \(ProtocolV1.version)"
        case .unsupportedKind(_, let kind):
            return "kind \(kind) is not supported by this server"
        }
    }
}
