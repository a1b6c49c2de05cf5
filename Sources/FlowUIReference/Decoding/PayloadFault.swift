/// Why a value cannot become the model it stands for. Inside a widget's `data` it travels up
/// to the nearest payload-array element (dropped) or to the widget (malformed); elsewhere the
/// member holding it falls back to absent (docs/CONTRACT.md §8 rule 2). Never leaves the decoder: the
/// answer holds only its `description`, in a diagnostic's message.
enum PayloadFault: Error, CustomStringConvertible, Sendable {
    /// The value at `place` has the wrong JSON type: `expected` describes what was wanted.
    case mismatch(Place, expected: String, found: String)
    /// The object at `place` lacks a required member (docs/FLOW-UI.md Decision 4).
    case missing(Place, member: String)
    /// The value at `place` has the right JSON type but its type cannot hold it (an integer
    /// of 2.5, columns below 1, a width outside (0, 1]); `rule` says what it must be.
    case unholdable(Place, rule: String)

    /// Where the fault lies.
    var place: Place {
        switch self {
        case .mismatch(let place, _, _), .missing(let place, _), .unholdable(let place, _): place
        }
    }

    var description: String {
        switch self {
        case .mismatch(_, let expected, let found): "expected \(expected), found \(found)"
        case .missing(_, let member): "required \(member) is missing"
        case .unholdable(_, let rule): rule
        }
    }
}
