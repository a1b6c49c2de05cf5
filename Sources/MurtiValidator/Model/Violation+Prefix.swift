extension Violation {
    /// The violation with `prefix` before its path (docs/CONTRACT.md §6 e: `/payload` + pointer).
    func prefixed(with prefix: String) -> Violation {
        Violation(layer: layer, rule: rule, path: prefix + path, message: message)
    }
}
