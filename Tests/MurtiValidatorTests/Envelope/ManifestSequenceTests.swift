import Testing
@testable import MurtiValidator

/// Manifest sequences (docs/CONTRACT.md §6; seed: Manifest): higher and equal accepted, lower refused
/// `manifest.rollback`, a refused manifest never moves the sequence.
@Suite("Manifest sequences")
struct ManifestSequenceTests {
    static let accept = Verdict(outcome: .accept)

    /// A signed manifest with the sequence lexeme `sequence`.
    static func manifest(_ sequence: String, screens: String = #"{"dashboard":"v3"}"#, alg: String = "ed25519") throws -> [UInt8] {
        try TestKeys.signed(Array(#"{"sequence":\#(sequence),"screens":\#(screens)}"#.utf8), alg: alg)
    }

    static func validator() throws -> Validator { TestKeys.validator(keys: try TestKeys.all()) }

    static func rules(_ verdicts: [Verdict]) -> [String] {
        verdicts.map { $0.outcome == .accept ? "accept" : "\($0.rule ?? "?") \($0.path ?? "?")" }
    }

    @Test("higher and equal are accepted; lower is a rollback at /payload/sequence (layer 3)")
    func monotonic() throws {
        let verdicts = try Self.validator().validateManifestSequence(
            [try Self.manifest("1"), try Self.manifest("2", alg: "es256"), try Self.manifest("2"), try Self.manifest("1")])
        #expect(Self.rules(verdicts) == ["accept", "accept", "accept", "manifest.rollback /payload/sequence"])
        #expect(verdicts.last?.layer == 3)
    }

    @Test("a manifest that fails verification never moves the sequence")
    func refusedDoesNotAdvance() throws {
        let forged = TestKeys.envelope(
            payload: StrictBase64.encode(Array(#"{"sequence":9,"screens":{}}"#.utf8)),
            signature: StrictBase64.encode(try TestKeys.sign(Array(#"{"sequence":4,"screens":{}}"#.utf8), "ed25519")))
        let verdicts = try Self.validator().validateManifestSequence(
            [try Self.manifest("5"), forged, try Self.manifest("7"), try Self.manifest("6")])
        #expect(Self.rules(verdicts) == ["accept", "envelope.signature /signature", "accept", "manifest.rollback /payload/sequence"])
    }

    @Test("the comparison is exact past 2^53 and reads integer spellings")
    func exactIntegers() throws {
        let verdicts = try Self.validator().validateManifestSequence([
            try Self.manifest("9007199254740993"), try Self.manifest("9007199254740992"),
            try Self.manifest("90071992547409930e-1"), try Self.manifest("9.5"),
        ])
        #expect(Self.rules(verdicts) == ["accept", "manifest.rollback /payload/sequence", "accept", "type /payload/sequence"])
    }

    @Test("manifests must be signed envelopes of the manifest shape")
    func shapes() throws {
        let validator = try Self.validator()
        let verdicts = validator.validateManifestSequence([
            Array(#"{"sequence":1,"screens":{}}"#.utf8),
            try Self.manifest("1", screens: #"{"a/b":"v1"}"#),
            try TestKeys.signed(Array(#"{"sequence":1}"#.utf8)),
            try TestKeys.signed(Array(#"{"sequence":1,"screens":{},"x":1}"#.utf8)),
            try Self.manifest("1", screens: #"{"dashboard":1}"#),
            try Self.manifest("\"1\""),
            try TestKeys.signed(Array("[1]".utf8)),
            try TestKeys.signed(Array(#"{"sequence":1,"screens":{}}"#.utf8), version: "2.0"),
        ])
        #expect(Self.rules(verdicts) == [
            "required ", "pattern /payload/screens/a~1b", "required /payload", "additionalProperties /payload",
            "type /payload/screens/dashboard", "type /payload/sequence", "decode.notObject /payload",
            "version.major /schemaVersion",
        ])
        #expect(validator.validateManifestSequence([]).isEmpty)
    }

    /// Lexemes and the integer they spell (`nil`: not an integer).
    static let lexemes: [(String, String?)] = [
        ("7", "7"), ("7.0", "7"), ("70e-1", "7"), ("7E+0", "7"), ("0.7e1", "7"), ("-0", "0"), ("0.0", "0"),
        ("1e2", "100"), ("-12", "-12"), ("6.5", nil), ("1e-1", nil), ("0e99999999999999999999", "0"),
        ("9007199254740993", "9007199254740993"), ("-0.0e5", "0"),
    ]

    @Test("integer lexemes", arguments: lexemes)
    func lexeme(_ example: (String, String?)) {
        #expect(ManifestSequenceNumber(lexeme: example.0)?.text == example.1)
    }

    @Test("numeric order, negatives included")
    func ordering() throws {
        let ordered = try ["-20", "-3", "0", "7", "10", "9007199254740992", "9007199254740993"].map {
            try #require(ManifestSequenceNumber(lexeme: $0))
        }
        for (left, right) in zip(ordered, ordered.dropFirst()) {
            #expect(left < right)
            #expect(!(right < left))
        }
        #expect(!(ordered[2] < ordered[2]))
    }
}
