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
