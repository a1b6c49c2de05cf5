import JSONKit
import FlowUIReference
import Foundation
import Testing

/// The answer's bytes written straight from the model against those of its JSON value, on
/// generated pages whose values kept as received (actions, tracking, opaque data, a postback)
/// and texts take the shapes the direct writer treats apart: names out of order, repeated,
/// non-ASCII (a supplementary character sorts before U+E000 in UTF-16, after it by code point),
/// strings that need escapes, numbers that are no integer below 2^53, nesting past the depth the
/// direct writer handles itself (docs/PERFORMANCE.md "Flow-UI").
@Suite("Flow-UI direct bytes on generated values")
struct DirectBytesTests {
    /// A value as text, members in the order given and repeated names kept.
    private static func text(_ value: OrderedJSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return ECMAScriptNumber.format(number)
        case .string(let string):
            var bytes: [UInt8] = []
            CanonicalJSONWriter.writeString(string, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        case .array(let items): return "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { text(.string($0.name)) + ":" + text($0.value) }.joined(separator: ",") + "}"
        }
    }

    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let names = ["url", "type", "a", "b", "tap", "tap", "Z", "é", "\u{E000}", "😀", "a\u{301}", "on_tap", "k~/", ""]
    private static let strings = ["Save", "", "quote \" back \\ slash", "line\nbreak\u{1}", "é😀", "\u{7F}\u{80}", "a\u{301}"]
    private static let numbers: [Double] = [0, -0.0, 1, -5, 0.1, 1.5e-7, 1e21, 9_007_199_254_740_992, 9_007_199_254_740_994, 123.456, -2.5]

    private static func value(_ random: inout Random, depth: Int) -> OrderedJSONValue {
        switch depth > 11 ? random.next(4) : random.next(7) {
        case 0: return .null
        case 1: return .bool(random.next(2) == 0)
        case 2: return .number(numbers[random.next(numbers.count)])
        case 3: return .string(strings[random.next(strings.count)])
        case 4, 5:
            return .object((0..<random.next(5)).map { _ in
                JSONMember(names[random.next(names.count)], value(&random, depth: depth + 1))
            })
        default: return .array((0..<random.next(4)).map { _ in value(&random, depth: depth + 1) })
        }
    }

    private static func object(_ random: inout Random) -> OrderedJSONValue {
        var members = (0..<(1 + random.next(4))).map { _ in JSONMember(names[random.next(names.count)], value(&random, depth: 1)) }
        if random.next(3) == 0 { members.append(JSONMember("deep", (0..<12).reduce(OrderedJSONValue.number(1)) { inner, _ in .object([JSONMember("x", inner)]) })) }
        return .object(members)
    }

    @Test("200 generated pages: the same bytes both ways", arguments: 0..<4)
    func generated(_ batch: Int) throws {
        var random = Random(state: UInt64(batch + 1))
        let profile = FlowUIProfile(registry: [("title_block", .titleBlock), ("opaque", .opaque), ("tag_rail", .tagRail)])
        for _ in 0..<50 {
            var widgets: [String] = []
            for index in 0..<6 {
                let actions = Self.text(Self.object(&random))
                let tracking = Self.text(Self.object(&random))
                let title = Self.text(.string(Self.strings[random.next(Self.strings.count)]))
                switch index % 3 {
                case 0:
                    widgets.append(#"{"type":"title_block","id":"w\#(index)","actions":{"tap":\#(actions)},"tracking":\#(tracking),"data":{"title":\#(title)}}"#)
                case 1:
                    widgets.append(#"{"type":"opaque","id":"w\#(index)","data":\#(Self.text(Self.value(&random, depth: 0)))}"#)
                default:
                    widgets.append(#"{"type":"tag_rail","data":{"tags":[{"text":\#(title),"action":\#(actions)}]}}"#)
                }
            }
            let postback = Self.text(Self.object(&random))
            let page = #"{"page":{"id":"p","sections":[{"id":"s","widgets":[\#(widgets.joined(separator: ","))]}],"pagination":{"has_more":true,"postback":\#(postback)}}}"#
            let answer = FlowUIDecoder(profile: profile).decode(Data(page.utf8))
            guard case .decoded = answer else {
                Issue.record("not decoded: \(page)")
                continue
            }
            #expect(answer.canonicalBytes() == answer.json.canonicalBytes, "\(page)")
        }
    }
}
