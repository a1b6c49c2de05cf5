/// One token of a JSON Pointer into a line, or of a schema path.
enum PathToken: Sendable, Hashable {
    /// An object member's name (or, in a schema path, a keyword).
    case name(String)
    /// An array index (or, in a schema path, the position in `allOf`/`anyOf`).
    case index(Int)
}

/// One failed assertion, described as python-jsonschema 4 describes it (`ValidationError`), so
/// that the runner's checker and the project's Python checker report the same problems
/// (docs/DECISIONS.md 96).
struct SchemaViolation: Sendable {
    /// The instance location (`absolute_path`).
    var instancePath: [PathToken]
    /// The keywords and members on the way to the failing keyword, as python-jsonschema's
    /// `relative_schema_path` has them: `$ref` and `if` are left out; `then`/`else`,
    /// property names and `allOf` positions are in.
    var schemaPath: [PathToken]
    /// The failing keyword (`validator`); `nil` for the schema `false`.
    var keyword: String?
    /// The keyword's value (`validator_value`).
    var keywordValue: OrderedJSON?
    /// The value that failed (for `propertyNames`, the member name).
    var instance: OrderedJSON
    /// For `required`: the member that is missing.
    var missing: String?
}

/// Evaluates a value against a compiled ``SchemaNode``, keyword by keyword in the order written,
/// each as Draft 2020-12 defines it and in the order python-jsonschema reports failures.
/// Recursion follows the schema, not the value (the compiler refuses reference cycles), so no
/// line is too deep for it.
struct SchemaValidator {
    let schema: ProtocolSchema
    /// Stop at the first failure (``isValid(_:_:)``).
    var stopAtFirst = false
    private(set) var found: [SchemaViolation] = []
    private var instancePath: [PathToken] = []
    private var schemaPath: [PathToken] = []

    init(schema: ProtocolSchema, stopAtFirst: Bool = false) {
        self.schema = schema
        self.stopAtFirst = stopAtFirst
    }

    /// Every failure of `instance` against `node`, in python-jsonschema's order.
    static func violations(of instance: OrderedJSON, against node: SchemaNode, in schema: ProtocolSchema) -> [SchemaViolation] {
        var validator = SchemaValidator(schema: schema)
        validator.validate(instance, node)
        return validator.found
    }

    /// Whether `instance` is valid against `node`.
    func isValid(_ instance: OrderedJSON, _ node: SchemaNode) -> Bool {
        var validator = SchemaValidator(schema: schema, stopAtFirst: true)
        validator.validate(instance, node)
        return validator.found.isEmpty
    }

    private var stopped: Bool { stopAtFirst && !found.isEmpty }

    private mutating func fail(_ keyword: SchemaKeyword?, _ instance: OrderedJSON, missing: String? = nil) {
        found.append(SchemaViolation(
            instancePath: instancePath, schemaPath: schemaPath + (keyword.map { [.name($0.name)] } ?? []),
            keyword: keyword?.name, keywordValue: keyword?.value, instance: instance, missing: missing))
    }

    /// Validates `instance` one level down: `member` extends the instance path, `steps` the
    /// schema path.
    private mutating func descend(_ instance: OrderedJSON, _ node: SchemaNode, member: PathToken? = nil, steps: [PathToken]) {
        if let member { instancePath.append(member) }
        schemaPath += steps
        validate(instance, node)
        schemaPath.removeLast(steps.count)
        if member != nil { instancePath.removeLast() }
    }

    mutating func validate(_ instance: OrderedJSON, _ node: SchemaNode) {
        switch node {
        case .boolean(true): return
        case .boolean(false): fail(nil, instance)
        case .keywords(let keywords, _):
            for keyword in keywords where !stopped { apply(keyword, to: instance) }
        }
    }

    private mutating func apply(_ keyword: SchemaKeyword, to instance: OrderedJSON) {
        let name = PathToken.name(keyword.name)
        switch keyword.rule {
        case .type(let names):
            if !names.contains(where: { Self.isType(instance, $0) }) { fail(keyword, instance) }
        case .enumeration(let values):
            if !values.contains(where: { instance.isEqual(to: $0) }) { fail(keyword, instance) }
        case .constant(let value):
            if !instance.isEqual(to: value) { fail(keyword, instance) }
        case .required(let names):
            guard case .object = instance else { return }
            for missing in names where instance[missing] == nil && !stopped { fail(keyword, instance, missing: missing) }
        case .properties(let properties):
            guard case .object = instance else { return }
            for (member, node) in properties where !stopped {
                if let value = instance[member] { descend(value, node, member: .name(member), steps: [name, .name(member)]) }
            }
        case .additionalProperties(let node, let named):
            guard case .object(let members) = instance else { return }
            let extras = members.filter { !named.contains($0.name) }
            guard !extras.isEmpty else { return }
            switch node {
            case .boolean(true): return
            case .boolean(false): fail(keyword, instance)
            case .keywords:
                for extra in extras where !stopped { descend(extra.value, node, member: .name(extra.name), steps: [name]) }
            }
        case .items(let node):
            guard case .array(let items) = instance else { return }
            for (index, item) in items.enumerated() where !stopped { descend(item, node, member: .index(index), steps: [name]) }
        case .contains(let node):
            guard case .array(let items) = instance else { return }
            if !items.contains(where: { isValid($0, node) }) { fail(keyword, instance) }
        case .minItems(let limit):
            if case .array(let items) = instance, items.count < limit { fail(keyword, instance) }
        case .maxItems(let limit):
            if case .array(let items) = instance, items.count > limit { fail(keyword, instance) }
        case .uniqueItems(let unique):
            guard unique, case .array(let items) = instance else { return }
            if Set(items.map(\.equalityKey)).count != items.count { fail(keyword, instance) }
        case .minLength(let limit):
            if case .string(let text) = instance, text.unicodeScalars.count < limit { fail(keyword, instance) }
        case .pattern(let pattern):
            if case .string(let text) = instance, !pattern.matches(text) { fail(keyword, instance) }
        case .minimum(let bound):
            if let order = OrderedJSON.compare(instance, bound), order < 0 { fail(keyword, instance) }
        case .maximum(let bound):
            if let order = OrderedJSON.compare(instance, bound), order > 0 { fail(keyword, instance) }
        case .propertyNames(let node):
            guard case .object(let members) = instance else { return }
            for member in members where !stopped { descend(.string(member.name), node, steps: [name]) }
        case .allOf(let nodes):
            for (index, node) in nodes.enumerated() where !stopped { descend(instance, node, steps: [name, .index(index)]) }
        case .anyOf(let nodes):
            if !nodes.contains(where: { isValid(instance, $0) }) { fail(keyword, instance) }
        case .not(let node):
            if isValid(instance, node) { fail(keyword, instance) }
        case .conditional(let condition, let then, let otherwise):
            // `if` itself is not in python-jsonschema's schema paths; `then`/`else` are.
            if isValid(instance, condition) {
                if let then { descend(instance, then, steps: [.name("then")]) }
            } else if let otherwise {
                descend(instance, otherwise, steps: [.name("else")])
            }
        case .reference(let reference):
            // Neither is `$ref`; the definition's own keywords follow directly.
            if let target = schema.definitions[reference] { descend(instance, target, steps: []) }
        }
    }

    /// Draft 2020-12 Validation §6.1.1 types: an `integer` is any number with a zero fractional part
    /// (`1.0` too), and booleans are not numbers.
    static func isType(_ value: OrderedJSON, _ name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .number):
            return true
        case ("integer", .number(let number, let lexeme)):
            return OrderedJSON.isIntegerLexeme(lexeme) || (number.isFinite && number.rounded() == number)
        default:
            return false
        }
    }
}

extension OrderedJSON {
    /// A key two values share exactly when they are equal under ``isEqual(to:)`` (numbers by
    /// mathematical value, objects regardless of member order), for `uniqueItems` in linear time.
    var equalityKey: String {
        var key = ""
        var pending: [OrderedJSON?] = [self]
        while let next = pending.popLast() {
            guard let value = next else {
                key += ")"
                continue
            }
            switch value {
            case .null: key += "z;"
            case .bool(let flag): key += flag ? "t;" : "f;"
            case .string(let text): key += "s\(text.utf8.count):\(text);"
            case .number(let number, let lexeme): key += "n\(Self.numberKey(number, lexeme));"
            case .array(let items):
                key += "a("
                pending.append(nil)
                pending += items.reversed().map { $0 }
            case .object(let members):
                key += "o("
                pending.append(nil)
                for member in members.sorted(by: { ScalarOrder.precedes($1.name, $0.name) }) {
                    pending.append(member.value)
                    pending.append(.string(member.name))
                }
            }
        }
        return key
    }

    /// Equal numbers share it: an integral value as its exact integer, any other as the double.
    private static func numberKey(_ number: Double, _ lexeme: String) -> String {
        if isIntegerLexeme(lexeme) {
            let (negative, digits) = integerParts(lexeme)
            return (negative ? "-" : "") + digits
        }
        if number.isFinite, number.rounded() == number {
            if abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
            return String(format: "%.0f", number)
        }
        return "d" + String(number.bitPattern)
    }
}
