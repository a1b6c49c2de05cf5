import MurtiProtocol

extension Grader {
    /// Everything `fixture` needs that the implementation does not declare (docs/CONTRACT.md §3 v1.1),
    /// sorted: the layers of its expectation (its steps' too) outside `layers`, then the
    /// capabilities it `requires` that are not declared. Empty when the fixture is in scope.
    package func scopeGaps(for fixture: Fixture) -> [ScopeGap] {
        scope.gaps(fixture)
    }

    /// The layers of `expected` a client does not declare: its own rejecting or placeholder
    /// layer, or its steps' (docs/CONTRACT.md §3 v1.1). Always empty for a JSON Schema engine, graded
    /// on schema verdicts whatever the layer, and when no `start` answer is known.
    func layerGaps(_ expected: Expectation) -> [ScopeGap] {
        scope.undeclaredLayers(expected).map(ScopeGap.layer)
    }

    /// `layer 3 not declared` (and `layers 3, 4 not declared` for a sequence spanning both).
    static func notDeclared(_ gaps: [ScopeGap]) -> String {
        let layers = gaps.compactMap { gap -> Int? in
            if case .layer(let layer) = gap { return layer }
            return nil
        }
        let list = layers.map(String.init).joined(separator: ", ")
        return "layer\(layers.count == 1 ? "" : "s") \(list) not declared"
    }
}
