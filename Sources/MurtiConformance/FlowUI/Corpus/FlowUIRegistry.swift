import MurtiProtocol

/// A Flow-UI profile's widget registry as the judge needs it (docs/CONTRACT.md §8 "Corpus,
/// profile, request"): which model each type decodes with. The judge decodes nothing; it reads
/// the registry only to know which widgets nest others in their `data` (an `accordion`'s
/// `items`), whose skeleton is graded too, and to check that a profile is one.
struct FlowUIRegistry: Sendable, Equatable {
    /// The models of docs/CONTRACT.md §8: the eight starter payloads of SCHEMA.md and `opaque`.
    static let models = [
        "title_block", "image_text_card", "separator", "button_row", "tag_rail", "banner", "stepper_row", "accordion",
        "opaque",
    ]

    /// The model whose `items` are widgets.
    static let nestingModel = "accordion"

    /// Models by type, compared code point by code point (docs/FLOW-UI.md Decision 22).
    private let models: [[Unicode.Scalar]: String]

    /// The registry of a profile object; `nil` registry: each starter type bound to its own
    /// model. Throws the first fault as (pointer inside the profile, problem, fix).
    init(profile: JSONValue) throws(Fault) {
        guard case .object(let members) = profile else {
            throw Fault(pointer: "", problem: "a profile is an object", fix: "write {\"registry\": {\"type\": \"model\"}}")
        }
        if let unknown = members.keys.filter({ $0 != "registry" && !$0.hasPrefix("$") }).min(by: ScalarOrder.precedes) {
            throw Fault(
                pointer: JSONPointer.appending(unknown, to: ""), problem: "unknown member \"\(unknown)\"",
                fix: "a Flow-UI profile holds only \"registry\" (docs/CONTRACT.md §8)")
        }
        guard let registry = members["registry"] else {
            self = .starters
            return
        }
        guard case .object(let entries) = registry else {
            throw Fault(pointer: "/registry", problem: "the registry is not an object", fix: "write {\"type\": \"model\", …}")
        }
        var models: [[Unicode.Scalar]: String] = [:]
        for (type, model) in entries {
            guard case .string(let name) = model, Self.models.contains(name) else {
                throw Fault(
                    pointer: JSONPointer.appending(type, to: "/registry"), problem: "not one of the models",
                    fix: "bind the type to one of \(Self.models.joined(separator: ", "))")
            }
            models[Array(type.unicodeScalars)] = name
        }
        self.models = models
    }

    /// The default registry.
    private init(starters: Void) {
        models = Dictionary(uniqueKeysWithValues: Self.models.dropLast().map { (Array($0.unicodeScalars), $0) })
    }

    /// The default registry (docs/CONTRACT.md §8: each starter type bound to its own model).
    static let starters = FlowUIRegistry(starters: ())

    /// The model `type` decodes with, or `nil` for a type the registry does not know.
    func model(of type: String) -> String? { models[Array(type.unicodeScalars)] }

    /// Whether a typed widget of `type` nests widgets in its `data.items`.
    func nestsWidgets(_ type: String) -> Bool { model(of: type) == Self.nestingModel }

    /// A fault in a profile.
    struct Fault: Error {
        /// Where, inside the profile.
        var pointer: String
        /// What is wrong.
        var problem: String
        /// What to write instead.
        var fix: String
    }
}
