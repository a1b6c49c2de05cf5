import Foundation
import MurtiProtocol
import Testing

/// The typed profile implementers read from a request (docs/CONTRACT.md §2): defaults for what
/// is left out, a JSON Pointer for what is wrong.
@Suite("MurtiProfile: a request's profile, typed")
struct MurtiProfileTests {
    static let corpusDefault: JSONValue = .object([
        "schemaVersion": .string("1.0"), "components": .array(["vstack", "text"].map { .string($0) }),
        "screens": .array([.string("dashboard")]), "requests": .array([]), "links": .array([]),
        "dataKeys": .array([.string("user.name")]),
        "bounds": .object(["maxDepth": .number(32), "maxNodes": .number(5000), "maxChainDepth": .number(4),
                           "maxNesting": .number(600), "maxDocumentBytes": .number(2_097_152)]),
        "keys": .array([.object(["alg": .string("ed25519"), "publicKey": .string(Data(repeating: 7, count: 32).base64EncodedString())])]),
    ])

    @Test("registries, bounds (maxNesting clamped at 512) and keys are read")
    func reads() throws {
        let profile = try MurtiProfile(Self.corpusDefault)
        #expect(profile.schemaVersion == "1.0")
        #expect(profile.components == ["vstack", "text"])
        #expect(profile.names(.screens) == ["dashboard"])
        #expect(profile.names(.dataKeys) == ["user.name"])
        #expect(profile.bounds.maxNesting == 512)
        #expect(profile.key(for: .ed25519)?.bytes == [UInt8](repeating: 7, count: 32))
        #expect(profile.key(for: .es256) == nil)
        #expect(try MurtiProfile(profile.jsonValue) == profile)
    }

    @Test("members left out take the contract's defaults")
    func defaults() throws {
        let profile = try MurtiProfile(.object([:]))
        #expect(profile == MurtiProfile())
        #expect(profile.bounds == .default)
        #expect(profile.names(.links).isEmpty)
    }

    @Test("what is wrong is named by its JSON Pointer", arguments: [
        (JSONValue.array([]), ""), (.object(["components": .string("x")]), "/components"),
        (.object(["screens": .array([.number(1)])]), "/screens/0"), (.object(["screen": .array([])]), "/screen"),
        (.object(["schemaVersion": .string("1")]), "/schemaVersion"), (.object(["bounds": .object(["maxDepth": .number(1.5)])]), "/bounds/maxDepth"),
        (.object(["bounds": .object(["depth": .number(1)])]), "/bounds/depth"), (.object(["bounds": .object(["maxNesting": .number(0)])]), "/bounds/maxNesting"),
        (.object(["keys": .array([.object(["alg": .string("rsa")])])]), "/keys/0/alg"),
        (.object(["keys": .array([.object(["alg": .string("es256"), "publicKey": .string("AAAA")])])]), "/keys/0/publicKey"),
        (.object(["keys": .array([.object(["alg": .string("hybrid-x25519-aesgcm"), "publicKey": .string("AAAA")])])]), "/keys/0"),
    ])
    func refused(_ value: JSONValue, _ pointer: String) {
        do {
            _ = try MurtiProfile(value)
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.pointer == pointer, "\(error)")
        }
    }
}
