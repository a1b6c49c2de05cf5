import Foundation
import MurtiValidator

/// `validate FILE...`: the reference validator's verdict on each file, for people (CONTRACT §5).
struct ValidateVerb {
    /// The parsed flags.
    var options: ValidateOptions

    /// Runs the verb; returns its exit code (CONTRACT §5).
    func run() throws(CLIError) -> ExitCode {
        let workspace = try Workspace(corpus: options.corpus)
        let validator = Validator(profile: try ProfileSource.profile(named: options.profile, in: workspace))
        var worst = ExitCode.success
        for file in options.files {
            let bytes: [UInt8]
            do { bytes = try ProfileSource.bytes(of: file) } catch {
                Console.error(error.description)
                worst = max(worst, .usage)
                continue
            }
            let verdict = validator.validate(bytes)
            print(Self.describe(verdict, file: file))
            if verdict.outcome == .reject { worst = max(worst, .failure) }
        }
        return worst
    }

    /// `FILE: reject at layer 2 (rule required, at "/screen"): message`, plus placeholders and
    /// warnings on their own lines.
    static func describe(_ verdict: Verdict, file: String) -> String {
        var lines: [String] = []
        switch verdict.outcome {
        case .reject:
            let layer = verdict.layer.map(String.init) ?? "?"
            var line = "\(file): reject at layer \(layer) (rule \(verdict.rule ?? "?"), at \"\(verdict.path ?? "")\")"
            if let message = verdict.message { line += ": \(message)" }
            lines.append(line)
        case .accept:
            lines.append(verdict.placeholders.isEmpty
                ? "\(file): accept"
                : "\(file): accept with placeholders (layer 4, render.placeholder)")
            for placeholder in verdict.placeholders { lines.append("  placeholder at \"\(placeholder)\"") }
        }
        for warning in verdict.warnings { lines.append("  warning: \(warning.rule) at \"\(warning.path)\"") }
        return lines.joined(separator: "\n")
    }
}
