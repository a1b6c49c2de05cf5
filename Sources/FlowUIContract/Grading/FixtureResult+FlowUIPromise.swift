import MurtiConformance

extension FixtureResult {
    /// ``brokenPromise`` as a Flow-UI promise, or `nil` when there is none or it is no
    /// promise of docs/CONTRACT.md §8.
    package var flowUIBrokenPromise: FlowUIPromise? { brokenPromise.flatMap(FlowUIPromise.init(rawValue:)) }
}
