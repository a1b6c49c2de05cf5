import MurtiConformance
import MurtiProtocol

extension Expectation {
    /// The members a fixture entry may have (docs/CONTRACT.md §2).
    static let knownMembers: Set<String> = [
        "outcome", "layer", "rule", "path", "placeholders", "warnings", "profile", "requires",
        "informational", "description", "source", "schema", "steps",
    ]

    /// Reads one fixture entry (or, with `isStep`, one step of a manifest sequence) at
    /// `pointer`, checking each member's type and value.
    ///
    /// `description` is required for fixtures and optional for steps; `outcome` is required
    /// unless `steps` is present.
    package static func read(_ value: JSONValue, at pointer: String, reader: ExpectationsReader, isStep: Bool = false)
        throws(CorpusError) -> Expectation
    {
        let members = try reader.object(value, at: pointer, isStep ? "a step" : "the fixture's expectation")
        try reader.rejectUnknown(members, at: pointer, known: knownMembers)
        func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }

        var steps: [Expectation]?
        if let raw = members["steps"] {
            steps = try reader.array(raw, at: at("steps")) { (item, itemPointer) throws(CorpusError) in
                try read(item, at: itemPointer, reader: reader, isStep: true)
            }
        }
        let outcome: Outcome
        if let raw = members["outcome"] {
            outcome = try reader.outcome(raw, at: at("outcome"))
        } else if let steps {
            outcome = steps.contains { $0.outcome == .reject } ? .reject : .accept
        } else {
            throw reader.failure(at("outcome"), "missing", "add \"outcome\": \"accept\" or \"reject\"")
        }
        let description: String
        if let raw = members["description"] {
            description = try reader.string(raw, at: at("description"))
        } else if isStep {
            description = ""
        } else {
            throw reader.failure(at("description"), "missing", "add \"description\": what the fixture shows")
        }

        var expectation = Expectation(outcome: outcome, description: description, steps: steps)
        if let raw = members["layer"] { expectation.layer = try reader.integer(raw, at: at("layer"), in: 1...4) }
        if let raw = members["rule"] { expectation.rule = RuleID(try nonEmpty(raw, at: at("rule"), reader)) }
        if let raw = members["path"] { expectation.path = try reader.pointer(raw, at: at("path")) }
        if let raw = members["placeholders"] {
            expectation.placeholders = try reader.array(raw, at: at("placeholders")) {
                (item, itemPointer) throws(CorpusError) in try reader.pointer(item, at: itemPointer)
            }
        }
        if let raw = members["warnings"] {
            expectation.warnings = try reader.array(raw, at: at("warnings")) {
                (item, itemPointer) throws(CorpusError) in try readWarning(item, at: itemPointer, reader)
            }
        }
        if let raw = members["profile"] { expectation.profile = try nonEmpty(raw, at: at("profile"), reader) }
        if let raw = members["requires"] {
            expectation.requires = try reader.array(raw, at: at("requires")) {
                (item, itemPointer) throws(CorpusError) in try nonEmpty(item, at: itemPointer, reader)
            }
        }
        if let raw = members["informational"] {
            expectation.informational = try reader.bool(raw, at: at("informational"))
        }
        if let raw = members["source"] { expectation.source = try reader.string(raw, at: at("source")) }
        if let raw = members["schema"] {
            expectation.schema = try reader.outcome(raw, at: at("schema"))
        }
        return expectation
    }

    /// A non-empty string.
    private static func nonEmpty(_ value: JSONValue, at pointer: String, _ reader: ExpectationsReader)
        throws(CorpusError) -> String
    {
        let text = try reader.string(value, at: pointer)
        guard !text.isEmpty else { throw reader.failure(pointer, "empty string", "write a non-empty value or remove the member") }
        return text
    }

    /// One `{rule, path}` warning.
    private static func readWarning(_ value: JSONValue, at pointer: String, _ reader: ExpectationsReader)
        throws(CorpusError) -> RulePath
    {
        let members = try reader.object(value, at: pointer, "a warning {\"rule\": …, \"path\": …}")
        try reader.rejectUnknown(members, at: pointer, known: ["rule", "path"])
        guard let rule = members["rule"] else {
            throw reader.failure(JSONPointer.appending("rule", to: pointer), "missing", "add the warning's rule id")
        }
        guard let path = members["path"] else {
            throw reader.failure(JSONPointer.appending("path", to: pointer), "missing", "add the warning's JSON Pointer")
        }
        return RulePath(
            rule: RuleID(try nonEmpty(rule, at: JSONPointer.appending("rule", to: pointer), reader)),
            path: try reader.pointer(path, at: JSONPointer.appending("path", to: pointer)))
    }
}
