import Testing
@testable import MurtiValidator

/// Builders for test documents and the docs/CONTRACT.md §2 `default` profile. Expectations in the
/// tests come from the spec (docs/CONTRACT.md, docs/DECISIONS.md, the seed), never from running the code.
enum TestDocuments {
    /// docs/CONTRACT.md §2's `default` profile.
    static let profile = Profile(
        schemaVersion: "1.0",
        components: ["vstack", "hstack", "zstack", "card", "text", "image", "button"],
        screens: ["dashboard", "productDetail", "balanceDetail"],
        requests: ["getAccountBalance"], links: ["help"], dataKeys: ["user.name"])

    /// A validator over ``profile``.
    static let validator = Validator(profile: profile)

    /// A payload whose root node is `root` (JSON text).
    static func payload(root: String, key: String = "\"dashboard\"", version: String = "\"1.0\"") -> String {
        #"{"schemaVersion":\#(version),"screen":{"key":\#(key),"root":\#(root)}}"#
    }

    /// A payload whose root is a `vstack` with `children` (JSON texts).
    static func payload(children: [String], version: String = "\"1.0\"") -> String {
        payload(root: #"{"type":"vstack","children":[\#(children.joined(separator: ","))]}"#, version: version)
    }

    /// A payload whose root `vstack` carries `props` (JSON text of the bag).
    static func payload(props: String) -> String {
        payload(root: #"{"type":"vstack","props":\#(props)}"#)
    }

    /// A payload whose root `button` carries `action` (JSON text).
    static func payload(action: String, version: String = "\"1.0\"") -> String {
        payload(root: #"{"type":"button","action":\#(action)}"#, version: version)
    }

    /// A well-shaped envelope around `payload` (already base64) with `extra` members.
    static func envelope(payload: String = "e30=", extra: String = "", version: String = "\"1.0\"") -> String {
        #"{"schemaVersion":\#(version),"alg":"ed25519","payload":"\#(payload)","signature":"c2ln"\#(extra)}"#
    }

    /// `count` copies of `text`, as a JSON string literal.
    static func quoted(_ text: String, times count: Int) -> String {
        "\"" + String(repeating: text, count: count) + "\""
    }

    /// The UTF-8 bytes of `text`.
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}

/// One document and the single (layer, rule, path) a conforming client reports for it.
struct RejectionCase: Sendable, CustomTestStringConvertible {
    /// What the case exercises.
    let name: String
    /// The document (JSON text).
    let json: String
    /// The expected layer.
    let layer: Int
    /// The expected rule id.
    let rule: String
    /// The expected JSON Pointer.
    let path: String

    /// Creates a layer-2 case unless `layer` says otherwise.
    init(_ name: String, _ json: String, _ rule: String, _ path: String, layer: Int = 2) {
        self.name = name
        self.json = json
        self.layer = layer
        self.rule = rule
        self.path = path
    }

    var testDescription: String { name }
}
