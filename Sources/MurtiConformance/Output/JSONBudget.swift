import MurtiProtocol

/// Cuts a JSON value to a budget of bytes as a pretty-printed JSON report writes it (two
/// spaces of indentation a level, `"name" : value`), in the order the report writes it (object
/// members sorted), so that an answer quoted in a report takes at most ``Bounds/answerBytes``
/// however large, deep or wide it was (docs/REPORTS.md "Bounds").
///
/// Strings are cut as ``Bounds/cut(_:bytes:)`` cuts them; an array keeps at most
/// ``Bounds/arrayItems`` items; where the budget ends, the rest of an array is one last item
/// `"… N more items"` and the rest of an object one last member `"…": "N more members"`. The
/// cost of every closing bracket and of that last item is set aside before a container is
/// entered, so the value written never exceeds the budget. A value within budget is returned
/// unchanged, so bounding what was bounded changes nothing.
struct JSONBudget {
    /// Bytes left.
    private(set) var remaining: Int
    /// `true` once anything was cut.
    private(set) var cut = false

    /// The member name that ends a cut object (sorts after every ASCII name).
    static let moreMembersKey: JSONMemberName = "…"

    /// A budget of `bytes`.
    init(bytes: Int) {
        remaining = bytes
    }

    /// `value` within the budget, written at indentation level `depth` (the report's own
    /// levels above it), or `nil` when not even its marker fits.
    mutating func take(_ value: JSONValue, depth: Int) -> JSONValue? {
        let line = Self.lineCost(depth)
        switch value {
        case .null, .bool, .number:
            let cost = line + Self.scalarCost(value)
            guard remaining >= cost else { return nil }
            remaining -= cost
            return value
        case .string(let text):
            return takeString(text, lineCost: line).map(JSONValue.string)
        case .array(let items):
            return takeArray(items, depth: depth)
        case .object(let members):
            return takeObject(members, depth: depth)
        }
    }

    private mutating func takeString(_ text: String, lineCost: Int) -> String? {
        let room = min(Bounds.stringBytes, remaining - lineCost - 2)
        guard room >= Self.smallestString else { return nil }
        var (kept, wasCut) = Bounds.cut(text, bytes: room)
        // An escape costs up to six bytes: cut further until the written form fits.
        var limit = room
        while Self.escapedLength(kept) > room, limit > Self.smallestString {
            limit = max(Self.smallestString, limit / 2)
            kept = Bounds.cut(text, bytes: limit).text
            wasCut = true
        }
        let cost = lineCost + 2 + Self.escapedLength(kept)
        guard remaining >= cost else { return nil }
        remaining -= cost
        if wasCut { cut = true }
        return kept
    }

    private mutating func takeArray(_ items: [JSONValue], depth: Int) -> JSONValue? {
        let reserve = Self.lineCost(depth) + 2 + 2 * depth + Self.markerCost(depth + 1)
        guard remaining >= reserve else { return nil }
        remaining -= reserve
        var kept: [JSONValue] = []
        kept.reserveCapacity(min(items.count, Bounds.arrayItems))
        for (index, item) in items.enumerated() {
            // The marker of an earlier cut is paid for by the reserve, as it was then.
            if index == items.count - 1, Self.itemsMore(item) != nil {
                kept.append(item)
                return .array(kept)
            }
            let last = index == Bounds.arrayItems - 1 && items.count > Bounds.arrayItems
            guard !last, let value = take(item, depth: depth + 1) else {
                let carried = items.last.flatMap(Self.itemsMore)
                let more = items.count - index - (carried == nil ? 0 : 1) + (carried ?? 0)
                kept.append(.string(Bounds.marker(itemsMore: more)))
                cut = true
                return .array(kept)
            }
            kept.append(value)
        }
        remaining += Self.markerCost(depth + 1)
        return .array(kept)
    }

    private mutating func takeObject(_ members: [JSONMemberName: JSONValue], depth: Int) -> JSONValue? {
        let markerCost = Self.markerCost(depth + 1) + Self.moreMembersKey.string.utf8.count + 6
        let reserve = Self.lineCost(depth) + 2 + 2 * depth + markerCost
        guard remaining >= reserve else { return nil }
        remaining -= reserve
        // The marker member of an earlier cut is paid for by the reserve, as it was then.
        let carried = members[Self.moreMembersKey].flatMap(Self.membersMore)
        let names = members.keys.filter { carried == nil || $0 != Self.moreMembersKey }.sorted()
        var kept: [JSONMemberName: JSONValue] = [:]
        for (index, name) in names.enumerated() {
            let (text, keyCut) = Bounds.cut(name.string)
            let key = JSONMemberName(text)
            let keyCost = Self.escapedLength(text) + 6
            guard kept[key] == nil else {
                // Two names alike in their first 4 KiB: the first is kept.
                cut = true
                continue
            }
            guard remaining >= keyCost, let member = members[name] else {
                return moreMembers(kept, names.count - index + (carried ?? 0))
            }
            remaining -= keyCost
            guard let value = take(member, depth: depth + 1) else {
                remaining += keyCost
                return moreMembers(kept, names.count - index + (carried ?? 0))
            }
            if keyCut { cut = true }
            kept[key] = value
        }
        if let carried {
            kept[Self.moreMembersKey] = .string(Self.membersMoreText(carried))
        } else {
            remaining += markerCost
        }
        return .object(kept)
    }

    private mutating func moreMembers(_ kept: [JSONMemberName: JSONValue], _ more: Int) -> JSONValue {
        var members = kept
        members[Self.moreMembersKey] = .string(Self.membersMoreText(more))
        cut = true
        return .object(members)
    }

    /// `12 more members`: the value of the member that ends a cut object.
    static func membersMoreText(_ more: Int) -> String { "\(more) more member\(more == 1 ? "" : "s")" }

    /// N for the marker item `"… N more items"` of an earlier cut, else `nil`.
    static func itemsMore(_ item: JSONValue) -> Int? {
        guard case .string(let text) = item, text.hasPrefix("… ") else { return nil }
        let words = text.dropFirst(2).split(separator: " ")
        guard words.count == 3, words[1] == "more", words[2] == "items" || words[2] == "item" else { return nil }
        return Int(words[0])
    }

    /// N for the marker member value `"N more members"` of an earlier cut, else `nil`.
    static func membersMore(_ value: JSONValue) -> Int? {
        guard case .string(let text) = value else { return nil }
        let words = text.split(separator: " ")
        guard words.count == 3, words[1] == "more", words[2] == "members" || words[2] == "member" else { return nil }
        return Int(words[0])
    }

    /// The shortest string start kept before a string is dropped for its marker.
    static let smallestString = 32

    /// A line's indentation, line break and comma at `depth`.
    static func lineCost(_ depth: Int) -> Int { 2 * depth + 2 }

    /// What the marker item of a cut container costs at `depth` (its count has at most 20 digits).
    static func markerCost(_ depth: Int) -> Int { lineCost(depth) + 2 + Bounds.marker(itemsMore: Int.max).utf8.count }

    static func scalarCost(_ value: JSONValue) -> Int {
        switch value {
        case .null: 4
        case .bool(let flag): flag ? 4 : 5
        case .number: 24
        default: 0
        }
    }

    /// The length of `text` as a JSON string's contents: a control character as `\uXXXX`,
    /// `"` and `\` as two bytes.
    static func escapedLength(_ text: String) -> Int {
        var length = 0
        for byte in text.utf8 {
            switch byte {
            case 0x00...0x1F: length += 6
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): length += 2
            default: length += 1
            }
        }
        return length
    }
}

extension JSONValue {
    /// The value cut to `bytes` as a JSON report writes it at indentation level `depth`
    /// (``JSONBudget``), and whether anything was cut.
    func bounded(bytes: Int = Bounds.answerBytes, depth: Int) -> (value: JSONValue, cut: Bool) {
        var budget = JSONBudget(bytes: bytes)
        guard let value = budget.take(self, depth: depth) else {
            return (.string(Bounds.capped("… the answer does not fit in \(bytes) bytes")), true)
        }
        return (value, budget.cut)
    }
}
