import Foundation
import MurtiConformance
import MurtiProtocol

/// The reference decoder's answers to documents, reached through `serve` over protocol v1 (the
/// judge imports no decoder): what `propose` and `import` propose Flow-UI entries from.
struct FlowUIReferenceDecoding {
    /// The reference's `serve`.
    var reference: ReferenceCommand

    /// The reference's decoding of each `(id, bytes)` under `profile`, with its message.
    /// Throws ``PipelineError/unusable(_:)`` when the reference gives no decoding for one.
    func decode(_ documents: [(id: String, bytes: Data)], profile: JSONValue) throws(PipelineError)
        -> [(decoding: FlowUI.Decoding, message: String?)]
    {
        let requests = documents.enumerated().map { index, document in
            ValidateRequest(seq: index + 1, id: document.id, contract: .flowUI, document: document.bytes, profile: profile)
        }
        let run = Driver(configuration: DriverConfiguration(command: reference.serve, jobs: 1)).run(requests)
        var found: [(decoding: FlowUI.Decoding, message: String?)] = []
        for (request, result) in zip(requests, run.results) {
            switch result {
            case .contractAnswer(let answer as FlowUI.Answer, _, _):
                guard let decoding = answer.decoding else {
                    throw .unusable("the reference gave no decoding of \(request.id): " + (answer.error ?? answer.skipped ?? "no outcome"))
                }
                found.append((decoding, answer.message))
            case .answer:
                throw .unusable("the reference gave a Murti verdict to the Flow-UI request \(request.id)")
            case .contractAnswer:
                throw .unusable("the reference gave another contract's answer to the Flow-UI request \(request.id)")
            case .harnessError(let error):
                throw .unusable("the reference could not decode \(request.id): \(error.summary)")
            }
        }
        return found
    }

    /// The registry of `profile`, found at `pointer` of `file`, or why it is no Flow-UI profile.
    static func check(_ profile: JSONValue, file: String, pointer: String) throws(PipelineError) {
        do { _ = try FlowUI.Profile(profile) } catch {
            throw .unreadable(file: file, reason: "\(pointer + error.pointer): \(error)", fix: ExpectationsFile.profileFix)
        }
    }

    /// For people: `decoded page, 2 diagnostics (droppedElement /page/sections/1)`,
    /// `rejected notJSON: <message>`.
    static func summary(_ decoding: FlowUI.Decoding, message: String?) -> String {
        switch decoding {
        case .rejected(let reason): return "rejected \(reason.rawValue)" + (message.map { ": \($0)" } ?? "")
        case .decoded(let kind, _, let diagnostics):
            let listed = diagnostics.prefix(3).map { "\($0.kind.rawValue) \($0.src.isEmpty ? "\"\"" : $0.src)" }
            return "decoded \(kind.rawValue), \(RunReport.plural(diagnostics.count, "diagnostic"))"
                + (listed.isEmpty ? "" : " (" + listed.joined(separator: ", ") + (diagnostics.count > 3 ? ", …" : "") + ")")
        }
    }

    /// Why `bytes` needs `informational: true` although the reference decodes them: not strict
    /// RFC 8259 JSON (a byte order mark) or a repeated member name (docs/CONTRACT.md §8 rule 4);
    /// `nil` when they are strict.
    static func informationalReason(_ bytes: Data, decoded: Bool) -> String? {
        guard decoded else { return nil }
        do { _ = try StrictJSONParser.parse([UInt8](bytes), maxNesting: Int.max) } catch {
            guard case .notJSON(let offset, let problem) = error else { return "it is not strict RFC 8259 JSON" }
            if case .duplicateMemberName(let name) = problem { return "it repeats the member name \"\(name)\"" }
            return "it is not strict RFC 8259 JSON (byte \(offset): \(problem))"
        }
        return nil
    }
}
