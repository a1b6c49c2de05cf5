import MurtiConformance
import MurtiProtocol

/// A profile inferred from a fixture bank (docs/CONTRACT.md §5 v1.1 `import`): the base profile's
/// schemaVersion, components and bounds, and as registries every screen, request, link and data
/// key that the bank's valid fixtures reference, so that a valid page is not refused at layer 3
/// for a name the bank's own client registers. No `keys`: a bank's signing keys cannot be
/// inferred (signed envelopes then say so, ``ImportProposal/Kind/needsKey(alg:)``).
package struct ProfileInference: Sendable, Equatable {
    /// Where one inferred name comes from.
    package struct Origin: Sendable, Equatable {
        /// The registry it is in.
        package var registry: BankProfile.Registry
        /// The name.
        package var name: String
        /// The valid fixtures that reference it, by id.
        package var fixtures: [String]
    }

    /// The inferred profile.
    package var profile: BankProfile
    /// Every inferred name with its fixtures, registry by registry, names sorted.
    package var origins: [Origin]

    /// Infers a profile from `bank`'s valid fixtures over `base` (the corpus's `default`).
    package init(bank: FixtureBank, base: BankProfile) {
        var found: [BankProfile.Registry: [String: [String]]] = [:]
        for file in bank.files where file.folder == .valid {
            let references = DocumentReferences(document: file.bytes)
            let lists: [(BankProfile.Registry, [String])] = [
                (.screens, references.screens), (.requests, references.requests),
                (.links, references.links), (.dataKeys, references.dataKeys),
            ]
            for (registry, names) in lists {
                for name in names { found[registry, default: [:]][name, default: []].append(file.id) }
            }
        }
        var registries: [BankProfile.Registry: [String]] = [:]
        var origins: [Origin] = []
        for registry in BankProfile.Registry.allCases {
            let names = found[registry, default: [:]]
            registries[registry] = names.keys.sorted()
            origins += names.keys.sorted().map { Origin(registry: registry, name: $0, fixtures: names[$0] ?? []) }
        }
        profile = BankProfile(
            schemaVersion: base.schemaVersion, components: base.components, registries: registries, bounds: base.bounds)
        self.origins = origins
    }
}
