import Foundation
import MurtiProtocol
import MurtiValidator

/// The Swift reference validator as a protocol v1 handler (docs/CONTRACT.md §3, §5 `serve`).
///
/// Full mode judges all four layers; schema-only mode answers ``Validator/schemaVerdict(_:)``
/// (docs/DECISIONS.md 15). With `allViolations` each answer carries the `violations` extension
/// (docs/PROTOCOL.md), which `lint`, `propose` and `import` read.
package struct ReferenceService: Sendable {
    /// Answer as a JSON Schema engine (`serve --schema-only`).
    package var schemaOnly: Bool
    /// Add every violation to each answer (`serve --all-violations`).
    package var allViolations: Bool

    /// Version reported in the handshake.
    package static let version = "1.0.0"

    /// Creates the service in one of its modes.
    package init(schemaOnly: Bool = false, allViolations: Bool = false) {
        self.schemaOnly = schemaOnly
        self.allViolations = allViolations
    }

    /// The handshake's implementation object. Full mode speaks both contracts (docs/CONTRACT.md
    /// §8: the Flow-UI reference decoder answers requests carrying `"contract": "flow-ui"`);
    /// schema-only mode is a Murti JSON Schema engine and speaks Murti only.
    package var info: ImplementationInfo {
        ImplementationInfo(
            name: "murti-swift-reference", version: Self.version, language: "Swift",
            layers: schemaOnly ? [1, 2] : [1, 2, 3, 4], schemaOnly: schemaOnly,
            capabilities: schemaOnly ? ["envelope"] : Validator(profile: Profile(schemaVersion: "1.0")).capabilities,
            contracts: schemaOnly ? ContractKind.implied : [.murti, .flowUI])
    }

    /// Serves stdin/stdout until `stop` or the end of input; returns the exit status (0, or 1
    /// when stdout can no longer be written).
    package func serve() -> Int32 {
        let cache = ValidatorCache()
        let murti: @Sendable (ValidateRequest) -> Answer = { [self] request in answer(request, cache: cache) }
        let server = schemaOnly
            ? ProtocolServer(info: info, murti: murti, flowUI: nil)
            : ProtocolServer(info: info, murti: murti, flowUILine: FlowUIAnswering.answerLine)
        return server.serve(input: .standardInput, output: .standardOutput)
    }

    /// The answer line `serve` writes to one Flow-UI request (RFC 8785 canonical JSON and a
    /// newline; docs/CONTRACT.md §8), for `bench flowui` (docs/PERFORMANCE.md "Flow-UI").
    package static func flowUIAnswerLine(_ request: ValidateRequest) -> [UInt8] {
        FlowUIAnswering.answerLine(request)
    }

    /// The answer to one request.
    func answer(_ request: ValidateRequest, cache: ValidatorCache) -> Answer {
        let validator: Validator
        switch cache.validator(for: request.profile) {
        case .success(let made): validator = Self.withTestSwitches(made)
        case .failure(let error): return Answer(seq: request.seq, error: error.description)
        }
        // docs/CONTRACT.md §6: one answer per manifest, in order. Schema-only mode judges
        // `document`, the sequence fixture's own file, as a JSON Schema engine sees it.
        if request.kind == .manifestSequence, !schemaOnly {
            let verdicts = validator.validateManifestSequence((request.documents ?? []).map { [UInt8]($0) })
            return Answer(seq: request.seq, steps: verdicts.map { Self.answer(seq: request.seq, $0) })
        }
        let bytes = [UInt8](request.document)
        var answer = Self.answer(seq: request.seq, schemaOnly ? validator.schemaVerdict(bytes) : validator.validate(bytes))
        if allViolations, !schemaOnly {
            answer.violations = validator.violations(in: bytes).map {
                AnswerViolation(layer: $0.layer, rule: RuleID($0.rule), path: $0.path, message: $0.message)
            }
        }
        return answer
    }

    /// A verdict as a protocol answer.
    package static func answer(seq: Int, _ verdict: Verdict) -> Answer {
        var answer = Answer(seq: seq, outcome: verdict.outcome == .reject ? .reject : .accept, message: verdict.message)
        if verdict.outcome == .reject {
            answer.layer = verdict.layer
            answer.rule = verdict.rule.map(RuleID.init(rawValue:))
            answer.path = verdict.path
        }
        if !verdict.placeholders.isEmpty { answer.placeholders = verdict.placeholders }
        if !verdict.warnings.isEmpty {
            answer.warnings = verdict.warnings.map { RulePath(rule: RuleID($0.rule), path: $0.path) }
        }
        return answer
    }
}

/// Test-only switches of `serve`, read from the environment (docs/FUZZING.md). They break the
/// contract on purpose, so that the fuzzer's tests can show it finds the drift they plant;
/// nothing else reads them, and no client or CI configuration may set them.
extension ReferenceService {
    /// `MURTI_TEST_COUNT_GRAPHEMES=1`: `maxLength` counts grapheme clusters instead of code
    /// points (``Validator/testOnlyCountsGraphemes``), against docs/CONTRACT.md §1 "Counting".
    package static let countsGraphemes = ProcessInfo.processInfo.environment["MURTI_TEST_COUNT_GRAPHEMES"] == "1"

    /// `validator` with the environment's test-only switches applied.
    package static func withTestSwitches(_ validator: Validator) -> Validator {
        guard countsGraphemes else { return validator }
        var switched = validator
        switched.testOnlyCountsGraphemes = true
        return switched
    }
}
