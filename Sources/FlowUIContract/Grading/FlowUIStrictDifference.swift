import MurtiConformance
import MurtiProtocol

/// Where two answers first differ at the `strict` level (docs/CONTRACT.md §8): a JSON Pointer
/// into the answer and both values there, compared in RFC 8785 canonical form (members in
/// code-point order, arrays by index).
struct FlowUIStrictDifference: Sendable, CustomStringConvertible {
    /// Characters of a value shown in a message at most.
    static let shownCharacters = 120

    /// Where, in the answer (`/page/sections/0/layout/columns`).
    var pointer: String
    /// What differs there: `expected 2, got 3`.
    var detail: String

    /// `/page/sections/0/layout/columns: expected 2, got 3`.
    var description: String { "\(pointer.isEmpty ? "\"\"" : pointer): \(detail)" }

    /// The first difference, or `nil` when the two are equal once canonical.
    static func first(expected: JSONValue, got: JSONValue, at pointer: String = "") -> FlowUIStrictDifference? {
        guard expected.canonicalBytes != got.canonicalBytes else { return nil }
        switch (expected, got) {
        case (.object(let want), .object(let have)):
            let names = Set(want.keys).union(have.keys).sorted()
            for name in names {
                let inner = JSONPointer.appending(name.string, to: pointer)
                switch (want[name], have[name]) {
                case (let a?, let b?):
                    if let found = first(expected: a, got: b, at: inner) { return found }
                case (let a?, nil): return Self(pointer: inner, detail: "expected \(show(a)), missing")
                case (nil, let b?): return Self(pointer: inner, detail: "not expected, got \(show(b))")
                case (nil, nil): continue
                }
            }
        case (.array(let want), .array(let have)):
            for index in 0..<min(want.count, have.count) {
                if let found = first(expected: want[index], got: have[index], at: "\(pointer)/\(index)") { return found }
            }
            if want.count != have.count {
                return Self(pointer: pointer, detail: "expected \(want.count) elements, got \(have.count)")
            }
        default:
            break
        }
        return Self(pointer: pointer, detail: "expected \(show(expected)), got \(show(got))")
    }

    /// The canonical text of `value`, cut to ``shownCharacters``.
    static func show(_ value: JSONValue) -> String {
        let text = value.canonicalText
        return text.count > shownCharacters ? String(text.prefix(shownCharacters)) + "…" : text
    }
}
