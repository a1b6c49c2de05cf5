import MurtiProtocol
import MurtiValidator

/// `validate FILE...`: the reference validator's verdict on documents, for people
/// (docs/CONTRACT.md §5), under one profile of the corpus.
public struct ReferenceValidation: Sendable {
    private let validator: Validator

    /// A validation under `profile` (a profile object as written in expectations.json).
    /// Throws ``ProfileError`` naming the JSON Pointer of the first bad value.
    public init(profile: JSONValue) throws(ProfileError) {
        validator = Validator(profile: try ProfileText.profile(profile))
    }

    /// The verdict on `bytes` (the file `file`): `FILE: reject at layer 2 (rule required, at
    /// "/screen"): message`, plus placeholders and warnings on their own lines; `rejected` is
    /// `true` for a rejection.
    public func describe(_ bytes: [UInt8], file: String) -> (text: String, rejected: Bool) {
        let verdict = validator.validate(bytes)
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
        return (lines.joined(separator: "\n"), verdict.outcome == .reject)
    }
}
