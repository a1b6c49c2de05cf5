import Foundation
import MurtiProtocol

/// `import DIR`: proposed entries for an upstream-style fixture bank (`valid/` and `invalid/`
/// folders, no expectations file) under a profile inferred from the bank, a profile of the
/// corpus or a profile file, with the reference's verdict, flagging every file that needs a look
/// (docs/CONTRACT.md §5 v1.1). Prints for review; writes nothing.
package struct ImportRun: Sendable {
    /// The corpus whose `default` profile an inferred one starts from.
    package var workspace: Workspace
    /// The reference's `serve`.
    package var reference: ReferenceCommand
    /// The bank folder, as given.
    package var bank: String
    /// `--profile NAME`: a profile of the corpus.
    package var profile: String?
    /// `--profile-file FILE`: a profile object in a file of its own.
    package var profileFile: String?

    /// Told (done, total) as the reference judges a bank's files, both of its passes (a
    /// progress line, docs/DECISIONS.md 95).
    package var progress: (@Sendable (Int, Int) -> Void)?

    /// Creates an import of `bank`.
    package init(workspace: Workspace, reference: ReferenceCommand, bank: String) {
        self.workspace = workspace
        self.reference = reference
        self.bank = bank
    }

    /// What an import produced, whatever the contract.
    package struct Output: Sendable {
        /// The fragment of expectations.json to review and paste (stdout).
        package var fragment: String
        /// What a reviewer reads first (stderr).
        package var reviewLines: [String]
        /// `true` when something needs more than a check of the entries (exit 1).
        package var needsReview: Bool
        /// Printed last: where the entries come from and what to check.
        package var reminder: String

        /// Creates the value from its members.
        package init(fragment: String, reviewLines: [String], needsReview: Bool, reminder: String) {
            self.fragment = fragment
            self.reviewLines = reviewLines
            self.needsReview = needsReview
            self.reminder = reminder
        }
    }

    /// Imports by the corpus's contract (``ConformanceContract/importFiles(_:)``): an
    /// upstream-style bank of a main corpus (``runBank()``), or a folder of files of a sibling
    /// corpus's kind. Throws ``PipelineError`` for an unreadable folder, an unusable profile, or a
    /// reference that cannot judge.
    package func run() throws(PipelineError) -> Output {
        try workspace.contract.importFiles(self)
    }

    /// The name under which `import` prints a profile it inferred or read from a file, and
    /// which its entries then use (docs/CONTRACT.md §5 v1.1).
    package static let importedProfileName = "imported"
}
