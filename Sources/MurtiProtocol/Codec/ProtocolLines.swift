/// Protocol v1 line encoding and decoding (docs/CONTRACT.md §3), public so the codec's cost can be
/// measured apart from the pipes (`conformance-runner bench protocol`, docs/CONTRACT.md §7: "a codec
/// that costs little beside" the round trip). Thin forwards to the codec the driver and
/// ``ProtocolServer`` use; every line includes its `\n`.
public enum ProtocolLines {
    /// The runner's `validate` request line: `{"cmd":"validate","seq":N,"id":…,"document":
    /// "<base64>","profile":{…}}`.
    public static func encodeRequest(_ request: ValidateRequest) -> [UInt8] {
        ProtocolCodec.encode(request)
    }

    /// A request line (without its `\n`) as the server reads it; `nil` when it is not a valid
    /// request.
    public static func decodeRequest(_ line: [UInt8]) -> Request? {
        try? ProtocolCodec.decodeRequest(line)
    }

    /// The server's answer line, `{"seq":N,"outcome":…}`.
    public static func encodeAnswer(_ answer: Answer) -> [UInt8] {
        ProtocolCodec.encode(answer)
    }

    /// An answer line (without its `\n`) as the runner reads it; `nil` when it is not a valid
    /// answer to `expectedSeq`.
    public static func decodeAnswer(_ line: [UInt8], expectedSeq: Int) -> Answer? {
        try? ProtocolCodec.decodeAnswer(line, expectedSeq: expectedSeq)
    }
}
