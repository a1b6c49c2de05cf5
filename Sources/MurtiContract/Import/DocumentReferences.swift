import Foundation
import MurtiConformance
import MurtiProtocol

/// The names a Murti document refers to, which a client profile must register for layer 3 to
/// pass (docs/CONTRACT.md §1; docs/DECISIONS.md 11–12): the screen key and every action's `screen`,
/// `request` and `link` (on any action type, in `onSuccess`/`onError` chains too), and the key
/// of every `{{data.key}}` token in a string value inside `props` and `params`, at any depth.
/// An envelope without `enc` is read through to its base64 payload. Each list is in document
/// order without repeats; names that are not identifiers are left out (no profile can hold them).
package struct DocumentReferences: Sendable, Equatable {
    /// `screen.key` and actions' `screen`.
    package var screens: [String] = []
    /// Actions' `request`.
    package var requests: [String] = []
    /// Actions' `link`.
    package var links: [String] = []
    /// Data-key token keys (`user.name`).
    package var dataKeys: [String] = []

    /// Creates an empty set of references.
    package init() {}

    /// The references in `bytes`; none when they are not a JSON object.
    package init(document bytes: Data) {
        guard let value = try? StrictJSON.parse(bytes, file: "") else { return }
        collect(document: value, envelopes: 1)
    }

    private mutating func collect(document: JSONValue, envelopes: Int) {
        guard case .object(let members) = document else { return }
        if members["signature"] != nil {
            // An envelope (docs/CONTRACT.md §0): its payload is base64 of a payload's bytes, unless encrypted.
            guard envelopes > 0, members["enc"] == nil, let text = members["payload"]?.stringValue,
                let bytes = Data(base64Encoded: text), let payload = try? StrictJSON.parse(bytes, file: "")
            else { return }
            collect(document: payload, envelopes: envelopes - 1)
            return
        }
        guard case .object(let screen)? = members["screen"] else { return }
        add(screen["key"], to: \.screens)
        if let root = screen["root"] { node(root) }
    }

    private mutating func node(_ value: JSONValue) {
        guard case .object(let members) = value else { return }
        if let props = members["props"] { values(props) }
        if let next = members["action"] { action(next) }
        if case .array(let children)? = members["children"] {
            for child in children { node(child) }
        }
    }

    private mutating func action(_ value: JSONValue) {
        guard case .object(let members) = value else { return }
        add(members["screen"], to: \.screens)
        add(members["request"], to: \.requests)
        add(members["link"], to: \.links)
        if let params = members["params"] { values(params) }
        for step in ["onSuccess", "onError"] {
            if let next = members[step] { action(next) }
        }
    }

    private mutating func values(_ value: JSONValue) {
        switch value {
        case .string(let text):
            for key in DataKeyTokens.keys(in: text) where !dataKeys.contains(key) { dataKeys.append(key) }
        case .array(let items):
            for item in items { values(item) }
        case .object(let members):
            for name in members.keys.sorted() { values(members[name] ?? .null) }
        case .null, .bool, .number:
            break
        }
    }

    private mutating func add(_ value: JSONValue?, to list: WritableKeyPath<DocumentReferences, [String]>) {
        guard let name = value?.stringValue, DataKeyTokens.isIdentifier(Substring(name)), !self[keyPath: list].contains(name)
        else { return }
        self[keyPath: list].append(name)
    }
}
