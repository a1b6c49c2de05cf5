import Foundation

/// Finds what an RFC 6901 JSON Pointer names inside raw JSON bytes, and lists an object's
/// member names in the order written, without building a tree.
///
/// `lint` needs both for files that ``JSONValue`` cannot represent faithfully: fixtures nested
/// up to 512 deep (CONTRACT §1 `decode.depth`), objects whose member names differ only by
/// Unicode normalization (compared code point by code point, D6b, where Swift's `String ==`
/// would merge them), and expectations.json's member order (which a dictionary forgets).
/// Walking is iterative, so no input can exhaust the stack. It is not a validator: it assumes
/// JSON that decodes and answers ``Resolution/unreadable`` as soon as the bytes disagree.
struct JSONLocator {
    /// The outcome of resolving a pointer.
    enum Resolution: Equatable {
        /// The value's bytes (from its first to one past its last byte).
        case found(Range<Int>)
        /// The first `existing` reference tokens resolve, the next one does not.
        case missing(existing: Int)
        /// The bytes are not JSON the locator can walk.
        case unreadable
    }

    /// The document's bytes.
    let bytes: [UInt8]

    /// The reference tokens of `pointer` (RFC 6901 §3, `~1` → `/`, `~0` → `~`), or `nil` when it
    /// is not a pointer.
    static func tokens(of pointer: String) -> [String]? {
        guard JSONPointer.isValid(pointer) else { return nil }
        if pointer.isEmpty { return [] }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The pointer made of `tokens` (the inverse of ``tokens(of:)``).
    static func pointer(_ tokens: some Sequence<String>) -> String {
        tokens.reduce("") { JSONPointer.appending($1, to: $0) }
    }

    /// The top-level value's bytes, or `nil`.
    var root: Range<Int>? {
        let start = skipWhitespace(0)
        guard let end = skipValue(start) else { return nil }
        return start..<end
    }

    /// Resolves `tokens` from the value at `start` (default: the top-level value). Each level
    /// skips only the siblings before the one it wants, so a pointer costs one pass at most.
    func resolve(_ tokens: [String], in start: Range<Int>? = nil) -> Resolution {
        var current = start?.lowerBound ?? skipWhitespace(0)
        for (depth, token) in tokens.enumerated() {
            switch child(of: current, token) {
            case .unreadable: return .unreadable
            case .missing: return .missing(existing: depth)
            case .found(let next): current = next
            }
        }
        guard let end = skipValue(current) else { return .unreadable }
        return .found(current..<end)
    }

    /// Where one reference token leads from a value.
    private enum Child {
        /// The first byte of the member's or item's value.
        case found(Int)
        /// The value has no such member or item (or is not a container).
        case missing
        /// The bytes are not JSON the locator can walk.
        case unreadable
    }

    /// The value `token` names in the container starting at `start`.
    private func child(of start: Int, _ token: String) -> Child {
        guard start < bytes.count else { return .unreadable }
        let isObject = bytes[start] == UInt8(ascii: "{")
        guard isObject || bytes[start] == UInt8(ascii: "[") else { return .missing }
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let wantedName = Array(token.unicodeScalars)
        // RFC 6901 §4: an index is `0` or digits without a leading zero.
        let wantedIndex = Int(token).flatMap { String($0) == token && $0 >= 0 ? $0 : nil }
        if !isObject, wantedIndex == nil { return .missing }
        var index = skipWhitespace(start + 1)
        if index < bytes.count, bytes[index] == close { return .missing }
        var position = 0
        while index < bytes.count {
            if isObject {
                guard bytes[index] == UInt8(ascii: "\""), let nameEnd = skipString(index),
                    let name = string(at: index..<nameEnd) else { return .unreadable }
                index = skipWhitespace(nameEnd)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return .unreadable }
                index = skipWhitespace(index + 1)
                if Array(name.unicodeScalars) == wantedName { return .found(index) }
            } else if position == wantedIndex {
                return .found(index)
            }
            guard let end = skipValue(index) else { return .unreadable }
            index = skipWhitespace(end)
            guard index < bytes.count else { return .unreadable }
            if bytes[index] == close { return .missing }
            guard bytes[index] == UInt8(ascii: ",") else { return .unreadable }
            index = skipWhitespace(index + 1)
            position += 1
        }
        return .unreadable
    }

    /// The members of the object at `range`, in the order written; `nil` when it is not one.
    func members(of range: Range<Int>) -> [(name: String, value: Range<Int>)]? {
        guard bytes.indices.contains(range.lowerBound), bytes[range.lowerBound] == UInt8(ascii: "{") else { return nil }
        var found: [(name: String, value: Range<Int>)] = []
        var index = skipWhitespace(range.lowerBound + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return found }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\""), let nameEnd = skipString(index),
                let name = string(at: index..<nameEnd) else { return nil }
            index = skipWhitespace(nameEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipWhitespace(index + 1)
            guard let valueEnd = skipValue(valueStart) else { return nil }
            found.append((name, valueStart..<valueEnd))
            index = skipWhitespace(valueEnd)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return found }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(index + 1)
        }
        return nil
    }

    /// The string value at `range` with its escapes decoded (RFC 8259 §7); `nil` when it is not
    /// a string, or holds a lone surrogate or invalid UTF-8.
    func string(at range: Range<Int>) -> String? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\""),
            bytes[range.upperBound - 1] == UInt8(ascii: "\"") else { return nil }
        var decoded: [UInt8] = []
        var index = range.lowerBound + 1
        let end = range.upperBound - 1
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 1 < end else { return nil }
            let escape = bytes[index + 1]
            index += 2
            if let byte = JSONEscape.shortEscape(escape) {
                decoded.append(byte)
                continue
            }
            guard escape == UInt8(ascii: "u"), var unit = hexQuad(at: index, end: end) else { return nil }
            index += 4
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                    let low = hexQuad(at: index + 2, end: end), (0xDC00...0xDFFF).contains(low) else { return nil }
                unit = JSONEscape.scalar(high: unit, low: low)
                index += 6
            }
            guard let scalar = Unicode.Scalar(unit) else { return nil }
            decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private func hexQuad(at index: Int, end: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// One past the closing quote of the string opening at `start`.
    private func skipString(_ start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// One past the last byte of the value starting at `start`; containers are skipped by
    /// counting brackets outside strings, never by recursion.
    private func skipValue(_ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = skipString(index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            // A number or a literal: up to the next delimiter.
            var index = start
            while index < bytes.count, !Self.isWhitespace(bytes[index]),
                bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "]"), bytes[index] != UInt8(ascii: "}") {
                index += 1
            }
            return index > start ? index : nil
        }
    }
}
