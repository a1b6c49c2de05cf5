import MurtiProtocol

/// What is wrong with one line of an expected-failures file (a baseline) after a run, or with
/// one failure it does not list (docs/REPORTS.md "Expected failures"), so that reports say what
/// happened ("2 baseline entries now pass") rather than that the file "has problems".
///
/// A report keeps each problem as its sentence (`expectedFailureProblems`); ``init(_:)`` reads
/// the kind back from it, by the phrase ``sentence`` put there.
package enum BaselineProblem: String, Sendable, CaseIterable {
    /// A failure, error or skip no line lists: a new failure.
    case unlisted
    /// A line whose fixtures all pass now: stale.
    case nowPasses
    /// A line whose fixtures do not fail but do not all pass either (unsupported, informational).
    case matchesNoFailing
    /// A line that matches no fixture of the corpus.
    case matchesNothing
    /// A line whose pattern is not a `--filter` glob.
    case invalidGlob

    /// The phrase that marks the kind in a problem's sentence.
    var phrase: String {
        switch self {
        case .unlisted: "unexpected failure: "
        case .nowPasses: "` now passes: "
        case .matchesNoFailing: "` matches no failing fixture: "
        case .matchesNothing: "` matches no fixture: "
        case .invalidGlob: "` is not a valid glob: "
        }
    }

    /// The sentence of a line's problem: `line 4: \`pattern\` now passes: remove the line …`.
    static func sentence(_ kind: BaselineProblem, line: Int, pattern: String, detail: String) -> String {
        "line \(line): `\(pattern)\(kind.phrase)\(detail)"
    }

    /// The kind of the problem `sentence`, `nil` for one of no known kind.
    package init?(_ sentence: String) {
        if sentence.hasPrefix(BaselineProblem.unlisted.phrase) {
            self = .unlisted
            return
        }
        guard sentence.hasPrefix("line "),
            let kind = BaselineProblem.allCases.dropFirst().first(where: { sentence.contains($0.phrase) })
        else { return nil }
        self = kind
    }

    /// The line number a line's problem names (`line 4: …`), or `nil`.
    static func line(of sentence: String) -> Int? {
        guard sentence.hasPrefix("line "), let colon = sentence.firstIndex(of: ":") else { return nil }
        return Int(sentence[sentence.index(sentence.startIndex, offsetBy: 5)..<colon])
    }

    /// What `sentences` (a report's `expectedFailureProblems`) come to, kind by kind, in the
    /// order a reader acts on them, each with the lines it names: `2 baseline entries now pass
    /// (stale: remove lines 4, 9)`. New failures are not among them: a report counts those
    /// from its results (``RunReport/exitReasons``).
    static func lineSummaries(_ sentences: [String]) -> [String] {
        var lines: [BaselineProblem: [Int]] = [:]
        var counts: [BaselineProblem: Int] = [:]
        for sentence in sentences {
            guard let kind = BaselineProblem(sentence), kind != .unlisted else { continue }
            counts[kind, default: 0] += 1
            if let line = line(of: sentence) { lines[kind, default: []].append(line) }
        }
        return [BaselineProblem.nowPasses, .matchesNoFailing, .matchesNothing, .invalidGlob].compactMap { kind in
            guard let count = counts[kind] else { return nil }
            let numbers = (lines[kind] ?? []).map(String.init).joined(separator: ", ")
            let which = numbers.isEmpty ? "" : "line\((lines[kind]?.count ?? 0) == 1 ? "" : "s") \(numbers)"
            let entries = count == 1 ? "1 baseline entry" : "\(count) baseline entries"
            switch kind {
            case .nowPasses: return "\(entries) now pass\(count == 1 ? "es" : "") (stale: remove \(which))"
            case .matchesNoFailing: return "\(entries) match\(count == 1 ? "es" : "") no failing fixture (stale: remove \(which))"
            case .matchesNothing: return "\(entries) match\(count == 1 ? "es" : "") no fixture (remove \(which))"
            case .invalidGlob: return "\(entries) \(count == 1 ? "is" : "are") not a valid glob (fix \(which))"
            case .unlisted: return nil
            }
        }
    }
}
