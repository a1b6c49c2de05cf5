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
/// `start` is answered with `{"protocol":1,"implementation":{…}}` (whatever version the runner
/// asks for: the runner decides whether it can talk to us); each `validate` with the handler's
/// answer, its `seq` set to the request's; `stop` ends serving. A line that is not a valid
/// request is answered `{"seq":N,"error":"…"}` (N read from the line when possible, else -1),
/// a request of a `kind` other than `manifestSequence` `{"seq":N,"skipped":"…"}`, and serving
/// goes on. Every answer is written with one `write` call, unbuffered.
public struct ProtocolServer: Sendable {
    /// What `start` answers.
    public let info: ImplementationInfo
    private let handler: @Sendable (ValidateRequest) -> Answer

    /// Creates a server answering `validate` requests with `handler` (called on the serving
    /// thread, one request at a time).
    public init(info: ImplementationInfo, handler: @escaping @Sendable (ValidateRequest) -> Answer) {
        self.info = info
        self.handler = handler
    }

    /// Reads requests from `input` and writes answers to `output` until `stop` or end of input.
    /// - Returns: the exit status: 0 after `stop` or end of input (a read error counts as the
    ///   end), 1 when `output` can no longer be written (the runner is gone).
    public func serve(input: FileHandle, output: FileHandle) -> Int32 {
        var lines = FileDescriptorLines(input: input.fileDescriptor, output: output.fileDescriptor)
        let profiles = ParsedProfileCache()
        while let line = lines.nextLine() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let reply: [UInt8]
            do {
                switch try ProtocolCodec.decodeRequest(line, profiles: profiles) {
                case .start:
                    reply = ProtocolCodec.encode(info)
                case .validate(let request):
                    var answer = handler(request)
                    answer.seq = request.seq
                    reply = ProtocolCodec.encode(answer)
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
}
