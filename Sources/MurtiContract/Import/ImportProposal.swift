import MurtiConformance
import MurtiProtocol

/// What `import` proposes for one file of a bank (docs/CONTRACT.md §5 `import`).
package struct ImportProposal: Sendable, Equatable {
    /// An entry, or why there is none.
    package enum Kind: Sendable, Equatable {
        /// The entry the reference's verdict implies, for review.
        case entry(Expectation)
        /// A signed envelope whose `alg` has no key in the profile: the reference can only say
        /// `envelope.alg`, which is the profile's gap, not the fixture's verdict (docs/CONTRACT.md §5
        /// v1.1), so no entry is proposed.
        case needsKey(alg: String)
    }

    /// The file's id in the bank (`valid/login.json`).
    package var id: String
    /// The folder it sits in.
    package var folder: FixtureBank.Folder
    /// The entry, or why there is none.
    package var kind: Kind
    /// The reference's verdict.
    package var verdict: AnsweredVerdict
    /// Why the folder's claim and the reference's verdict differ, or `nil`.
    package var conflict: String?
    /// Further notes for the reviewer (a layer-4 page under `valid/`, several broken rules).
    package var notes: [String]

    /// The proposed entry, or `nil`.
    package var entry: Expectation? {
        if case .entry(let entry) = kind { return entry }
        return nil
    }

    /// Why the folder and the verdict differ (docs/CONTRACT.md §2: `valid/` is accepted, `invalid/`
    /// refused or degraded at layer 4), or `nil`.
    static func conflict(folder: FixtureBank.Folder, verdict: AnsweredVerdict) -> String? {
        switch (folder, verdict.outcome) {
        case (.valid, .reject):
            "folder valid/ says accept, the reference says \(verdict.summary)"
        case (.invalid, .accept) where verdict.placeholders.isEmpty:
            "folder invalid/ says reject, the reference says \(verdict.summary)"
        default:
            nil
        }
    }
}
