import Testing

extension Tag {
    /// A test that starts the runner, Python or the whole corpus: the full suite runs it, the
    /// fast tier (`swift test --skip 'ConformanceRunnerTests|PythonSide'`, README "Tests") does not.
    @Tag static var slow: Self
}
