import MurtiConformance
import MurtiProtocol

/// An answer of the test-only `strict-json` contract: `{"seq": N, "wellFormed": true|false}`
/// or `{"seq": N, "error": "…"}`, with an optional `message`. The answer a boolean, as small as
/// a contract's answer gets.
struct StrictJSONAnswer: ContractAnswer, Equatable {
    /// What the implementation said.
    enum Verdict: Equatable {
        /// `wellFormed`: its verdict on the bytes.
        case wellFormed(Bool)
        /// `error`: it could not judge them.
        case error(String)
    }

    /// The request's `seq` it answers.
    var seq: Int
    /// The verdict; `nil` only in ``kept``.
    var verdict: Verdict?
    /// The implementation's own words, or `nil`.
    var message: String?

    /// Its `seq` alone.
    var kept: any ContractAnswer { StrictJSONAnswer(seq: seq) }

    /// `true` when `other` is an equal strict-json answer.
    func isSameAnswer(as other: any ContractAnswer) -> Bool {
        (other as? StrictJSONAnswer) == self
    }

    /// The answer as the object it was received as.
    var jsonValue: JSONValue {
        var members: [JSONMemberName: JSONValue] = ["seq": .number(Double(seq))]
        switch verdict {
        case .wellFormed(let flag)?: members["wellFormed"] = .bool(flag)
        case .error(let text)?: members["error"] = .string(text)
        case nil: break
        }
        if let message { members["message"] = .string(message) }
        return .object(members)
    }

    /// Reads `line` as the answer to the request `expectedSeq`. Throws ``ProtocolError`` for a
    /// line that is no JSON object, answers another `seq`, or holds neither or both of
    /// `wellFormed` and `error`, or either of the wrong type.
    static func read(_ line: [UInt8], expectedSeq: Int) throws(ProtocolError) -> StrictJSONAnswer {
        let value = try StrictJSONParser.parse(line)
        guard case .object(let members) = value else { throw .notObject(got: value.typeName) }
        guard case .number(let number)? = members["seq"], number == Double(expectedSeq) else {
            let got: Int? = if case .number(let number)? = members["seq"], number.rounded() == number { Int(number) } else { nil }
            throw .wrongSeq(expected: expectedSeq, got: got)
        }
        var answer = StrictJSONAnswer(seq: expectedSeq)
        switch (members["wellFormed"], members["error"]) {
        case (.bool(let flag)?, nil): answer.verdict = .wellFormed(flag)
        case (nil, .string(let text)?): answer.verdict = .error(text)
        case (nil, nil): throw .missingField(field: "wellFormed")
        case (let value?, nil): throw .wrongType(field: "wellFormed", expected: "a boolean", got: value.typeName)
        case (nil, let value?): throw .wrongType(field: "error", expected: "a string", got: value.typeName)
        case (_?, _?): throw .unknownValue(field: "wellFormed", detail: "an answer holds wellFormed or error, not both")
        }
        switch members["message"] {
        case nil: break
        case .string(let text)?: answer.message = text
        case let value?: throw .wrongType(field: "message", expected: "a string", got: value.typeName)
        }
        return answer
    }

    /// Grades the answer to `fixture`: the verdict against the entry's `outcome`, at every
    /// level at once (the answer holds nothing else), within the run's scope and limits.
    func graded(_ fixture: Fixture, by grader: Grader, durationSeconds: Double) -> FixtureResult {
        var error: String?
        if case .error(let text)? = verdict { error = text }
        var (result, final) = grader.startResult(fixture, actual: jsonValue, error: error, durationSeconds: durationSeconds)
        if final { return result }
        guard let expected = fixture.expectation.contractExpectation as? StrictJSONExpectation,
            case .wellFormed(let wellFormed)? = verdict
        else {
            result.status = .errored
            result.reason = "a strict-json answer to a \(fixture.contract.rawValue) fixture"
            return result
        }
        let right = (expected.outcome == .wellFormed) == wellFormed
        var graded = Grade.graded(
            GradingLevels(verdict: right, rule: right, strict: right),
            reason: right ? nil : "expected \(expected.outcome.rawValue), answered wellFormed: \(wellFormed)")
        grader.applyRunLimits(&graded, seconds: result.durationSeconds)
        result.status = graded.status
        result.strict = graded.strict
        result.reason = graded.reason
        result.levels = graded.levels
        return result
    }
}
