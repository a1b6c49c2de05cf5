import MurtiProtocol

extension CertificationScope {
    /// The scope of a run of `implementation` (`nil`: no `start` answer) over `results` of a
    /// corpus of `contract`; `certified` is ``RunReport/allPassed``.
    init(contract: ContractKind = .murti, implementation: ImplementationInfo?, results: [FixtureResult], certified: Bool) {
        self.certified = certified
        guard let info = implementation else {
            self = .unknown
            return
        }
        if contract == .flowUI {
            self = CertificationScope(flowUI: info, results: results, certified: certified)
            return
        }
        let layers = Array(Set(info.layers)).sorted()
        let capabilities = info.capabilities.sorted(by: ScalarOrder.precedes)
        self.layers = layers
        self.capabilities = capabilities
        schemaOnly = info.schemaOnly
        let declared = Self.declared(layers: layers, capabilities: capabilities, schemaOnly: info.schemaOnly)
        statement = certified ? "Certified for \(declared)" : "Not certified (declared: \(declared))"

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

    /// `layers 1, 2`, `layers 1, 2, 3, 4 with envelope, manifest`, `schema verdicts (JSON
    /// Schema engine)`.
    static func declared(layers: [Int], capabilities: [String], schemaOnly: Bool) -> String {
        var text = schemaOnly ? "schema verdicts (JSON Schema engine)" : layerList(layers)
        if !capabilities.isEmpty { text += " with " + capabilities.joined(separator: ", ") }
        return text
    }

    /// `layer 1`, `layers 1, 2`, `no layer`.
    static func layerList(_ layers: [Int]) -> String {
        if layers.isEmpty { return "no layer" }
        return (layers.count == 1 ? "layer " : "layers ") + layers.map(String.init).joined(separator: ", ")
    }

    /// A 1.0 report's unsupported result carries no gaps: its undeclared required capabilities.
    private static func capabilityGaps(_ result: FixtureResult, scope: DeclaredScope) -> [ScopeGap] {
        scope.missingCapabilities(result.expected).map(ScopeGap.capability)
    }

    /// `layers 3, 4; capabilities envelope, manifest` — what is not certified, or `nothing`.
    public var notCertifiedSummary: String {
        var parts: [String] = []
        if !notCertified.layers.isEmpty { parts.append(Self.layerList(notCertified.layers)) }
        if !notCertified.capabilities.isEmpty {
            let names = notCertified.capabilities.joined(separator: ", ")
            parts.append((notCertified.capabilities.count == 1 ? "capability " : "capabilities ") + names)
        }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }

    /// `74 unsupported fixtures: layer 3: 38, envelope: 11, envelope + manifest: 11, …`, the
    /// breakdown that adds up; `nil` when no fixture is unsupported.
    public var breakdownSummary: String? {
        guard notCertified.fixtures > 0 else { return nil }
        let shares = notCertified.breakdown.map { "\(Self.gapList($0.missing)): \($0.fixtures)" }
        let total = notCertified.fixtures
        return "\(total) unsupported fixture\(total == 1 ? "" : "s"): " + shares.joined(separator: ", ")
    }

    /// `layer 3 + envelope`.
    static func gapList(_ gaps: [ScopeGap]) -> String {
        gaps.isEmpty ? "(unknown)" : gaps.map(\.description).joined(separator: " + ")
    }
}
