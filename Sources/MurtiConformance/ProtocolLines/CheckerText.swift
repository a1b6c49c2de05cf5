/// The text of the line checker's messages and hints, written exactly as the project's Python
/// checker writes them (`murti_adapter.protocol_check`: `json.dumps` of values, messages
/// collapsed and cut at ``limit`` characters), so the two report the same problems word for
/// word (docs/DECISIONS.md 96).
struct CheckerText {
    /// Characters (Unicode scalars) a message keeps; a longer one is cut and ends in `…`
    /// (an engine message may quote a megabyte of base64).
    static let limit = 200

    /// Python's `str.isspace()` characters, which `" ".join(text.split())` collapses.
    static let whitespace: Set<UInt32> = Set([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x1F, 0x20, 0x85, 0xA0, 0x1680]
        + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])

    /// A message being written: whitespace runs collapsed to one space, leading and trailing
    /// ones dropped, and nothing kept past ``limit`` (so quoting a 2 MiB value costs nothing).
    struct Clipped: CheckerTextSink {
        private(set) var scalars: [Unicode.Scalar] = []
        private var pendingSpace = false
        /// More than ``limit`` characters were written: the rest is not kept.
        var isFull: Bool { scalars.count > CheckerText.limit }

        mutating func write(_ text: String) {
            for scalar in text.unicodeScalars {
                if isFull { return }
                if CheckerText.whitespace.contains(scalar.value) {
                    pendingSpace = !scalars.isEmpty
                    continue
                }
                if pendingSpace {
                    scalars.append(" ")
                    pendingSpace = false
                    if isFull { return }
                }
                scalars.append(scalar)
            }
        }

        /// The message: at most ``limit`` characters, `…` after a cut.
        var text: String {
            var view = String.UnicodeScalarView()
            if isFull {
                view.append(contentsOf: scalars.prefix(CheckerText.limit))
                view.append("…")
            } else {
                view.append(contentsOf: scalars)
            }
            return String(view)
        }
    }

    /// `value` as Python's `json.dumps` writes it (`", "` and `": "` between items, members in
    /// the order written, an integer lexeme as an `int`, any other number as `float`'s repr),
    /// into `sink`, stopping once the sink is full. `asciiOnly` is `ensure_ascii`.
    static func dump(_ value: OrderedJSON, asciiOnly: Bool, into sink: inout some CheckerTextSink) {
        var pending: [Token] = [.value(value)]
        while let token = pending.popLast(), !sink.isFull {
            switch token {
            case .text(let text): sink.write(text)
            case .value(.null): sink.write("null")
            case .value(.bool(let flag)): sink.write(flag ? "true" : "false")
            case .value(.number(let number, let lexeme)): sink.write(Self.number(number, lexeme: lexeme))
            case .value(.string(let text)): sink.write(quoted(text, asciiOnly: asciiOnly))
            case .value(.array(let items)):
                var tokens: [Token] = [.text("[")]
                for (index, item) in items.enumerated() { tokens += (index == 0 ? [] : [.text(", ")]) + [.value(item)] }
                pending += (tokens + [.text("]")]).reversed()
            case .value(.object(let members)):
                var tokens: [Token] = [.text("{")]
                for (index, member) in members.enumerated() {
                    tokens += [.text((index == 0 ? "" : ", ") + quoted(member.name, asciiOnly: asciiOnly) + ": "), .value(member.value)]
                }
                pending += (tokens + [.text("}")]).reversed()
            }
        }
    }

    /// What ``dump(_:asciiOnly:into:)`` has left to write.
    private enum Token {
        case text(String)
        case value(OrderedJSON)
    }

    /// `value` dumped whole (hints quote names, enum members and schema constants whole).
    static func dumped(_ value: OrderedJSON, asciiOnly: Bool) -> String {
        var sink = Whole()
        dump(value, asciiOnly: asciiOnly, into: &sink)
        return sink.text
    }

    /// Text kept as written, all of it.
    struct Whole: CheckerTextSink {
        private(set) var text = ""
        var isFull: Bool { false }
        mutating func write(_ part: String) { text += part }
    }

    /// A number as Python writes the value its lexeme parses to: an integer lexeme as `int`
    /// (`-0` is `0`), anything else as `float`'s shortest repr (`1e+22`, `1.5e-07`), which is
    /// also what Swift's `description` writes.
    static func number(_ number: Double, lexeme: String) -> String {
        guard OrderedJSON.isIntegerLexeme(lexeme) else { return number.description }
        let (negative, digits) = OrderedJSON.integerParts(lexeme)
        return (negative ? "-" : "") + digits
    }

    /// A JSON string as Python's `json.dumps` writes it: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`,
    /// `\t`, other control characters as `\u00XX`; with `asciiOnly`, every character outside
    /// `' '`–`'~'` as `\uXXXX` (a surrogate pair beyond the BMP).
    static func quoted(_ text: String, asciiOnly: Bool) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        func hex(_ unit: UInt32) {
            let digits = String(unit, radix: 16)
            out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).unicodeScalars)
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\u{08}": out.append(contentsOf: "\\b".unicodeScalars)
            case "\u{0C}": out.append(contentsOf: "\\f".unicodeScalars)
            default:
                if scalar.value < 0x20 {
                    hex(scalar.value)
                } else if asciiOnly, scalar.value > 0x7E {
                    for unit in String(scalar).utf16 { hex(UInt32(unit)) }
                } else {
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    /// `text` collapsed and cut as a message is.
    static func clipped(_ text: String) -> String {
        var sink = Clipped()
        sink.write(text)
        return sink.text
    }
}

/// Where ``CheckerText/dump(_:asciiOnly:into:)`` writes.
protocol CheckerTextSink {
    /// Nothing more is kept.
    var isFull: Bool { get }
    /// Appends `text`.
    mutating func write(_ text: String)
}
