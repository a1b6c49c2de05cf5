import Foundation
import Testing
@testable import MurtiProtocol

@Suite("ParsedProfileCache: a repeated profile is reused, every request decodes as without it")
struct ParsedProfileCacheTests {
    static let profileA = JSONValue.object([
        "schemaVersion": .string("1.0"),
        "components": .array([.string("text"), .string("ext.lottie")]),
        "bounds": .object(["maxDepth": .number(32), "maxNodes": .number(5000)]),
    ])
    static let profileB = JSONValue.object([
        "schemaVersion": .string("1.0"),
        "components": .array([.string("text")]),
        "bounds": .object(["maxDepth": .number(32), "maxNodes": .number(5000)]),
    ])

    static func line(_ request: ValidateRequest) -> [UInt8] {
        Array(ProtocolCodec.encode(request).dropLast())
    }

    /// A session of lines whose profile repeats, changes, returns, and changes in its last
    /// byte only; plus lines the slow path refuses after (or inside) a repeated profile.
    static let session: [[UInt8]] = {
        var lines: [[UInt8]] = []
        for (seq, profile) in [profileA, profileA, profileB, profileB, profileA, .object([:]), .object([:]), profileA]
            .enumerated()
        {
            lines.append(line(ValidateRequest(seq: seq, id: "f\(seq)", document: Data("{\"v\":\(seq)}".utf8), profile: profile)))
        }
        let text = String(decoding: line(ValidateRequest(seq: 20, id: "x", document: Data(), profile: profileA)), as: UTF8.self)
        // The same profile bytes followed by a trailing comma, a duplicate `profile`, a cut line,
        // and a profile equal up to a longer last number.
        lines.append(Array(text.replacingOccurrences(of: "\"seq\":20}", with: "\"seq\":20,}").utf8))
        lines.append(Array(text.replacingOccurrences(of: "\"seq\":20}", with: "\"seq\":20,\"profile\":{}}").utf8))
        lines.append(Array(text.utf8.dropLast(30)))
        lines.append(Array(text.replacingOccurrences(of: "5000", with: "50000").utf8))
        lines.append(Array(text.replacingOccurrences(of: "\"profile\":{", with: "\"profile\":[{").replacingOccurrences(of: "},\"seq\"", with: "}],\"seq\"").utf8))
        lines.append(line(ValidateRequest(seq: 21, id: "y", document: Data("z".utf8), profile: profileA)))
        return lines
    }()

    @Test("each line decodes to the same request, or fails with the same error, with the cache as without")
    func sameAnswers() throws {
        let cache = ParsedProfileCache()
        var reused = 0
        for line in Self.session {
            let hit = line.withUnsafeBufferPointer { buffer in
                (0..<buffer.count).contains { cache.value(in: buffer, at: $0) != nil }
            }
            if hit { reused += 1 }
            let slow = Result { () throws(ProtocolError) in try ProtocolCodec.decodeRequest(line) }
            let fast = Result { () throws(ProtocolError) in try ProtocolCodec.decodeRequest(line, profiles: cache) }
            switch (slow, fast) {
            case (.success(let expected), .success(let got)): #expect(got == expected)
            case (.failure(let expected), .failure(let got)): #expect(got.description == expected.description)
            default: Issue.record("the cache changed the outcome of \(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(reused >= 4)
    }

    @Test("a changed profile is parsed, not taken from the cache")
    func changedProfile() throws {
        let cache = ParsedProfileCache()
        for profile in [Self.profileA, Self.profileB, Self.profileA] {
            let request = ValidateRequest(seq: 1, id: "a", document: Data("{}".utf8), profile: profile)
            #expect(try ProtocolCodec.decodeRequest(Self.line(request), profiles: cache) == .validate(request))
        }
    }
}
