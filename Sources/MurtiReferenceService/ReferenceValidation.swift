import MurtiProtocol
import MurtiValidator

/// `validate FILE...`: the reference validator's verdict on documents, for people
/// (docs/CONTRACT.md §5), under one profile of the corpus.
package struct ReferenceValidation: Sendable {
    private let validator: Validator

    /// A validation under `profile` (a profile object as written in expectations.json).
    /// Throws ``ProfileError`` naming the JSON Pointer of the first bad value.
    package init(profile: JSONValue) throws(ProfileError) {
        validator = Validator(profile: try ProfileText.profile(profile))
    }

    /// The verdicts on `files`, in order, under `profile`: each file's bytes come from `read`,
    /// which throws for a file it cannot read (the error's description is the reason shown).
    /// Throws ``ProfileError`` naming the JSON Pointer of the profile's first bad value.
    package static func validate(
        _ files: [String], profile: JSONValue, read: (String) throws -> [UInt8]
    ) throws(ProfileError) -> ValidationReport {
        let validation = try ReferenceValidation(profile: profile)
        return ValidationReport(entries: files.map { file in
            do { return .judged(validation.verdict(on: try read(file), file: file)) } catch {
                return .unreadable(file: file, reason: String(describing: error))
            }
        })
    }

    /// The verdict on `bytes`, the document of the file `file`.
    package func verdict(on bytes: [UInt8], file: String) -> ValidationReport.FileVerdict {
        ValidationReport.FileVerdict(file: file, verdict: validator.validate(bytes))
    }
}
