extension DocumentWalker {
    /// Checks the value at `index` against `shape`, keyword by keyword in schema order, and
    /// opens it if its members are validated too.
    mutating func visit(_ index: JSONIndex, _ shape: ShapeKind, context: WalkContext) {
        switch shape {
        case .envelope, .payload, .screen, .node, .action:
            visitClosedObject(index, shape, context: context)
        case .props:
            guard expectKind(.object, index, "an object (a props/params bag)") else { return }
            checkMaxProperties(index)
            descend(index, as: .props, context: context)
        case .value:
            visitValue(index, context: context)
        case .children:
            guard expectKind(.array, index, "an array of nodes") else { return }
            if document.count(index) > SchemaVocabulary.maxChildren {
                schemaFailure("maxItems", "a node has \(document.count(index)) children, over "
                    + "the limit of \(SchemaVocabulary.maxChildren) (seed: Bounds)")
            }
            descend(index, as: .children, context: context)
        case .schemaVersion:
            _ = checkString(index, pattern: .schemaVersion, maxLength: nil, "schemaVersion")
        case .typeName:
            _ = checkString(index, pattern: .typeName, maxLength: SchemaVocabulary.maxIdentifierLength, "a type name")
        case .nodeID:
            _ = checkString(index, pattern: nil, maxLength: SchemaVocabulary.maxIdentifierLength, "a node id")
        case .encodedPayload:
            _ = checkString(index, pattern: nil, maxLength: SchemaVocabulary.maxEncodedPayloadLength, "the payload")
        case .signature:
            _ = checkString(index, pattern: nil, maxLength: SchemaVocabulary.maxSignatureLength, "the signature")
        case .algorithm:
            checkEnum(index, SchemaVocabulary.algorithms, "alg")
        case .encryption:
            checkEnum(index, SchemaVocabulary.encryptions, "enc")
        case .actionType:
            checkEnum(index, SchemaVocabulary.actionTypes, "an action type")
        case .screenKey, .screenReference:
            visitReference(index, rule: "semantic.screen", registry: \.screens, "screen")
        case .requestReference:
            visitReference(index, rule: "semantic.request", registry: \.requests, "request")
        case .linkReference:
            visitReference(index, rule: "semantic.link", registry: \.links, "link")
        }
    }

    /// `envelope`, `payload`, `screen`, `node`, `action`: `type`, `required`,
    /// `additionalProperties`, then (action) the `allOf` requirements; nodes and actions also
    /// feed the bounds and, for nodes, layer 4.
    private mutating func visitClosedObject(_ index: JSONIndex, _ shape: ShapeKind, context: WalkContext) {
        guard let rules = SchemaVocabulary.closedMembers(of: shape),
            expectKind(.object, index, "an object (\(Self.definitionName(shape)))")
        else { return }
        var present: UInt32 = 0
        var unknownNames: [JSONIndex] = []
        // The value of the first listed member (`type` of a node or an action), kept so that
        // layer 4 and the action requirements need not search the members again.
        var firstMember: JSONIndex?
        // Each member's definition, handed to the cursor so no name is matched twice.
        var memberShapes = SIMD16<UInt8>.zero
        for (ordinal, (name, value)) in document.members(index).enumerated() {
            if let slot = rules.firstIndex(where: { document.string(name, equals: $0.name) }) {
                present |= 1 << UInt32(slot)
                if slot == 0 { firstMember = value }
                if ordinal < WalkCursor.matchedMembers { memberShapes[ordinal] = rules[slot].shape.rawValue + 1 }
            } else {
                unknownNames.append(name)
                if ordinal < WalkCursor.matchedMembers { memberShapes[ordinal] = WalkCursor.unknownMember }
            }
        }
        var missing: UInt32 = 0
        for slot in rules.indices where rules[slot].required { missing |= 1 << UInt32(slot) }
        missing &= ~present
        if missing != 0 {
            let names = rules.indices.filter { missing & (1 << UInt32($0)) != 0 }
                .map { "\"\(rules[$0].name)\"" }.joined(separator: ", ")
            schemaFailure("required", "\(Self.definitionName(shape)) lacks \(names)")
            if stopped { return }
        }
        if !unknownNames.isEmpty {
            unknownMembers(unknownNames, in: shape)
            if stopped { return }
        }
        var childContext = context
        switch shape {
        case .action:
            checkActionRequirements(index, type: firstMember)
            if stopped { return }
            childContext.chainDepth = context.chainDepth + 1
            countAction(index, chainDepth: childContext.chainDepth)
        case .node:
            childContext.nodeDepth = context.nodeDepth + 1
            childContext.chainDepth = 0
            countNode(index, depth: childContext.nodeDepth)
            if placeholderCheck(type: firstMember, context: context) { childContext.inPlaceholder = true }
        default:
            break
        }
        descend(index, as: shape, context: childContext, memberShapes: memberShapes)
    }

    /// One `additionalProperties` per object (docs/DECISIONS.md 8), or one warning under a higher
    /// minor (docs/DECISIONS.md 10).
    private mutating func unknownMembers(_ names: [JSONIndex], in shape: ShapeKind) {
        if policy.downgradeUnknownMembers {
            report.warnings.append(Verdict.Warning(rule: "additionalProperties", path: currentPointer))
            return
        }
        let listed = names.prefix(5).map { "\"\(document.string($0))\"" }.joined(separator: ", ")
        let more = names.count > 5 ? " and \(names.count - 5) more" : ""
        schemaFailure("additionalProperties", "\(Self.definitionName(shape)) has unknown member(s) "
            + "\(listed)\(more); its members are closed (\(Self.definitionName(shape)) in murti.schema.json)")
    }

    /// `#/$defs/action/allOf`: navigate needs `screen`, api `request`, openURL `link`.
    private mutating func checkActionRequirements(_ index: JSONIndex, type: JSONIndex?) {
        guard let type else { return }
        for requirement in SchemaVocabulary.actionRequirements
        where document.string(type, equals: requirement.type) {
            if document.member(index, named: requirement.member) == nil {
                schemaFailure("required", "a \(requirement.type) action lacks \"\(requirement.member)\" "
                    + "(seed: Invalid fixtures, the if/then of #/$defs/action)")
            }
        }
    }

    /// `#/$defs/value`: each keyword applies only to its own type.
    private mutating func visitValue(_ index: JSONIndex, context: WalkContext) {
        switch document.kind(index) {
        case .string:
            if stringLength(index) > SchemaVocabulary.maxStringLength {
                schemaFailure("maxLength", "a string of \(stringLength(index)) code points, over "
                    + "the limit of \(SchemaVocabulary.maxStringLength) (seed: Bounds)")
            } else {
                checkDataKeys(index)
            }
        case .array:
            if document.count(index) > SchemaVocabulary.maxArrayItems {
                schemaFailure("maxItems", "an array of \(document.count(index)) items, over the "
                    + "limit of \(SchemaVocabulary.maxArrayItems) (seed: Bounds)")
                if stopped { return }
            }
            descend(index, as: .value, context: context)
        case .object:
            checkMaxProperties(index)
            if stopped { return }
            descend(index, as: .value, context: context)
        case .number, .bool, .null:
            break
        }
    }

    /// `maxProperties` of a props bag or an object value.
    private mutating func checkMaxProperties(_ index: JSONIndex) {
        if document.count(index) > SchemaVocabulary.maxMembers {
            schemaFailure("maxProperties", "an object with \(document.count(index)) members, over "
                + "the limit of \(SchemaVocabulary.maxMembers) (seed: Bounds)")
        }
    }

    /// `identifier` (type, pattern, maxLength), then whether it resolves (layer 3,
    /// only once the schema accepts it, so one fault is never two rules).
    private mutating func visitReference(
        _ index: JSONIndex, rule: String, registry: KeyPath<ProfileRegistries, NameRegistry>, _ what: StaticString
    ) {
        guard checkString(index, pattern: .identifier, maxLength: SchemaVocabulary.maxIdentifierLength,
            "a \(what) reference"), wantsSemantic
        else { return }
        if !document.withUnescapedUTF8(index, registries[keyPath: registry].contains) {
            let name = document.string(index)
            semanticFailure(rule, "\(what) \"\(name)\" is not in the profile's \(what)s")
        }
    }

    /// `type: string`, then `pattern`, then `maxLength` (schema order). Returns whether the
    /// value passed all three.
    private mutating func checkString(
        _ index: JSONIndex, pattern: NamePattern?, maxLength: Int?, _ what: @autoclosure () -> String
    ) -> Bool {
        guard expectKind(.string, index, "a string (\(what()))") else { return false }
        var passed = true
        if let pattern, !document.withUnescapedUTF8(index, { pattern.matches($0) }) {
            schemaFailure("pattern", "\(what()) \"\(Self.excerpt(document.string(index)))\" does not "
                + "match \(pattern.source)")
            if stopped { return false }
            passed = false
        }
        if let maxLength, stringLength(index) > maxLength {
            schemaFailure("maxLength", "\(what()) has \(stringLength(index)) code points, over the "
                + "limit of \(maxLength)")
            passed = false
        }
        return passed
    }

    /// `enum`: the value must be one of `allowed` (any other type fails `enum` too).
    private mutating func checkEnum(_ index: JSONIndex, _ allowed: [StaticString], _ what: String) {
        if document.stringIsOne(of: allowed, at: index) { return }
        let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        schemaFailure("enum", "\(what) must be one of \(list)")
    }

    /// `type`: reports and returns `false` unless the value at `index` is of `kind`.
    // `what` is an autoclosure: messages are built only for a failure, never on the hot path.
    private mutating func expectKind(_ kind: JSONKind, _ index: JSONIndex, _ what: @autoclosure () -> String) -> Bool {
        if document.kind(index) == kind { return true }
        schemaFailure("type", "expected \(what()), found \(document.kind(index))")
        return false
    }

    /// The `$defs` name of a closed object definition, for messages.
    static func definitionName(_ shape: ShapeKind) -> String {
        switch shape {
        case .envelope: "the envelope"
        case .payload: "the payload"
        case .screen: "the screen"
        case .node: "the node"
        case .action: "the action"
        default: "the value"
        }
    }

    /// At most 64 characters of `text`, for messages.
    static func excerpt(_ text: String) -> String {
        text.count > 64 ? String(text.prefix(64)) + "…" : text
    }
}
