import MurtiProtocol

/// How a failed assertion becomes the problems a person reads: where, which keyword, why, and
/// a fix drawn from the schema's own descriptions, as the Python checker words them
/// (docs/PROTOCOL.md "Checking your lines"). A member a message does not have (`additionalProperties`
/// false, or only `null` allowed) is one problem per member, with the member it was likely
/// meant to be.
extension ProtocolLineChecker {
    /// The problems one violation makes.
    func problems(for violation: SchemaViolation, line: Int, direction: ProtocolTranscript.Direction) -> [Problem] {
        let location = violation.instancePath
        let path = violation.schemaPath
        let walker = SchemaWalker(document: schema.document, direction: direction)
        if violation.keyword == "additionalProperties" {
            let holder = walker.owner(path).node
            let known = Set(holder?["properties"]?.members.map(\.name) ?? [])
            let context = walker.context(path)
            return violation.instance.members.filter { !known.contains($0.name) }.map { member in
                unknownMember(line, direction, location + [.name(member.name)], holder: holder, context: context)
            }
        }
        if let last = path.lastIndex(of: .name("additionalProperties")) {
            let prefix = Array(path[...last])
            let holder = walker.owner(prefix).node
            if holder?["additionalProperties"] == Self.absent {
                // A member this message does not have, with a value other than null.
                return [unknownMember(line, direction, location, holder: holder, context: walker.context(prefix))]
            }
        }
        let keyword = violation.keyword ?? "false"
        let (holder, context) = walker.owner(path)
        let hint = hint(keyword, violation, holder: holder, described: context.isEmpty ? walker.context(path) : context, walker: walker)
        return [Problem(line: line, direction: direction, pointer: Self.pointer(location), keyword: keyword,
                        message: message(violation).text, hint: hint)]
    }

    /// How the schema says "only null, which counts as absent".
    static let absent = OrderedJSON.object([.init(name: "$ref", value: .string("#/$defs/absent"))])

    /// RFC 6901 text of an instance location.
    static func pointer(_ tokens: [PathToken]) -> String {
        tokens.reduce("") { pointer, token in
            switch token {
            case .name(let name): JSONPointer.appending(name, to: pointer)
            case .index(let index): JSONPointer.appending(index, to: pointer)
            }
        }
    }

    private func unknownMember(
        _ line: Int, _ direction: ProtocolTranscript.Direction, _ location: [PathToken], holder: OrderedJSON?, context: String
    ) -> Problem {
        let name: String = switch location.last {
        case .name(let name)?: name
        case .index(let index)?: String(index)
        case nil: ""
        }
        return Problem(line: line, direction: direction, pointer: Self.pointer(location), keyword: "additionalProperties",
                       message: "member \(CheckerText.quoted(name, asciiOnly: true)) is not part of this message",
                       hint: Self.unknownMemberHint(name, holder: holder, described: context))
    }

    /// `did you mean "placeholders"? remove "placeholder"; the members here are … (description)`.
    static func unknownMemberHint(_ name: String, holder: OrderedJSON?, described: String) -> String {
        let known = (holder?["properties"]?.members.map(\.name) ?? []).sorted(by: ScalarOrder.precedes)
        var text = known.first { isClose($0, name) }.map { "did you mean \(CheckerText.quoted($0, asciiOnly: true))? " } ?? ""
        text += "remove \(CheckerText.quoted(name, asciiOnly: true))"
        if case .object? = holder?["additionalProperties"] { text += " or write null (null counts as absent)" }
        if !known.isEmpty { text += "; the members here are " + known.joined(separator: ", ") }
        return text + (described.isEmpty ? "" : " (\(described))")
    }

    /// A likely misspelling: the same name in another case, or at most two edits away
    /// (Levenshtein, over code points) for names of four characters or more.
    static func isClose(_ known: String, _ name: String) -> Bool {
        let a = Array(known.lowercased().unicodeScalars)
        let b = Array(name.lowercased().unicodeScalars)
        if a == b { return true }
        if min(a.count, b.count) < 4 || abs(a.count - b.count) > 2 { return false }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count] <= 2
    }

    /// How to fix one failing keyword, from the schema's descriptions.
    private func hint(
        _ keyword: String, _ violation: SchemaViolation, holder: OrderedJSON?, described: String, walker: SchemaWalker
    ) -> String {
        let suffix = described.isEmpty ? "" : " (\(described))"
        switch keyword {
        case "required":
            let name = violation.missing ?? ""
            let member = walker.describe(holder?["properties"]?[name])
            return "add member \(CheckerText.quoted(name, asciiOnly: true))" + (member.isEmpty ? "" : " (\(member))")
                + (described.isEmpty ? "" : "; \(described)")
        case "enum", "const":
            let allowed: [OrderedJSON] = if keyword == "enum", case .array(let items)? = violation.keywordValue {
                items
            } else {
                [violation.keywordValue ?? .null]
            }
            return "write " + allowed.map { CheckerText.dumped($0, asciiOnly: true) }.joined(separator: " or ") + suffix
        case "type":
            return "write a JSON \(Self.typeNames(violation.keywordValue).joined(separator: " or ")) here" + suffix
        case "not":
            let own = walker.describe(violation.keywordValue)
            return own.isEmpty ? (described.isEmpty ? "see the schema" : described) : own
        default:
            return described.isEmpty ? message(violation).text : described
        }
    }

    /// `type`'s names as written.
    private static func typeNames(_ value: OrderedJSON?) -> [String] {
        switch value {
        case .string(let name)?: [name]
        case .array(let items)?: items.map { $0.stringValue ?? CheckerText.dumped($0, asciiOnly: false) }
        default: []
        }
    }

    /// What went wrong, with values as JSON writes them (`null`, `true`, `"a"`), collapsed and cut.
    func message(_ violation: SchemaViolation) -> CheckerText.Clipped {
        var text = CheckerText.Clipped()
        let value = violation.keywordValue ?? .null
        let json = { (value: OrderedJSON) in CheckerText.dumped(value, asciiOnly: false) }
        guard let keyword = violation.keyword else {
            text.write("false schema does not allow ")
            CheckerText.dump(violation.instance, asciiOnly: false, into: &text)
            return text
        }
        if keyword == "required" {
            text.write(json(.string(violation.missing ?? "")) + " is a required property")
            return text
        }
        CheckerText.dump(violation.instance, asciiOnly: false, into: &text)
        let count = if case .number(let number, _) = value { Int(exactly: number) } else { Int?.none }
        let bound = if case .number(let number, let lexeme) = value { CheckerText.number(number, lexeme: lexeme) } else { json(value) }
        switch keyword {
        case "type": text.write(" is not of type " + Self.typeNames(value).joined(separator: " or "))
        case "enum":
            let items = if case .array(let items) = value { items } else { [OrderedJSON]() }
            text.write(" is not one of " + items.map(json).joined(separator: ", "))
        case "const": text.write(" is not " + json(value))
        case "pattern": text.write(" does not match " + json(value))
        case "not": text.write(" should not be valid under " + json(value))
        case "minItems", "minLength": text.write(count == 1 ? " should be non-empty" : " is too short")
        case "maxItems": text.write(count == 0 ? " is expected to be empty" : " is too long")
        case "uniqueItems": text.write(" has non-unique elements")
        case "minimum": text.write(" is less than the minimum of " + bound)
        case "maximum": text.write(" is greater than the maximum of " + bound)
        case "anyOf": text.write(" is not valid under any of the given schemas")
        case "contains": text.write(" does not contain items matching the given schema")
        default: text.write(" breaks " + keyword)
        }
        return text
    }
}

/// Walks the schema document along a python-jsonschema schema path, as the Python checker does
/// to find the schema object holding a failing keyword and the nearest description on the way.
/// A `$ref` is followed wherever the next step is not in the object that holds it (the path
/// leaves `$ref` out), at most 32 times in a row.
struct SchemaWalker {
    let document: OrderedJSON
    let direction: ProtocolTranscript.Direction

    /// The object holding the keyword `path` ends with, and the description of the innermost
    /// schema object on the way that has one (that object's own, when it has one).
    func owner(_ path: [PathToken]) -> (node: OrderedJSON?, context: String) {
        var (node, context) = walk(path.dropLast())
        if let last = path.last { node = throughReferences(node, last) }
        if let text = node?["description"]?.stringValue { context = text }
        return (node, context)
    }

    /// The description of the innermost schema object along `path` that has one.
    func context(_ path: [PathToken]) -> String {
        walk(path[...]).context
    }

    private func walk(_ path: ArraySlice<PathToken>) -> (node: OrderedJSON?, context: String) {
        var node: OrderedJSON? = .object([.init(name: "$ref", value: .string("#/$defs/\(direction.rawValue)"))])
        var context = ""
        for step in path {
            node = throughReferences(node, step)
            if let text = node?["description"]?.stringValue { context = text }
            switch (step, node) {
            case (.name(let name), .object?): node = node?[name]
            case (.index(let index), .array(let items)?) where items.indices.contains(index): node = items[index]
            default: node = nil
            }
            if node == nil { return (.object([]), context) }
        }
        return (node, context)
    }

    /// `node`, or what its `$ref` chain names, up to the first object that has `step`.
    private func throughReferences(_ node: OrderedJSON?, _ step: PathToken) -> OrderedJSON? {
        var node = node
        for _ in 0..<32 {
            guard case .object? = node, let reference = node?["$ref"]?.stringValue else { break }
            if case .name(let name) = step, node?[name] != nil { break }
            node = resolve(reference)
        }
        return node
    }

    /// The `$defs` entry a reference's last token names (`{}` when none).
    private func resolve(_ reference: String) -> OrderedJSON {
        let name = String(reference.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        return document["$defs"]?[name] ?? .object([])
    }

    /// The description of a schema object, or of what its `$ref` names.
    func describe(_ node: OrderedJSON?) -> String {
        var node = node
        for _ in 0..<32 {
            guard case .object? = node else { return "" }
            if let text = node?["description"]?.stringValue { return text }
            guard let reference = node?["$ref"]?.stringValue else { return "" }
            node = resolve(reference)
        }
        return ""
    }
}
