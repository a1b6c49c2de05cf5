import Testing
@testable import MurtiValidator

/// Reading a docs/CONTRACT.md §2 profile object.
@Suite("Profile from JSON")
struct ProfileJSONTests {
    @Test("docs/CONTRACT.md §2's default profile reads as written")
    func contractDefault() throws {
        let json = #"""
            { "schemaVersion": "1.0",
              "components": ["vstack", "hstack", "zstack", "card", "text", "image", "button"],
              "screens": ["dashboard", "productDetail", "balanceDetail"],
              "requests": ["getAccountBalance"], "links": ["help"], "dataKeys": ["user.name"],
              "bounds": { "maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4,
                          "maxNesting": 512, "maxDocumentBytes": 2097152 } }
            """#
        let profile = try Profile(json: Array(json.utf8))
        #expect(profile == TestDocuments.profile)
    }

    @Test("missing members take the defaults")
    func defaults() throws {
        let profile = try Profile(json: Array(#"{"bounds":{"maxDepth":3}}"#.utf8))
        #expect(profile.schemaVersion == "1.0")
        #expect(profile.components.isEmpty)
        #expect(profile.bounds.maxDepth == 3)
        #expect(profile.bounds.maxNodes == 5000)
        #expect(profile.bounds.maxChainDepth == 4)
        #expect(profile.bounds.maxNesting == 512)
        #expect(profile.bounds.maxDocumentBytes == 2_097_152)
    }

    @Test("maxNesting above 512 is clamped")
    func clamp() throws {
        #expect(try Profile(json: Array(#"{"bounds":{"maxNesting":100000}}"#.utf8)).bounds.maxNesting == 512)
    }

    static let refusals: [(String, ProfileError)] = [
        (#"{"schemaVersion":1}"#, .wrongType(pointer: "/schemaVersion", expected: "a string")),
        (#"{"schemaVersion":"one"}"#, .invalidValue(pointer: "/schemaVersion", reason: "\"one\" is not MAJOR.MINOR")),
        (#"{"components":"text"}"#, .wrongType(pointer: "/components", expected: "an array of strings")),
        (#"{"screens":["a",2]}"#, .wrongType(pointer: "/screens/1", expected: "a string")),
        (#"{"bounds":[]}"#, .wrongType(pointer: "/bounds", expected: "an object")),
        (#"{"bounds":{"maxDepth":"32"}}"#, .wrongType(pointer: "/bounds/maxDepth", expected: "an integer")),
        (#"{"bounds":{"maxNodes":1.5}}"#, .invalidValue(pointer: "/bounds/maxNodes", reason: "1.5 is not an integer in range")),
        (#"{"bounds":{"maxChainDepth":-1}}"#, .invalidValue(pointer: "/bounds/maxChainDepth", reason: "-1 is below 0")),
        (#"{"bounds":{"maxNesting":0}}"#, .invalidValue(pointer: "/bounds/maxNesting", reason: "0 is below 1")),
        (#"{"bounds":{"maxDepht":3}}"#, .unknownMember(pointer: "/bounds/maxDepht")),
        (#"{"dataKey":[]}"#, .unknownMember(pointer: "/dataKey")),
        (#"{"a/b":[]}"#, .unknownMember(pointer: "/a~1b")),
    ]

    @Test("wrong types and values name the JSON Pointer", arguments: refusals)
    func refused(_ json: String, _ error: ProfileError) {
        #expect(throws: error) { try Profile(json: Array(json.utf8)) }
    }

    @Test("bytes that are not a JSON object are refused with the layer-1 reason")
    func notJSON() {
        #expect(throws: ProfileError.notJSON(.notObject(found: .array))) { try Profile(json: Array("[]".utf8)) }
        #expect(throws: ProfileError.self) { try Profile(json: Array("{".utf8)) }
    }
}
