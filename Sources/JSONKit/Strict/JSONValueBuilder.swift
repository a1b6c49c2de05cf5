/// Builds the ``JSONValue`` tree of a text from ``JSONReader``'s events, refusing a member
/// name repeated in one object (I-JSON, RFC 7493 §2.3: the same code points; names that differ
/// only by Unicode normalization are two members, docs/DECISIONS.md D125). With a ``JSONMemberCache``, the
/// top-level member it names is taken from the cache when its bytes repeat, and remembered
/// otherwise.
struct JSONValueBuilder: JSONSink {
    /// A container being filled.
    private struct Frame {
        var isObject: Bool
        var members: [JSONMemberName: JSONValue] = [:]
        var items: [JSONValue] = []
        /// The member whose value comes next, with the offset of its name.
        var name: JSONMemberName = ""
        var nameOffset = 0
    }

    /// The top-level `profile` member's value while it is read: where it starts, and the
    /// bytes from there on.
    private struct PendingProfile {
        var start: Int
        var rest: UnsafeBufferPointer<UInt8>
    }

    private var frames: [Frame] = []
    private let profiles: (any JSONMemberCache)?
    private var pendingProfile: PendingProfile?
    /// The text's value, once read.
    private(set) var result: JSONValue?

    init(cache: (any JSONMemberCache)?) {
        self.profiles = cache
    }

    mutating func begin(object: Bool, at offset: Int) throws(JSONFault) {
        frames.append(Frame(isObject: object))
    }

    mutating func end(at offset: Int) throws(JSONFault) {
        guard let frame = frames.popLast() else { return }
        try add(frame.isObject ? .object(frame.members) : .array(frame.items), end: offset)
    }

    mutating func name(
        _ token: JSONStringToken, at offset: Int, depth: Int, valueOffset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONFault) -> Int? {
        let name = JSONReader.text(token, in: bytes)
        let rest = UnsafeBufferPointer(rebasing: bytes[valueOffset...])
        let last = frames.count - 1
        frames[last].name = JSONMemberName(name)
        frames[last].nameOffset = offset
        guard depth == 1, let profiles, name == profiles.memberName else { return nil }
        if let cached = profiles.value(in: rest, at: 0) {
            try add(cached, end: nil)
            return profiles.count
        }
        pendingProfile = PendingProfile(start: valueOffset, rest: rest)
        return nil
    }

    mutating func string(_ token: JSONStringToken, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        try add(.string(JSONReader.text(token, in: bytes)), end: range.upperBound)
    }

    mutating func literal(_ literal: JSONLiteral, _ range: Range<Int>) throws(JSONFault) {
        let value: JSONValue
        switch literal {
        case .true: value = .bool(true)
        case .false: value = .bool(false)
        case .null: value = .null
        }
        try add(value, end: range.upperBound)
    }

    mutating func number(_ range: Range<Int>, integer: Bool, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONFault) {
        try add(.number(try JSONReader.double(bytes, range, integer: integer)), end: range.upperBound)
    }

    /// Puts a finished value into its container (or makes it the result); `end` is one past its
    /// last byte.
    private mutating func add(_ value: JSONValue, end: Int?) throws(JSONFault) {
        guard !frames.isEmpty else {
            result = value
            return
        }
        let last = frames.count - 1
        guard frames[last].isObject else {
            frames[last].items.append(value)
            return
        }
        let name = frames[last].name
        if frames[last].members.updateValue(value, forKey: name) != nil {
            throw .duplicateMemberName(name.string, at: frames[last].nameOffset)
        }
        if last == 0, let pending = pendingProfile, let end, let profiles {
            profiles.store(UnsafeBufferPointer(rebasing: pending.rest[..<(end - pending.start)]), value)
            pendingProfile = nil
        }
    }
}
