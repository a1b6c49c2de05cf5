import MurtiConformance
import MurtiProtocol

/// A verdict reduced to what grading compares (docs/CONTRACT.md §4): outcome, layer, rule and the
/// placeholder set at the normal level; path and the warning set at the strict level.
package struct GradedVerdict: Equatable {
    /// `nil` for an answer without an outcome.
    var outcome: Outcome?
    var layer: Int?
    var rule: RuleID?
    var path: String?
    var placeholders: Set<String>
    var warnings: Set<RulePath>

    /// The expectation as written.
    init(expected: Expectation) {
        outcome = expected.outcome
        layer = expected.layer
        rule = expected.rule
        path = expected.outcome == .reject ? expected.path : nil
        placeholders = Set(expected.placeholders ?? [])
        warnings = Set(expected.warnings ?? [])
    }

    /// An answer's verdict: an accept with non-empty placeholders is layer 4
    /// `render.placeholder` (docs/CONTRACT.md §3); any other accept carries no layer, rule or path.
    package init(answer: Answer) {
        outcome = answer.outcome
        placeholders = Set(answer.placeholders ?? [])
        warnings = Set(answer.warnings ?? [])
        if outcome == .accept {
            layer = placeholders.isEmpty ? nil : 4
            rule = placeholders.isEmpty ? nil : .renderPlaceholder
            path = nil
        } else {
            layer = answer.layer
            rule = answer.rule
            path = answer.path
        }
    }

    /// `true` when outcome, layer, rule and placeholders agree (the normal level).
    func matches(_ other: GradedVerdict) -> Bool {
        outcome == other.outcome && layer == other.layer && rule == other.rule
            && placeholders == other.placeholders
    }

    /// For people: `accept`, `accept with placeholders [/a]`, `reject layer 2 required at /x`.
    package var summary: String {
        if outcome == .accept {
            if placeholders.isEmpty { return "accept" }
            return "accept with placeholders \(Self.list(placeholders))"
        }
        var text = outcome?.rawValue ?? "no outcome"
        text += layer.map { " layer \($0)" } ?? " (no layer)"
        text += rule.map { " \($0)" } ?? " (no rule)"
        if let path { text += " at \(path.isEmpty ? "\"\"" : path)" }
        return text
    }

    /// Items a reason lists of a set before it counts the rest (docs/SECURITY.md "Bounded by design").
    static let listedItems = 10

    /// `[a, b]` in scalar order; past ``listedItems``, `…, 12 more]`.
    static func list(_ items: Set<String>) -> String {
        shown(items.sorted(by: ScalarOrder.precedes).map { $0.isEmpty ? "\"\"" : $0 })
    }

    /// `[rule at path, …]` in order; past ``listedItems``, `…, 12 more]`.
    static func list(_ items: Set<RulePath>) -> String {
        let sorted = items.sorted { ($0.rule, $0.path) < ($1.rule, $1.path) }
        return shown(sorted.map { "\($0.rule) at \($0.path.isEmpty ? "\"\"" : $0.path)" })
    }

    private static func shown(_ items: [String]) -> String {
        let named = items.prefix(listedItems).map { Bounds.capped($0, bytes: Bounds.quotedBytes) }
        let more = items.count > listedItems ? ", … \(items.count - listedItems) more" : ""
        return "[" + named.joined(separator: ", ") + more + "]"
    }
}
