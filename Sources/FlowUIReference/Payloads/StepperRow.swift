/// The `stepper_row` payload (count changes fire the widget's `change` action).
public struct StepperRow: Sendable {
    /// Title (required: the stepper's accessible label).
    public let title: TextData
    /// Subtitle.
    public let subtitle: TextData?
    /// Lowest count.
    public let min: Int?
    /// Highest count.
    public let max: Int?
    /// Starting count.
    public let initial: Int?
}
