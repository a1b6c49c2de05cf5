import Foundation

/// The implementation's side of protocol v1 (docs/CONTRACT.md §3): serves any Swift validator.
///
/// ```swift
/// let info = ImplementationInfo(name: "mine", version: "1.0", language: "Swift", layers: [1, 2])
/// let server = ProtocolServer(info: info) { request in
///     .accept(seq: request.seq)
/// }
/// exit(server.serve(input: .standardInput, output: .standardOutput))
/// ```
///
/// A Flow-UI decoder (docs/FLOW-UI-GUIDE.md "A Swift adapter") passes a `flowUI` handler, and lists
/// `.flowUI` in `info.contracts`:
///
/// ```swift
/// let info = ImplementationInfo(name: "mine", version: "1.0", language: "Swift", layers: [], contracts: [.flowUI])
/// let server = ProtocolServer(info: info, flowUI: { request in
///     FlowUI.Answer(seq: request.seq, decoding: myDecoder.decode(request.document, registry: request.profile))
/// })
/// ```
///
/// `start` is answered with `{"protocol":1,"implementation":{…}}` (whatever version the runner
/// asks for: the runner decides whether it can talk to us); each `validate` with the answer of
/// the handler for the request's `contract`, its `seq` set to the request's; `stop` ends
/// serving. A line that is not a valid request is answered `{"seq":N,"error":"…"}` (N read
/// from the line when possible, else -1; a line over 64 MiB is skipped unread past the limit
/// and answered with -1, in bounded memory), as is a request of a contract no handler was given
/// for (the runner sends only what `info.contracts` lists); a request of a `kind` other than
/// `manifestSequence` `{"seq":N,"skipped":"…"}`, and serving goes on. Every answer is written
/// with one `write` call, unbuffered.
public struct ProtocolServer: Sendable {
    /// What `start` answers.
    public let info: ImplementationInfo
    private let murti: (@Sendable (ValidateRequest) -> Answer)?
    private let flowUI: (@Sendable (ValidateRequest) -> FlowUI.Answer)?
    /// A Flow-UI handler that writes its answer line itself, `seq` and newline included (the
    /// reference's, docs/PERFORMANCE.md "Flow-UI"); it wins over ``flowUI``.
    private var flowUILine: (@Sendable (ValidateRequest) -> [UInt8])?

    /// Creates a server answering Murti `validate` requests with `handler` (called on the
    /// serving thread, one request at a time).
    public init(info: ImplementationInfo, handler: @escaping @Sendable (ValidateRequest) -> Answer) {
        self.init(info: info, murti: handler, flowUI: nil)
    }

    /// Creates a server answering each contract's `validate` requests with its handler (called
    /// on the serving thread, one request at a time); `nil` for a contract not spoken.
    public init(
        info: ImplementationInfo, murti: (@Sendable (ValidateRequest) -> Answer)? = nil,
        flowUI: (@Sendable (ValidateRequest) -> FlowUI.Answer)?
    ) {
        self.info = info
        self.murti = murti
        self.flowUI = flowUI
    }

    /// Creates a server whose Flow-UI answers come as lines already written by `flowUILine`.
    package init(
        info: ImplementationInfo, murti: (@Sendable (ValidateRequest) -> Answer)?,
        flowUILine: @escaping @Sendable (ValidateRequest) -> [UInt8]
    ) {
        self.init(info: info, murti: murti, flowUI: nil)
        self.flowUILine = flowUILine
    }

    /// Reads requests from `input` and writes answers to `output` until `stop` or end of input.
    /// - Returns: the exit status: 0 after `stop` or end of input (a read error counts as the
    ///   end), 1 when `output` can no longer be written (the runner is gone).
    public func serve(input: FileHandle, output: FileHandle) -> Int32 {
        var lines = FileDescriptorLines(input: input.fileDescriptor, output: output.fileDescriptor)
        let profiles = ParsedProfileCache()
        while let item = lines.nextLine() {
            guard case .line(let line) = item else {
                // docs/CONTRACT.md §3: no line is longer than 64 MiB; its seq is not read.
                guard lines.write(Self.tooLongAnswer) else { return 1 }
                continue
            }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let reply: [UInt8]
            do {
                switch try ProtocolCodec.decodeRequest(line, profiles: profiles) {
                case .start:
                    reply = ProtocolCodec.encode(info)
                case .validate(let request):
                    reply = answer(request)
                case .stop:
                    return 0
                }
            } catch {
                if case .unsupportedKind(let seq, _) = error {
                    reply = ProtocolCodec.encode(Answer(seq: seq, skipped: error.description))
                } else {
                    reply = ProtocolCodec.encodeError(seq: ProtocolCodec.salvageSeq(line), message: "bad request: \(error)")
                }
            }
            guard lines.write(reply) else { return 1 }
        }
        return 0
    }

    /// The answer to a request line longer than ``ProtocolV1/maxLineBytes``: its `seq` is
    /// never read (the line is dropped unread past the limit), hence -1.
    static let tooLongAnswer = ProtocolCodec.encodeError(
        seq: -1, message: "bad request: the line is longer than \(ProtocolV1.maxLineBytes) bytes, the protocol's limit "
            + "(docs/CONTRACT.md §3); it was skipped")

    /// The answer line to `request`, by its contract's handler.
    private func answer(_ request: ValidateRequest) -> [UInt8] {
        switch request.contract {
        case .murti:
            guard let murti else { return notSpoken(request) }
            var answer = murti(request)
            answer.seq = request.seq
            return ProtocolCodec.encode(answer)
        case .flowUI:
            if let flowUILine { return flowUILine(request) }
            guard let flowUI else { return notSpoken(request) }
            var answer = flowUI(request)
            answer.seq = request.seq
            return ProtocolCodec.encode(answer)
        default:
            // ``ProtocolCodec/decodeRequest(_:profiles:)`` reads no other contract: a request
            // made in process may carry one.
            return notSpoken(request)
        }
    }

    private func notSpoken(_ request: ValidateRequest) -> [UInt8] {
        ProtocolCodec.encodeError(
            seq: request.seq, message: "bad request: this implementation does not speak \(request.contract.rawValue)")
    }
}
