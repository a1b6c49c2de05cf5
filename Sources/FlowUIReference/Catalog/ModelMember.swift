/// One member of a starter model (docs/FLOW-UI.md "The starter models"): its JSON name, its
/// type, and whether it is required, optional, or defaulted when absent.
package struct ModelMember: Sendable, Equatable {
    /// Absent (or `null`) is: a fault of the model, nothing, or this value.
    package enum Presence: Sendable, Equatable, CustomStringConvertible {
        /// The model means nothing without it (docs/FLOW-UI.md Decision 4).
        case required
        /// Left out of the written model when absent (docs/FLOW-UI.md Decision 5).
        case optional
        /// Written as this JSON text when absent (`0`, `[]`).
        case defaulted(String)

        /// `required`, `optional`, `optional, default 0`.
        package var description: String {
            switch self {
            case .required: "required"
            case .optional: "optional"
            case .defaulted(let value): "optional, default \(value)"
            }
        }
    }

    /// The JSON member name (`max_lines`).
    package let name: String
    /// What it holds.
    package let type: MemberType
    /// What its absence means.
    package let presence: Presence

    /// A member `name` of `type`, `presence` when absent.
    package init(_ name: String, _ type: MemberType, _ presence: Presence = .optional) {
        self.name = name
        self.type = type
        self.presence = presence
    }
}
