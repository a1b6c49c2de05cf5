import Foundation

/// Builds an ``OrderedJSONTape``'s entries from ``JSONReader``'s events: one entry per value,
/// members in the order written, repeated names kept, strings checked but not built, so that a
/// decoder builds only the strings it keeps (docs/DECISIONS.md D200).
struct OrderedTapeBuilder: JSONSink {
    /// The tape so far.
    var entries: [OrderedJSONTape.Entry] = []
    /// Its numbers' values.
    var numbers: [Double] = []

    /// The open containers: each one's entry, and the values read in it so far.
    private var open: [(entry: Int, count: Int)] = []

    /// The name of the member about to be read: its content's bytes and whether it holds an escape.
    private var pendingName = JSONStringToken(content: -1 ..< -1, escaped: false)

    /// Reads `bytes` with ``JSONReadingPolicy/ordered(maxNesting:)``, after the checks that
    /// precede the grammar: no byte order mark, at most ``OrderedJSONTape/maxLength`` bytes.
    /// - Throws: ``JSONParseError``, with the byte offset where reading stopped.
    static func read(_ bytes: [UInt8], maxNesting: Int) throws(JSONParseError) -> OrderedTapeBuilder {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw .invalidUTF8(offset: 0) }
        guard bytes.count <= OrderedJSONTape.maxLength else { throw .tooLong(limit: OrderedJSONTape.maxLength) }
        let result: Result<OrderedTapeBuilder, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var builder = OrderedTapeBuilder()
            builder.entries.reserveCapacity(bytes.count / 8)
            var reader = JSONReader(bytes: buffer, policy: .ordered(maxNesting: maxNesting))
            do throws(JSONFault) {
                try reader.run(into: &builder)
                return .success(builder)
            } catch { return .failure(JSONParseError(error, in: buffer)) }
        }
        return try result.get()
    }

    mutating func begin(object: Bool, at offset: Int) throws(JSONFault) {
        append(object ? .object : .array, start: offset, end: entries.count + 1)
        open.append((entries.count - 1, 0))
    }

    mutating func end(at offset: Int) throws(JSONFault) {
        guard let top = open.popLast() else { return }
        entries[top.entry].end = entries.count
    }

    mutating func name(
        _ name: JSONStringToken, at offset: Int, depth: Int, valueOffset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONFault) -> Int? {
        pendingName = name
        return nil
    }

    mutating func string(_ token: JSONStringToken, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        append(.string, start: token.content.lowerBound, end: token.content.upperBound, escaped: token.escaped)
    }

    mutating func literal(_ literal: JSONLiteral, _ range: Range<Int>) throws(JSONFault) {
        let kind: OrderedJSONTape.Kind
        switch literal {
        case .true: kind = .true
        case .false: kind = .false
        case .null: kind = .null
        }
        append(kind, start: range.lowerBound, end: range.upperBound)
    }

    mutating func number(_ range: Range<Int>, integer: Bool, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        numbers.append(try JSONReader.double(bytes, range, integer: integer))
        append(.number, start: range.lowerBound, end: numbers.count - 1)
    }

    /// Appends an entry for the value at hand, named by the pending name (then cleared).
    private mutating func append(_ kind: OrderedJSONTape.Kind, start: Int, end: Int, escaped: Bool = false) {
        var parent = -1
        var position = 0
        if let top = open.indices.last {
            parent = open[top].entry
            position = open[top].count
            open[top].count += 1
        }
        entries.append(OrderedJSONTape.Entry(
            kind: kind, escaped: escaped, nameEscaped: pendingName.escaped, start: start, end: end,
            nameStart: pendingName.content.lowerBound, nameEnd: pendingName.content.upperBound, parent: parent, position: position))
        pendingName = JSONStringToken(content: -1 ..< -1, escaped: false)
    }
}
