import JSONKit

/// What a Flow-UI client knows when it decodes: which widget types are registered, and with
/// which payload model (docs/CONTRACT.md §8 "Profile"). Type names are compared code point by code point.
package struct FlowUIProfile: Sendable {
    /// The registered types and their models, in the order given.
    package var registry: [(type: String, model: WidgetModel)] { storage.registry }
    /// Behind one reference, so that a decoding context holding the profile copies cheaply.
    private let storage: Storage

    /// A profile registering exactly `registry`; of a type listed twice the first entry counts,
    /// as the first of a repeated member name does (docs/FLOW-UI.md Decision 2).
    package init(registry: [(type: String, model: WidgetModel)]) {
        storage = Storage(registry: registry)
    }

    private final class Storage: Sendable {
        let registry: [(type: String, model: WidgetModel)]
        let models: [[UInt8]: WidgetModel]
        /// The registered types, each once, when there are few: looked up by comparing bytes,
        /// with no key to build (docs/PERFORMANCE.md "Flow-UI").
        let few: [(type: [UInt8], model: WidgetModel)]?

        init(registry: [(type: String, model: WidgetModel)]) {
            self.registry = registry
            var models: [[UInt8]: WidgetModel] = [:]
            var unique: [(type: [UInt8], model: WidgetModel)] = []
            for entry in registry where models[Array(entry.type.utf8)] == nil {
                models[Array(entry.type.utf8)] = entry.model
                unique.append((Array(entry.type.utf8), entry.model))
            }
            self.models = models
            few = unique.count <= 16 ? unique : nil
        }
    }

    /// The default profile: each starter type bound to its own model (docs/CONTRACT.md §8).
    package static let `default` = FlowUIProfile(
        registry: WidgetModel.allCases.filter { $0 != .opaque }.map { ($0.rawValue, $0) })

    /// The model `type` is registered with, or `nil` when the type is unknown to this client.
    package func model(for type: String) -> WidgetModel? {
        guard let few = storage.few else { return storage.models[Array(type.utf8)] }
        var type = type
        return type.withUTF8 { wanted in
            few.first { $0.type.count == wanted.count && $0.type.withUnsafeBufferPointer { $0.elementsEqual(wanted) } }?.model
        }
    }

    /// Reads a profile object `{"registry": {type: model, ...}}` as the protocol sends it. A
    /// profile without `registry` is the default profile; other members are ignored.
    /// - Throws: `FlowUIProfileError`, naming the JSON Pointer of the fault.
    package init(json: OrderedJSONValue) throws(FlowUIProfileError) {
        guard case .object = json else { throw .notAnObject(pointer: "") }
        guard let registry = json.firstMember(named: "registry")?.value else {
            self = .default
            return
        }
        guard case .object(let members) = registry else { throw .notAnObject(pointer: "/registry") }
        var entries: [(type: String, model: WidgetModel)] = []
        for member in members {
            let pointer = "/registry/" + JSONPointer.escape(member.name)
            guard case .string(let name) = member.value else { throw .unknownModel(pointer: pointer, name: nil) }
            guard let model = WidgetModel(rawValue: name) else { throw .unknownModel(pointer: pointer, name: name) }
            entries.append((member.name, model))
        }
        self.init(registry: entries)
    }
}
