/// The JSON type a model member takes (docs/FLOW-UI.md "The starter models"), written the way
/// that page's tables write it, in TypeScript notation.
package indirect enum MemberType: Sendable, Equatable, CustomStringConvertible {
    /// A JSON string.
    case string
    /// Any finite JSON number (docs/FLOW-UI.md Decision 18).
    case number
    /// An integral number a 64-bit integer holds (`2.0` yes, `2.5` no).
    case integer
    /// `true` or `false`.
    case boolean
    /// An action: an object, kept as received (docs/FLOW-UI.md Decision 13).
    case action
    /// Another model of the catalog, by name (`TextData`), in its object or bare form.
    case model(String)
    /// A lossy array: a bad element is dropped alone with a `droppedElement`.
    case array(MemberType)
    /// `"fill"`, `"hug"` or a fraction in (0, 1] (docs/FLOW-UI.md Decision 9).
    case width
    /// A full widget, envelope and all, contained on its own.
    case widget

    /// `string`, `TextData`, `TagData[]`, `"fill" | "hug" | number`, `Widget`.
    package var description: String {
        switch self {
        case .string: "string"
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .action: "ActionData"
        case .model(let name): name
        case .array(let element): "\(element)[]"
        case .width: #""fill" | "hug" | number"#
        case .widget: "Widget"
        }
    }
}
