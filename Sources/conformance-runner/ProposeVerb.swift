import Foundation
import MurtiValidator

/// `propose FILE...`: the expectations.json entry the reference would give each new fixture,
/// ready to paste, never written (CONTRACT §2: only expectations.json decides a verdict, and
/// a person checks it against the spec).
struct ProposeVerb {
    /// The parsed flags.
    var options: ProposeOptions

    /// Printed after proposed entries (by `propose` and `import`): where the verdict really comes from.
    static let reminder = """
        These entries are what the reference validator says, not what the spec says. Before you
        paste one, check its outcome, layer, rule and path against docs/RULES.md (the rule
        catalogue), docs/DECISIONS.md, murti.schema.json and docs/EXPECTATIONS.md, which follow
        Murti's own "Murti payload schema v1" guide (the upstream project's docs, the source of
        truth), and write the description and source yourself. Then run `conformance-runner lint`.
        """

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        let validator = Validator(profile: try ProfileSource.profile(named: options.profile, in: workspace))
        var entries: [String] = []
        var worst = ExitCode.success
        for file in options.files {
            let bytes: [UInt8]
            do throws(CLIError) {
                guard FileManager.default.fileExists(atPath: file) else {
                    throw CLIError.unreadable(file: file, reason: "no such file",
                                              fix: "check the path (relative to the working directory)")
                }
                bytes = try ProfileSource.bytes(of: file)
            } catch {
                Console.error("conformance-runner: \(error.description)")
                worst = max(worst, .usage)
                continue
            }
            let id = Self.fixtureID(of: file, corpus: workspace.corpus)
            if id == nil {
                Console.error("note: \(file) is not under \(workspace.corpusDisplay)/valid or /invalid; "
                    + "move it there and use its path relative to \(workspace.corpusDisplay) as the id")
            }
            let judgement = ReferenceJudgement(bytes, validator: validator)
            var entry = judgement.proposedExpectation(profile: options.profile)
            entry.description = "TODO: what this fixture shows (reference: \(judgement.verdict.message ?? judgement.verdict.outcome.rawValue))"
            entry.source = "TODO: seed section, RFC or public report"
            if let ambiguity = judgement.ambiguity {
                Console.error("warning: \(file) breaks several rules (\(ambiguity.joined(separator: "; "))); "
                    + "a fixture must break exactly one (CONTRACT §1)")
            }
            entries.append(EntryRenderer.render(id: id ?? file, entry))
        }
        if !entries.isEmpty {
            print(entries.joined(separator: ",\n"))
            Console.error(Self.reminder)
        }
        return worst
    }

    /// The path of `file` relative to `corpus` when it lies under its valid/ or invalid/.
    static func fixtureID(of file: String, corpus: URL) -> String? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let prefix = corpus.path.hasSuffix("/") ? corpus.path : corpus.path + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = String(path.dropFirst(prefix.count))
        return id.hasPrefix("valid/") || id.hasPrefix("invalid/") ? id : nil
    }
}
