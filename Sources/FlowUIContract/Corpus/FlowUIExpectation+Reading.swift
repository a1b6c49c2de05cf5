import MurtiConformance
import MurtiProtocol

extension FlowUIExpectation {
    /// Reads one entry of a Flow-UI corpus at `pointer` (docs/FLOW-UI.md "The expectation
    /// format"), each member checked: `outcome`; for `decoded` exactly one of `page` and `sheet`
    /// (an object whose graded members have the answer's shape, read with the registry of the
    /// entry's profile among `profiles`) and `diagnostics`; for `rejected` a `reason`;
    /// `description`; optional `source`, `profile`, `informational`, `promise` (a
    /// ``FlowUIPromise``), `combination` and `combinationReason`, `hostileElement`
    /// (``readHostileElement(_:at:reader:registry:)``). Unknown members, and a
    /// diagnostic's `message` (never graded), are refused. `profiles` `nil`: the starter
    /// registry (a report quotes an entry without its corpus).
    ///
    /// Throws ``CorpusError/invalidValue(file:pointer:problem:fix:)`` naming the first fault.
    static func read(
        _ value: JSONValue, at pointer: String, reader: ExpectationsReader, profiles: [String: FlowUI.Profile]?
    ) throws(CorpusError) -> FlowUIExpectation {
        let members = try reader.object(value, at: pointer, "the fixture's expectation")
        try reader.rejectUnknown(members, at: pointer, known: knownMembers)
        func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }

        guard let rawDescription = members["description"] else {
            throw reader.failure(at("description"), "missing", "add \"description\": what the fixture shows")
        }
        let description = try reader.string(rawDescription, at: at("description"))
        let profile = try members["profile"].map { (raw) throws(CorpusError) in try reader.string(raw, at: at("profile")) }
        let registry = profiles?[profile ?? "default"] ?? .starters
        guard let rawOutcome = members["outcome"] else {
            throw reader.failure(at("outcome"), "missing", "add \"outcome\": \"decoded\" or \"rejected\"")
        }
        let outcome = FlowUI.Outcome(
            rawValue: try reader.choice(rawOutcome, at: at("outcome"), FlowUI.Outcome.allCases.map(\.rawValue))) ?? .decoded
        let decoding: FlowUI.Decoding
        switch outcome {
        case .rejected:
            for member in ["page", "sheet", "diagnostics"] where members[member] != nil {
                throw reader.failure(at(member), "a rejected fixture has no \(member)", "remove it, or write \"outcome\": \"decoded\"")
            }
            guard let rawReason = members["reason"] else {
                throw reader.failure(at("reason"), "missing", "add \"reason\": \"notJSON\", \"notObject\" or \"noPage\"")
            }
            let reason = try reader.choice(rawReason, at: at("reason"), FlowUI.Rejection.allCases.map(\.rawValue))
            decoding = .rejected(FlowUI.Rejection(rawValue: reason) ?? .notJSON)
        case .decoded:
            if members["reason"] != nil {
                throw reader.failure(at("reason"), "a decoded fixture has no reason", "remove it, or write \"outcome\": \"rejected\"")
            }
            let kinds = FlowUI.DocumentKind.allCases.filter { members[$0.rawValue] != nil }
            guard kinds.count == 1, let kind = kinds.first, let document = members[kind.rawValue] else {
                throw reader.failure(
                    kinds.isEmpty ? at("page") : at("sheet"),
                    kinds.isEmpty ? "missing" : "a decoded fixture holds page or sheet, not both",
                    "write the decoded page (\"page\") or sheet (\"sheet\") as docs/FLOW-UI.md \"The answer\" shapes it")
            }
            _ = try reader.object(document, at: at(kind.rawValue), "the decoded \(kind.rawValue)")
            do { _ = try FlowUISkeleton(document, kind: kind, registry: registry) } catch {
                throw reader.failure(
                    at(kind.rawValue) + error.pointer, error.problem,
                    "write it as docs/FLOW-UI.md \"The answer\" shapes a \(kind.rawValue)")
            }
            guard let rawDiagnostics = members["diagnostics"] else {
                throw reader.failure(at("diagnostics"), "missing", "add \"diagnostics\": [] (or the expected diagnostics, in document order)")
            }
            let diagnostics = try reader.array(rawDiagnostics, at: at("diagnostics")) { (item, itemPointer) throws(CorpusError) in
                try readDiagnostic(item, at: itemPointer, reader: reader)
            }
            decoding = .decoded(kind, document, diagnostics: diagnostics)
        }
        var expectation = FlowUIExpectation(decoding: decoding, profile: profile, description: description)
        expectation.registry = registry
        if let raw = members["source"] { expectation.source = try reader.string(raw, at: at("source")) }
        if let raw = members["informational"] { expectation.informational = try reader.bool(raw, at: at("informational")) }
        if let raw = members["promise"] {
            expectation.promise = FlowUIPromise(
                rawValue: try reader.choice(raw, at: at("promise"), FlowUIPromise.allCases.map(\.rawValue)))
        }
        if let raw = members["combination"] { expectation.combination = try reader.bool(raw, at: at("combination")) }
        if let raw = members["combinationReason"] {
            expectation.combinationReason = try reader.string(raw, at: at("combinationReason"))
        }
        if let raw = members["hostileElement"] {
            expectation.hostileElement = try readHostileElement(raw, at: at("hostileElement"), reader: reader, registry: registry)
        }
        return expectation
    }

    /// A `hostileElement` member (docs/DECISIONS.md D83): `{"src", "page"|"sheet",
    /// "diagnostics"}`, the document shaped as the answer's and read with `registry`.
    static func readHostileElement(
        _ value: JSONValue, at pointer: String, reader: ExpectationsReader, registry: FlowUI.Profile
    ) throws(CorpusError) -> FlowUIHostileElement {
        let members = try reader.object(value, at: pointer, "the hostile element {\"src\", \"page\", \"diagnostics\"}")
        try reader.rejectUnknown(members, at: pointer, known: ["src", "page", "sheet", "diagnostics"])
        func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }
        guard let rawSrc = members["src"] else {
            throw reader.failure(at("src"), "missing", "add \"src\": the JSON Pointer of the element whose bytes are hostile")
        }
        let src = try reader.pointer(rawSrc, at: at("src"))
        let kinds = FlowUI.DocumentKind.allCases.filter { members[$0.rawValue] != nil }
        guard kinds.count == 1, let kind = kinds.first, let document = members[kind.rawValue] else {
            throw reader.failure(
                at("page"), kinds.isEmpty ? "missing" : "a hostile element holds page or sheet, not both",
                "write the page (or sheet) a decoder answers when it drops the element alone")
        }
        _ = try reader.object(document, at: at(kind.rawValue), "the page without the element")
        do { _ = try FlowUISkeleton(document, kind: kind, registry: registry) } catch {
            throw reader.failure(
                at(kind.rawValue) + error.pointer, error.problem, "write it as docs/FLOW-UI.md \"The answer\" shapes a \(kind.rawValue)")
        }
        guard let rawDiagnostics = members["diagnostics"] else {
            throw reader.failure(at("diagnostics"), "missing", "add \"diagnostics\": [] (the graded ones outside the element)")
        }
        let diagnostics = try reader.array(rawDiagnostics, at: at("diagnostics")) { (item, itemPointer) throws(CorpusError) in
            try readDiagnostic(item, at: itemPointer, reader: reader)
        }
        return FlowUIHostileElement(src: src, kind: kind, document: document, diagnostics: diagnostics)
    }

    /// One expected diagnostic: `{"kind", "src", "widgetType"?, "renamedTo"?}` (docs/CONTRACT.md
    /// §8 "Diagnostics": `widgetType` exactly with `unknownType` and `malformedPayload`,
    /// `renamedTo` exactly with `duplicateID`).
    static func readDiagnostic(_ value: JSONValue, at pointer: String, reader: ExpectationsReader) throws(CorpusError) -> FlowUI.Diagnostic {
        let members = try reader.object(value, at: pointer, "a diagnostic {\"kind\": …, \"src\": …}")
        if members["message"] != nil {
            throw reader.failure(
                JSONPointer.appending("message", to: pointer), "a diagnostic's message is never graded",
                "remove it: an expectation holds what is graded (docs/FLOW-UI.md \"The expectation format\")")
        }
        try reader.rejectUnknown(members, at: pointer, known: ["kind", "src", "widgetType", "renamedTo"])
        func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }
        guard let rawKind = members["kind"] else {
            throw reader.failure(at("kind"), "missing", "add \"kind\": one of \(FlowUI.DiagnosticKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let kind = FlowUI.DiagnosticKind(
            rawValue: try reader.choice(rawKind, at: at("kind"), FlowUI.DiagnosticKind.allCases.map(\.rawValue))) ?? .droppedElement
        guard let rawSrc = members["src"] else {
            throw reader.failure(at("src"), "missing", "add \"src\": the JSON Pointer of the element in the input")
        }
        var diagnostic = FlowUI.Diagnostic(kind: kind, src: try reader.pointer(rawSrc, at: at("src")))
        if let raw = members["widgetType"] {
            guard kind.carriesWidgetType else {
                throw reader.failure(at("widgetType"), "only unknownType and malformedPayload carry widgetType", "remove it")
            }
            diagnostic.widgetType = try reader.string(raw, at: at("widgetType"))
        } else if kind.carriesWidgetType {
            throw reader.failure(at("widgetType"), "missing", "add \"widgetType\": the widget's type")
        }
        if let raw = members["renamedTo"] {
            guard kind == .duplicateID else {
                throw reader.failure(at("renamedTo"), "only duplicateID carries renamedTo", "remove it")
            }
            diagnostic.renamedTo = try reader.string(raw, at: at("renamedTo"))
        } else if kind == .duplicateID {
            throw reader.failure(at("renamedTo"), "missing", "add \"renamedTo\": the id the widget is renamed to")
        }
        return diagnostic
    }
}
