import Foundation
import MurtiProtocol

/// Strict RFC 8259 reading of the judge's own JSON files (expectations.json, profiles, run
/// reports, schemas, engine output, manifest-sequence fixtures).
///
/// Foundation's parsers are lenient (JSON5-style trailing commas, duplicate names kept as the
/// last one), and a corpus whose expectations silently parse as something other than what the
/// file says would decide verdicts nobody wrote. So every file goes through the protocol's
/// strict parser (`StrictJSONParser`: no trailing commas, comments, NaN/Infinity or duplicate
/// member names; UTF-8 only, I-JSON RFC 7493), and a fault is reported with the byte offset,
/// the line and column, and the fix.
package enum StrictJSON {
    /// How deep the judge's own files may nest: an expectations.json may hold a decoded answer
    /// one level below the answer's own, and a report quotes answers two levels down, so the
    /// deepest answer any installed contract allows (``ProtocolLineChecker/maxAnswerNesting``,
    /// docs/CONTRACT.md §8) plus 8 levels.
    package static var maxNesting: Int { ProtocolLineChecker.maxAnswerNesting + 8 }

    /// Parses `data`, the whole content of `file` (named in errors as given).
    ///
    /// Throws ``CorpusError/invalidJSON(file:offset:line:column:problem:fix:)``.
    package static func parse(_ data: Data, file: String) throws(CorpusError) -> JSONValue {
        let bytes = [UInt8](data)
        do {
            return try StrictJSONParser.parse(bytes, maxNesting: maxNesting)
        } catch {
            guard case .notJSON(let offset, let syntax) = error else {
                // The parser reports nothing else; keep the message if that ever changes.
                throw .invalidJSON(file: file, offset: 0, line: 1, column: 1, problem: error.description,
                                   fix: "fix the syntax so it parses as RFC 8259 JSON")
            }
            let position = min(max(0, offset), bytes.count)
            let (line, column) = lineAndColumn(of: position, in: bytes)
            let (problem, fix) = explain(syntax, at: position, in: bytes)
            throw .invalidJSON(file: file, offset: position, line: line, column: column, problem: problem, fix: fix)
        }
    }

    /// 1-based line and column of byte `offset`; columns count Unicode scalars, as editors do.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The parser's reason in words a corpus author can act on, and the fix.
    static func explain(_ syntax: JSONSyntaxProblem, at offset: Int, in bytes: [UInt8]) -> (problem: String, fix: String) {
        let byte = offset < bytes.count ? bytes[offset] : nil
        var previous = offset - 1
        while previous >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[previous]) { previous -= 1 }
        let afterComma = previous >= 0 && bytes[previous] == UInt8(ascii: ",")
        if afterComma, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            return ("a trailing comma before '\(Character(Unicode.Scalar(byte ?? 0)))'",
                    "remove the comma after the last \(byte == UInt8(ascii: "}") ? "member" : "item"): RFC 8259 allows no trailing comma")
        }
        if offset == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return ("a byte order mark at the start", "save the file as UTF-8 without a BOM")
        }
        switch byte {
        case UInt8(ascii: "/")?:
            return ("a comment", "remove it: JSON has no comments (put notes in \"description\")")
        case UInt8(ascii: "N")?, UInt8(ascii: "I")?:
            return ("NaN or Infinity, which are not JSON", "write a finite number, or a string")
        case UInt8(ascii: "'")?:
            return ("a single-quoted string", "use double quotes")
        default:
            break
        }
        switch syntax {
        case .duplicateMemberName:
            return ("\(syntax) in one object", "keep one of the two members: names in a JSON object must be unique (I-JSON, RFC 7493)")
        case .unexpectedEnd:
            return ("the text ends before the JSON value does", "close every open '{', '[' and '\"'")
        case .trailingBytes:
            return ("text after the end of the JSON value", "remove everything after the closing '}'")
        case .unterminatedString:
            return ("a string that is never closed", "end it with '\"'")
        case .rawControlCharacter:
            return ("a raw control character (a line break, a tab) inside a string", "write it as an escape: \\n, \\t or \\u00XX")
        case .invalidUTF8:
            return ("a string that is not valid UTF-8", "save the file as UTF-8")
        case .unexpectedCharacter:
            let shown = byte.map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : String(format: "byte 0x%02X", $0) } ?? "the end"
            return ("unexpected \(shown)", "fix the syntax so it parses as RFC 8259 JSON")
        default:
            return (syntax.description, "fix the syntax so it parses as RFC 8259 JSON")
        }
    }
}

extension CorpusError {
    /// For ``invalidJSON(file:offset:line:column:problem:fix:)``, the fault without the file
    /// name: `line 3, column 5 (byte 40): a trailing comma before '}'; remove the comma …`;
    /// for any other case, ``description``.
    package var positionedProblem: String {
        guard case .invalidJSON(_, let offset, let line, let column, let problem, let fix) = self else { return description }
        return "line \(line), column \(column) (byte \(offset)): \(problem); \(fix)"
    }
}
