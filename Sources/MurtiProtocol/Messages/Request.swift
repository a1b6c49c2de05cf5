/// A line the runner writes to the implementation's stdin (docs/CONTRACT.md §3).
public enum Request: Sendable, Equatable {
    /// `{"cmd":"start","protocol":1}`: the handshake.
    case start(protocol: Int)
    /// `{"cmd":"validate",...}`: judge one fixture.
    case validate(ValidateRequest)
    /// `{"cmd":"stop"}`: the implementation exits 0.
    case stop
}
