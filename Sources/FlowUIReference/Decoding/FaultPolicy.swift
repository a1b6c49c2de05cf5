/// What a bad optional member does (docs/CONTRACT.md §8 rule 2; docs/FLOW-UI.md, Decisions 10 and 11).
enum FaultPolicy {
    /// Outside widget data: the member falls back to absent, with a `droppedElement`.
    case fallBack
    /// Inside widget data: the fault travels up to the payload-array element or the widget.
    case contain
}
