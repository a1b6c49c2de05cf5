import Foundation

/// The numbered items a fixture's `source` cites from one page: `docs/DECISIONS.md 8, 9` (or
/// the short form docs/CONTRACT.md defines for sources) cites 8 and 9; a contract page's
/// `Decisions 4 and 10` cites 4 and 10; `§8 rules 1 and 2` cites rules 1 and 2. Ranges (`8–10`)
/// are expanded.
package enum Citations {
    /// The short form a corpus `source` cites a page by: `docs/DECISIONS.md` is written as its
    /// upper-case name alone (docs/CONTRACT.md, the opening section).
    static func shortForm(of page: String) -> String {
        var name = page.split(separator: "/").last.map(String.init) ?? page
        if name.hasSuffix(".md") { name.removeLast(3) }
        return name
    }

    /// The words a `source` cites docs/DECISIONS.md by: its path without `docs/`, and its short form.
    package static let decisionsWords = [shortForm(of: "docs/DECISIONS.md") + ".md", shortForm(of: "docs/DECISIONS.md")]

    /// The numbers `text` cites after any of `words` (``decisionsWords``, a contract page's `Decision`),
    /// e.g. `["8", "9"]`.
    package static func numbers(in text: String, after words: [String]) -> Set<String> {
        let alternatives = words.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let item = "[0-9]+[a-z]?"
        let pattern = "(?:\(alternatives))\\s+(\(item)(?:\\s*(?:,|and|–|-)\\s*\(item)(?![0-9A-Za-z.§]))*)"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: Set<String> = []
        let whole = NSRange(text.startIndex..., in: text)
        for match in expression.matches(in: text, range: whole) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let list = String(text[range])
            for part in list.components(separatedBy: CharacterSet(charactersIn: ",")).flatMap({ $0.components(separatedBy: " and ") }) {
                let bounds = part.components(separatedBy: CharacterSet(charactersIn: "–-")).map { $0.trimmingCharacters(in: .whitespaces) }
                if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high, high - low < 50 {
                    for number in low...high { found.insert(String(number)) }
                } else if let first = bounds.first, !first.isEmpty {
                    found.insert(first)
                }
            }
        }
        return found
    }
}
