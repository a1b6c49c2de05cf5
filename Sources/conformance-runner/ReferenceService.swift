import Foundation
import MurtiConformance
import MurtiValidator

/// The Swift reference validator as a protocol v1 handler (CONTRACT §3, §5 `serve`).
///
/// Full mode judges all four layers; schema-only mode answers ``Validator/schemaVerdict(_:)``
/// (DECISIONS 15). With `allViolations` each answer carries the `violations` extension
/// (docs/PROTOCOL.md), which `lint` reads.
struct ReferenceService: Sendable {
    /// Answer as a JSON Schema engine (`serve --schema-only`).
    var schemaOnly: Bool
    /// Add every violation to each answer (`serve --all-violations`).
    var allViolations: Bool

    /// Version reported in the handshake.
    static let version = "1.0.0"

    /// The handshake's implementation object.
    var info: ImplementationInfo {
        ImplementationInfo(
            name: "murti-swift-reference", version: Self.version, language: "Swift",
            layers: schemaOnly ? [1, 2] : [1, 2, 3, 4], schemaOnly: schemaOnly,
            capabilities: schemaOnly ? ["envelope"] : Validator(profile: Profile(schemaVersion: "1.0")).capabilities)
    }

    /// Serves stdin/stdout until `stop`; returns the exit status.
    func serve() -> Int32 {
        let cache = ValidatorCache()
        let server = ProtocolServer(info: info) { [self] request in
            answer(request, cache: cache)
        }
        return server.serve(input: .standardInput, output: .standardOutput)
    }

    /// The answer to one request.
    func answer(_ request: ValidateRequest, cache: ValidatorCache) -> Answer {
        let isSequence = request.kind == "manifestSequence"
        if request.kind != nil, !isSequence {
            return Answer(seq: request.seq, skipped: "kind \(request.kind ?? "") is not supported by this server")
        }
        let validator: Validator
        switch cache.validator(for: request.profile) {
        case .success(let made): validator = Self.withTestSwitches(made)
        case .failure(let error): return Answer(seq: request.seq, error: error.description)
        }
        // CONTRACT §6: one answer per manifest, in order. Schema-only mode judges `document`,
        // the sequence fixture's own file, as a JSON Schema engine sees it.
        if isSequence, !schemaOnly {
            let verdicts = validator.validateManifestSequence((request.documents ?? []).map { [UInt8]($0) })
            return Answer(seq: request.seq, steps: verdicts.map { Self.answer(seq: request.seq, $0) })
        }
        let bytes = [UInt8](request.document)
        var answer = Self.answer(seq: request.seq, schemaOnly ? validator.schemaVerdict(bytes) : validator.validate(bytes))
        if allViolations, !schemaOnly {
            answer.violations = validator.violations(in: bytes).map {
                AnswerViolation(layer: $0.layer, rule: $0.rule, path: $0.path, message: $0.message)
            }
        }
        return answer
    }

    /// A verdict as a protocol answer.
    static func answer(seq: Int, _ verdict: Verdict) -> Answer {
        var answer = Answer(seq: seq, outcome: verdict.outcome.rawValue, message: verdict.message)
        if verdict.outcome == .reject {
            answer.layer = verdict.layer
            answer.rule = verdict.rule
            answer.path = verdict.path
        }
        if !verdict.placeholders.isEmpty { answer.placeholders = verdict.placeholders }
        if !verdict.warnings.isEmpty {
            answer.warnings = verdict.warnings.map { RulePath(rule: $0.rule, path: $0.path) }
        }
        return answer
    }
}
