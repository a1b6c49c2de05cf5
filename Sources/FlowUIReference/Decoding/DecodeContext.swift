/// How the value at hand is decoded: the fault policy of its region, the log diagnostics go
/// to, and the profile (for widgets nested in a payload).
struct DecodeContext {
    let policy: FaultPolicy
    let log: DiagnosticLog
    let profile: FlowUIProfile

    func with(_ policy: FaultPolicy, log: DiagnosticLog? = nil) -> DecodeContext {
        DecodeContext(policy: policy, log: log ?? self.log, profile: profile)
    }
}

/// How a value becomes a model: a function of the node and its context, or a fault.
typealias Decoding<T> = (Node, DecodeContext) throws(PayloadFault) -> T

/// What a bad optional member does (docs/CONTRACT.md §8 rule 2; docs/FLOW-UI.md, Decisions 10 and 11).
enum FaultPolicy {
    /// Outside widget data: the member falls back to absent, with a `droppedElement`.
    case fallBack
    /// Inside widget data: the fault travels up to the payload-array element or the widget.
    case contain
}
