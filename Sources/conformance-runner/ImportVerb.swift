import Foundation
import MurtiValidator

/// `import DIR`: proposed entries for an upstream-style fixture bank (`valid/` and `invalid/`
/// folders, no expectations file), with the reference's verdict, flagging every file where the
/// folder and the reference disagree. Prints for review; writes nothing.
struct ImportVerb {
    /// The parsed flags.
    var options: ImportOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        let validator = Validator(profile: try ProfileSource.profile(named: options.profile, in: workspace))
        let bank = URL(fileURLWithPath: options.bank).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bank.path, isDirectory: &isDirectory) else {
            throw .unusable("import: the folder \(options.bank) does not exist (pass the fixture bank's folder, the one holding valid/ and invalid/)")
        }
        guard isDirectory.boolValue else {
            throw .unusable("import: \(options.bank) is a file, not a folder (pass the folder holding valid/ and invalid/)")
        }
        let files = Self.bankFiles(bank)
        guard !files.isEmpty else {
            throw .unreadable(file: options.bank, reason: "no .json files under valid/ or invalid/",
                              fix: "point import at the folder that holds valid/ and invalid/")
        }
        var entries: [String] = []
        var disagreements: [String] = []
        for id in files {
            let bytes = try ProfileSource.bytes(of: bank.appendingPathComponent(id).path)
            let judgement = ReferenceJudgement(bytes, validator: validator)
            var entry = judgement.proposedExpectation(profile: options.profile)
            let folder = id.hasPrefix("valid/") ? "valid" : "invalid"
            let verdict = Self.summary(judgement.verdict)
            var review = "reference: \(verdict)"
            if let conflict = Self.conflict(folder: folder, verdict: judgement.verdict) {
                review = "REVIEW: \(conflict)"
                disagreements.append("\(id): \(conflict)")
            } else if folder == "valid", !judgement.verdict.placeholders.isEmpty {
                review += "; layer 4: in this corpus it belongs under invalid/render/"
            }
            if let ambiguity = judgement.ambiguity {
                review += "; breaks several rules: \(ambiguity.joined(separator: "; "))"
            }
            entry.description = "TODO (imported from \(options.bank)/\(id); \(review))"
            entry.source = "TODO: upstream fixture \(id)"
            entries.append(EntryRenderer.render(id: id, entry))
        }
        print("{\n" + entries.joined(separator: ",\n") + "\n}")
        Console.error("import: \(files.count) files, \(disagreements.count) where the folder and the reference disagree")
        for line in disagreements { Console.error("  " + line) }
        Console.error(ProposeVerb.reminder)
        return disagreements.isEmpty ? .success : .failure
    }

    /// `.json` files under `bank/valid` and `bank/invalid`, as `valid/…` ids, sorted.
    static func bankFiles(_ bank: URL) -> [String] {
        var ids: [String] = []
        for folder in ["valid", "invalid"] {
            let base = bank.appendingPathComponent(folder)
            for sub in FileManager.default.subpaths(atPath: base.path) ?? [] where sub.hasSuffix(".json") {
                ids.append(folder + "/" + sub)
            }
        }
        return ids.sorted()
    }

    /// Why the folder's claim and the reference's verdict differ, or `nil`.
    static func conflict(folder: String, verdict: Verdict) -> String? {
        switch (folder, verdict.outcome) {
        case ("valid", .reject):
            return "folder valid/ says accept, the reference says \(summary(verdict))"
        case ("invalid", .accept):
            return "folder invalid/ says reject, the reference says \(summary(verdict))"
        default:
            return nil
        }
    }

    /// `reject at layer 2 required "/x"`, `accept`, `accept with placeholders …`.
    static func summary(_ verdict: Verdict) -> String {
        switch verdict.outcome {
        case .reject:
            "reject at layer \(verdict.layer.map(String.init) ?? "?") \(verdict.rule ?? "?") \"\(verdict.path ?? "")\""
        case .accept:
            verdict.placeholders.isEmpty ? "accept" : "accept with placeholders \(verdict.placeholders.joined(separator: ", "))"
        }
    }
}
