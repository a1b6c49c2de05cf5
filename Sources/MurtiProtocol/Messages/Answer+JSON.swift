import JSONKit

extension Answer {
    /// The answer as a JSON object: every member that is set, `seq` included (also in each
    /// step), as reports quote what an implementation answered.
    public var jsonValue: JSONValue {
        var members: [JSONMemberName: JSONValue] = ["seq": .number(Double(seq))]
        if let outcome { members["outcome"] = .string(outcome.rawValue) }
        if let layer { members["layer"] = .number(Double(layer)) }
        if let rule { members["rule"] = .string(rule.rawValue) }
        if let path { members["path"] = .string(path) }
        if let message { members["message"] = .string(message) }
        if let placeholders { members["placeholders"] = .array(placeholders.map { .string($0) }) }
        if let warnings {
            members["warnings"] = .array(warnings.map { .object(["rule": .string($0.rule.rawValue), "path": .string($0.path)]) })
        }
        if let skipped { members["skipped"] = .string(skipped) }
        if let error { members["error"] = .string(error) }
        if let steps { members["steps"] = .array(steps.map(\.jsonValue)) }
        if let violations {
            members["violations"] = .array(violations.map { violation in
                var entry: [JSONMemberName: JSONValue] = [
                    "layer": .number(Double(violation.layer)), "rule": .string(violation.rule.rawValue),
                    "path": .string(violation.path),
                ]
                if let message = violation.message { entry["message"] = .string(message) }
                return .object(entry)
            })
        }
        if let schemaLocation { members["schemaLocation"] = .string(schemaLocation) }
        return .object(members)
    }
}
