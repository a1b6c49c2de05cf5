import MurtiProtocol

/// Checks protocol v1 lines against docs/protocol.schema.json inside the runner
/// (docs/PROTOCOL.md "Checking your lines"; docs/DECISIONS.md 96): `#/$defs/request` for the
/// runner's lines, `#/$defs/answer` for the implementation's. Each bad line gets the problems
/// the project's Python checker (`murti_adapter.protocol_check`, over python-jsonschema) gives
/// it, word for word and in the same order, which `ProtocolLinesAgreementTests` holds to.
///
/// A line is bad when it is not one strict RFC 8259 / I-JSON object (duplicate names, invalid
/// UTF-8 and lone surrogates are not JSON, as for the runner), is longer than 64 MiB, nests
/// deeper than the runner reads it (128 levels; an answer its contract's ``ConformanceContract/answerNesting``), or breaks the schema.
/// An answer line whose first byte other than space, tab or CR is not `{` is noise
/// (docs/CONTRACT.md §3): counted, never bad.
struct ProtocolLineChecker: Sendable {
    /// A line over this many bytes is a harness error (docs/CONTRACT.md §3).
    static let maxLineBytes = 64 * 1024 * 1024
    /// The nesting the runner reads a request, a start answer or a Murti answer at.
    static let maxNesting = StrictJSONParser.maxNesting
    /// The deepest an answer line of any contract may nest (``ConformanceContract/answerNesting``).
    static var maxAnswerNesting: Int { ContractRegistry.contracts.map(\.answerNesting).max() ?? maxNesting }

    /// How deep an answer whose `outcome` is `outcome` may nest: its contract's
    /// ``ConformanceContract/answerNesting``, ``maxNesting`` for a line of no contract's.
    static func answerNesting(outcome: String?) -> Int {
        guard let outcome, let contract = ContractRegistry.contracts.first(where: { $0.answerOutcomes.contains(outcome) }) else {
            return maxNesting
        }
        return contract.answerNesting
    }

    /// What a checked line turned out to be.
    enum Kind: Sendable, Equatable {
        case good, bad, noise, blank
    }

    /// The verdict on one line.
    struct Result: Sendable {
        var line: Int
        var kind: Kind
        var direction: ProtocolTranscript.Direction?
        var problems: [Problem] = []
    }

    /// One reason a line is bad: the JSON Pointer of the instance location, the keyword (`json`
    /// for a line that is not strict JSON), why, and the fix.
    struct Problem: Sendable, Equatable {
        var line: Int
        var direction: ProtocolTranscript.Direction?
        var pointer: String
        var keyword: String
        var message: String
        var hint: String
    }

    let schema: ProtocolSchema
    private let entries: [ProtocolTranscript.Direction: SchemaNode]

    /// A checker of `schema`'s `#/$defs/request` and `#/$defs/answer`. Throws
    /// ``ProtocolSchemaError`` when the schema has neither.
    init(schema: ProtocolSchema) throws(ProtocolSchemaError) {
        var entries: [ProtocolTranscript.Direction: SchemaNode] = [:]
        for direction in [ProtocolTranscript.Direction.request, .answer] {
            guard let node = schema.definition(direction.rawValue) else {
                throw .unresolvedReference(reference: "#/$defs/\(direction.rawValue)", at: "", reason: "no such definition in $defs")
            }
            entries[direction] = node
        }
        self.schema = schema
        self.entries = entries
    }

    /// The checker of the schema built into the runner.
    static let embedded: Swift.Result<ProtocolLineChecker, ProtocolSchemaError> = ProtocolSchema.embedded.flatMap { schema in
        Swift.Result { () throws(ProtocolSchemaError) in try ProtocolLineChecker(schema: schema) }
    }

    /// Checks one line (its bytes without the newline); `direction` `nil` means a line with
    /// `cmd` is a request and any other an answer.
    func check(_ raw: [UInt8], line: Int, direction: ProtocolTranscript.Direction?) -> Result {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0D]
        let start = raw.firstIndex { !blank.contains($0) } ?? raw.endIndex
        if raw[start...].allSatisfy({ blank.contains($0) || $0 == 0x0A }) { return Result(line: line, kind: .blank, direction: direction) }
        let isObjectLine = raw[start] == UInt8(ascii: "{")
        var direction = direction ?? (isObjectLine ? nil : .answer)
        guard isObjectLine else {
            if direction == .answer { return Result(line: line, kind: .noise, direction: direction) }
            return bad(line, direction, "", "not a JSON object line",
                       "the runner writes one JSON object per line; an implementation's line that does not start with { is noise, never an answer")
        }
        let limit = direction == .request ? Self.maxNesting : Self.maxAnswerNesting
        let guessed = { () -> ProtocolTranscript.Direction in
            // A guess, for the report only: requests carry "cmd".
            raw.firstRange(of: Array(#""cmd""#.utf8)) != nil ? .request : .answer
        }
        if raw.count > Self.maxLineBytes {
            return bad(line, direction ?? guessed(), "", "decode.size: \(raw.count) bytes, over \(Self.maxLineBytes)",
                       Self.jsonHint("decode.size"))
        }
        let parsed: JSONValue
        do { parsed = try StrictJSONParser.parse(raw, maxNesting: limit) } catch {
            let (rule, pointer, message) = Self.fault(error, in: raw)
            return bad(line, direction ?? guessed(), pointer, "\(rule): \(message)", Self.jsonHint(rule))
        }
        let allowed = parsed["cmd"] == nil ? Self.answerNesting(outcome: parsed["outcome"]?.stringValue) : Self.maxNesting
        if limit > allowed, parsed.nestingDepth > allowed {
            if direction == nil { direction = parsed["cmd"] != nil ? .request : .answer }
            return bad(line, direction, "", "decode.depth: nesting \(parsed.nestingDepth), over maxNesting \(allowed)",
                       Self.jsonHint("decode.depth"))
        }
        guard let value = try? OrderedJSON.parse(raw) else { return Result(line: line, kind: .good, direction: direction) }
        return check(value: value, line: line, direction: direction)
    }

    /// Checks one line already parsed.
    func check(value: OrderedJSON, line: Int, direction: ProtocolTranscript.Direction?) -> Result {
        let direction = direction ?? (value["cmd"] != nil ? .request : .answer)
        guard let entry = entries[direction] else { return Result(line: line, kind: .good, direction: direction) }
        // Stable by document position; the steps typed one by one (as a chain it took the
        // type checker half a second).
        let found: [SchemaViolation] = SchemaValidator.violations(of: value, against: entry, in: schema)
        let positions: [[Int]] = found.map { Self.position(of: $0.instancePath, in: value) }
        let order: [Int] = positions.indices.sorted { a, b in
            positions[a].lexicographicallyPrecedes(positions[b]) || (positions[a] == positions[b] && a < b)
        }
        let violations: [SchemaViolation] = order.map { found[$0] }
        let problems = violations.flatMap { self.problems(for: $0, line: line, direction: direction) }
        return Result(line: line, kind: problems.isEmpty ? .good : .bad, direction: direction, problems: problems)
    }

    private func bad(_ line: Int, _ direction: ProtocolTranscript.Direction?, _ pointer: String, _ message: String, _ hint: String) -> Result {
        Result(line: line, kind: .bad, direction: direction,
               problems: [Problem(line: line, direction: direction, pointer: pointer, keyword: "json", message: message, hint: hint)])
    }

    /// The layer-1 rule (docs/RULES.md) a parse failure breaks, the pointer it is at (the
    /// object, for a repeated name) and what happened (`byte N: …`).
    static func fault(_ error: ProtocolError, in raw: [UInt8]) -> (rule: String, pointer: String, message: String) {
        guard case .notJSON(let offset, let problem) = error else { return ("decode.syntax", "", error.description) }
        let rule: RuleID = switch problem {
        case .invalidUTF8, .loneSurrogate: .decodeEncoding
        case .duplicateMemberName: .decodeDuplicateKey
        case .numberOutOfRange: .decodeNumber
        case .tooDeep: .decodeDepth
        default: .decodeSyntax
        }
        let pointer = rule == .decodeDuplicateKey ? Self.object(holding: offset, in: raw) : ""
        return (rule.rawValue, pointer, "byte \(offset): \(problem)")
    }

    /// The JSON Pointer of the innermost object whose text holds byte `offset` ("" when none
    /// can be told).
    private static func object(holding offset: Int, in raw: [UInt8]) -> String {
        guard let tape = try? StrictJSONParser.tape(raw) else { return "" }
        var node = 0
        var pointer = ""
        descent: while node < tape.nodes.count, tape.nodes[node].kind == .object || tape.nodes[node].kind == .array {
            for (index, child) in tape.children(of: node).enumerated() {
                let candidate = tape.nodes[child]
                guard candidate.range.contains(offset), candidate.kind == .object || candidate.kind == .array else { continue }
                pointer = tape.nodes[node].kind == .object
                    ? JSONPointer.appending(candidate.name ?? "", to: pointer) : JSONPointer.appending(index, to: pointer)
                node = child
                continue descent
            }
            break
        }
        return tape.nodes.indices.contains(node) && tape.nodes[node].kind == .object ? pointer : ""
    }

    /// The pre-order position of an instance location, so that comparing positions is document
    /// order: each step's index among its container's members (in the order written) or items.
    static func position(of path: [PathToken], in value: OrderedJSON) -> [Int] {
        var position: [Int] = []
        var node = value
        for token in path {
            switch (token, node) {
            case (.name(let name), .object(let members)):
                guard let index = members.firstIndex(where: { $0.name == name }) else { return position + [1 << 62] }
                position.append(index)
                node = members[index].value
            case (.index(let index), .array(let items)) where items.indices.contains(index):
                position.append(index)
                node = items[index]
            default:
                return position + [1 << 62]
            }
        }
        return position
    }

    /// ` (a NAME answer within 1024)` for each contract whose answers may nest deeper than
    /// ``maxNesting``, in registry order.
    static var deeperAnswers: String {
        ContractRegistry.contracts.filter { $0.answerNesting > maxNesting }
            .map { " (a \($0.displayName) answer within \($0.answerNesting))" }.joined()
    }

    /// How to fix a line that is not strict JSON.
    static func jsonHint(_ rule: String) -> String {
        switch rule {
        case "decode.size": "keep a protocol line within 64 MiB"
        case "decode.encoding":
            "write UTF-8 without a byte order mark; escape no lone surrogate (ASCII-only JSON with \\u escapes is always safe)"
        case "decode.syntax": "write one RFC 8259 JSON object per line, nothing after it (no NaN, no trailing comma, control characters escaped)"
        case "decode.duplicateKey": "write each member name once per object"
        case "decode.number": "write numbers within the range of a double"
        case "decode.depth": "keep a protocol line within \(maxNesting) levels of nesting\(deeperAnswers)"
        case "decode.notObject": "a protocol line is one JSON object"
        default: "write one strict JSON object per line"
        }
    }
}
