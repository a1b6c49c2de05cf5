import JSONKit
import Foundation

/// The Flow-UI reference decoder (docs/CONTRACT.md §8; docs/FLOW-UI.md): document bytes in, the answer
/// out. Lossy by contract: unknown types and malformed payloads are contained, bad elements
/// dropped, bad members fall back to their defaults, and each problem becomes a diagnostic at
/// a JSON Pointer into the input. Only bytes that are no JSON object with a `page` or a
/// `sheet` are refused.
package struct FlowUIDecoder: Sendable {
    /// The profile documents are decoded under.
    package let profile: FlowUIProfile

    /// A decoder for `profile` (by default the starter library's eight types).
    package init(profile: FlowUIProfile = .default) {
        self.profile = profile
    }

    /// Decodes one document.
    /// - Parameter document: the document's exact bytes: UTF-8 JSON, a leading byte order mark
    ///   ignored (docs/FLOW-UI.md Decision 1).
    /// - Returns: `.decoded` with the page or sheet and the diagnostics, or `.rejected`.
    ///   Never throws and never traps, whatever the bytes.
    package func decode(_ document: Data) -> FlowUIAnswer {
        let bytes = document.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(document.dropFirst(3)) : document
        let tape: OrderedJSONTape
        do {
            tape = try OrderedJSONTape(parsing: bytes)
        } catch {
            return .rejected(.notJSON, message: error.description)
        }
        let root = Node(top: tape)
        guard root.isObject else {
            return .rejected(.notObject, message: "the document is \(root.typeName), not an object")
        }
        let log = DiagnosticLog()
        let envelope = EnvelopeDecoder(profile: profile, log: log)
        if let page = root.member("page"), page.isObject {
            return .decoded(.page(envelope.page(page)), diagnostics: log.sorted)
        }
        if let sheet = root.member("sheet"), sheet.isObject {
            return .decoded(.sheet(envelope.sheet(sheet)), diagnostics: log.sorted)
        }
        return .rejected(.noPage, message: "the document has neither a \"page\" nor a \"sheet\" object")
    }

    /// Decodes one document and writes the answer as docs/CONTRACT.md §8 shapes it (without `seq`).
    package func answerJSON(_ document: Data) -> OrderedJSONValue {
        decode(document).json
    }
}
