import Testing
@testable import MurtiValidator

/// A profile's `keys` (docs/CONTRACT.md §6; docs/ENVELOPE.md "Keys"): what loads and what is refused,
/// each refusal naming its JSON Pointer.
@Suite("Profile keys")
struct ProfileKeysTests {
    static func profile(_ keys: String) throws(ProfileError) -> Profile {
        try Profile(json: Array(#"{"schemaVersion":"1.0","keys":\#(keys)}"#.utf8))
    }

    @Test("ed25519, es256 and hybrid keys load with their bytes")
    func loads() throws {
        let keys = #"[{"alg":"ed25519","publicKey":"\#(StrictBase64.encode(TestKeys.ed25519Public))"},"#
            + #"{"alg":"es256","publicKey":"\#(StrictBase64.encode(TestKeys.es256Public))"},"#
            + #"{"alg":"hybrid-x25519-aesgcm","privateKey":"\#(StrictBase64.encode(TestKeys.recipientPrivate))"}]"#
        let profile = try Self.profile(keys)
        #expect(profile.keys == (try TestKeys.all()))
        #expect(try Self.profile("[]").keys.isEmpty)
    }

    /// A `keys` value and the pointer its refusal must name.
    static let refused: [(keys: String, pointer: String)] = [
        (#"{}"#, "/keys"),
        (#"[1]"#, "/keys/0"),
        (#"[{"alg":"rsa","publicKey":"AAAA"}]"#, "/keys/0/alg"),
        (#"[{"publicKey":"AAAA"}]"#, "/keys/0"),
        (#"[{"alg":"ed25519","privateKey":"AAAA"}]"#, "/keys/0"),
        (#"[{"alg":"hybrid-x25519-aesgcm","publicKey":"AAAA"}]"#, "/keys/0"),
        (#"[{"alg":"ed25519","publicKey":"AAAA","kid":"x"}]"#, "/keys/0/kid"),
        (#"[{"alg":"ed25519","publicKey":"AAA"}]"#, "/keys/0/publicKey"),
        (#"[{"alg":"ed25519","publicKey":"AAAA"}]"#, "/keys/0/publicKey"),
        // The P-256 point with its last byte changed is not on the curve.
        (#"[{"alg":"es256","publicKey":"BGD+1LolWp0xyWHrdMY1bWjASbiSO2H6bOZpYi5g8p+2eQP+EAi4vJmkGunpVii8ZPLxsgwtfp9Rd6PClNRGIpg="}]"#,
         "/keys/0/publicKey"),
        (#"[{"alg":"ed25519","publicKey":5}]"#, "/keys/0/publicKey"),
    ]

    @Test("malformed keys are refused at their JSON Pointer", arguments: refused)
    func refuses(_ example: (keys: String, pointer: String)) {
        do {
            _ = try Self.profile(example.keys)
            Issue.record("accepted \(example.keys)")
        } catch {
            switch error {
            case .wrongType(let pointer, _), .invalidValue(let pointer, _), .unknownMember(let pointer):
                #expect(pointer == example.pointer)
            case .notJSON:
                Issue.record("not JSON: \(example.keys)")
            }
        }
    }
}
