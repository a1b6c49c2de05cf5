/// The `stepper_row` payload (count changes fire the widget's `change` action).
package struct StepperRow: Sendable {
    /// Title (required: the stepper's accessible label).
    package let title: TextData
    /// Subtitle.
    package let subtitle: TextData?
    /// Lowest count.
    package let min: Int?
    /// Highest count.
    package let max: Int?
    /// Starting count.
    package let initial: Int?
}
