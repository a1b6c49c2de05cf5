/// The Flow-UI contract's protocol messages (docs/CONTRACT.md §8, docs/FLOW-UI.md "Requests and
/// answers"): what a Flow-UI implementation answers a `validate` request carrying
/// `"contract": "flow-ui"`, and the vocabulary of that answer. A namespace, so that a Swift
/// adapter reads `FlowUI.Answer`, `FlowUI.Diagnostic` beside Murti's `Answer`.
public enum FlowUI {
    /// How deep a Flow-UI answer line may nest. A decoder reads documents nested at most 512
    /// deep (docs/FLOW-UI.md Decision 1), and an answer nests no deeper than its document plus
    /// a few levels (the answer object, atoms written in object form); twice that leaves room
    /// and still bounds what a runaway implementation can make the runner hold.
    public static let maxAnswerNesting = 1024
}
