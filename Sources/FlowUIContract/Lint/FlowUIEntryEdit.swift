import MurtiConformance

/// How a Flow-UI entry gets corrected, as lint's fixes say it (docs/FLOW-UI.md "What `lint`
/// checks"): the checkout's own corpus-flow-ui is written by its generator, so an entry is
/// corrected in the generator's fixture modules; any other corpus (a team's copy, a corpus
/// without the generator beside it) is corrected in its expectations.json, by hand.
enum FlowUIEntryEdit: Sendable, Equatable {
    /// The checkout's corpus: `generator` is its `tools/corpus_flow_ui/generate.py`, as shown.
    case generated(generator: String)
    /// A corpus no generator writes: `expectations` is its expectations.json, as shown.
    case byHand(expectations: String)

    /// Where an entry is corrected, for the middle of a fix.
    var howToCorrect: String {
        switch self {
        case .generated(let generator):
            "in its fixtures_*.py module beside \(generator), then run `\(Self.command(generator: generator))`"
        case .byHand(let expectations):
            "edit its entry in \(expectations) directly: no generator writes this corpus"
        }
    }

    /// The fix for entries out of order.
    var howToSort: String {
        switch self {
        case .generated(let generator):
            "run `\(Self.command(generator: generator))`: it writes the entries sorted by id (code point order)"
        case .byHand(let expectations):
            "reorder the members of \"fixtures\" in \(expectations) by id, in code point order (Unicode scalar "
                + "values, as Python's sorted() orders str): no generator writes this corpus"
        }
    }

    /// The generator's command: `python3 -m tools.corpus_flow_ui.generate`, run from the root of
    /// the checkout `generator` (a path as shown) is in, with a `cd` there when that is not the
    /// working directory (docs/DECISIONS.md D115: the Python tools run as modules from the root).
    static func command(generator: String) -> String {
        let module = "python3 -m tools.corpus_flow_ui.generate"
        let file = "tools/corpus_flow_ui/generate.py"
        guard generator != file, generator.hasSuffix("/" + file) else { return module }
        return "cd \(EntryOrder.shellWord(String(generator.dropLast(file.count + 1)))) && \(module)"
    }
}
