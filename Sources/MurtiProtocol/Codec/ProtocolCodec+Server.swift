import Foundation
import JSONKit

/// Protocol v1 lines (docs/CONTRACT.md §3), the implementation's side: requests in, answers out.
extension ProtocolCodec {
    /// Decodes a request line: `start` (needs an integer `protocol`), `validate` (needs `seq`,
    /// `id`, `document` in base64 — or `documents` with `kind` — and an object `profile`) or
    /// `stop`; `contract` is `murti` when absent, and one of ``ContractKind/builtIn``. Unknown members are ignored.
    /// With `profiles` (one per serving loop), a `profile` whose bytes repeat the previous
    /// line's is taken from it instead of being parsed again.
    /// - Throws: `ProtocolError` naming the first member that is missing or wrong;
    ///   ``ProtocolError/unsupportedKind(seq:kind:)`` for a request of another `kind` than
    ///   `manifestSequence`, which a server answers `skipped`.
    package static func decodeRequest(_ line: [UInt8], profiles: ParsedProfileCache? = nil) throws(ProtocolError) -> Request {
        let object = try ProtocolObject(try StrictJSONParser.parse(line, profiles: profiles), field: "")
        let command = try object.required("cmd", object.string)
        switch command {
        case "start":
            return .start(protocol: try object.required("protocol", object.integer))
        case "stop":
            return .stop
        case "validate":
            let seq = try object.required("seq", object.integer)
            let documents = try object.array("documents").map { items throws(ProtocolError) in
                var decoded: [Data] = []
                for (position, item) in items.enumerated() {
                    guard case .string(let text) = item, let data = Data(base64Encoded: text) else {
                        throw .unknownValue(field: "documents[\(position)]", detail: "not a standard base64 string")
                    }
                    decoded.append(data)
                }
                return decoded
            }
            let document = documents == nil ? try object.required("document", object.base64) : try object.base64("document")
            guard case .object? = object.members["profile"] else {
                throw object.has("profile")
                    ? .wrongType(field: "profile", expected: "an object", got: object.members["profile"]?.typeName ?? "")
                    : .missingField(field: "profile")
            }
            let id = try object.required("id", object.string)
            var kind: RequestKind?
            if let written = try object.string("kind") {
                guard let known = RequestKind(rawValue: written) else { throw .unsupportedKind(seq: seq, kind: written) }
                kind = known
            }
            var contract = ContractKind.murti
            if let written = try object.string("contract") {
                // A server answers the contracts this module carries (docs/DECISIONS.md D231).
                contract = ContractKind(rawValue: written)
                guard ContractKind.builtIn.contains(contract) else {
                    let names = ContractKind.builtIn.map(\.rawValue).joined(separator: " or ")
                    throw .unknownValue(field: "contract", detail: "\"\(written)\" is not \(names)")
                }
            }
            return .validate(ValidateRequest(
                seq: seq, id: id, contract: contract, document: document ?? Data(),
                profile: object.members["profile"] ?? .object([:]), kind: kind, documents: documents))
        default:
            throw .unknownValue(field: "cmd", detail: "\"\(command)\" is not start, validate or stop")
        }
    }

    /// The `seq` of a request line that failed to decode, when one can be read; `-1` otherwise
    /// (the value the server echoes in its `{"seq":N,"error":"…"}` answer).
    package static func salvageSeq(_ line: [UInt8]) -> Int {
        guard let value = try? StrictJSONParser.parse(line),
            let object = try? ProtocolObject(value, field: ""),
            let seq = try? object.integer("seq")
        else { return -1 }
        return seq
    }

    /// Encodes the answer to `start`: `{"protocol":1,"implementation":{…}}` (`homepage` omitted
    /// when `nil`, `contracts` when it is ``ContractKind/implied``).
    package static func encode(_ info: ImplementationInfo) -> [UInt8] {
        var writer = JSONLineWriter(capacity: 256)
        writer.raw("{\"protocol\":")
        writer.integer(ProtocolV1.version)
        writer.raw(",\"implementation\":{\"name\":")
        writer.string(info.name)
        writer.raw(",\"version\":")
        writer.string(info.version)
        writer.raw(",\"language\":")
        writer.string(info.language)
        if let homepage = info.homepage {
            writer.raw(",\"homepage\":")
            writer.string(homepage)
        }
        writer.raw(",\"layers\":[")
        for (index, layer) in info.layers.enumerated() {
            if index > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.integer(layer)
        }
        writer.raw("],\"schemaOnly\":")
        writer.bool(info.schemaOnly)
        writer.raw(",\"capabilities\":")
        writer.strings(info.capabilities)
        if info.contracts != ContractKind.implied {
            writer.raw(",\"contracts\":")
            writer.strings(info.contracts.map(\.rawValue))
        }
        writer.raw("}}\n")
        return writer.bytes
    }

    /// Encodes an answer line; members that are `nil` are left out.
    package static func encode(_ answer: Answer) -> [UInt8] {
        var writer = JSONLineWriter(capacity: 256)
        write(answer, includeSeq: true, into: &writer)
        writer.byte(UInt8(ascii: "\n"))
        return writer.bytes
    }

    /// Encodes `{"seq":N,"error":"…"}`: the answer to a request the server could not read.
    package static func encodeError(seq: Int, message: String) -> [UInt8] {
        encode(Answer(seq: seq, error: message))
    }

    private static func write(_ answer: Answer, includeSeq: Bool, into writer: inout JSONLineWriter) {
        writer.byte(UInt8(ascii: "{"))
        var first = true
        func member(_ name: StaticString, _ body: (inout JSONLineWriter) -> Void) {
            if !first { writer.byte(UInt8(ascii: ",")) }
            first = false
            writer.key(name)
            body(&writer)
        }
        if includeSeq { member("seq") { $0.integer(answer.seq) } }
        if let value = answer.outcome { member("outcome") { $0.string(value.rawValue) } }
        if let value = answer.layer { member("layer") { $0.integer(value) } }
        if let value = answer.rule { member("rule") { $0.string(value.rawValue) } }
        if let value = answer.path { member("path") { $0.string(value) } }
        if let value = answer.message { member("message") { $0.string(value) } }
        if let value = answer.placeholders { member("placeholders") { $0.strings(value) } }
        if let value = answer.warnings {
            member("warnings") { writer in
                writer.value(.array(value.map { .object(["rule": .string($0.rule.rawValue), "path": .string($0.path)]) }))
            }
        }
        if let value = answer.violations {
            member("violations") { writer in
                writer.value(.array(value.map { violation in
                    var entry: [JSONMemberName: JSONValue] = [
                        "layer": .number(Double(violation.layer)), "rule": .string(violation.rule.rawValue),
                        "path": .string(violation.path),
                    ]
                    if let message = violation.message { entry["message"] = .string(message) }
                    return .object(entry)
                }))
            }
        }
        if let value = answer.schemaLocation { member("schemaLocation") { $0.string(value) } }
        if let value = answer.skipped { member("skipped") { $0.string(value) } }
        if let value = answer.error { member("error") { $0.string(value) } }
        if let steps = answer.steps {
            member("steps") { writer in
                writer.byte(UInt8(ascii: "["))
                for (index, step) in steps.enumerated() {
                    if index > 0 { writer.byte(UInt8(ascii: ",")) }
                    write(step, includeSeq: false, into: &writer)
                }
                writer.byte(UInt8(ascii: "]"))
            }
        }
        writer.byte(UInt8(ascii: "}"))
    }
}
