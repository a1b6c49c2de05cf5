import MurtiProtocol

/// A glob over `/`-separated fixture ids (`--filter GLOB`, docs/CONTRACT.md §5).
///
/// `*` matches within one segment, `**` across segments (`**/` also matches no folder at all),
/// `?` one code point other than `/`, `[abc]` / `[a-z]` / `[!a-z]` one code point of (not of)
/// a set, `\` escapes the next character. A pattern containing `/` is matched against the whole
/// id and selects a folder too (`invalid/decode` selects everything below it); a pattern
/// without `/` is matched against each segment (`*duplicate*` selects matching file names
/// anywhere, `render` the folder of that name). A trailing `/` selects folders only
/// (`invalid/decode/` is the folder `invalid/decode`). fnmatch(3) has no `**`, hence this type.
struct Glob: Sendable {
    /// One compiled pattern element.
    private enum Token: Sendable {
        case literal(Unicode.Scalar)
        case one
        case star
        case doubleStar
        /// `**/`: zero or more whole segments.
        case folders
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)
    }

    private let tokens: [Token]
    private let anchored: Bool
    /// A trailing `/` was written: only folders (never the file name itself) are selected.
    private let foldersOnly: Bool

    /// Compiles `pattern`; a leading `./` is ignored, a trailing `/` means "the folder".
    /// An unterminated `[` is taken literally here; ``problem(in:)`` reports it.
    init(_ pattern: String) {
        var text = Self.normalized(pattern)
        foldersOnly = text.count > 1 && text.hasSuffix("/") && !text.hasSuffix("\\/")
        if foldersOnly { while text.count > 1, text.hasSuffix("/") { text.removeLast() } }
        anchored = text.contains("/")
        tokens = Self.compile(Array(text.unicodeScalars))
    }

    private static func normalized(_ pattern: String) -> String {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        return text
    }

    /// Why `pattern` is not a valid glob (an unterminated `[` set, a `\` with nothing to
    /// escape), or `nil` when it is one. `--filter` refuses such a pattern (exit 2) rather than
    /// silently matching a literal `[`.
    static func problem(in pattern: String) -> String? {
        let scalars = Array(normalized(pattern).unicodeScalars)
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "\\":
                guard index + 1 < scalars.count else {
                    return "a '\\' at the end escapes nothing (write '\\\\' for a backslash)"
                }
                index += 2
            case "[":
                guard let (_, next) = compileSet(scalars, from: index) else {
                    return "the '[' at character \(index + 1) opens a set that is never closed with ']' (write '\\[' for a literal bracket)"
                }
                index = next
            default:
                index += 1
            }
        }
        return nil
    }

    /// `true` when the glob selects fixture `id`.
    func matches(_ id: String) -> Bool {
        let segments = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let last = foldersOnly ? segments.count - 1 : segments.count
        guard last >= 1 else { return false }
        if anchored {
            for count in stride(from: last, through: 1, by: -1)
            where fullMatch(segments[0..<count].joined(separator: "/")) {
                return true
            }
            return false
        }
        return segments[0..<last].contains { fullMatch($0) }
    }

    /// `true` when the whole of `text` matches the pattern.
    func fullMatch(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var memo = [Bool?](repeating: nil, count: (tokens.count + 1) * (scalars.count + 1))
        return match(0, 0, scalars, &memo)
    }

    private func match(_ p: Int, _ t: Int, _ text: [Unicode.Scalar], _ memo: inout [Bool?]) -> Bool {
        let key = p * (text.count + 1) + t
        if let known = memo[key] { return known }
        let result: Bool
        if p == tokens.count {
            result = t == text.count
        } else {
            switch tokens[p] {
            case .literal(let scalar):
                result = t < text.count && text[t] == scalar && match(p + 1, t + 1, text, &memo)
            case .one:
                result = t < text.count && text[t] != "/" && match(p + 1, t + 1, text, &memo)
            case .set(let ranges, let negated):
                result = t < text.count && text[t] != "/"
                    && ranges.contains { $0.contains(text[t].value) } != negated
                    && match(p + 1, t + 1, text, &memo)
            case .star:
                var end = t
                while end < text.count, text[end] != "/" { end += 1 }
                result = (t...end).contains { match(p + 1, $0, text, &memo) }
            case .doubleStar:
                result = (t...text.count).contains { match(p + 1, $0, text, &memo) }
            case .folders:
                result = match(p + 1, t, text, &memo)
                    || (t..<text.count).contains { text[$0] == "/" && match(p + 1, $0 + 1, text, &memo) }
            }
        }
        memo[key] = result
        return result
    }

    private static func compile(_ pattern: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            let scalar = pattern[index]
            switch scalar {
            case "\\" where index + 1 < pattern.count:
                tokens.append(.literal(pattern[index + 1]))
                index += 2
            case "?":
                tokens.append(.one)
                index += 1
            case "*":
                if index + 1 < pattern.count, pattern[index + 1] == "*" {
                    var next = index + 2
                    while next < pattern.count, pattern[next] == "*" { next += 1 }
                    let atSegmentStart = index == 0 || pattern[index - 1] == "/"
                    if atSegmentStart, next < pattern.count, pattern[next] == "/" {
                        tokens.append(.folders)
                        index = next + 1
                    } else {
                        tokens.append(.doubleStar)
                        index = next
                    }
                } else {
                    tokens.append(.star)
                    index += 1
                }
            case "[":
                if let (token, next) = compileSet(pattern, from: index) {
                    tokens.append(token)
                    index = next
                } else {
                    tokens.append(.literal(scalar))
                    index += 1
                }
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        return tokens
    }

    /// A `[...]` set starting at `start`, and the index after it; `nil` when unterminated
    /// (the `[` is then literal, as fnmatch does).
    private static func compileSet(_ pattern: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < pattern.count {
            let scalar = pattern[index]
            if scalar == "]", !first { return (.set(ranges: ranges, negated: negated), index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                let low = scalar.value
                let high = pattern[index + 2].value
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        return nil
    }
}
