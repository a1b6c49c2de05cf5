import Foundation
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `MurtiProfileSchema` (the profile check `run` makes before anything is sent) is held to
/// `$defs/profile` of corpus/expectations.schema.json: if the schema changes, this fails until
/// the check follows it (docs/DECISIONS.md D58).
@Suite("Hostile corpus: the profile check follows expectations.schema.json", .contracts)
struct MurtiProfileSchemaTests {
    static let schema: JSONValue = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus/expectations.schema.json")
        return (try? JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))) ?? .null
    }()

    static func keys(_ value: JSONValue?) -> Set<String> {
        guard case .object(let members)? = value else { return [] }
        return Set(members.keys.map(\.string))
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap(\.stringValue)
    }

    @Test("members, name lists, bounds, keys and profile names are the schema's")
    func sameRules() throws {
        let profile = try #require(Self.schema["$defs"]?["profile"])
        #expect(Self.keys(profile["properties"]) == Set(MurtiProfileSchema.members))
        #expect(profile["additionalProperties"] == .bool(false))
        let lists = Self.keys(profile["properties"]).filter { profile["properties"]?[$0]?["$ref"] == .string("#/$defs/names") }
        #expect(lists == Set(MurtiProfileSchema.nameLists))
        let names = try #require(Self.schema["$defs"]?["names"])
        #expect(names["uniqueItems"] == .bool(true) && names["items"]?["minLength"] == .number(1))
        #expect(Self.schema["$defs"]?["schemaVersion"]?["pattern"] == .string("^[0-9]+\\.[0-9]+$"))
        let bounds = try #require(profile["properties"]?["bounds"])
        #expect(Set(Self.strings(bounds["required"])) == Set(MurtiProfileSchema.bounds))
        #expect(Self.keys(bounds["properties"]) == Set(MurtiProfileSchema.bounds) && bounds["additionalProperties"] == .bool(false))
        for bound in MurtiProfileSchema.bounds {
            #expect(bounds["properties"]?[bound]?["type"] == .string("integer") && bounds["properties"]?[bound]?["minimum"] == .number(1))
        }
        #expect(bounds["properties"]?["maxNesting"]?["maximum"] == .number(Double(MurtiProfileSchema.maxNesting)))
        let key = try #require(profile["properties"]?["keys"]?["items"])
        #expect(Self.strings(key["properties"]?["alg"]?["enum"]) == MurtiProfileSchema.algorithms)
        #expect(key["if"]?["properties"]?["alg"]?["const"] == .string(MurtiProfileSchema.privateKeyAlgorithm))
        #expect(Self.keys(key["properties"]) == ["alg", "publicKey", "privateKey"] && key["additionalProperties"] == .bool(false))
        #expect(key["properties"]?["publicKey"]?["pattern"] == .string("^[A-Za-z0-9+/]*={0,2}$"))
        #expect(Self.schema["properties"]?["profiles"]?["propertyNames"]?["pattern"] == .string(MurtiProfileSchema.namePattern))
    }

    @Test("the corpus's own profiles pass the check")
    func corpusProfiles() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus/expectations.json")
        let file = try ExpectationsFile.parse(Data(contentsOf: url), file: "corpus/expectations.json")
        #expect(file.profiles.count >= 2)
    }
}
