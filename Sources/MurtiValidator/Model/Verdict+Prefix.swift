extension Verdict {
    /// The verdict with `prefix` before every JSON Pointer it carries (docs/CONTRACT.md §6 e).
    func prefixed(with prefix: String) -> Verdict {
        var copy = self
        copy.path = path.map { prefix + $0 }
        copy.placeholders = placeholders.map { prefix + $0 }
        copy.warnings = warnings.map { Warning(rule: $0.rule, path: prefix + $0.path) }
        return copy
    }
}
