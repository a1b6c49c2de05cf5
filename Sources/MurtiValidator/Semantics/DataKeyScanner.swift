import Foundation

/// Finds `{{data.key}}` tokens in a string value (docs/CONTRACT.md §1 "Data-key tokens";
/// docs/DECISIONS.md 12).
///
/// A token is exactly `{{` identifier (`.` identifier)* `}}`, no spaces, each identifier
/// `[A-Za-z][A-Za-z0-9_]*` of at most 128 code points; anything else is literal text. The scan
/// is a leftmost, non-overlapping search, as a global regular-expression search for that
/// grammar would find (so `{{{a}}}` holds the token `{{a}}`). Tokens are ASCII, so the UTF-8
/// bytes are scanned directly.
enum DataKeyScanner {
    /// Calls `body` with each token's key (the bytes between the braces), in order, until it
    /// returns `false`.
    static func forEachKey(
        in utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        let brace = UInt8(ascii: "{")
        guard let base = utf8.baseAddress else { return }
        var index = 0
        while index + 1 < utf8.count {
            // Most strings hold no brace at all: let the C library's vectorized search skip them.
            guard let found = memchr(base + index, Int32(brace), utf8.count - index - 1) else { return }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard utf8[index + 1] == brace else {
                index += 1
                continue
            }
            if let end = keyEnd(utf8, from: index + 2) {
                guard body(UnsafeBufferPointer(rebasing: utf8[(index + 2)..<end])) else { return }
                index = end + 2
            } else {
                index += 1
            }
        }
    }

    /// The first key that `known` does not contain, or `nil` if every token resolves.
    static func firstUnknownKey(in utf8: UnsafeBufferPointer<UInt8>, known: Set<String>) -> String? {
        var unknown: String?
        forEachKey(in: utf8) { key in
            let name = String(decoding: key, as: UTF8.self)
            if known.contains(name) { return true }
            unknown = name
            return false
        }
        return unknown
    }

    /// Where the key starting at `start` ends (the index of the closing `}}`), or `nil` when
    /// the text from `start` is not identifier (`.` identifier)* `}}`.
    private static func keyEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while true {
            guard index < utf8.count, NamePattern.isLetter(utf8[index]) else { return nil }
            let segmentStart = index
            index += 1
            while index < utf8.count,
                NamePattern.isLetter(utf8[index]) || NamePattern.isDigit(utf8[index])
                    || utf8[index] == UInt8(ascii: "_")
            {
                index += 1
            }
            guard index - segmentStart <= SchemaVocabulary.maxIdentifierLength else { return nil }
            guard index < utf8.count else { return nil }
            if utf8[index] == UInt8(ascii: ".") {
                index += 1
                continue
            }
            let closing = UInt8(ascii: "}")
            guard utf8[index] == closing, index + 1 < utf8.count, utf8[index + 1] == closing
            else { return nil }
            return index
        }
    }
}
