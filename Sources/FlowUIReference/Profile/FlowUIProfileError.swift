/// Why a profile object cannot be read (docs/CONTRACT.md §8 "Profile").
package enum FlowUIProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value at `pointer` (the profile, or its `registry`) is not a JSON object.
    case notAnObject(pointer: String)
    /// The registry entry at `pointer` names no model this decoder knows (`name` is `nil` when
    /// the entry is not even a string).
    case unknownModel(pointer: String, name: String?)

    /// One line naming the pointer and the fix.
    package var description: String {
        switch self {
        case .notAnObject(let pointer):
            "profile\(pointer.isEmpty ? "" : " at \(pointer)") is not an object: write {\"registry\": {\"type\": \"model\"}}"
        case .unknownModel(let pointer, let name):
            "profile at \(pointer): \(name.map { "\"\($0)\"" } ?? "a non-string") is not a model; use one of "
                + WidgetModel.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
