import Foundation
import MurtiProtocol
@testable import MurtiReferenceService
import MurtiValidator
import Testing

/// The reference validator as a protocol implementation, seen from its handler: answers in
/// each mode, a profile it refuses, and the verdict text of `validate`.
@Suite("MurtiReferenceService: the reference validator behind protocol v1")
struct ReferenceServiceTests {
    static let profile: JSONValue = .object([
        "schemaVersion": .string("1.0"), "components": .array(["vstack", "text"].map { .string($0) }),
        "screens": .array([.string("dashboard")]),
    ])
    static let valid = Data(#"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"type":"vstack"}}}"#.utf8)
    static let missingType = Data(#"{"schemaVersion":"1.0","screen":{"key":"dashboard","root":{"id":"a"}}}"#.utf8)

    static func request(_ document: Data, profile: JSONValue = profile) -> ValidateRequest {
        ValidateRequest(seq: 3, id: "x.json", document: document, profile: profile)
    }

    @Test("full mode answers the verdict; all-violations adds every rule the document breaks")
    func modes() {
        let cache = ValidatorCache()
        let accepted = ReferenceService().answer(Self.request(Self.valid), cache: cache)
        #expect(accepted.outcome == .accept)
        #expect(accepted.violations == nil)
        let rejected = ReferenceService(allViolations: true).answer(Self.request(Self.missingType), cache: cache)
        #expect(rejected.outcome == .reject)
        #expect(rejected.layer == 2)
        #expect(rejected.rule == .required)
        #expect(rejected.violations?.map(\.rule).contains(.required) == true)
    }

    @Test("schema-only mode declares layers 1 and 2 and answers as a JSON Schema engine")
    func schemaOnly() {
        let service = ReferenceService(schemaOnly: true)
        #expect(service.info.schemaOnly)
        #expect(service.info.layers == [1, 2])
        // An unknown screen is a client rule (layer 3): the schema accepts it.
        let unknownScreen = Data(#"{"schemaVersion":"1.0","screen":{"key":"elsewhere","root":{"type":"vstack"}}}"#.utf8)
        #expect(service.answer(Self.request(unknownScreen), cache: ValidatorCache()).outcome == .accept)
        #expect(ReferenceService().answer(Self.request(unknownScreen), cache: ValidatorCache()).rule == .semanticScreen)
    }

    @Test("a profile the validator refuses is answered error with the pointer, never hidden behind a default")
    func refusedProfile() {
        let bad: JSONValue = .object(["components": .string("text")])
        let answer = ReferenceService().answer(Self.request(Self.valid, profile: bad), cache: ValidatorCache())
        #expect(answer.outcome == nil)
        #expect(answer.error?.contains("\"/components\"") == true, "\(answer.error ?? "")")
        let unknown: JSONValue = .object(["screen": .array([])])
        #expect(ReferenceService().answer(Self.request(Self.valid, profile: unknown), cache: ValidatorCache())
            .error?.contains("unknown member at \"/screen\"") == true)
    }

    @Test("the profile's text is the writer's, so integral bounds stay integers for the validator")
    func profileText() throws {
        let value: JSONValue = .object(["bounds": .object(["maxDepth": .number(3)])])
        #expect(String(decoding: ProfileText.bytes(value), as: UTF8.self) == #"{"bounds":{"maxDepth":3}}"#)
        #expect(try ProfileText.profile(value).bounds.maxDepth == 3)
    }

    @Test("validate's text names the layer, rule and path of a rejection")
    func validation() throws {
        let validation = try ReferenceValidation(profile: Self.profile)
        let rejected = validation.verdict(on: [UInt8](Self.missingType), file: "a.json")
        #expect(rejected.rejected)
        #expect(rejected.verdict.layer == 2 && rejected.verdict.rule == "required" && rejected.verdict.path == "/screen/root")
        #expect(rejected.text.hasPrefix(#"a.json: reject at layer 2 (rule required, at "/screen/root")"#), "\(rejected.text)")
        let accepted = validation.verdict(on: [UInt8](Self.valid), file: "b.json")
        #expect(accepted.text == "b.json: accept" && !accepted.rejected)
    }

    /// A file `validate` cannot read, as the CLI's reader says so.
    struct Unreadable: Error, CustomStringConvertible {
        var description: String { "cannot use c.json: no such file" }
    }

    @Test("validate's report keeps the files' order: a verdict per file read, the reason for one that is not")
    func validationReport() throws {
        let report = try ReferenceValidation.validate(["a.json", "c.json", "b.json"], profile: Self.profile) { file in
            switch file {
            case "a.json": [UInt8](Self.missingType)
            case "b.json": [UInt8](Self.valid)
            default: throw Unreadable()
            }
        }
        #expect(report.entries.count == 3 && report.anyRejected && report.anyUnreadable)
        guard case .judged(let first) = report.entries[0], case .unreadable(let file, let reason) = report.entries[1],
            case .judged(let last) = report.entries[2]
        else {
            Issue.record("entries out of order: \(report.entries)")
            return
        }
        #expect(first.file == "a.json" && first.rejected && file == "c.json" && reason == "cannot use c.json: no such file")
        #expect(last.text == "b.json: accept")
        #expect(throws: ProfileError.self) {
            try ReferenceValidation.validate([], profile: .object(["bounds": .string("x")])) { _ in [] }
        }
    }

    @Test("sign refuses a key file that is not one, and an --alg the key does not have")
    func signing() throws {
        #expect(throws: EnvelopeSigning.Failure.self) {
            try EnvelopeSigning.envelope(payload: [], keyFile: Array("{}".utf8), algorithm: nil, recipientKeyFile: nil)
        }
        let key = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("corpus/keys/test-ed25519.json")
        let keyFile = [UInt8](try Data(contentsOf: key))
        #expect(throws: EnvelopeSigning.Failure.self) {
            try EnvelopeSigning.envelope(payload: [UInt8](Self.valid), keyFile: keyFile, algorithm: .es256, recipientKeyFile: nil)
        }
        let envelope = try EnvelopeSigning.envelope(payload: [UInt8](Self.valid), keyFile: keyFile, algorithm: .ed25519, recipientKeyFile: nil)
        #expect(envelope.algorithm == .ed25519 && !envelope.encrypted)
        #expect(envelope.json.hasPrefix(#"{"schemaVersion":"#) && envelope.json.contains("\"signature\"") && envelope.json.hasSuffix("}\n"))
    }
}
