import MurtiConformance
import MurtiProtocol

extension CertificationScope {
    /// What a certificate over a Flow-UI corpus states (docs/CONTRACT.md §8): Flow-UI decoding,
    /// judged at the rule level, when the implementation speaks Flow-UI. Layers and
    /// capabilities mean nothing there, so none are declared or left out; a run of an
    /// implementation that does not speak Flow-UI has every fixture unsupported with the gap
    /// `{"contract": "flow-ui"}`.
    init(flowUI info: ImplementationInfo, results: [FixtureResult], certified: Bool) {
        let declared = Self.flowUIDeclared(info)
        var shares: [[ScopeGap]: Int] = [:]
        for result in results where result.status == .unsupported {
            shares[result.notCertified ?? [.contract(.flowUI)], default: 0] += 1
        }
        self.init(
            certified: certified, statement: certified ? "Certified for \(declared)" : "Not certified (declared: \(declared))",
            schemaOnly: false, layers: [], capabilities: [],
            notCertified: NotCertified(
                layers: [], capabilities: [], fixtures: shares.values.reduce(0, +),
                breakdown: shares.map { Share(missing: $0.key, fixtures: $0.value) }
                    .sorted { $0.missing.lexicographicallyPrecedes($1.missing) }))
    }

    /// What `info` declares over a Flow-UI corpus: ``flowUIScope``, or the contracts it speaks
    /// instead (docs/CONTRACT.md §8).
    static func flowUIDeclared(_ info: ImplementationInfo) -> String {
        info.speaks(.flowUI) ? flowUIScope : "no Flow-UI (contracts: \(info.contracts.map(\.rawValue).joined(separator: ", ")))"
    }

    /// What a Flow-UI certificate or pass covers, naming how many of the fixtures it judged rest
    /// on published promises and how many on project decisions (docs/DECISIONS.md D82):
    /// `…, resting on 200 published promises and 123 project decisions`.
    static func flowUIDeclared(_ info: ImplementationInfo, results: [FixtureResult], passed: Bool) -> String {
        var byBasis = RunReport.BasisCounts()
        for result in results where result.levels != nil {
            if let basis = result.basis { byBasis.add(basis, failed: result.status == .failed) }
        }
        guard passed, info.speaks(.flowUI), byBasis != RunReport.BasisCounts() else { return flowUIDeclared(info) }
        return flowUIDeclared(info) + ", " + byBasis.gradedSplit
    }

    /// What a Flow-UI certificate covers.
    static let flowUIScope = "Flow-UI decoding (rule level: the skeleton and the graded diagnostics)"
}
