import Foundation
import MurtiProtocol

/// A JSON value whose object members keep the order they were written in, and whose numbers
/// keep their lexeme: what the protocol-line checker needs to report problems in document order
/// and to quote values as written (docs/PROTOCOL.md "Checking your lines"). ``JSONValue``
/// forgets both (RFC 8259 §4: objects are unordered).
///
/// Built from a ``JSONTape`` without recursion, so a line nested as deep as a contract's answer
/// may (``ConformanceContract/answerNesting``) costs no call stack.
indirect enum OrderedJSON: Sendable, Equatable {
    /// One member of an object.
    struct Member: Sendable, Equatable {
        /// Its name, escapes decoded.
        var name: String
        /// Its value.
        var value: OrderedJSON
    }

    /// `null`
    case null
    /// `true` / `false`
    case bool(Bool)
    /// A number: its value as an IEEE 754 double and its lexeme as written (`1.0`, `1e2`).
    case number(Double, lexeme: String)
    /// A string.
    case string(String)
    /// An array.
    case array([OrderedJSON])
    /// An object, members in the order written (names are distinct: the strict reader refuses
    /// a repeated one).
    case object([Member])

    /// The value of the strict JSON text `bytes` (``StrictJSONParser``'s grammar, no nesting
    /// cap). Throws ``ProtocolError/notJSON(offset:problem:)`` at the first fault.
    static func parse(_ bytes: [UInt8]) throws(ProtocolError) -> OrderedJSON {
        OrderedJSON(tape: try StrictJSONParser.tape(bytes))
    }

    /// The value the tape holds, built from its last node to its first (children before their
    /// parent), so no depth is too deep.
    init(tape: JSONTape) {
        var built = [OrderedJSON?](repeating: nil, count: tape.nodes.count)
        for index in tape.nodes.indices.reversed() {
            let node = tape.nodes[index]
            switch node.kind {
            case .object:
                built[index] = .object(tape.children(of: index).map { child in
                    defer { built[child] = nil }
                    return Member(name: tape.nodes[child].name ?? "", value: built[child] ?? .null)
                })
            case .array:
                built[index] = .array(tape.children(of: index).map { child in
                    defer { built[child] = nil }
                    return built[child] ?? .null
                })
            case .string:
                built[index] = .string(tape.string(index) ?? "")
            case .scalar:
                built[index] = Self.scalar(tape.bytes[node.range])
            }
        }
        self = built.first.flatMap { $0 } ?? .null
    }

    /// `true`, `false`, `null` or a number from its bytes (already checked by the parser).
    private static func scalar(_ bytes: ArraySlice<UInt8>) -> OrderedJSON {
        let text = String(decoding: bytes, as: UTF8.self)
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: return .number(Double(text) ?? .nan, lexeme: text)
        }
    }

    /// The value of member `name` of an object (the same code points, never a canonically
    /// equivalent name: docs/DECISIONS.md D125), or `nil`.
    subscript(name: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name.utf8.elementsEqual(name.utf8) }?.value
    }

    /// The members of an object (empty for anything else).
    var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The string payload, or `nil`.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Whether a number's lexeme has neither fraction nor exponent (`7`, `-0`): an integer as
    /// written, compared exactly, as python-jsonschema compares Python's `int`s.
    static func isIntegerLexeme(_ lexeme: String) -> Bool {
        !lexeme.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    /// An integer lexeme without its sign and leading zeros, and whether it is negative (`-0`
    /// is `0`, not negative).
    static func integerParts(_ lexeme: String) -> (negative: Bool, digits: Substring) {
        let negative = lexeme.hasPrefix("-")
        let body = negative ? lexeme.dropFirst() : Substring(lexeme)
        let digits = body.drop { $0 == "0" }
        return (negative && !digits.isEmpty, digits.isEmpty ? "0" : digits)
    }

    /// JSON Schema equality (Draft 2020-12 Core §4.2.2, as python-jsonschema implements it): numbers
    /// by mathematical value (`1` equals `1.0`; two integers exactly, however long), booleans
    /// never equal numbers, objects regardless of member order.
    func isEqual(to other: OrderedJSON) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.number, .number): return Self.compare(self, other) == 0
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in other[member.name].map { member.value.isEqual(to: $0) } ?? false }
        default: return false
        }
    }

    /// The order of two numbers (-1, 0, 1): two integer lexemes exactly, digit by digit; an
    /// integer lexeme against a fraction exactly too (the double's own decimal expansion);
    /// otherwise as doubles. `nil` when either is not a number.
    static func compare(_ a: OrderedJSON, _ b: OrderedJSON) -> Int? {
        guard case .number(let x, let lexemeA) = a, case .number(let y, let lexemeB) = b else { return nil }
        let integerA = isIntegerLexeme(lexemeA)
        let integerB = isIntegerLexeme(lexemeB)
        if integerA, integerB { return compareIntegers(lexemeA, lexemeB) }
        if integerA, let exact = exactInteger(y) { return compareIntegers(lexemeA, exact) }
        if integerB, let exact = exactInteger(x) { return compareIntegers(exact, lexemeB) }
        return x < y ? -1 : (x > y ? 1 : 0)
    }

    /// The exact decimal integer a double holds, or `nil` when it has a fraction.
    private static func exactInteger(_ value: Double) -> String? {
        guard value.isFinite, value.rounded() == value else { return nil }
        if abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        // printf's %.0f writes a double's exact decimal expansion (C11 7.21.6.1).
        return String(format: "%.0f", value)
    }

    /// The order of two integer lexemes.
    private static func compareIntegers(_ a: String, _ b: String) -> Int {
        let (negativeA, digitsA) = integerParts(a)
        let (negativeB, digitsB) = integerParts(b)
        if negativeA != negativeB { return negativeA ? -1 : 1 }
        let magnitude: Int = if digitsA.count != digitsB.count {
            digitsA.count < digitsB.count ? -1 : 1
        } else if digitsA == digitsB {
            0
        } else {
            digitsA.lexicographicallyPrecedes(digitsB) ? -1 : 1
        }
        return negativeA ? -magnitude : magnitude
    }
}
