import MurtiConformance
import MurtiProtocol

extension CertificationScope {
    /// What a certificate over a Murti corpus states (docs/DECISIONS.md 45): the layers and
    /// capabilities `info` declares (or that it is a JSON Schema engine), and what lies outside
    /// them, each unsupported fixture counted by its gaps.
    init(
        murti info: ImplementationInfo, results: [FixtureResult], certified: Bool, passed: Bool, expectedFailures: Int,
        selection: RunSelection?, strictLevel: Bool
    ) {
        self = .unknown
        self.certified = certified
        reasons = []
        let layers = Array(Set(info.layers)).sorted()
        let capabilities = info.capabilities.sorted(by: ScalarOrder.precedes)
        self.layers = layers
        self.capabilities = capabilities
        schemaOnly = info.schemaOnly
        let declared = Self.declared(layers: layers, capabilities: capabilities, schemaOnly: info.schemaOnly)
        statement = Self.statement(
            declared: declared, certified: certified, passed: passed, expectedFailures: expectedFailures, selection: selection,
            strictLevel: strictLevel)

        var shares: [[ScopeGap]: Int] = [:]
        for result in results where result.status == .unsupported {
            shares[result.notCertified ?? Self.capabilityGaps(result, scope: DeclaredScope(info)), default: 0] += 1
        }
        let missingCapabilities = Set(shares.keys.flatMap { $0 }.compactMap { gap -> String? in
            if case .capability(let name) = gap { return name }
            return nil
        })
        let breakdown = shares.map { Share(missing: $0.key, fixtures: $0.value) }
            .sorted { $0.missing.lexicographicallyPrecedes($1.missing) }
        notCertified = NotCertified(
            layers: info.schemaOnly ? [] : [1, 2, 3, 4].filter { !layers.contains($0) },
            capabilities: missingCapabilities.sorted(by: ScalarOrder.precedes),
            fixtures: shares.values.reduce(0, +), breakdown: breakdown)
    }
}
