import Foundation
@testable import MurtiBenchmarks
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// The runner's own line checker (``ProtocolLineChecker``, what `protocol-check` runs) and the
/// project's Python checker over python-jsonschema (`murti_adapter.protocol_check`) give every
/// line the same verdict and the same problems: where, which keyword, the message and the fix
/// (docs/DECISIONS.md 96). The lines are every line of a run over both corpora (the runner's
/// requests, `serve`'s answers in each mode), every kind of line the codec writes, lines that
/// are not strict JSON, and thousands of seeded mutations of them (a member dropped, renamed,
/// added; a value of another type, another enum member, another number; an array emptied or
/// with a repeated item; members reordered). In the CI tier (docs/DECISIONS.md 110): it runs
/// python-jsonschema over every one of those lines.
@Suite("protocol-check's checker agrees with python-jsonschema", .contracts, .serialized, .tags(.slow), CITier.trait)
struct ProtocolLinesAgreementTests {
    /// One problem, as both checkers report it.
    struct Reported: Equatable, CustomStringConvertible {
        var line: Int
        var direction: String?
        var pointer: String
        var keyword: String
        var message: String
        var hint: String

        /// For a line that is not strict JSON the two readers word the fault differently; the
        /// rule (`decode.duplicateKey: …`) and the pointer must still agree.
        var compared: Reported {
            guard keyword == "json" else { return self }
            var copy = self
            copy.message = String(message.prefix { $0 != ":" })
            copy.hint = ""
            return copy
        }

        var description: String { "line \(line) (\(direction ?? "?")) at \"\(pointer)\": \(keyword): \(message). Fix: \(hint)" }
    }

    /// Lines that are not strict JSON, noise and blank lines.
    static let planted: [[UInt8]] = [
        Array(#"{"seq":1,"#.utf8), Array(#"{"seq":1,"seq":2,"outcome":"accept"}"#.utf8),
        Array(#"{"seq":1,"outcome":"accept","message":"\ud800"}"#.utf8),
        Array(#"{"seq":1,"outcome":"accept","message":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
        Array(#"{"seq":NaN,"outcome":"accept"}"#.utf8), Array(#"{"seq":1,"outcome":"accept"} x"#.utf8),
        Array(#"{"seq":1,"outcome":"accept","message":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 200)
            + Array(repeating: UInt8(ascii: "]"), count: 200) + [UInt8(ascii: "}")],
        Array(#"{"seq":1,"outcome":"decoded","page":{"x":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 600)
            + Array(repeating: UInt8(ascii: "]"), count: 600) + Array(#"},"diagnostics":[]}"#.utf8),
        Array(#"{"cmd":"validate","seq":1e400}"#.utf8), Array(#"{"a":{"b":1,"b":2}}"#.utf8),
        Array("Listening on stdin".utf8), Array("   ".utf8), Array("[1]".utf8), Array(#"{"cmd":"stop"}"#.utf8),
        Array(#"{"seq":7,"outcome":"accept","message":"\u2028 é 😀 \u0001"}"#.utf8),
        Array(#"{"seq":1.0,"outcome":"reject","layer":2.0,"rule":"required","path":""}"#.utf8),
        Array(#"{"seq":9007199254740993,"outcome":"accept","placeholders":["/a","/a"]}"#.utf8),
        Array(#"{"seq":7,"outcome":"reject","layer":1,"rule":"decode.syntax","path":"","placeholders":[1]}"#.utf8),
        Array(#"{"protocol":1,"implementation":{"name":"a","version":"1","language":"Go","layers":[1,2,3,4,1]}}"#.utf8),
    ]

    @Test("both checkers report the same problems on every line of both corpora, the codec's lines, and seeded mutations")
    func agreement() throws {
        var lines = try Self.baseLines()
        var generator = SplitMix64(seed: 20_260_301)
        let mutable = lines.filter { $0.count < 16_384 && $0.first == UInt8(ascii: "{") }
        for (index, line) in mutable.enumerated() {
            guard let value = try? OrderedJSON.parse(line) else { continue }
            for _ in 0..<(index % 3 == 0 ? 3 : 1) {
                lines.append(Array(CheckerText.dumped(LineMutator.mutate(value, using: &generator), asciiOnly: true).utf8))
            }
        }
        lines += Self.planted
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lines.jsonl")
        try ProtocolSchemaTests.bytes(of: lines.map { $0 + [UInt8(ascii: "\n")] }).write(to: file)

        let python = try PythonSideTests.venvPython()
        let outcome = try ShellCommand.run(
            [python, "-m", "murti_adapter.protocol_check", "--schema", "../docs/protocol.schema.json", "--json", file.path],
            in: RunnerProcess.packageRoot.appendingPathComponent("adapters"))
        #expect(outcome.status == 1, "\(outcome.stderr.suffix(2000))")
        var theirs: [Reported] = []
        for text in outcome.stdout.split(separator: "\n") {
            let value = try #require(try? OrderedJSON.parse(Array(text.utf8)), "\(text)")
            guard case .number(let line, _)? = value["line"] else { Issue.record("no line in \(text)"); continue }
            theirs.append(Reported(
                line: Int(line), direction: value["direction"]?.stringValue, pointer: value["pointer"]?.stringValue ?? "?",
                keyword: value["keyword"]?.stringValue ?? "?", message: value["message"]?.stringValue ?? "?",
                hint: value["hint"]?.stringValue ?? "?"))
        }

        let checker = try ProtocolLineChecker.embedded.get()
        var tally = LineTally()
        var ours: [Reported] = []
        let data = try Data(contentsOf: file)
        for (offset, raw) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let result = checker.check(Array(raw), line: offset + 1, direction: nil)
            tally.add(result)
            ours += result.problems.map {
                Reported(line: $0.line, direction: $0.direction?.rawValue, pointer: $0.pointer, keyword: $0.keyword,
                         message: $0.message, hint: $0.hint)
            }
        }

        let summary = try #require(outcome.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary == "protocol_check: " + tally.text)
        let pairs: [(python: Reported, runner: Reported)] = zip(theirs, ours).map { ($0.compared, $1.compared) }
        let mismatches = pairs.filter { $0.python != $0.runner }
        #expect(theirs.count == ours.count, "python-jsonschema: \(theirs.count) problems, the runner: \(ours.count)")
        #expect(mismatches.isEmpty, """
            \(mismatches.count) problems differ; the first:
            \(mismatches.prefix(5).map { "python: \($0.python)\nrunner: \($0.runner)" }.joined(separator: "\n\n"))
            """)
        // Not vacuous: thousands of lines, hundreds bad, and every keyword the schema can fail on.
        #expect(tally.lines > 6_000 && tally.bad > 1_500, "\(tally.text)")
        let keywords = Set(ours.map(\.keyword))
        for keyword in ["json", "required", "additionalProperties", "type", "enum", "const", "pattern", "minItems",
                        "maxItems", "uniqueItems", "minimum", "maximum", "minLength", "not"] {
            #expect(keywords.contains(keyword), "no line failed \(keyword): \(keywords.sorted())")
        }
    }

    /// Every line of a run over both corpora, both directions, and the codec's lines.
    static func baseLines() throws -> [[UInt8]] {
        var lines: [[UInt8]] = []
        for folder in ["corpus", "corpus-flow-ui"] {
            for flags in folder == "corpus" ? [[], ["--all-violations"], ["--schema-only"]] : [[String]()] {
                lines += try ProtocolSchemaTests.served(flags, over: folder).split(separator: UInt8(ascii: "\n")).map(Array.init)
            }
            lines += try ProtocolSchemaTests.session(folder).map { Array($0.dropLast()) }
        }
        return lines + (CodecLinesSchemaTests.requests + CodecLinesSchemaTests.answers).map { Array($0.dropLast()) }
    }
}

/// Seeded changes to a protocol line, each the kind of slip an adapter's author makes.
enum LineMutator {
    static let names = ["seq", "outcome", "layer", "rule", "path", "message", "placeholders", "placeholder", "warnings",
                        "violations", "skipped", "error", "steps", "cmd", "protocol", "implementation", "contract", "kind",
                        "documents", "document", "profile", "page", "sheet", "diagnostics", "reason", "layers", "schemaOnly",
                        "capabilities", "contracts", "schemaLocation", "widgetType", "renamedTo", "src", "data", "id", "extra"]
    static let strings = ["accept", "reject", "decoded", "rejected", "maybe", "flow-ui", "murti", "manifestSequence",
                          "typed", "unknown", "decode.syntax", "decode.utf8", "required", "render.placeholder", "version.major",
                          "semantic.screen", "envelope", "manifest", "opaque", "card", "/screen/root", "screen/root", "/a~2b",
                          "", "e30=", "e30", "#/$defs/x", "Envelope", "duplicateID", "unknownType", "grid", "masonry"]
    static let values: [OrderedJSON] = [
        .null, .bool(true), .bool(false), .number(0, lexeme: "0"), .number(-1, lexeme: "-1"), .number(1.5, lexeme: "1.5"),
        .number(2, lexeme: "2.0"), .number(4, lexeme: "4"), .number(5, lexeme: "5"), .number(513, lexeme: "513"),
        .number(9_007_199_254_740_992, lexeme: "9007199254740992"), .string(""), .string("x"), .array([]),
        .array([.number(1, lexeme: "1"), .number(1, lexeme: "1")]), .object([]),
        .object([.init(name: "k", value: .null)]),
    ]

    /// `value` with one to three changes.
    static func mutate(_ value: OrderedJSON, using generator: inout SplitMix64) -> OrderedJSON {
        var result = value
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let paths = Self.paths(in: result)
            guard let path = paths.randomElement(using: &generator) else { break }
            result = Self.change(result, at: path[...], using: &generator)
        }
        return result
    }

    /// Every location in `value`, as index paths (member or item positions).
    private static func paths(in value: OrderedJSON) -> [[Int]] {
        var found: [[Int]] = [[]]
        var pending: [(OrderedJSON, [Int])] = [(value, [])]
        while let (node, path) = pending.popLast() {
            let children: [OrderedJSON] = switch node {
            case .object(let members): members.map(\.value)
            case .array(let items): items
            default: []
            }
            for (index, child) in children.enumerated() {
                found.append(path + [index])
                pending.append((child, path + [index]))
            }
        }
        return found
    }

    private static func change(_ value: OrderedJSON, at path: ArraySlice<Int>, using generator: inout SplitMix64) -> OrderedJSON {
        if let first = path.first {
            switch value {
            case .object(var members) where members.indices.contains(first):
                if path.count == 1, Bool.random(using: &generator) { return changeMember(members, first, using: &generator) }
                members[first].value = change(members[first].value, at: path.dropFirst(), using: &generator)
                return .object(members)
            case .array(var items) where items.indices.contains(first):
                items[first] = change(items[first], at: path.dropFirst(), using: &generator)
                return .array(items)
            default: return value
            }
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return values.randomElement(using: &generator) ?? .null
        case 1: return .string(strings.randomElement(using: &generator) ?? "")
        case 2:
            guard case .number(let number, _) = value else { return .null }
            let next = number + Double(Int.random(in: -2...2, using: &generator))
            return .number(next, lexeme: next.rounded() == next && abs(next) < 1e15 ? String(Int64(next)) : next.description)
        case 3:
            guard case .object(var members) = value else { return .array([value]) }
            let name = names.randomElement(using: &generator) ?? "extra"
            if !members.contains(where: { $0.name == name }) {
                members.insert(.init(name: name, value: values.randomElement(using: &generator) ?? .null),
                               at: Int.random(in: 0...members.count, using: &generator))
            }
            return .object(members)
        case 4:
            switch value {
            case .array(let items) where !items.isEmpty: return Bool.random(using: &generator) ? .array([]) : .array(items + [items[0]])
            case .object(let members): return .object(members.reversed())
            default: return .array([])
            }
        default: return .null
        }
    }

    /// Drops or renames member `index`.
    private static func changeMember(
        _ members: [OrderedJSON.Member], _ index: Int, using generator: inout SplitMix64
    ) -> OrderedJSON {
        var members = members
        if Bool.random(using: &generator) {
            members.remove(at: index)
            return .object(members)
        }
        var name = Array(members[index].name)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !name.isEmpty: name.removeLast()
        case 1 where name.count > 1: name.swapAt(0, 1)
        case 2: name = Array(String(name).uppercased())
        default: name += "s"
        }
        let renamed = String(name)
        if !members.contains(where: { $0.name == renamed }) { members[index].name = renamed }
        return .object(members)
    }
}
