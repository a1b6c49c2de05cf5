import MurtiConformance
import MurtiProtocol

extension FlowUISkeleton {
    /// Why a page or sheet does not have the shape docs/CONTRACT.md §8 "Answer" gives it: the
    /// JSON Pointer inside the document of the first member that is missing or wrong.
    struct ShapeFault: Error, Sendable, CustomStringConvertible {
        /// Where, relative to the page or sheet object.
        var pointer: String
        /// What is wrong.
        var problem: String

        var description: String { "\(pointer.isEmpty ? "the document" : pointer): \(problem)" }
    }

    /// Reads the skeleton of a decoded `document` of `kind`; `registry` says which typed widgets
    /// nest widgets in `data.items`. Throws the first ``ShapeFault``.
    init(_ document: JSONValue, kind: FlowUI.DocumentKind, registry: FlowUI.Profile) throws(ShapeFault) {
        let reader = SkeletonReader(registry: registry)
        let members = try reader.object(document, at: "")
        self.kind = kind
        header = try reader.strip(members["header"], at: "/header")
        footer = try reader.strip(members["footer"], at: "/footer")
        let sections = try reader.array(members["sections"], at: "/sections")
        var kept: [Section] = []
        for (index, section) in sections.enumerated() {
            kept.append(try reader.section(section, at: "/sections/\(index)"))
        }
        self.sections = kept
    }
}

/// Reads the graded members out of a page or sheet, naming the first that is wrong.
private struct SkeletonReader {
    let registry: FlowUI.Profile
    typealias Fault = FlowUISkeleton.ShapeFault

    func object(_ value: JSONValue?, at pointer: String) throws(Fault) -> [JSONMemberName: JSONValue] {
        guard case .object(let members)? = value else { throw Fault(pointer: pointer, problem: "\(Self.found(value)), not an object") }
        return members
    }

    func array(_ value: JSONValue?, at pointer: String) throws(Fault) -> [JSONValue] {
        guard case .array(let items)? = value else { throw Fault(pointer: pointer, problem: "\(Self.found(value)), not an array") }
        return items
    }

    func string(_ value: JSONValue?, at pointer: String) throws(Fault) -> String {
        guard case .string(let text)? = value else { throw Fault(pointer: pointer, problem: "\(Self.found(value)), not a string") }
        return text
    }

    func optionalString(_ value: JSONValue?, at pointer: String) throws(Fault) -> String? {
        guard let value else { throw Fault(pointer: pointer, problem: "missing (write null for none)") }
        if case .null = value { return nil }
        return try string(value, at: pointer)
    }

    func pointer(_ value: JSONValue?, at pointer: String) throws(Fault) -> String {
        let text = try string(value, at: pointer)
        guard JSONPointer.isValid(text) else { throw Fault(pointer: pointer, problem: "\"\(text)\" is not an RFC 6901 JSON Pointer") }
        return text
    }

    /// A strip (`{"widgets": [...]}`), or `nil` for `null`.
    func strip(_ value: JSONValue?, at pointer: String) throws(Fault) -> [FlowUISkeleton.Widget]? {
        guard let value else { throw Fault(pointer: pointer, problem: "missing (write null for no strip)") }
        if case .null = value { return nil }
        let members = try object(value, at: pointer)
        return try widgets(members["widgets"], at: pointer + "/widgets")
    }

    func widgets(_ value: JSONValue?, at pointer: String) throws(Fault) -> [FlowUISkeleton.Widget] {
        var result: [FlowUISkeleton.Widget] = []
        for (index, item) in try array(value, at: pointer).enumerated() {
            result.append(try widget(item, at: "\(pointer)/\(index)"))
        }
        return result
    }

    func section(_ value: JSONValue, at pointer: String) throws(Fault) -> FlowUISkeleton.Section {
        let members = try object(value, at: pointer)
        var header: FlowUISkeleton.Widget?
        switch members["header"] {
        case nil: throw Fault(pointer: pointer + "/header", problem: "missing (write null for no header)")
        case .null?: header = nil
        case let value?: header = try widget(value, at: pointer + "/header")
        }
        return FlowUISkeleton.Section(
            at: pointer, src: try self.pointer(members["src"], at: pointer + "/src"),
            id: try optionalString(members["id"], at: pointer + "/id"), header: header,
            widgets: try widgets(members["widgets"], at: pointer + "/widgets"))
    }

    func widget(_ value: JSONValue, at pointer: String) throws(Fault) -> FlowUISkeleton.Widget {
        let members = try object(value, at: pointer)
        let type = try string(members["type"], at: pointer + "/type")
        let contentName = try string(members["content"], at: pointer + "/content")
        guard let content = FlowUISkeleton.Content(rawValue: contentName) else {
            throw Fault(pointer: pointer + "/content", problem: "\"\(contentName)\" is not typed, unknown or malformed")
        }
        let hasData = members["data"] != nil
        if content == .typed, !hasData { throw Fault(pointer: pointer + "/data", problem: "missing: a typed widget carries data") }
        if content != .typed, hasData {
            throw Fault(pointer: pointer + "/data", problem: "an \(content.rawValue) widget carries no data (docs/FLOW-UI.md Decision 27)")
        }
        var items: [FlowUISkeleton.Widget] = []
        if content == .typed, registry.model(of: type)?.nestsWidgets == true {
            let data = try object(members["data"], at: pointer + "/data")
            items = try widgets(data["items"], at: pointer + "/data/items")
        }
        return FlowUISkeleton.Widget(
            at: pointer, src: try self.pointer(members["src"], at: pointer + "/src"), type: type,
            id: try optionalString(members["id"], at: pointer + "/id"), content: content, items: items)
    }

    static func found(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        return "\(value.typeName)"
    }
}
