import MurtiConformance
import MurtiProtocol

/// The faults a Flow-UI fixture holds (docs/DECISIONS.md D80): what a decoder must tolerate in
/// it, each a place where it can go wrong. One fault per fixture keeps a decoder that trips on
/// one from hiding how it handles another; `lint` refuses a fixture with two unless its entry
/// says `"combination": true` and why.
///
/// A fault is one of the entry's expected diagnostics, or one silent fallback that no
/// diagnostic reports: a rule-1 default taken inside an object the document gives (a strip
/// without `sticky`, `pagination` without `has_more`, `refresh` without `pull_to_refresh`, a
/// section layout without one of its four members, insets without one of their sides, each
/// object counted once), an arrangement string read as `vertical`, or a typed widget whose
/// `data` is absent (decoded from `{}`). docs/CONTRACT.md §8 rule 1 lists these defaults.
struct FlowUIFaults {
    /// One fault.
    struct Fault: Sendable, Equatable {
        /// What it is.
        enum Kind: Sendable, Equatable {
            /// An expected diagnostic of this kind.
            case diagnostic(FlowUI.DiagnosticKind)
            /// A rule-1 default taken inside an object the document gives.
            case defaulted
            /// A value the contract reads otherwise, without a diagnostic (an unknown arrangement).
            case silent
        }

        /// Its JSON Pointer in the input: the diagnostic's `src`, or the object or member.
        var src: String
        /// What it is.
        var kind: Kind

        /// For people: `droppedElement at /page/sections/0`, `a default taken at /page/refresh`.
        var description: String {
            let at = src.isEmpty ? "\"\"" : src
            switch kind {
            case .diagnostic(let kind): return "\(kind.rawValue) at \(at)"
            case .defaulted: return "a default taken at \(at)"
            case .silent: return "a silent fallback at \(at)"
            }
        }
    }

    /// The rule-1 members whose absence from a given object is a fault, by object.
    static let defaulted: [String: [String]] = [
        "strip": ["sticky"], "pagination": ["has_more"], "refresh": ["pull_to_refresh"],
        "layout": ["arrangement", "columns", "item_spacing", "insets"], "insets": ["top", "left", "right", "bottom"],
    ]

    /// The faults of `expectation` given its input `document` (`nil` when the bytes are not strict
    /// JSON, which leaves the diagnostics alone), in the order found.
    static func faults(_ expectation: FlowUIExpectation, input document: JSONValue?) -> [Fault] {
        guard case .decoded(let kind, let answer, let diagnostics) = expectation.decoding else { return [] }
        var found = diagnostics.map { Fault(src: $0.src, kind: .diagnostic($0.kind)) }
        guard let document, let skeleton = try? FlowUISkeleton(answer, kind: kind, registry: expectation.registry)
        else { return found }
        let reported = Set(diagnostics.map(\.src))
        func object(_ pointer: String) -> [JSONMemberName: JSONValue]? {
            guard case .object(let members)? = resolve(pointer, in: document) else { return nil }
            return members
        }
        func takesDefault(_ pointer: String, _ what: String) {
            guard !reported.contains(pointer), let members = object(pointer) else { return }
            if (defaulted[what] ?? []).contains(where: { isAbsent(members[$0]) }) { found.append(Fault(src: pointer, kind: .defaulted)) }
        }
        let root = "/" + kind.rawValue
        if kind == .page, case .object(let page) = answer {
            if page["pagination"].map(isAbsent) == false { takesDefault(root + "/pagination", "pagination") }
            if page["refresh"].map(isAbsent) == false { takesDefault(root + "/refresh", "refresh") }
        }
        if skeleton.header != nil { takesDefault(root + "/header", "strip") }
        if skeleton.footer != nil { takesDefault(root + "/footer", "strip") }
        for section in skeleton.sections {
            let layout = section.src + "/layout"
            guard !reported.contains(layout), let given = object(layout) else { continue }
            takesDefault(layout, "layout")
            if case .string(let arrangement)? = given["arrangement"], !reported.contains(layout + "/arrangement"),
                let written = writtenArrangement(section, in: answer), !sameScalars(arrangement, written)
            {
                found.append(Fault(src: layout + "/arrangement", kind: .silent))
            }
            takesDefault(layout + "/insets", "insets")
        }
        for (_, widget) in skeleton.placedWidgets where widget.content == .typed {
            if case .object(let members)? = resolve(widget.src, in: document), isAbsent(members["data"]) {
                found.append(Fault(src: widget.src + "/data", kind: .defaulted))
            }
        }
        return found
    }

    /// The arrangement the expectation writes for `section`.
    private static func writtenArrangement(_ section: FlowUISkeleton.Section, in answer: JSONValue) -> String? {
        guard case .object(let layout)? = resolve(section.at + "/layout", in: answer),
            case .string(let arrangement)? = layout["arrangement"] else { return nil }
        return arrangement
    }

    /// Absent or `null` (docs/CONTRACT.md §8 rule 1).
    static func isAbsent(_ value: JSONValue?) -> Bool {
        guard let value else { return true }
        if case .null = value { return true }
        return false
    }

    /// The value `pointer` names in `value`, or `nil`.
    static func resolve(_ pointer: String, in value: JSONValue) -> JSONValue? {
        guard let tokens = JSONLocator.tokens(of: pointer) else { return nil }
        var current = value
        for token in tokens {
            switch current {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
