import JSONKit

/// Where an answer is written, value by value: canonical bytes (``CanonicalBytes``, what `serve`
/// sends) or a ``OrderedJSONValue`` (``ValueTree``, what `FlowUIAnswer.json` returns). The writers of
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
    mutating func value(_ value: OrderedJSONValue)
    /// The JSON Pointer of `place`, as a string.
    mutating func pointer(_ place: Place)
}

extension AnswerSink {
    mutating func pointer(_ place: Place) { string(place.pointer) }

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
    mutating func member(_ name: StaticString, received: OrderedJSONValue?) {
        guard let received else { return }
        key(name)
        value(received)
    }
}

/// Writes RFC 8785 canonical JSON straight into bytes: the answer's own objects arrive in
/// canonical member order, values kept as received go through ``CanonicalJSONWriter``. The
/// bytes go into a buffer of its own (no check of an array's uniqueness per byte); a string
/// with nothing to escape and an integer below 2^53 are written here, in the form
/// ``CanonicalJSONWriter`` and ``ECMAScriptNumber`` give them (RFC 8785 §3.2.2), anything
/// else through them.
struct CanonicalBytes: AnswerSink {
    /// The bytes written so far.
    private let buffer: ByteBuffer
    /// A value was written last in the current container, so the next one needs a comma.
    private var needsComma = false
    /// Scratch bytes for what ``CanonicalJSONWriter`` and ``ECMAScriptNumber`` write.
    private var scratch: [UInt8] = []

    init(capacity: Int = 256) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The bytes written.
    var bytes: [UInt8] { buffer.array }

    @inline(__always)
    private mutating func separate() {
        if needsComma { buffer.append(UInt8(ascii: ",")) }
    }

    mutating func beginObject() {
        separate()
        buffer.append(UInt8(ascii: "{"))
        needsComma = false
    }

    @inline(__always)
    mutating func key(_ name: StaticString) {
        separate()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        buffer.append(UInt8(ascii: "\""))
        buffer.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func endObject() {
        buffer.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        buffer.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        buffer.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func string(_ text: String) {
        separate()
        write(text)
        needsComma = true
    }

    /// `text` as a JSON string: as it is when nothing in it needs an escape, through
    /// ``CanonicalJSONWriter`` otherwise.
    private mutating func write(_ text: String) {
        var text = text
        guard !text.withUTF8({ [buffer] in buffer.appendPlain($0) }) else { return }
        scratch.removeAll(keepingCapacity: true)
        CanonicalJSONWriter.writeString(text, into: &scratch)
        buffer.append(scratch)
    }

    mutating func number(_ value: Double) {
        separate()
        write(value)
        needsComma = true
    }

    /// An integer below 2^53 is its decimal digits in ECMAScript's form (-0 is "0"); any other
    /// number goes through ``ECMAScriptNumber``.
    private mutating func write(_ value: Double) {
        if let integer = Int(exactly: value), integer.magnitude < 1 << 53 {
            buffer.append(integer)
        } else {
            scratch.removeAll(keepingCapacity: true)
            ECMAScriptNumber.write(value, into: &scratch)
            buffer.append(scratch)
        }
    }

    /// Spelt from the tape straight into the bytes when it is plain (no name on its path holds
    /// an escape or needs one in a JSON string).
    mutating func pointer(_ place: Place) {
        guard let length = place.tape.plainPointerLength(to: place.index) else { return string(place.pointer) }
        separate()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(length) { place.tape.writePointer(to: place.index, length: length, into: $0) }
        buffer.append(UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func bool(_ flag: Bool) {
        separate()
        buffer.append(flag ? "true" : "false")
        needsComma = true
    }

    mutating func null() {
        separate()
        buffer.append("null")
        needsComma = true
    }

    mutating func value(_ value: OrderedJSONValue) {
        separate()
        write(received: value, depth: 0)
        needsComma = true
    }

    /// A value kept as received, in canonical form. Written here when it is shallow and its
    /// objects' members are already in canonical order, each name once (what an action or a
    /// tracking object usually is); otherwise, or from some depth on, through
    /// ``CanonicalJSONWriter``, which sorts and never recurses.
    private mutating func write(received value: OrderedJSONValue, depth: Int) {
        switch value {
        case .null: buffer.append("null")
        case .bool(let flag): buffer.append(flag ? "true" : "false")
        case .number(let number): write(number)
        case .string(let text): write(text)
        case .array(let items) where depth < Self.shallow:
            buffer.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { buffer.append(UInt8(ascii: ",")) }
                write(received: item, depth: depth + 1)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let members) where depth < Self.shallow && Self.inCanonicalOrder(members):
            buffer.append(UInt8(ascii: "{"))
            for index in members.indices { write(members[index], first: index == 0, depth: depth) }
            buffer.append(UInt8(ascii: "}"))
        case .object(let members) where depth < Self.shallow && members.count <= 16:
            guard let order = Self.asciiOrder(members) else { fallthrough }
            buffer.append(UInt8(ascii: "{"))
            for (offset, index) in order.enumerated() { write(members[index], first: offset == 0, depth: depth) }
            buffer.append(UInt8(ascii: "}"))
        default:
            scratch.removeAll(keepingCapacity: true)
            CanonicalJSONWriter.write(value, into: &scratch)
            buffer.append(scratch)
        }
    }

    /// One member of an object kept as received.
    private mutating func write(_ member: JSONMember, first: Bool, depth: Int) {
        if !first { buffer.append(UInt8(ascii: ",")) }
        write(member.name)
        buffer.append(UInt8(ascii: ":"))
        write(received: member.value, depth: depth + 1)
    }

    /// The members' indices in canonical order, the first of a repeated name kept, when every
    /// name is ASCII (whose UTF-16 order is the order of its bytes); otherwise `nil`.
    private static func asciiOrder(_ members: [JSONMember]) -> [Int]? {
        guard members.allSatisfy({ $0.name.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        // Stable, so that of names that are equal the first written comes first.
        let sorted = members.indices.sorted { left, right in
            let (a, b) = (members[left].name.utf8, members[right].name.utf8)
            return a.lexicographicallyPrecedes(b) || (a.elementsEqual(b) && left < right)
        }
        var kept: [Int] = []
        for index in sorted where kept.last.map({ !members[$0].name.utf8.elementsEqual(members[index].name.utf8) }) ?? true {
            kept.append(index)
        }
        return kept
    }

    /// How deep a value kept as received is written here before ``CanonicalJSONWriter`` takes over.
    private static let shallow = 8

    /// Whether each name is known to come before the next in the order of UTF-16 code units
    /// (RFC 8785 §3.2.3), so none repeats: decided where the names first differ in an ASCII
    /// byte (or one name is the other's start); any other case counts as not in order.
    private static func inCanonicalOrder(_ members: [JSONMember]) -> Bool {
        var index = 1
        while index < members.count {
            var left = members[index - 1].name
            var right = members[index].name
            let before = left.withUTF8 { a in
                right.withUTF8 { b -> Bool in
                    let common = min(a.count, b.count)
                    var at = 0
                    while at < common, a[at] == b[at] { at += 1 }
                    if at == common { return a.count < b.count }
                    return a[at] < 0x80 && b[at] < 0x80 && a[at] < b[at]
                }
            }
            guard before else { return false }
            index += 1
        }
        return true
    }
}

/// A growing byte buffer, appended to without the checks of an array's append.
private final class ByteBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Room for `more` bytes.
    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(count + more) }
    }

    @inline(never)
    private func grow(_ needed: Int) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// `count` bytes written by `write` at the end.
    @inline(__always)
    func append(_ more: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        reserve(more)
        write(start + count)
        count += more
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ word: StaticString) {
        append(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// `text` in quotes when none of its bytes needs an escape (`"`, `\\`, a control character;
    /// RFC 8785 §3.2.2.2); otherwise nothing, and `false`.
    func appendPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var at = 0
        while at < text.count {
            let byte = text[at]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            at += 1
        }
        reserve(text.count + 2)
        start[count] = UInt8(ascii: "\"")
        if let base = text.baseAddress { (start + count + 1).update(from: base, count: text.count) }
        start[count + 1 + text.count] = UInt8(ascii: "\"")
        count += text.count + 2
        return true
    }

    /// The decimal digits of `integer`, with a sign when it is negative.
    func append(_ integer: Int) {
        reserve(21)
        if integer < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        var rest = integer.magnitude
        var digits = 1
        var scale: UInt = 1
        while rest / scale >= 10 {
            scale *= 10
            digits += 1
        }
        while digits > 0 {
            start[count] = UInt8(ascii: "0") + UInt8(rest / scale)
            rest %= scale
            scale /= 10
            count += 1
            digits -= 1
        }
    }
}

/// Builds the ``OrderedJSONValue`` of what it is given, members in the order given.
struct ValueTree: AnswerSink {
    /// A container being filled; mutated in place on the stack, so that each append finds its
    /// buffer uniquely referenced.
    private struct Frame {
        let isObject: Bool
        var members: [JSONMember] = []
        var items: [OrderedJSONValue] = []
        var pendingName = ""
    }

    private var stack: [Frame] = []
    /// The value, once its outermost container closed (or its only scalar was written).
    private(set) var result: OrderedJSONValue = .null

    private mutating func add(_ value: OrderedJSONValue) {
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
    mutating func value(_ value: OrderedJSONValue) { add(value) }
}
