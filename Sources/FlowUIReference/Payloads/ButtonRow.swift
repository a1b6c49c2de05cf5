/// The `button_row` payload.
public struct ButtonRow: Sendable {
    /// Buttons (lossy: one bad button does not empty the row).
    public let buttons: [ButtonData]
}
