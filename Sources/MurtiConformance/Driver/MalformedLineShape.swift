import MurtiProtocol

/// What a stdout line that starts with `{` yet is no JSON object looks like, as far as its bytes
/// tell: it decides the fix a ``HarnessError/nonJSONLine(prefix:detail:shape:stderrTail:)`` names.
/// The runner never parses a line that does not start with `{` (noise, docs/CONTRACT.md §3 v1.1),
/// so every such error is about a `{` line, and "print diagnostics on stderr" fits only some.
package enum MalformedLineShape: String, Sendable, Equatable, CaseIterable {
    /// An answer a JSON writer made that strict JSON refuses: the line starts `{"`, or RFC 8259's
    /// grammar reads it and I-JSON (RFC 7493) does not (a lone surrogate escape, as Node's
    /// `JSON.stringify` writes one; a repeated member name; a number beyond binary64; invalid
    /// UTF-8; nesting over the line's limit). The fix is in the writer, or in refusing the document.
    case answer
    /// Text that merely starts with `{`: a log line, an object printed for people
    /// (`console.log({a: 1})` writes `{ a: 1 }`, Python's `print(dict)` `{'a': 1}`). The fix is stderr.
    case text

    /// The shape of `line`, which the strict parser refused with `problem`.
    init(line: some Collection<UInt8>, problem: JSONSyntaxProblem) {
        switch problem {
        case .loneSurrogate, .duplicateMemberName, .numberOutOfRange, .invalidUTF8, .tooDeep:
            self = .answer
        default:
            let start = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            self = start.starts(with: [UInt8(ascii: "{"), UInt8(ascii: "\"")]) ? .answer : .text
        }
    }

    /// `NAME: ANSWER; …`: what each contract answers for a document no strict JSON line can
    /// carry (``ConformanceContract/unwritableDocumentAnswer``), by name, in order.
    static var refusals: String {
        ContractRegistry.contracts.sorted { $0.displayName < $1.displayName }
            .map { "\($0.displayName): \($0.unwritableDocumentAnswer)" }.joined(separator: "; ")
    }

    /// The advice after the line's problem: why the line counts as broken, and the fix.
    var fix: String {
        switch self {
        case .answer:
            return "the line is an answer, but not strict RFC 8259 / I-JSON JSON as every protocol line must be: "
                + "write no lone surrogate, NaN or repeated member name, and refuse a document holding what cannot be "
                + "written (\(Self.refusals)) rather than echo it (docs/PROTOCOL.md)"
        case .text:
            return "stdout is for protocol lines; print diagnostics on stderr"
        }
    }
}
