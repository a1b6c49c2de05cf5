import MurtiProtocol

extension CertificationScope {
    /// The scope of a run of `implementation` (`nil`: no `start` answer) over `results` of a
    /// corpus of `contract`; `certified` is ``RunReport/certifies``, `passed`
    /// ``RunReport/allPassed``, `expectedFailures` the results an expected-failures file excused,
    /// `selection` the fixtures of the run (`nil`: the whole corpus). The statement never says
    /// "Certified" unqualified for less than that (docs/DECISIONS.md 45).
    init(
        contract: ContractKind, implementation: ImplementationInfo?, results: [FixtureResult],
        certified: Bool, passed: Bool = false, expectedFailures: Int = 0, selection: RunSelection? = nil,
        strictLevel: Bool = false
    ) {
        guard let info = implementation, let graded = ContractRegistry.contractOrFallback(contract) else {
            self = .unknown
            return
        }
        self = graded.certificationScope(
            info, results: results, certified: certified, passed: passed, expectedFailures: expectedFailures,
            selection: selection, strictLevel: strictLevel)
    }

    /// `Certified for layers 1, 2 with 3 expected failures`, `Passed for … (filtered: … — not a
    /// certificate of the corpus)` or `Not certified (declared: …)` (docs/DECISIONS.md 45); in a
    /// `run --strict`, `Certified at the strict level for …` (docs/DECISIONS.md 70).
    package static func statement(
        declared: String, certified: Bool, passed: Bool, expectedFailures: Int, selection: RunSelection?,
        strictLevel: Bool = false
    ) -> String {
        let excused = expectedFailures > 0
            ? " with \(expectedFailures) expected failure\(expectedFailures == 1 ? "" : "s")" : ""
        let level = strictLevel ? " at the strict level" : ""
        if certified { return "Certified\(level) for \(declared)\(excused)" }
        if passed, let part = selection?.summary {
            return "Passed\(level) for \(declared)\(excused) (\(part) — not a certificate of the corpus)"
        }
        return "Not certified\(level) (declared: \(declared)\(selection?.summary.map { "; \($0)" } ?? ""))"
    }

    /// `layers 1, 2`, `layers 1, 2, 3, 4 with envelope, manifest`, `schema verdicts (JSON
    /// Schema engine)`.
    package static func declared(layers: [Int], capabilities: [String], schemaOnly: Bool) -> String {
        var text = schemaOnly ? "schema verdicts (JSON Schema engine)" : layerList(layers)
        if !capabilities.isEmpty { text += " with " + capabilities.joined(separator: ", ") }
        return text
    }

    /// `layer 1`, `layers 1, 2`, `no layer`.
    package static func layerList(_ layers: [Int]) -> String {
        if layers.isEmpty { return "no layer" }
        return (layers.count == 1 ? "layer " : "layers ") + layers.map(String.init).joined(separator: ", ")
    }

    /// A 1.0 report's unsupported result carries no gaps: its undeclared required capabilities.
    package static func capabilityGaps(_ result: FixtureResult, scope: DeclaredScope) -> [ScopeGap] {
        scope.missingCapabilities(result.expected).map(ScopeGap.capability)
    }

    /// `true` when some layer, capability or contract lies outside the declared scope.
    package var hasGaps: Bool {
        !notCertified.layers.isEmpty || !notCertified.capabilities.isEmpty || !contractGaps.isEmpty
    }

    /// The contracts some unsupported fixture is written for that the implementation does not
    /// speak (a sibling contract's corpus run by a client of the main one only), from the breakdown, in
    /// registry order.
    var contractGaps: [ContractKind] {
        let contracts = notCertified.breakdown.flatMap(\.missing).compactMap { gap -> ContractKind? in
            if case .contract(let contract) = gap { return contract }
            return nil
        }
        return Array(Set(contracts)).sorted(by: ContractRegistry.precedes)
    }

    /// `layers 3, 4; capabilities envelope, manifest`, `the NAME contract`: what lies outside
    /// the declared scope, or `nothing outside the declared scope` (a client of layers 1–4 with
    /// every capability the run needed, or a JSON Schema engine).
    package var notCertifiedSummary: String {
        var parts: [String] = contractGaps.map { "the \($0.rawValue) contract" }
        if !notCertified.layers.isEmpty { parts.append(Self.layerList(notCertified.layers)) }
        if !notCertified.capabilities.isEmpty {
            let names = notCertified.capabilities.joined(separator: ", ")
            parts.append((notCertified.capabilities.count == 1 ? "capability " : "capabilities ") + names)
        }
        return parts.isEmpty ? "nothing outside the declared scope" : parts.joined(separator: "; ")
    }

    /// `74 unsupported fixtures: layer 3: 38, envelope: 11, envelope + manifest: 11, …`, the
    /// breakdown that adds up; `nil` when no fixture is unsupported.
    package var breakdownSummary: String? {
        guard let list = breakdownList else { return nil }
        let total = notCertified.fixtures
        return "\(total) unsupported fixture\(total == 1 ? "" : "s"): " + list
    }

    /// `layer 3: 38, envelope: 11`, or `nil` when no fixture is unsupported.
    var breakdownList: String? {
        guard notCertified.fixtures > 0 else { return nil }
        return notCertified.breakdown.map { "\(Self.gapList($0.missing)): \($0.fixtures)" }.joined(separator: ", ")
    }

    /// `layer 3 + envelope`.
    static func gapList(_ gaps: [ScopeGap]) -> String {
        gaps.isEmpty ? "(unknown)" : gaps.map(\.description).joined(separator: " + ")
    }
}
