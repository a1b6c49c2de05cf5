import Foundation
import MurtiConformance
import MurtiProtocol

extension ImportRun {
    /// Judges every file of the bank. Throws ``PipelineError`` for an unreadable bank, an
    /// unusable profile, or a reference that cannot judge.
    func runBank() throws(PipelineError) -> BankImportReport {
        let loaded: FixtureBank
        do { loaded = try FixtureBank.load(from: URL(fileURLWithPath: bank).standardizedFileURL, shown: bank) } catch {
            throw .unusable(error.description)
        }
        let (bankProfile, source, written) = try profile(for: loaded)
        let value = written ?? bankProfile.jsonValue
        // A given profile is checked as written (an unknown member is an error, not dropped).
        try MurtiProfileCheck.check(
            value, file: profileFile ?? workspace.expectationsDisplay,
            pointer: profileFile == nil ? "/profiles/\(profile ?? "default")" : "")
        var judge = ReferenceJudge(reference: reference, jobs: 1)
        judge.progress = progress
        let judgements = try judge.judge(loaded.files.map { ($0.id, $0.bytes) }, profile: value)
        return BankImport(bank: loaded, bankShown: bank, profile: bankProfile, source: source).run(judgements: judgements)
    }

    /// The profile the bank is judged under: `profileFile`, `profile` (with the object as
    /// written), or inferred from the bank over the corpus's `default`.
    private func profile(for bank: FixtureBank) throws(PipelineError) -> (BankProfile, BankImport.ProfileSource, JSONValue?) {
        func read(_ value: JSONValue, _ file: String, _ pointer: String) throws(PipelineError) -> BankProfile {
            do { return try BankProfile(json: value, file: file, pointer: pointer) } catch { throw .unusable(error.description) }
        }
        if let profileFile {
            let value = try workspace.profile(inFile: profileFile)
            return (try read(value, profileFile, ""), .file(profileFile), value)
        }
        let file = workspace.expectationsDisplay
        if let profile {
            let value = try workspace.profile(named: profile)
            return (try read(value, file, "/profiles/\(profile)"), .named(profile), value)
        }
        let base = try read(try workspace.profile(named: "default"), file, "/profiles/default")
        let inference = ProfileInference(bank: bank, base: base)
        return (inference.profile, .inferred(inference), nil)
    }
}
