import MurtiConformance
import MurtiProtocol

/// The multiset of `(kind, src)` of the diagnostics the `rule` level grades (docs/CONTRACT.md
/// §8 "Diagnostics"): only those about parts that survive. A diagnostic inside the `data` of a
/// widget the expectation contains as malformed, or inside an element the expectation drops, is
/// left out on both sides: an implementation may report such faults, and need not.
struct GradedDiagnostics: Sendable {
    /// One graded diagnostic; `src` as code points (names are compared exactly).
    struct Key: Hashable, Sendable {
        var kind: FlowUI.DiagnosticKind
        var src: [Unicode.Scalar]

        var text: String {
            var string = ""
            string.unicodeScalars.append(contentsOf: src)
            return string
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.kind == rhs.kind && lhs.src == rhs.src }
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            for scalar in src { hasher.combine(scalar.value) }
        }
    }

    /// The prefixes under which nothing is graded: `<src>/data/` of a malformed widget and
    /// `<src>/` of a dropped element, from the expectation. Each ends in `/`, so a `src` lies
    /// under one exactly when one of its own prefixes that end in `/` is in the set: looked up
    /// per `/` of the `src`, not compared with every prefix (a page may drop thousands).
    let hidden: Set<[Unicode.Scalar]>

    /// The regions `expected` leaves ungraded.
    init(expected: [FlowUI.Diagnostic]) {
        hidden = Set(expected.compactMap { diagnostic in
            switch diagnostic.kind {
            case .malformedPayload: Array((diagnostic.src + "/data/").unicodeScalars)
            case .droppedElement: Array((diagnostic.src + "/").unicodeScalars)
            case .unknownType, .duplicateID: nil
            }
        })
    }

    /// Whether `src` starts with one of ``hidden``'s prefixes.
    func isHidden(_ src: [Unicode.Scalar]) -> Bool {
        guard !hidden.isEmpty else { return false }
        for (index, scalar) in src.enumerated() where scalar == "/" && hidden.contains(Array(src[...index])) {
            return true
        }
        return false
    }

    /// The graded multiset of `diagnostics`, in first-seen order with counts.
    func graded(_ diagnostics: [FlowUI.Diagnostic]) -> [(key: Key, count: Int)] {
        var counts: [Key: Int] = [:]
        var order: [Key] = []
        for diagnostic in diagnostics {
            let src = Array(diagnostic.src.unicodeScalars)
            if isHidden(src) { continue }
            let key = Key(kind: diagnostic.kind, src: src)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    /// The differences between the graded multisets: expected ones the answer lacks, then
    /// ones it has beyond them, each in the order its side lists them.
    func differences(expected: [FlowUI.Diagnostic], got: [FlowUI.Diagnostic]) -> [FlowUIDifference] {
        let want = graded(expected)
        let have = graded(got)
        let haveCounts = Dictionary(have.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        let wantCounts = Dictionary(want.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var differences: [FlowUIDifference] = []
        for (key, count) in want where count > haveCounts[key] ?? 0 {
            differences += Array(repeating: .diagnosticMissing(kind: key.kind, src: key.text), count: count - (haveCounts[key] ?? 0))
        }
        for (key, count) in have where count > wantCounts[key] ?? 0 {
            differences += Array(repeating: .diagnosticUnexpected(kind: key.kind, src: key.text), count: count - (wantCounts[key] ?? 0))
        }
        return differences
    }
}
