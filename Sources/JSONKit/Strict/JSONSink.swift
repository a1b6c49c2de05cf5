/// What ``StrictJSONReader`` reports as it reads: one call per value, in the order written.
protocol JSONSink {
    /// `false` when numbers are only checked by grammar (the scalar reported is then `null`).
    static var wantsNumbers: Bool { get }
    /// An object (`object`) or an array begins at byte `offset`.
    mutating func begin(object: Bool, at offset: Int) throws(JSONSyntaxError)
    /// The innermost open container ends; `offset` is one past its closing byte.
    mutating func end(at offset: Int) throws(JSONSyntaxError)
    /// A member name of the innermost object, whose quote is at `offset`; `depth` is that
    /// object's nesting (1 for the top level), `valueOffset` where the member's value starts
    /// and `rest` the bytes from there on. Returns how many bytes of `rest` the sink took as
    /// the value itself, or `nil` to have the value read as usual.
    mutating func name(
        _ name: String, at offset: Int, depth: Int, valueOffset: Int, rest: UnsafeBufferPointer<UInt8>
    ) throws(JSONSyntaxError) -> Int?
    /// A string value and its bytes, quotes included.
    mutating func string(_ text: String, _ range: Range<Int>) throws(JSONSyntaxError)
    /// A number, `true`, `false` or `null`, and its bytes.
    mutating func scalar(_ value: JSONValue, _ range: Range<Int>) throws(JSONSyntaxError)
}
