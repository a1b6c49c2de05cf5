import Foundation
import MurtiProtocol

// A Flow-UI adapter in Swift (docs/FLOW-UI-GUIDE.md "A Swift adapter"): MurtiProtocol runs protocol v1,
// `decode` is your client's decoder. This stand-in tells only the three rejections apart and
// answers every page with an error, until `decode` calls into a real decoder.
let info = ImplementationInfo(
    name: "my-flow-ui-adapter", version: "0.1.0", language: "Swift", layers: [], contracts: [.flowUI])

/// What `document` decodes to under `profile`; `nil` for a page or sheet this stand-in leaves to you.
func decode(_ document: Data, profile: FlowUI.Profile) -> FlowUI.Decoding? {
    guard let value = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]) else {
        return .rejected(.notJSON)
    }
    guard let object = value as? [String: Any] else { return .rejected(.notObject) }
    guard object["page"] is [String: Any] || object["sheet"] is [String: Any] else { return .rejected(.noPage) }
    return nil  // your decoder: .decoded(.page, pageJSON, diagnostics: […]) as docs/FLOW-UI.md "The answer" shapes it
}

let server = ProtocolServer(info: info, flowUI: { request in
    let profile: FlowUI.Profile
    do throws(FlowUI.ProfileError) { profile = try FlowUI.Profile(request.profile) } catch {
        return FlowUI.Answer(seq: request.seq, error: error.description)
    }
    guard let decoding = decode(request.document, profile: profile) else {
        return FlowUI.Answer(seq: request.seq, error: "this stand-in decodes no page yet")
    }
    return FlowUI.Answer(seq: request.seq, decoding: decoding)
})
exit(server.serve(input: .standardInput, output: .standardOutput))
