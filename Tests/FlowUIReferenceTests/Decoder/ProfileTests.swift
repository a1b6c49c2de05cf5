import JSONKit
import FlowUIReference
import Foundation
import Testing

/// Profiles (docs/CONTRACT.md §8 "Profile").
@Suite("Profiles")
struct ProfileTests {
    func profile(_ text: String) throws -> FlowUIProfile {
        try FlowUIProfile(json: OrderedJSONValue(parsing: Data(text.utf8)))
    }

    @Test("the default binds the eight starter types to their own models")
    func defaultProfile() throws {
        let starter = WidgetModel.allCases.filter { $0 != .opaque }
        #expect(FlowUIProfile.default.registry.count == 8)
        for model in starter { #expect(FlowUIProfile.default.model(for: model.rawValue) == model) }
        #expect(FlowUIProfile.default.model(for: "opaque") == nil)
        #expect(try profile("{}").registry.count == 8, "a profile without registry is the default")
    }

    @Test("a registry binds types to models, compared code point by code point")
    func registry() throws {
        let read = try profile(#"{"registry":{"test_text":"title_block","order_card":"opaque"}}"#)
        #expect(read.model(for: "test_text") == .titleBlock)
        #expect(read.model(for: "order_card") == .opaque)
        #expect(read.model(for: "title_block") == nil)
        let kelvin = try profile(#"{"registry":{"K":"separator"}}"#)
        #expect(kelvin.model(for: "\u{212A}") == nil, "KELVIN SIGN is canonically equivalent to K, yet another name")
    }

    @Test(
        "bad profiles name the pointer",
        arguments: [
            ("[]", FlowUIProfileError.notAnObject(pointer: "")),
            (#"{"registry":[]}"#, .notAnObject(pointer: "/registry")),
            (#"{"registry":{"a/b":"card"}}"#, .unknownModel(pointer: "/registry/a~1b", name: "card")),
            (#"{"registry":{"x":1}}"#, .unknownModel(pointer: "/registry/x", name: nil)),
        ])
    func errors(_ row: (text: String, error: FlowUIProfileError)) {
        #expect(throws: row.error) { try profile(row.text) }
        #expect(!row.error.description.isEmpty)
    }
}
