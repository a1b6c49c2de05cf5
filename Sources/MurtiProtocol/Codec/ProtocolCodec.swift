import Foundation
import JSONKit

/// Protocol v1 lines (docs/CONTRACT.md §3), the runner's side: requests out, answers in.
///
/// Every encoder returns one complete line including its `\n`. Decoders take one line without
/// its terminator and refuse anything the contract does not allow with a `ProtocolError`.
/// The implementation's side lives in `ProtocolCodec+Server.swift`.
package enum ProtocolCodec {
    /// Encodes a request line: `{"cmd":"start","protocol":1}`, `{"cmd":"stop"}` or
    /// `{"cmd":"validate","seq":N,"id":"…","document":"<base64>","profile":{…}}` with `kind` and
    /// `documents` (manifest sequences, docs/CONTRACT.md §6) when set, and `contract` when the
    /// fixture's contract is not Murti (docs/CONTRACT.md §8).
    package static func encode(_ request: Request) -> [UInt8] {
        switch request {
        case .start(let version):
            var writer = JSONLineWriter(capacity: 32)
            writer.raw("{\"cmd\":\"start\",\"protocol\":")
            writer.integer(version)
            writer.raw("}\n")
            return writer.bytes
        case .stop:
            var writer = JSONLineWriter(capacity: 16)
            writer.raw("{\"cmd\":\"stop\"}\n")
            return writer.bytes
        case .validate(let request):
            return encode(request)
        }
    }

    /// Encodes a `validate` request line.
    package static func encode(_ request: ValidateRequest) -> [UInt8] {
        let documentsSize = request.documents?.reduce(0) { $0 + $1.count } ?? 0
        let documentCount = 1 + (request.documents?.count ?? 0)
        let base64Size = (request.document.count + documentsSize + 2 * documentCount) / 3 * 4
        var writer = JSONLineWriter(capacity: 1024 + 2 * request.id.utf8.count + base64Size + 4 * documentCount)
        writer.raw("{\"cmd\":\"validate\",\"seq\":")
        writer.integer(request.seq)
        writer.raw(",\"id\":")
        writer.string(request.id)
        if request.contract != .murti {
            writer.raw(",\"contract\":")
            writer.string(request.contract.rawValue)
        }
        writer.raw(",\"document\":")
        writer.base64(request.document)
        writer.raw(",\"profile\":")
        writer.append(EncodedProfileCache.shared.line(for: request.profile))
        if let kind = request.kind {
            writer.raw(",\"kind\":")
            writer.string(kind.rawValue)
        }
        if let documents = request.documents {
            writer.raw(",\"documents\":[")
            for (index, document) in documents.enumerated() {
                if index > 0 { writer.byte(UInt8(ascii: ",")) }
                writer.base64(document)
            }
            writer.byte(UInt8(ascii: "]"))
        }
        writer.raw("}\n")
        return writer.bytes
    }

    /// Decodes the answer to `start`: `{"protocol":1,"implementation":{…}}`.
    ///
    /// `implementation` needs `name`, `version`, `language` (strings); `homepage` is optional,
    /// `layers` (integers 1–4) defaults to all four (to none when `contracts` leave Murti out),
    /// `schemaOnly` to `false`, `capabilities` to none, `contracts` to `["murti"]`. Unknown members are ignored (later versions may add
    /// some); unknown or repeated values of `capabilities` are not (``checkCapabilities(_:field:)``).
    /// A name of `contracts` that is not one of `knownContracts` (the reader's: the runner
    /// passes its registry's) is left out, and a repeated one kept once (docs/DECISIONS.md D231).
    ///
    /// `layers` is the certificate's scope (docs/CONTRACT.md §3 v1.1): a Murti client must
    /// declare a non-empty list without repeats; a JSON Schema engine (`schemaOnly: true`) may
    /// send `[]`, and so may an implementation whose `contracts` leave Murti out
    /// (docs/CONTRACT.md §8: `layers` means nothing for a Flow-UI-only implementation).
    /// - Throws: `ProtocolError.protocolMismatch` when `protocol` is not 1, another
    ///   `ProtocolError` for any other departure.
    package static func decodeStartAnswer(
        _ line: [UInt8], knownContracts: [ContractKind] = ContractKind.builtIn
    ) throws(ProtocolError) -> ImplementationInfo {
        let object = try ProtocolObject(try StrictJSONParser.parse(line), field: "")
        let version = try object.required("protocol", object.integer)
        guard version == ProtocolV1.version else { throw .protocolMismatch(got: version) }
        let info = try object.required("implementation", object.object)
        let schemaOnly = try info.bool("schemaOnly") ?? false
        let contracts = try info.contracts("contracts", known: knownContracts)
        let speaksMurti = contracts?.contains(.murti) ?? true
        let layers = try info.layers("layers") ?? (speaksMurti ? [1, 2, 3, 4] : [])
        if layers.isEmpty, !schemaOnly, speaksMurti {
            throw .unknownValue(
                field: info.field("layers"),
                detail: "[] declares nothing to certify; list the layers you perform (e.g. [1, 2]), or send schemaOnly: true for a JSON Schema engine")
        }
        if Set(layers).count != layers.count {
            throw .unknownValue(field: info.field("layers"), detail: "\(layers) repeats a layer; list each layer once")
        }
        let capabilities = try info.strings("capabilities") ?? []
        try checkCapabilities(capabilities, field: info.field("capabilities"))
        return ImplementationInfo(
            name: try info.required("name", info.string),
            version: try info.required("version", info.string),
            language: try info.required("language", info.string),
            homepage: try info.string("homepage"),
            layers: layers,
            schemaOnly: schemaOnly,
            capabilities: capabilities,
            contracts: contracts ?? ContractKind.implied
        )
    }

    /// Refuses `capabilities` (at `field`) unless each is one of
    /// ``ImplementationInfo/knownCapabilities`` and listed once: a certificate names what was
    /// declared, so an unknown or repeated one is a bad `start` answer (docs/CONTRACT.md §3 v1.1).
    static func checkCapabilities(_ capabilities: [String], field: String) throws(ProtocolError) {
        let known = ImplementationInfo.knownCapabilities
        for (position, capability) in capabilities.enumerated() {
            guard known.contains(capability) else {
                let shown = String(decoding: JSONValue.string(String(capability.prefix(64))).jsonBytes, as: UTF8.self)
                throw .unknownValue(
                    field: "\(field)[\(position)]",
                    detail: "\(shown) is not a capability of protocol v1 (known: \(known.joined(separator: ", "))); "
                        + "declare only what you implement, each once")
            }
            if capabilities[..<position].contains(capability) {
                throw .unknownValue(
                    field: "\(field)[\(position)]", detail: "\"\(capability)\" is listed twice; list each capability once")
            }
        }
    }

    /// Decodes the answer to a `validate` request.
    ///
    /// `seq` is read first and compared with `expectedSeq` (when given), so a stale or foreign
    /// line reports `wrongSeq` whatever else it holds. Then exactly one of `outcome`
    /// (`accept` | `reject`), `skipped`, `error`, `steps` must be present; `layer` is 1–4;
    /// `placeholders` are strings; `warnings` are `{rule, path}` objects; `steps` are answers
    /// without nested steps (their `seq`, if any, is ignored). Unknown members are ignored.
    package static func decodeAnswer(_ line: [UInt8], expectedSeq: Int? = nil) throws(ProtocolError) -> Answer {
        let object = try ProtocolObject(try StrictJSONParser.parse(line), field: "")
        let seq = try object.integer("seq")
        if let expectedSeq, seq != expectedSeq { throw .wrongSeq(expected: expectedSeq, got: seq) }
        guard let seq else { throw .missingField(field: "seq") }
        return try answer(object, seq: seq, allowSteps: true)
    }

    private static func answer(_ object: ProtocolObject, seq: Int, allowSteps: Bool) throws(ProtocolError) -> Answer {
        let kinds = ["outcome", "skipped", "error", "steps"].filter(object.has)
        if kinds.isEmpty { throw .noVerdict }
        if kinds.count > 1 {
            throw .unknownValue(
                field: object.field(kinds[0]),
                detail: "an answer has exactly one of outcome, skipped, error, steps; got \(kinds.joined(separator: ", "))")
        }
        var result = Answer(seq: seq)
        if let outcome = try object.string("outcome") {
            guard let known = Outcome(rawValue: outcome) else {
                throw .unknownValue(field: object.field("outcome"), detail: "\"\(outcome)\" is not accept or reject")
            }
            result.outcome = known
        }
        result.layer = try object.layer("layer")
        result.rule = try object.string("rule").map(RuleID.init(rawValue:))
        result.path = try object.string("path")
        result.message = try object.string("message")
        result.placeholders = try object.strings("placeholders")
        result.skipped = try object.string("skipped")
        result.error = try object.string("error")
        result.schemaLocation = try object.string("schemaLocation")
        if let warnings = try object.array("warnings") {
            result.warnings = try warnings.enumerated().map { (position, item) throws(ProtocolError) in
                let entry = try ProtocolObject(item, field: "\(object.field("warnings"))[\(position)]")
                return RulePath(
                    rule: RuleID(rawValue: try entry.required("rule", entry.string)), path: try entry.required("path", entry.string))
            }
        }
        if let violations = try object.array("violations") {
            result.violations = try violations.enumerated().map { (position, item) throws(ProtocolError) in
                let entry = try ProtocolObject(item, field: "\(object.field("violations"))[\(position)]")
                return AnswerViolation(
                    layer: try entry.required("layer", entry.layer),
                    rule: RuleID(rawValue: try entry.required("rule", entry.string)),
                    path: try entry.required("path", entry.string), message: try entry.string("message"))
            }
        }
        if let steps = try object.array("steps") {
            guard allowSteps else {
                throw .unknownValue(field: object.field("steps"), detail: "a manifest step cannot hold steps")
            }
            result.steps = try steps.enumerated().map { (position, item) throws(ProtocolError) in
                let step = try ProtocolObject(item, field: "\(object.field("steps"))[\(position)]")
                return try answer(step, seq: seq, allowSteps: false)
            }
        }
        return result
    }
}
