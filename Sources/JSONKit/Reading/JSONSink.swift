/// What ``JSONReader`` reports as it reads: one call per value, in the order written. A sink
/// is the result half of a reading policy: whether member order is kept, whether a repeated
/// name is refused (by throwing ``JSONFault/duplicateMemberName(_:at:)``) or kept, and which
/// strings and numbers are built (docs/DECISIONS.md D200).
protocol JSONSink {
    /// An object (`object`) or an array begins at byte `offset`.
    mutating func begin(object: Bool, at offset: Int) throws(JSONFault)
    /// The innermost open container ends; `offset` is one past its closing byte.
    mutating func end(at offset: Int) throws(JSONFault)
    /// A member name of the innermost object, whose quote is at `offset`; `depth` is that
    /// object's nesting (1 for the top level) and `valueOffset` where the member's value starts
    /// in `bytes`. Returns how many bytes from `valueOffset` the sink took as the value itself,
    /// or `nil` to have the value read as usual.
    mutating func name(
        _ name: JSONStringToken, at offset: Int, depth: Int, valueOffset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONFault) -> Int?
    /// A string value, checked, and its bytes, quotes included.
    mutating func string(_ token: JSONStringToken, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault)
    /// `true`, `false` or `null`, and its bytes.
    mutating func literal(_ literal: JSONLiteral, _ range: Range<Int>) throws(JSONFault)
    /// A number whose grammar was checked (`integer`: no fraction or exponent), and its bytes
    /// (its value, when wanted, from ``JSONReader/double(_:_:integer:)``).
    mutating func number(_ range: Range<Int>, integer: Bool, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault)
}
