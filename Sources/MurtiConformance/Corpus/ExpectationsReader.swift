import MurtiProtocol

/// Typed access to a parsed `expectations.json` that throws ``CorpusError/invalidValue``
/// naming the file, the JSON Pointer and the fix, instead of a generic decoding error.
package struct ExpectationsReader {
    /// The file name used in error messages.
    let file: String

    /// Creates the value from its members.
    package init(file: String) {
        self.file = file
    }

    /// An error at `pointer`.
    package func failure(_ pointer: String, _ problem: String, _ fix: String) -> CorpusError {
        .invalidValue(file: file, pointer: pointer, problem: problem, fix: fix)
    }

    /// `value` as an object; `what` names it in the fix.
    package func object(_ value: JSONValue, at pointer: String, _ what: String) throws(CorpusError)
        -> [JSONMemberName: JSONValue]
    {
        guard case .object(let members) = value else {
            throw failure(pointer, "expected an object, found \(Self.kind(of: value))", "write \(what) as a JSON object")
        }
        return members
    }

    /// `value` as a string.
    package func string(_ value: JSONValue, at pointer: String) throws(CorpusError) -> String {
        guard case .string(let text) = value else {
            throw failure(pointer, "expected a string, found \(Self.kind(of: value))", "write it as a JSON string")
        }
        return text
    }

    /// `value` as one of `allowed` strings.
    package func choice(_ value: JSONValue, at pointer: String, _ allowed: [String]) throws(CorpusError) -> String {
        let quoted = allowed.map { "\"\($0)\"" }.joined(separator: " or ")
        guard case .string(let text) = value, allowed.contains(text) else {
            throw failure(pointer, "expected \(quoted), found \(Self.render(value))", "write \(quoted)")
        }
        return text
    }

    /// `value` as the name of a contract this build grades (docs/CONTRACT.md §8,
    /// ``ContractRegistry/graded``). Throws ``CorpusError/invalidValue(file:pointer:problem:fix:)``
    /// for another value, naming every graded contract's name in registry order.
    package func contract(_ value: JSONValue, at pointer: String) throws(CorpusError) -> ContractKind {
        ContractKind(rawValue: try choice(value, at: pointer, ContractRegistry.graded.map(\.rawValue)))
    }

    /// `value` as an outcome, `"accept"` or `"reject"`.
    package func outcome(_ value: JSONValue, at pointer: String) throws(CorpusError) -> Outcome {
        Outcome(rawValue: try choice(value, at: pointer, Outcome.allCases.map(\.rawValue))) ?? .accept
    }

    /// `value` as an integer in `range`.
    package func integer(_ value: JSONValue, at pointer: String, in range: ClosedRange<Int>) throws(CorpusError) -> Int {
        if case .number(let number) = value, number.rounded() == number,
            number >= Double(range.lowerBound), number <= Double(range.upperBound)
        {
            return Int(number)
        }
        throw failure(
            pointer, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(Self.render(value))",
            "write the layer number, e.g. 2")
    }

    /// `value` as a boolean.
    package func bool(_ value: JSONValue, at pointer: String) throws(CorpusError) -> Bool {
        guard case .bool(let flag) = value else {
            throw failure(pointer, "expected true or false, found \(Self.render(value))", "write true or false")
        }
        return flag
    }

    /// `value` as an array, each item read by `item` at its own pointer.
    package func array<T>(
        _ value: JSONValue, at pointer: String, _ item: (JSONValue, String) throws(CorpusError) -> T
    ) throws(CorpusError) -> [T] {
        guard case .array(let items) = value else {
            throw failure(pointer, "expected an array, found \(Self.kind(of: value))", "write it as a JSON array")
        }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, element) in items.enumerated() {
            result.append(try item(element, JSONPointer.appending(index, to: pointer)))
        }
        return result
    }

    /// A string that must be an RFC 6901 JSON Pointer.
    package func pointer(_ value: JSONValue, at pointer: String) throws(CorpusError) -> String {
        let text = try string(value, at: pointer)
        guard JSONPointer.isValid(text) else {
            throw failure(
                pointer, "\"\(text)\" is not an RFC 6901 JSON Pointer",
                "write \"\" for the whole document or a pointer starting with \"/\", escaping ~ as ~0 and / as ~1")
        }
        return text
    }

    /// Throws when `name` is canonically equivalent to a key of `taken` (`café` in NFC and in
    /// NFD): the reader keeps both as two members, but the judge's `String`-keyed models would
    /// merge them (docs/DECISIONS.md D127). `what` names the kind of key (`profile name`).
    package func refuseEquivalent<Value>(_ name: String, in taken: [String: Value], at pointer: String, _ what: String) throws(CorpusError) {
        guard taken[name] != nil else { return }
        throw failure(
            pointer, "the \(what) \"\(name)\" differs from another only by Unicode normalization",
            "rename one of the two: \(what)s are compared as canonically equivalent text (docs/DECISIONS.md D127)")
    }

    /// Throws for the first member of `members` (in sorted order) not in `known`.
    /// Members starting with `$` (`$schema`, `$comment`) are allowed for editors.
    package func rejectUnknown(_ members: [JSONMemberName: JSONValue], at pointer: String, known: Set<String>) throws(CorpusError) {
        let unknown = members.keys.map(\.string).filter { !known.contains($0) && !$0.hasPrefix("$") }
        guard let first = unknown.min(by: ScalarOrder.precedes) else { return }
        throw failure(
            JSONPointer.appending(first, to: pointer), "unknown member \"\(first)\"",
            "remove it or fix its spelling; known members: \(known.sorted().joined(separator: ", "))")
    }

    /// The JSON kind of `value` for messages: `a string`, `a number`, ….
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short rendering of a scalar value for messages.
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        default: kind(of: value)
        }
    }
}

/// Corpus order (docs/CONTRACT.md §2 ids): by Unicode scalar values, so the order never depends on
/// the locale or on Swift's canonical-equivalence `String` comparison.
package enum ScalarOrder {
    /// `true` when `a` sorts before `b` scalar by scalar.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
    }
}
