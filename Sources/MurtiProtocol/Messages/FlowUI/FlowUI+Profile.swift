import JSONKit

extension FlowUI {
    /// A Flow-UI request's profile, typed (docs/CONTRACT.md §8 "Corpus, profile, request"):
    /// `{"registry": {type: model}}`, the model each widget type decodes with. Without
    /// `registry`, each starter type is bound to its own model. Types are compared code point by
    /// code point (docs/FLOW-UI.md Decision 22).
    ///
    /// ```swift
    /// let profile = try FlowUI.Profile(request.profile)
    /// switch profile.model(of: widgetType) { case .titleBlock?: …; case nil: /* unknown */ … }
    /// ```
    public struct Profile: Sendable, Equatable {
        private let models: [[UInt32]: Model]

        /// The profile of a profile object. Throws ``ProfileError`` naming the JSON Pointer of
        /// the first fault; members other than `registry` are refused (`$`-prefixed ones, for
        /// editors, are allowed), so a misspelt one is never silently the default.
        public init(_ profile: JSONValue) throws(ProfileError) {
            guard case .object(let members) = profile else { throw .notObject(pointer: "") }
            let unknown = members.keys.filter { $0 != "registry" && !$0.string.hasPrefix("$") }
            if let name = unknown.min() {
                throw .unknownMember(pointer: "/" + Self.escape(name.string))
            }
            guard let registry = members["registry"] else {
                self = .starters
                return
            }
            guard case .object(let entries) = registry else { throw .notObject(pointer: "/registry") }
            var models: [[UInt32]: Model] = [:]
            for (type, value) in entries {
                guard case .string(let name) = value, let model = Model(rawValue: name) else {
                    throw .unknownModel(pointer: "/registry/" + Self.escape(type.string), name: value.stringValue)
                }
                models[type.string.unicodeScalars.map(\.value)] = model
            }
            self.models = models
        }

        private init(models: [[UInt32]: Model]) {
            self.models = models
        }

        /// The default profile: each starter type bound to its own model.
        public static let starters = Profile(
            models: Dictionary(uniqueKeysWithValues: Model.starters.map { ($0.rawValue.unicodeScalars.map(\.value), $0) }))

        /// The model `type` decodes with, or `nil` for a type the profile does not register.
        public func model(of type: String) -> Model? { models[type.unicodeScalars.map(\.value)] }

        /// An RFC 6901 reference token.
        static func escape(_ token: String) -> String { JSONPointer.escape(token) }
    }

    /// Why ``Profile/init(_:)`` refused a profile object. Every case names the JSON Pointer of
    /// the offending value inside the profile.
    public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The value at `pointer` (the profile, or its `registry`) is not a JSON object.
        case notObject(pointer: String)
        /// The member at `pointer` is not part of a Flow-UI profile.
        case unknownMember(pointer: String)
        /// The registry entry at `pointer` names no model (`name` `nil`: not a string).
        case unknownModel(pointer: String, name: String?)

        /// The JSON Pointer of the offending value (`""` for the profile itself).
        public var pointer: String {
            switch self {
            case .notObject(let pointer), .unknownMember(let pointer), .unknownModel(let pointer, _): pointer
            }
        }

        /// What is wrong, where, and what to write instead.
        public var description: String {
            switch self {
            case .notObject(let pointer):
                "profile: \(pointer.isEmpty ? "the profile" : pointer) is not a JSON object; write {\"registry\": {\"type\": \"model\"}}"
            case .unknownMember(let pointer):
                "profile: unknown member at \(pointer); a Flow-UI profile holds only \"registry\" (docs/CONTRACT.md §8)"
            case .unknownModel(let pointer, let name):
                "profile: \(pointer): \(name.map { "\"\($0)\" is" } ?? "a non-string is") not a model; use one of "
                    + Model.allCases.map(\.rawValue).joined(separator: ", ")
            }
        }
    }
}
