import Foundation
import MurtiConformance
import MurtiValidator

/// `import DIR`: proposed entries for an upstream-style fixture bank (`valid/` and `invalid/`
/// folders, no expectations file) under a profile inferred from the bank, a profile of the
/// corpus or a profile file, with the reference's verdict, flagging every file that needs a
/// look (CONTRACT §5 v1.1). Prints for review; writes nothing.
struct ImportVerb {
    /// The parsed flags.
    var options: ImportOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        let bank: FixtureBank
        do {
            bank = try FixtureBank.load(from: URL(fileURLWithPath: options.bank).standardizedFileURL, shown: options.bank)
        } catch {
            throw .unusable(error.description)
        }
        let (profile, source, written) = try profile(for: bank, workspace: workspace)
        // A given profile is checked as written (an unknown member is an error, not dropped).
        let validator = Validator(profile: try ProfileSource.profile(
            from: written ?? profile.jsonValue, file: options.profileFile ?? workspace.display(id: "expectations.json"),
            pointer: options.profileFile == nil ? "/profiles/\(options.profile ?? "default")" : ""))
        let report = BankImport(bank: bank, bankShown: options.bank, profile: profile, source: source).run { bytes in
            ReferenceJudgement([UInt8](bytes), validator: validator).judgement
        }
        print(report.fragment)
        for line in report.reviewLines { Console.error(line) }
        Console.error(ProposeVerb.reminder)
        return report.needsReview ? .failure : .success
    }

    /// The profile the bank is judged under: `--profile-file`, `--profile NAME` (with the
    /// object as written), or inferred from the bank over the corpus's `default`.
    private func profile(for bank: FixtureBank, workspace: Workspace) throws(CLIError)
        -> (BankProfile, BankImport.ProfileSource, JSONValue?)
    {
        func read(_ value: JSONValue, _ file: String, _ pointer: String) throws(CLIError) -> BankProfile {
            do { return try BankProfile(json: value, file: file, pointer: pointer) } catch { throw .unusable(error.description) }
        }
        if let path = options.profileFile {
            let value = try ProfileSource.value(inFile: path)
            return (try read(value, path, ""), .file(path), value)
        }
        let file = workspace.display(id: "expectations.json")
        if let name = options.profile {
            let value = try ProfileSource.value(named: name, in: workspace)
            return (try read(value, file, "/profiles/\(name)"), .named(name), value)
        }
        let base = try read(try ProfileSource.value(named: "default", in: workspace), file, "/profiles/default")
        let inference = ProfileInference(bank: bank, base: base)
        return (inference.profile, .inferred(inference), nil)
    }
}
