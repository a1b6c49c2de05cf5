import MurtiProtocol

/// One problem `protocol-check` reports (docs/PROTOCOL.md "Checking your lines"): a line the
/// checker found bad, or a request that got no answer line. Either names the transcript line,
/// and the fixture and `seq` of the exchange it belongs to, which the runner knows even when the
/// line itself carries no readable `seq`.
package struct ProtocolCheckProblem: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package enum Finding: Sendable, Equatable {
        /// The checker refused the line against docs/protocol.schema.json: where (an RFC 6901
        /// JSON Pointer into the line), which keyword (`json` when the line is not strict JSON),
        /// why, and the fix.
        case badLine(pointer: String, keyword: String, message: String, hint: String)
        /// No answer line came for the request: `what` happened instead (the case's harness
        /// error and the telling stderr line), and the fix (empty when none applies, as for a
        /// run that was stopped).
        case noAnswer(what: String, fix: String)
    }

    /// The transcript record (1-based): the bad line, or the request left without an answer.
    package var line: Int
    /// Who wrote the line (`nil` when the checker could not tell).
    package var direction: ProtocolTranscript.Direction?
    /// The exchange the line belongs to (`nil` for a line the runner did not tie to one).
    package var exchange: ProtocolTranscript.Exchange?
    /// What is wrong.
    package var finding: Finding

    /// Creates a problem.
    package init(
        line: Int, direction: ProtocolTranscript.Direction?, exchange: ProtocolTranscript.Exchange?, finding: Finding
    ) {
        self.line = line
        self.direction = direction
        self.exchange = exchange
        self.finding = finding
    }

    /// One line for people: `line 83 (answer to ID, seq 41) at "/pointer": keyword: message.
    /// Fix: …`, or `line 82 (request for ID, seq 41): no answer: what happened. Fix: …`.
    package var description: String {
        switch finding {
        case .badLine(let pointer, let keyword, let message, let hint):
            let quoted = String(decoding: JSONValue.string(pointer).jsonBytes, as: UTF8.self)
            return "line \(line) (\(label)) at \(quoted): \(keyword): \(message). Fix: \(hint)"
        case .noAnswer(let what, let fix):
            return "line \(line) (\(label)): no answer: \(what)" + (fix.isEmpty ? "" : ". Fix: \(fix)")
        }
    }

    /// `answer to ID, seq N`, `request for ID, seq N`, `answer to start`, `start request`, or the
    /// direction alone.
    private var label: String {
        switch (direction, exchange) {
        case (.request?, .validate(let seq, let fixture)?): "request for \(fixture), seq \(seq)"
        case (.answer?, .validate(let seq, let fixture)?): "answer to \(fixture), seq \(seq)"
        case (.request?, .start?): "start request"
        case (.answer?, .start?): "answer to start"
        case (let direction?, nil): direction.rawValue
        case (nil, _): "unknown direction"
        }
    }
}
