import CanonicalJSON
import JSONCanonicalForm

/// Where an answer is written, value by value: canonical bytes (``CanonicalBytes``, what `serve`
/// sends) or a ``JSONValue`` (``ValueTree``, what `FlowUIAnswer.json` returns). The writers of
/// the answer's shapes (docs/CONTRACT.md §8 "Answer") name the members of each object in RFC
/// 8785 order (UTF-16 code units of the names; every name is ASCII, so byte order), so that
/// one description serves both sinks and the bytes need no sorting: what `canonicalBytes` of
/// the tree would give, written without building it (docs/PERFORMANCE.md "Flow-UI").
protocol AnswerSink {
    /// `{`.
    mutating func beginObject()
    /// A member name of the answer's own shapes (ASCII, given in canonical order by the caller).
    mutating func key(_ name: StaticString)
    /// `}`.
    mutating func endObject()
    /// `[`.
    mutating func beginArray()
    /// `]`.
    mutating func endArray()
    /// A string.
    mutating func string(_ text: String)
    /// A number.
    mutating func number(_ value: Double)
    /// `true` or `false`.
    mutating func bool(_ flag: Bool)
    /// `null`.
    mutating func null()
    /// A value kept as received (actions, tracking, opaque data, a postback).
    mutating func value(_ value: JSONValue)
}

extension AnswerSink {
    /// An integer, as a number.
    mutating func integer(_ value: Int) { number(Double(value)) }

    /// `text`, or `null`.
    mutating func string(orNull text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A member `name` holding `text`, left out when it is `nil`.
    mutating func member(_ name: StaticString, _ text: String?) {
        guard let text else { return }
        key(name)
        string(text)
    }

    /// A member `name` holding `number`, left out when it is `nil`.
    mutating func member(_ name: StaticString, _ number: Double?) {
        guard let number else { return }
        key(name)
        self.number(number)
    }

    /// A member `name` holding `integer`, left out when it is `nil`.
    mutating func member(_ name: StaticString, _ integer: Int?) {
        guard let integer else { return }
        key(name)
        self.integer(integer)
    }

    /// A member `name` holding `flag`, left out when it is `nil`.
    mutating func member(_ name: StaticString, _ flag: Bool?) {
        guard let flag else { return }
        key(name)
        bool(flag)
    }

    /// A member `name` holding a value as received, left out when it is `nil`.
    mutating func member(_ name: StaticString, received: JSONValue?) {
        guard let received else { return }
        key(name)
        value(received)
    }
}

/// Writes RFC 8785 canonical JSON straight into bytes: the answer's own objects arrive in
/// canonical member order, values kept as received go through ``CanonicalJSONWriter``.
struct CanonicalBytes: AnswerSink {
    /// The bytes written.
    private(set) var bytes: [UInt8] = []
    /// A value was written last in the current container, so the next one needs a comma.
    private var needsComma = false

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func string(_ text: String) {
        separate()
        CanonicalJSONWriter.writeString(text, into: &bytes)
        needsComma = true
    }

    mutating func number(_ value: Double) {
        separate()
        ECMAScriptNumber.write(value, into: &bytes)
        needsComma = true
    }

    mutating func bool(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
        needsComma = true
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: Self.nullBytes)
        needsComma = true
    }

    mutating func value(_ value: JSONValue) {
        separate()
        CanonicalJSONWriter.write(value, into: &bytes)
        needsComma = true
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)
}

/// Builds the ``JSONValue`` of what it is given, members in the order given.
struct ValueTree: AnswerSink {
    /// A container being filled; mutated in place on the stack, so that each append finds its
    /// buffer uniquely referenced.
    private struct Frame {
        let isObject: Bool
        var members: [JSONMember] = []
        var items: [JSONValue] = []
        var pendingName = ""
    }

    private var stack: [Frame] = []
    /// The value, once its outermost container closed (or its only scalar was written).
    private(set) var result: JSONValue = .null

    private mutating func add(_ value: JSONValue) {
        guard let top = stack.indices.last else {
            result = value
            return
        }
        if stack[top].isObject {
            stack[top].members.append(JSONMember(stack[top].pendingName, value))
        } else {
            stack[top].items.append(value)
        }
    }

    mutating func beginObject() { stack.append(Frame(isObject: true)) }

    mutating func key(_ name: StaticString) {
        guard let top = stack.indices.last else { return }
        stack[top].pendingName = name.description
    }

    mutating func endObject() {
        guard let frame = stack.popLast() else { return }
        add(.object(frame.members))
    }

    mutating func beginArray() { stack.append(Frame(isObject: false)) }

    mutating func endArray() {
        guard let frame = stack.popLast() else { return }
        add(.array(frame.items))
    }

    mutating func string(_ text: String) { add(.string(text)) }
    mutating func number(_ value: Double) { add(.number(value)) }
    mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    mutating func null() { add(.null) }
    mutating func value(_ value: JSONValue) { add(value) }
}
