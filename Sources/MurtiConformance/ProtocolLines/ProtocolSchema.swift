import MurtiProtocol

/// docs/protocol.schema.json compiled for the runner's own line checker (docs/PROTOCOL.md
/// "Checking your lines"; docs/DECISIONS.md 96): a Draft 2020-12 validator of exactly the
/// keywords that schema uses, so `protocol-check` needs no Python.
///
/// The schema is compiled into the runner (``ProtocolSchema/embedded``, a build resource of the
/// file itself), so the checker and the document can never be two versions. Compiling refuses any
/// keyword, reference or pattern construct outside the implemented subset
/// (``ProtocolSchemaError``), and the tests compile the schema, so a schema change the checker
/// cannot follow fails the build's tests instead of being checked in part.
struct ProtocolSchema: Sendable {
    /// The keywords that assert something, each implemented as python-jsonschema 4 implements
    /// it for Draft 2020-12 (the order of errors included).
    static let assertions: Set<String> = [
        "type", "enum", "const", "required", "properties", "additionalProperties", "items", "minItems", "maxItems",
        "uniqueItems", "contains", "minLength", "pattern", "minimum", "maximum", "propertyNames", "allOf", "anyOf",
        "not", "if", "then", "else", "$ref",
    ]
    /// The keywords that assert nothing (identifiers, annotations, documentation); `$defs` and
    /// `$id` only at the root, where they cannot change how a reference resolves.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "$comment", "title", "description", "contentEncoding"]
    /// The JSON Schema type names.
    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]

    /// The schema document as written (hints quote its descriptions).
    let document: OrderedJSON
    /// Every `$defs` entry compiled, by the reference naming it (`#/$defs/answer`).
    let definitions: [String: SchemaNode]

    /// docs/protocol.schema.json as built into the runner.
    static var embeddedBytes: [UInt8] { PackageResources.protocol_schema_json }

    /// The runner's schema, compiled once; a failure names what the checker lacks.
    static let embedded: Result<ProtocolSchema, ProtocolSchemaError> = Result { () throws(ProtocolSchemaError) in
        try ProtocolSchema(bytes: embeddedBytes)
    }

    /// Compiles a schema document. Throws ``ProtocolSchemaError``.
    init(bytes: [UInt8]) throws(ProtocolSchemaError) {
        let document: OrderedJSON
        do {
            _ = try StrictJSONParser.parse(bytes, maxNesting: 256)
            document = try OrderedJSON.parse(bytes)
        } catch {
            throw .unreadable(reason: error.description)
        }
        guard case .object = document else { throw .unreadable(reason: "the top-level value is not an object") }
        var compiler = SchemaCompiler(document: document)
        definitions = try compiler.compileDefinitions()
        self.document = document
    }

    /// The compiled definition `name` of `$defs` (`request`, `answer`).
    func definition(_ name: String) -> SchemaNode? {
        definitions["#/$defs/" + name]
    }
}

/// A compiled (sub)schema.
enum SchemaNode: Sendable {
    /// `true` (everything is valid) or `false` (nothing is).
    case boolean(Bool)
    /// A schema object: its asserting keywords in the order written (python-jsonschema reports
    /// in that order), and where it is in the schema document.
    case keywords([SchemaKeyword], at: String)
}

/// One asserting keyword of a schema object.
struct SchemaKeyword: Sendable {
    /// What it asserts.
    indirect enum Rule: Sendable {
        case type([String])
        case enumeration([OrderedJSON])
        case constant(OrderedJSON)
        case required([String])
        case properties([(name: String, schema: SchemaNode)])
        /// The schema every member not named by the sibling `properties` must match, and those names.
        case additionalProperties(SchemaNode, named: Set<String>)
        case items(SchemaNode)
        case minItems(Int)
        case maxItems(Int)
        case uniqueItems(Bool)
        case contains(SchemaNode)
        case minLength(Int)
        case pattern(SchemaPattern)
        case minimum(OrderedJSON)
        case maximum(OrderedJSON)
        case propertyNames(SchemaNode)
        case allOf([SchemaNode])
        case anyOf([SchemaNode])
        case not(SchemaNode)
        /// `if` with the `then` and `else` of the same object.
        case conditional(if: SchemaNode, then: SchemaNode?, else: SchemaNode?)
        /// `$ref`: the key of ``ProtocolSchema/definitions``.
        case reference(String)
    }

    /// The keyword as written (`minItems`).
    var name: String
    /// Its value as written (messages quote it).
    var value: OrderedJSON
    /// What it asserts.
    var rule: Rule
}

/// Compiles a schema document (``ProtocolSchema``), refusing what the checker does not implement.
struct SchemaCompiler {
    let document: OrderedJSON
    /// Definitions already compiled, by reference.
    private var compiled: [String: SchemaNode] = [:]
    /// The references being compiled (a reference back into one is a cycle).
    private var inProgress: [String] = []

    init(document: OrderedJSON) {
        self.document = document
    }

    /// Every `$defs` entry, compiled.
    mutating func compileDefinitions() throws(ProtocolSchemaError) -> [String: SchemaNode] {
        guard let definitions = document["$defs"] else { return [:] }
        guard case .object(let members) = definitions else {
            throw .malformedKeyword(keyword: "$defs", at: "", expected: "an object")
        }
        for member in members { _ = try definition("#/$defs/" + member.name, from: "/$defs") }
        _ = try node(document, at: "", isRoot: true)
        return compiled
    }

    /// The compiled definition `reference` names; `from` is where the reference is written.
    private mutating func definition(_ reference: String, from: String) throws(ProtocolSchemaError) -> SchemaNode {
        if let done = compiled[reference] { return done }
        guard reference.hasPrefix("#/$defs/") else {
            throw .unresolvedReference(reference: reference, at: from, reason: "only #/$defs/NAME references are supported")
        }
        let name = String(reference.dropFirst("#/$defs/".count))
        guard !name.contains("/"), !name.contains("~"), let value = document["$defs"]?[name] else {
            throw .unresolvedReference(reference: reference, at: from, reason: "no such definition in $defs")
        }
        guard !inProgress.contains(reference) else {
            throw .unresolvedReference(
                reference: reference, at: from,
                reason: "a cycle of references (\((inProgress + [reference]).joined(separator: " → "))): recursion is not supported")
        }
        inProgress.append(reference)
        let result = try node(value, at: "/$defs/" + name, isRoot: false)
        inProgress.removeLast()
        compiled[reference] = result
        return result
    }

    /// The schema `value`, found at the schema pointer `at`.
    private mutating func node(_ value: OrderedJSON, at: String, isRoot: Bool) throws(ProtocolSchemaError) -> SchemaNode {
        switch value {
        case .bool(let flag): return .boolean(flag)
        case .object(let members):
            var keywords: [SchemaKeyword] = []
            for member in members {
                let name = member.name
                if ProtocolSchema.annotations.contains(name) {
                    if !isRoot, name == "$defs" || name == "$id" { throw .unsupportedKeyword(keyword: name + " (below the root)", at: at) }
                    continue
                }
                guard ProtocolSchema.assertions.contains(name) else { throw .unsupportedKeyword(keyword: name, at: at) }
                if name == "then" || name == "else" {
                    // Part of `if`; without one they assert nothing (Draft 2020-12 Core §10.2.2),
                    // but they are still held to the subset.
                    if value["if"] == nil { _ = try node(member.value, at: at + "/" + name, isRoot: false) }
                    continue
                }
                keywords.append(SchemaKeyword(name: name, value: member.value, rule: try rule(name, member.value, in: value, at: at)))
            }
            return .keywords(keywords, at: at)
        default:
            throw .malformedKeyword(keyword: "(schema)", at: at, expected: "an object or a boolean")
        }
    }

    private mutating func rule(
        _ name: String, _ value: OrderedJSON, in schema: OrderedJSON, at: String
    ) throws(ProtocolSchemaError) -> SchemaKeyword.Rule {
        let here = at + "/" + name
        func sub(_ value: OrderedJSON, _ suffix: String = "") throws(ProtocolSchemaError) -> SchemaNode {
            try node(value, at: here + suffix, isRoot: false)
        }
        func count() throws(ProtocolSchemaError) -> Int {
            guard case .number(let number, let lexeme) = value, OrderedJSON.isIntegerLexeme(lexeme), number >= 0,
                let exact = Int(exactly: number) else {
                throw .malformedKeyword(keyword: name, at: at, expected: "a non-negative integer")
            }
            return exact
        }
        func schemas() throws(ProtocolSchemaError) -> [SchemaNode] {
            guard case .array(let items) = value, !items.isEmpty else {
                throw .malformedKeyword(keyword: name, at: at, expected: "a non-empty array of schemas")
            }
            var nodes: [SchemaNode] = []
            for (index, item) in items.enumerated() { nodes.append(try sub(item, "/\(index)")) }
            return nodes
        }
        switch name {
        case "type":
            let names: [String] = switch value {
            case .string(let single): [single]
            case .array(let items): items.compactMap(\.stringValue)
            default: []
            }
            let count = if case .array(let items) = value { items.count } else { 1 }
            guard !names.isEmpty, names.count == count, names.allSatisfy(ProtocolSchema.typeNames.contains) else {
                throw .malformedKeyword(keyword: name, at: at, expected: "a type name or an array of type names")
            }
            return .type(names)
        case "enum":
            guard case .array(let items) = value else { throw .malformedKeyword(keyword: name, at: at, expected: "an array") }
            return .enumeration(items)
        case "const": return .constant(value)
        case "required":
            guard case .array(let items) = value, items.allSatisfy({ $0.stringValue != nil }) else {
                throw .malformedKeyword(keyword: name, at: at, expected: "an array of strings")
            }
            return .required(items.compactMap(\.stringValue))
        case "properties":
            guard case .object(let members) = value else { throw .malformedKeyword(keyword: name, at: at, expected: "an object") }
            var properties: [(name: String, schema: SchemaNode)] = []
            for member in members {
                properties.append((member.name, try node(member.value, at: JSONPointer.appending(member.name, to: here), isRoot: false)))
            }
            return .properties(properties)
        case "additionalProperties":
            return .additionalProperties(try sub(value), named: Set(schema["properties"]?.members.map(\.name) ?? []))
        case "items": return .items(try sub(value))
        case "contains": return .contains(try sub(value))
        case "propertyNames": return .propertyNames(try sub(value))
        case "not": return .not(try sub(value))
        case "minItems": return .minItems(try count())
        case "maxItems": return .maxItems(try count())
        case "minLength": return .minLength(try count())
        case "uniqueItems":
            guard case .bool(let flag) = value else { throw .malformedKeyword(keyword: name, at: at, expected: "a boolean") }
            return .uniqueItems(flag)
        case "minimum", "maximum":
            guard case .number = value else { throw .malformedKeyword(keyword: name, at: at, expected: "a number") }
            return name == "minimum" ? .minimum(value) : .maximum(value)
        case "pattern":
            guard let source = value.stringValue else { throw .malformedKeyword(keyword: name, at: at, expected: "a string") }
            do { return .pattern(try SchemaPattern(source)) } catch {
                throw .unsupportedPattern(pattern: source, at: at, reason: error.description)
            }
        case "allOf": return .allOf(try schemas())
        case "anyOf": return .anyOf(try schemas())
        case "if":
            let thenNode = try schema["then"].map { (value) throws(ProtocolSchemaError) in try node(value, at: at + "/then", isRoot: false) }
            let elseNode = try schema["else"].map { (value) throws(ProtocolSchemaError) in try node(value, at: at + "/else", isRoot: false) }
            return .conditional(if: try sub(value), then: thenNode, else: elseNode)
        case "$ref":
            guard let reference = value.stringValue else { throw .malformedKeyword(keyword: name, at: at, expected: "a string") }
            _ = try definition(reference, from: at)
            return .reference(reference)
        default:
            throw .unsupportedKeyword(keyword: name, at: at)
        }
    }
}
