import MurtiConformance
import MurtiProtocol

/// A profile checked as written against the protocol's typed profile (``MurtiProfile``), so an
/// unknown member or a wrong type is an error naming the file and the pointer, not a default.
package enum MurtiProfileCheck {
    /// Throws ``PipelineError/unreadable(file:reason:fix:)`` when `value` (found at `pointer` of
    /// `file`) is not a profile.
    package static func check(_ value: JSONValue, file: String, pointer: String) throws(PipelineError) {
        do { _ = try MurtiProfile(value) } catch {
            throw .unreadable(file: file, reason: "\(pointer.isEmpty ? "the profile" : pointer): \(error.description)",
                              fix: "correct the profile as docs/CONTRACT.md §2 describes")
        }
    }
}
