/// The `button_row` payload.
package struct ButtonRow: Sendable {
    /// Buttons (lossy: one bad button does not empty the row).
    package let buttons: [ButtonData]
}
