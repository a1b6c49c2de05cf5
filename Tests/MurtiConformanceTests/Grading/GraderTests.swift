import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// One grading case: an expectation, the implementation's declaration, what the driver got,
/// and the status and strict status docs/CONTRACT.md §3/§4 prescribe.
struct GradeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var expected: Expectation
    var info: ImplementationInfo = GradeCase.client
    var result: CaseResult
    var status: ResultStatus
    var strict: ResultStatus?

    var testDescription: String { name }

    static let client = ImplementationInfo(name: "t", version: "1", language: "Swift", layers: [1, 2, 3, 4])
    static let engine = ImplementationInfo(name: "e", version: "1", language: "Python", layers: [1, 2], schemaOnly: true)

    static func answer(
        _ outcome: Outcome?, layer: Int? = nil, rule: RuleID? = nil, path: String? = nil,
        placeholders: [String]? = nil, warnings: [RulePath]? = nil, skipped: String? = nil, error: String? = nil,
        steps: [Answer]? = nil
    ) -> CaseResult {
        .answer(
            Answer(
                seq: 1, outcome: outcome, layer: layer, rule: rule, path: path, placeholders: placeholders,
                warnings: warnings, skipped: skipped, error: error, steps: steps),
            durationSeconds: 0.001)
    }
}

private let required = Expectation(outcome: .reject, layer: 2, rule: "required", path: "/screen/root/children/0", description: "no type")
private let plainAccept = Expectation(outcome: .accept, description: "valid")
private let placeholder = Expectation(outcome: .accept, layer: 4, rule: "render.placeholder", placeholders: ["/a", "/b"], description: "lottie")
private let warned = Expectation(outcome: .accept, warnings: [RulePath(rule: "additionalProperties", path: "/screen")], description: "higher minor", schema: .reject)
private let semantic = Expectation(outcome: .reject, layer: 3, rule: "semantic.screen", path: "/screen/key", description: "unknown screen")
private let major = Expectation(outcome: .reject, layer: 2, rule: "version.major", path: "/schemaVersion", description: "2.0")
private let syntax = Expectation(outcome: .reject, layer: 1, rule: "decode.syntax", path: "", description: "trailing comma")
private let pathless = Expectation(outcome: .reject, layer: 2, rule: "type", description: "no path written")
private let envelope = Expectation(outcome: .accept, requires: ["envelope"], description: "signed")
private let informational = Expectation(outcome: .accept, informational: true, description: "either")
private let sequence = Expectation(
    outcome: .reject, requires: ["manifest"], description: "rollback",
    steps: [Expectation(outcome: .accept, description: ""), Expectation(outcome: .reject, layer: 3, rule: "manifest.rollback", path: "/sequence", description: "")])
/// The client's view of a higher-minor document with an unknown key and, in the next node, a
/// missing type; `schema` is written out because an engine sees the unknown key first.
private let unknownKeyThenMissingType = Expectation(
    outcome: .reject, layer: 2, rule: "required", path: "/screen/root/children/1", description: "1.1", schema: .reject)
private let manifestClient = ImplementationInfo(name: "m", version: "1", language: "Go", layers: [1, 2, 3, 4], capabilities: ["manifest"])
private let manifestTwoLayers = ImplementationInfo(name: "m", version: "1", language: "Go", layers: [1, 2], capabilities: ["manifest"])
private let twoLayers = ImplementationInfo(name: "t", version: "1", language: "C", layers: [1, 2])
private let threeLayers = ImplementationInfo(name: "t", version: "1", language: "C", layers: [1, 2, 3])

@Suite("Grader", .contracts)
struct GraderTests {
    static let cases: [GradeCase] = [
        // Normal level: outcome, layer, rule, placeholders.
        GradeCase(name: "exact rejection", expected: required, result: .answer(.reject(2, "required", "/screen/root/children/0")), status: .passed, strict: .passed),
        GradeCase(name: "other path fails strict only", expected: required, result: .answer(.reject(2, "required", "/screen")), status: .passed, strict: .failed),
        GradeCase(name: "missing path fails strict only", expected: required, result: .answer(.reject(2, "required", nil)), status: .passed, strict: .failed),
        GradeCase(name: "other layer", expected: required, result: .answer(.reject(3, "required", "/screen/root/children/0")), status: .failed, strict: .failed),
        GradeCase(name: "other rule", expected: required, result: .answer(.reject(2, "type", "/screen/root/children/0")), status: .failed, strict: .failed),
        GradeCase(name: "accept for a rejection", expected: required, result: GradeCase.answer(.accept), status: .failed, strict: .failed),
        GradeCase(name: "rejection with placeholders", expected: required, result: GradeCase.answer(.reject, layer: 2, rule: "required", path: "/screen/root/children/0", placeholders: ["/x"]), status: .failed, strict: .failed),
        GradeCase(name: "no path expected: any path", expected: pathless, result: .answer(.reject(2, "type", "/anything")), status: .passed, strict: .passed),
        GradeCase(name: "plain accept", expected: plainAccept, result: GradeCase.answer(.accept), status: .passed, strict: .passed),
        GradeCase(name: "plain accept, empty placeholders", expected: plainAccept, result: GradeCase.answer(.accept, placeholders: []), status: .passed, strict: .passed),
        GradeCase(name: "accept with placeholders is layer 4", expected: plainAccept, result: GradeCase.answer(.accept, placeholders: ["/a"]), status: .failed, strict: .failed),
        GradeCase(name: "reject for an accept", expected: plainAccept, result: .answer(.reject(2, "type", "/x")), status: .failed, strict: .failed),
        GradeCase(name: "placeholders as a set", expected: placeholder, result: GradeCase.answer(.accept, placeholders: ["/b", "/a"]), status: .passed, strict: .passed),
        GradeCase(name: "placeholder set differs", expected: placeholder, result: GradeCase.answer(.accept, placeholders: ["/a"]), status: .failed, strict: .failed),
        GradeCase(name: "placeholders missing", expected: placeholder, result: GradeCase.answer(.accept), status: .failed, strict: .failed),
        // Strict level: warnings as a set.
        GradeCase(name: "warnings equal", expected: warned, result: GradeCase.answer(.accept, warnings: [RulePath(rule: "additionalProperties", path: "/screen")]), status: .passed, strict: .passed),
        GradeCase(name: "warnings missing", expected: warned, result: GradeCase.answer(.accept), status: .passed, strict: .failed),
        GradeCase(name: "warning extra", expected: plainAccept, result: GradeCase.answer(.accept, warnings: [RulePath(rule: "additionalProperties", path: "/")]), status: .passed, strict: .failed),
        // Statuses that are not a verdict.
        GradeCase(name: "answer error", expected: required, result: GradeCase.answer(nil, error: "boom"), status: .errored, strict: nil),
        GradeCase(name: "answer skipped", expected: required, result: GradeCase.answer(nil, skipped: "no layer 2"), status: .skipped, strict: nil),
        GradeCase(name: "harness error", expected: required, result: .harnessError(.timedOut(seconds: 10, stderrTail: "")), status: .errored, strict: nil),
        GradeCase(name: "no outcome", expected: required, result: GradeCase.answer(nil), status: .errored, strict: nil),
        GradeCase(name: "capability missing", expected: envelope, result: GradeCase.answer(.accept), status: .unsupported, strict: nil),
        GradeCase(name: "capability missing beats harness error", expected: envelope, result: .harnessError(.cancelled), status: .unsupported, strict: nil),
        GradeCase(name: "capability declared", expected: envelope, info: ImplementationInfo(name: "t", version: "1", language: "C", layers: [1, 2, 3, 4], capabilities: ["envelope"]), result: GradeCase.answer(.reject, layer: 2, rule: "envelope.signature"), status: .failed, strict: .failed),
        GradeCase(name: "informational accept", expected: informational, result: GradeCase.answer(.accept), status: .informational, strict: nil),
        GradeCase(name: "informational reject", expected: informational, result: .answer(.reject(1, "decode.encoding", "")), status: .informational, strict: nil),
        GradeCase(name: "informational skipped", expected: informational, result: GradeCase.answer(nil, skipped: "x"), status: .informational, strict: nil),
        GradeCase(name: "informational crash is still an error", expected: informational, result: .harnessError(.crashed(termination: .signaled(signal: 11), stderrTail: "")), status: .errored, strict: nil),
        // docs/CONTRACT.md §3 v1.1: an expectation at an undeclared layer is never passed.
        GradeCase(name: "layer 3 not declared: accept is unsupported", expected: semantic, info: twoLayers, result: GradeCase.answer(.accept), status: .unsupported, strict: nil),
        GradeCase(name: "layer 3 not declared: the right layer-3 rejection is unsupported, not passed", expected: semantic, info: twoLayers, result: .answer(.reject(3, "semantic.screen", "/screen/key")), status: .unsupported, strict: nil),
        GradeCase(name: "layer 3 not declared: another layer-3 rule fails", expected: semantic, info: twoLayers, result: .answer(.reject(3, "semantic.link", "/screen/key")), status: .failed, strict: .failed),
        GradeCase(name: "layer 3 not declared: a rejection at a declared layer fails", expected: semantic, info: twoLayers, result: .answer(.reject(2, "required", "/screen")), status: .failed, strict: .failed),
        GradeCase(name: "layer 3 not declared: skipped is unsupported", expected: semantic, info: twoLayers, result: GradeCase.answer(nil, skipped: "no layer 3"), status: .unsupported, strict: nil),
        GradeCase(name: "layer 3 not declared: an error is still an error", expected: semantic, info: twoLayers, result: GradeCase.answer(nil, error: "boom"), status: .errored, strict: nil),
        GradeCase(name: "layer 3 declared", expected: semantic, info: ImplementationInfo(name: "t", version: "1", language: "C", layers: [1, 2, 3]), result: .answer(.reject(3, "semantic.screen", "/screen/key")), status: .passed, strict: .passed),
        GradeCase(name: "layer 4 not declared: plain accept is unsupported", expected: placeholder, info: threeLayers, result: GradeCase.answer(.accept), status: .unsupported, strict: nil),
        GradeCase(name: "layer 4 not declared: the right placeholders are unsupported", expected: placeholder, info: threeLayers, result: GradeCase.answer(.accept, placeholders: ["/a", "/b"]), status: .unsupported, strict: nil),
        GradeCase(name: "layer 4 not declared: a rejection fails", expected: placeholder, info: threeLayers, result: .answer(.reject(2, "type", "/a")), status: .failed, strict: .failed),
        GradeCase(name: "layers 1, 2: a plain accept is graded", expected: plainAccept, info: twoLayers, result: GradeCase.answer(.accept), status: .passed, strict: .passed),
        GradeCase(name: "layers 1, 2: a layer-2 rejection is graded", expected: required, info: twoLayers, result: .answer(.reject(2, "required", "/screen/root/children/0")), status: .passed, strict: .passed),
        GradeCase(name: "steps: a layer-3 step without layer 3 is unsupported", expected: sequence, info: manifestTwoLayers, result: GradeCase.answer(nil, steps: [.accept, .accept]), status: .unsupported, strict: nil),
        GradeCase(name: "steps: a wrong step still fails without layer 3", expected: sequence, info: manifestTwoLayers, result: GradeCase.answer(nil, steps: [.reject(2, "required", ""), .accept]), status: .failed, strict: .failed),
        // JSON Schema engines: the schema verdict.
        GradeCase(name: "engine: keyword and path", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "required", "/screen/root/children/0")), status: .passed, strict: .passed),
        GradeCase(name: "engine: other path", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "required", "/screen")), status: .passed, strict: .failed),
        GradeCase(name: "engine: other keyword", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "oneOf", "/screen/root/children/0")), status: .passed, strict: .failed),
        GradeCase(name: "engine: accept for a keyword rejection", expected: required, info: GradeCase.engine, result: GradeCase.answer(.accept), status: .failed, strict: .failed),
        GradeCase(name: "engine: client rule is a schema accept", expected: major, info: GradeCase.engine, result: GradeCase.answer(.accept), status: .passed, strict: .passed),
        GradeCase(name: "engine: rejecting a client-rule fixture", expected: major, info: GradeCase.engine, result: .answer(.reject(2, "pattern", "/schemaVersion")), status: .failed, strict: .failed),
        GradeCase(name: "engine: decode rule, any rule id", expected: syntax, info: GradeCase.engine, result: .answer(.reject(1, "decode.json", "")), status: .passed, strict: .passed),
        GradeCase(name: "engine: written schema verdict", expected: warned, info: GradeCase.engine, result: .answer(.reject(2, "additionalProperties", "/screen")), status: .passed, strict: .passed),
        GradeCase(name: "engine: semantic is a schema accept", expected: semantic, info: GradeCase.engine, result: GradeCase.answer(.accept), status: .passed, strict: .passed),
        // Engines, strict level: keyword and path are compared only where `schema` is not written out.
        GradeCase(name: "engine: same keyword and path", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "required", "/screen/root/children/0")), status: .passed, strict: .passed),
        GradeCase(name: "engine: other keyword, schema not written", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "additionalProperties", "/screen/root/children/0")), status: .passed, strict: .failed),
        GradeCase(name: "engine: other path, schema not written", expected: required, info: GradeCase.engine, result: .answer(.reject(2, "required", "/screen")), status: .passed, strict: .failed),
        GradeCase(name: "engine: schema written, the engine's own keyword and path", expected: unknownKeyThenMissingType, info: GradeCase.engine, result: .answer(.reject(2, "additionalProperties", "/screen/root/children/0")), status: .passed, strict: .passed),
        GradeCase(name: "engine: schema written, accept still fails", expected: unknownKeyThenMissingType, info: GradeCase.engine, result: GradeCase.answer(.accept), status: .failed, strict: .failed),
        // Cases left out of the run, and runs where no process answered start.
        GradeCase(name: "not sent: unsupported", expected: envelope, result: .harnessError(.notSent), status: .unsupported, strict: nil),
        // Manifest sequences.
        GradeCase(name: "steps match", expected: sequence, info: manifestClient, result: GradeCase.answer(nil, steps: [.accept, .reject(3, "manifest.rollback", "/sequence")]), status: .passed, strict: .passed),
        GradeCase(name: "steps: strict path differs", expected: sequence, info: manifestClient, result: GradeCase.answer(nil, steps: [.accept, .reject(3, "manifest.rollback", "/")]), status: .passed, strict: .failed),
        GradeCase(name: "steps: second step differs", expected: sequence, info: manifestClient, result: GradeCase.answer(nil, steps: [.accept, .accept]), status: .failed, strict: .failed),
        GradeCase(name: "steps: count differs", expected: sequence, info: manifestClient, result: GradeCase.answer(nil, steps: [.accept]), status: .failed, strict: .failed),
        GradeCase(name: "steps: a step errors", expected: sequence, info: manifestClient, result: GradeCase.answer(nil, steps: [.accept, Answer(seq: 0, error: "x")]), status: .errored, strict: nil),
        GradeCase(name: "steps answered, none expected", expected: plainAccept, result: GradeCase.answer(nil, steps: [.accept]), status: .failed, strict: .failed),
        GradeCase(name: "steps expected, single verdict answered", expected: sequence, info: manifestClient, result: GradeCase.answer(.accept), status: .failed, strict: .failed),
    ]

    @Test("grading rules of docs/CONTRACT.md §3/§4", arguments: cases)
    func grade(_ c: GradeCase) {
        let fixture = Fixture(id: "invalid/x.json", url: URL(fileURLWithPath: "/dev/null"), expectation: c.expected)
        let result = Grader(implementation: c.info).grade(fixture, c.result)
        #expect(result.status == c.status, "\(result.reason ?? "")")
        #expect(result.strict == c.strict, "\(result.reason ?? "")")
        #expect(result.id == "invalid/x.json")
        #expect(result.expected == .murti(c.expected))
        if result.status != .passed || result.strict == .failed {
            #expect(result.reason?.isEmpty == false)
        }
    }

    @Test("the reason names both verdicts")
    func reason() {
        let fixture = Fixture(id: "invalid/x.json", url: URL(fileURLWithPath: "/dev/null"), expectation: required)
        let result = Grader(implementation: GradeCase.client).grade(fixture, GradeCase.answer(.accept))
        #expect(result.reason == "expected reject layer 2 required at /screen/root/children/0, got accept")
        let strict = Grader(implementation: GradeCase.client).grade(fixture, .answer(.reject(2, "required", "/screen"), durationSeconds: 0))
        #expect(strict.reason == "strict: expected path /screen/root/children/0, got /screen")
    }

    @Test("actual keeps the answer object; a harness error becomes {error, harness}")
    func actual() throws {
        let fixture = Fixture(id: "invalid/x.json", url: URL(fileURLWithPath: "/dev/null"), expectation: required)
        let grader = Grader(implementation: GradeCase.client)
        let answered = grader.grade(fixture, .answer(Answer(seq: 7, outcome: .reject, layer: 2, rule: "required", path: "/a", message: "m"), durationSeconds: 0.25))
        #expect(answered.actual?["rule"] == .string("required"))
        #expect(answered.actual?["seq"] == .number(7))
        #expect(answered.actual?["message"] == .string("m"))
        #expect(answered.durationSeconds == 0.25)
        let crashed = grader.grade(fixture, .harnessError(.timedOut(seconds: 10, stderrTail: "tail")))
        #expect(crashed.actual?["harness"] == .string("timeout"))
        #expect(crashed.actual?["error"]?.stringValue?.contains("tail") == true)
        #expect(crashed.reason?.contains("tail") == false)
    }
}

extension GraderTests {
    @Test("a fixture not sent has no actual; without a start answer nothing is unsupported")
    func notSentAndUnknownImplementation() {
        let fixture = Fixture(id: "valid/envelope/x.json", url: URL(fileURLWithPath: "/dev/null"), expectation: envelope)
        let notSent = Grader(implementation: GradeCase.client).grade(fixture, .harnessError(.notSent))
        #expect(notSent.status == .unsupported)
        #expect(notSent.actual == nil)
        var unknown = Grader(implementation: ImplementationInfo(name: "unknown", version: "", language: "", layers: [1, 2, 3, 4]))
        unknown.capabilitiesKnown = false
        let crashed = unknown.grade(fixture, .harnessError(.exitedBeforeStart(termination: .exited(status: 1), stderrTail: "")))
        #expect(crashed.status == .errored)
    }
}

extension Answer {
    /// A plain accept.
    static let accept = Answer(seq: 0, outcome: .accept)

    /// A rejection.
    static func reject(_ layer: Int, _ rule: RuleID, _ path: String?) -> Answer {
        Answer(seq: 0, outcome: .reject, layer: layer, rule: rule, path: path)
    }
}

extension CaseResult {
    /// An answer taking a millisecond.
    static func answer(_ answer: Answer) -> CaseResult { .answer(answer, durationSeconds: 0.001) }
}
