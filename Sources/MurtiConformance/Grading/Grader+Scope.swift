import MurtiProtocol

extension Grader {
    /// Everything `fixture` needs that the implementation does not declare (docs/CONTRACT.md §3 v1.1),
    /// sorted: the layers of its expectation (its steps' too) outside `layers`, then the
    /// capabilities it `requires` that are not declared. Empty when the fixture is in scope.
    package func scopeGaps(for fixture: Fixture) -> [ScopeGap] {
        scope.gaps(fixture)
    }

    /// `layer 3 not declared` (and `layers 3, 4 not declared` for a sequence spanning both).
    package static func notDeclared(_ gaps: [ScopeGap]) -> String {
        let layers = gaps.compactMap { gap -> Int? in
            if case .layer(let layer) = gap { return layer }
            return nil
        }
        let list = layers.map(String.init).joined(separator: ", ")
        return "layer\(layers.count == 1 ? "" : "s") \(list) not declared"
    }
}
