import FlowUIReference
import Foundation
import JSONKit
import MurtiProtocol

/// The Flow-UI reference decoder behind protocol v1 (docs/CONTRACT.md §8): a request's profile
/// read as a `FlowUIProfile`, its document decoded by `FlowUIDecoder`, the answer carried over
/// into the protocol's `FlowUI.Answer`.
///
/// The reference reads documents with its own order-keeping reader (JSONKit's
/// `OrderedJSONValue`, which document order and "the first of a repeated name" need); the
/// protocol's values are the suite's, unordered. The two meet here, once per answer, and are written by the same RFC 8785
/// writer, so nothing is lost that grading compares.
enum FlowUIAnswering {
    /// The answer to one Flow-UI `validate` request; a profile that is not one is the
    /// implementation's `error`, naming the JSON Pointer.
    static func answer(_ request: ValidateRequest) -> FlowUI.Answer {
        let profile: FlowUIProfile
        do { profile = try FlowUIProfile(json: referenceValue(request.profile)) } catch {
            return FlowUI.Answer(seq: request.seq, error: "profile: \(error)")
        }
        let decoded = FlowUIDecoder(profile: profile).decode(request.document)
        switch decoded {
        case .decoded(let document, let diagnostics):
            let kind: FlowUI.DocumentKind = switch document {
            case .page: .page
            case .sheet: .sheet
            }
            let value = decoded.json.firstMember(named: kind.rawValue)?.value ?? .object([])
            return FlowUI.Answer(
                seq: request.seq,
                decoding: .decoded(kind, protocolValue(value), diagnostics: diagnostics.map(protocolDiagnostic)))
        case .rejected(let reason, let message):
            return FlowUI.Answer(
                seq: request.seq, decoding: .rejected(FlowUI.Rejection(rawValue: reason.rawValue) ?? .notJSON),
                message: message)
        }
    }

    /// The answer line `serve` writes to one Flow-UI request, newline included: the reference's
    /// answer written in RFC 8785 canonical form straight from its model, `seq` in its place,
    /// the same bytes as ``answer(_:)`` encoded by the protocol's codec, without building
    /// either value (docs/PERFORMANCE.md "Flow-UI"; a test compares the two over the corpus).
    static func answerLine(_ request: ValidateRequest) -> [UInt8] {
        let profile: FlowUIProfile
        do { profile = try FlowUIProfile(json: referenceValue(request.profile)) } catch {
            return ProtocolCodec.encode(FlowUI.Answer(seq: request.seq, error: "profile: \(error)"))
        }
        var line = FlowUIDecoder(profile: profile).decode(request.document).canonicalBytes(seq: request.seq)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// A diagnostic of the reference in the protocol's vocabulary (the same names, docs/CONTRACT.md §8).
    static func protocolDiagnostic(_ diagnostic: FlowUIDiagnostic) -> FlowUI.Diagnostic {
        FlowUI.Diagnostic(
            kind: FlowUI.DiagnosticKind(rawValue: diagnostic.kind.rawValue) ?? .droppedElement, src: diagnostic.src,
            widgetType: diagnostic.widgetType, renamedTo: diagnostic.renamedTo, message: diagnostic.message)
    }

    /// The reference's value as a protocol value; of a repeated member name (the same code
    /// points) the first is kept, as the canonical form keeps it.
    static func protocolValue(_ value: OrderedJSONValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(protocolValue))
        case .object(let members):
            var object: [JSONMemberName: JSONValue] = [:]
            object.reserveCapacity(members.count)
            for member in members where object[JSONMemberName(member.name)] == nil {
                object[JSONMemberName(member.name)] = protocolValue(member.value)
            }
            return .object(object)
        }
    }

    /// A protocol value (a request's profile) as the reference reads values; members sorted by
    /// name, so that "the first of a repeated type" never depends on a dictionary's order (the
    /// protocol's reader refuses repeated names anyway).
    static func referenceValue(_ value: JSONValue) -> OrderedJSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(referenceValue))
        case .object(let members):
            return .object(members.sorted { $0.key < $1.key }.map { JSONMember($0.key.string, referenceValue($0.value)) })
        }
    }
}
