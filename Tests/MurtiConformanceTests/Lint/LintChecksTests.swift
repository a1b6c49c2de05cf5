import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// The checks that tell a corpus author exactly what is wrong: stated paths that name nothing,
/// folders that hold another layer, unsorted entries, and one problem per mistake.
@Suite("Linter: paths, folders, order, one problem per mistake", .contracts)
struct LintChecksTests {
    /// The single problem of a harness, or a failed expectation.
    private func onlyProblem(_ harness: LintHarness) async throws -> LintProblem {
        let report = try await harness.lint()
        #expect(report.problems.count == 1, "\(report.rendered(as: .text))")
        return try #require(report.problems.first)
    }

    @Test("a path that names nothing: the nearest existing ancestor is named")
    func missingPath() async throws {
        var harness = LintHarness()
        harness.entries["invalid/missing.json"] = #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/a/zz/0", "description": "d"}"#
        harness.full["invalid/missing.json"] = TableImplementation.reject(2, "required", "/a/zz/0")
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .pathNotFound)
        #expect(problem.message == #"path "/a/zz/0" does not exist in the document; the nearest existing ancestor is "/a""#)
        #expect(problem.fix.contains("corpus/expectations.json"))
    }

    @Test("a missing path where the reference refuses with the same rule elsewhere: one problem saying both")
    func missingPathSameRuleElsewhere() async throws {
        var harness = LintHarness()
        harness.entries["invalid/missing.json"] = #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/nope", "description": "d"}"#
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .pathNotFound)
        #expect(problem.message.hasPrefix(#"path "/nope" does not exist in the document; the nearest existing ancestor is "" (the top level). "#))
        #expect(problem.message.contains(#"Same rule, other instance location: expected "/nope", reference "/a""#), "\(problem.message)")
        #expect(problem.fix.contains(#""path": "/a""#))
    }

    @Test("an existing path where the reference refuses with the same rule elsewhere says exactly that")
    func sameRuleOtherLocation() async throws {
        var harness = LintHarness()
        harness.full["invalid/missing.json"] = TableImplementation.reject(2, "required", "/b")
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .otherRejection)
        #expect(problem.message.hasPrefix(#"same rule, other instance location: expected "/a", reference "/b""#), "\(problem.message)")
        #expect(!problem.message.contains("another reason"))
    }

    @Test("placeholders and warning paths are resolved too", arguments: [
        (#"{"outcome": "accept", "layer": 4, "rule": "render.placeholder", "placeholders": ["/x", "/y/3"], "description": "d"}"#,
         "invalid/render/r.json", #"placeholder "/y/3""#),
        (#"{"outcome": "accept", "warnings": [{"rule": "additionalProperties", "path": "/x/q"}], "description": "d", "schema": "reject"}"#,
         "valid/w.json", #"warning path "/x/q""#),
    ])
    func otherPaths(entry: String, id: String, label: String) async throws {
        var harness = LintHarness()
        harness.entries[id] = entry
        harness.full[id] = entry.contains("placeholders")
            ? TableImplementation.accept(placeholders: ["/x", "/y/3"])
            : TableImplementation.accept(warnings: [("additionalProperties", "/x/q")])
        if entry.contains("warnings") { harness.schemaOnly[id] = TableImplementation.reject(2, "additionalProperties", "/x/q") }
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .pathNotFound)
        #expect(problem.message.hasPrefix(label + " does not exist"), "\(problem.message)")
    }

    @Test("a missing placeholder the reference also disagrees with is one problem, saying both")
    func placeholderFolded() async throws {
        var harness = LintHarness()
        harness.entries["invalid/render/r.json"] = #"{"outcome": "accept", "layer": 4, "rule": "render.placeholder", "placeholders": ["/x/9"], "description": "d"}"#
        harness.full["invalid/render/r.json"] = TableImplementation.accept(placeholders: ["/x"])
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .placeholderMismatch)
        #expect(problem.message.contains(#"the reference lists [/x]; placeholder "/x/9" does not exist in the document"#), "\(problem.message)")
    }

    @Test("decode.* paths are not resolved (they are \"\" or /payload by definition)")
    func decodePathsSkipped() async throws {
        var harness = LintHarness()
        harness.entries["invalid/decode/x.json"] = #"{"outcome": "reject", "layer": 1, "rule": "decode.syntax", "path": "/payload", "description": "d"}"#
        harness.documents["invalid/decode/x.json"] = "{,"
        harness.full["invalid/decode/x.json"] = TableImplementation.reject(1, "decode.syntax", "/payload")
        harness.schemaOnly["invalid/decode/x.json"] = TableImplementation.reject(1, "decode.syntax", "/payload")
        #expect(try await harness.lint().problems.isEmpty)
    }

    static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
    static let payload = #"{"schemaVersion": "1.0", "screen": {"key": "k", "root": {"type": "t"}}}"#
    static let envelope = #"{"schemaVersion": "1.0", "alg": "ed25519", "payload": ""# + base64(payload) + #"", "signature": "AA=="}"#

    @Test("/payload/... in an envelope resolves inside the decoded payload (docs/CONTRACT.md §6 e)", arguments: [
        ("/payload/screen/root", nil),
        ("/payload/screen/root/zz", "/payload/screen/root"),
        ("/payload/nothing", "/payload"),
    ] as [(String, String?)])
    func envelopePaths(path: String, ancestor: String?) async throws {
        var harness = LintHarness()
        let entry = #"{"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "\#(path)", "requires": ["envelope"], "description": "d"}"#
        harness.entries["invalid/envelope/e.json"] = entry
        harness.documents["invalid/envelope/e.json"] = Self.envelope
        harness.full["invalid/envelope/e.json"] = TableImplementation.reject(3, "semantic.screen", path)
        let problems = try await harness.lint().problems
        if let ancestor {
            #expect(problems.map(\.kind) == [.pathNotFound])
            #expect(problems.first?.message.contains("the nearest existing ancestor is \"\(ancestor)\"") == true, "\(problems)")
        } else {
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test("an encrypted payload cannot be read: its paths are left to the reference")
    func encryptedPayload() async throws {
        var harness = LintHarness()
        harness.entries["invalid/envelope/e.json"] = #"{"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "/payload/screen/zz", "requires": ["envelope"], "description": "d"}"#
        harness.documents["invalid/envelope/e.json"] = Self.envelope.replacingOccurrences(of: #""alg""#, with: #""enc": "hybrid-x25519-aesgcm", "alg""#)
        harness.full["invalid/envelope/e.json"] = TableImplementation.reject(3, "semantic.screen", "/payload/screen/zz")
        #expect(try await harness.lint().problems.isEmpty)
    }

    @Test("a manifest step's path resolves in that step's document")
    func manifestStepPath() async throws {
        var harness = LintHarness()
        let file = #"{"kind": "manifestSequence", "documents": [""# + Self.base64(Self.envelope) + #""]}"#
        harness.entries["invalid/manifest/m.json"] = #"{"requires": ["envelope", "manifest"], "steps": [{"outcome": "reject", "layer": 3, "rule": "manifest.rollback", "path": "/payload/sequence"}], "description": "d"}"#
        harness.documents["invalid/manifest/m.json"] = file
        harness.full["invalid/manifest/m.json"] = .object(["steps": .array([TableImplementation.reject(3, "manifest.rollback", "/payload/sequence")])])
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .pathNotFound)
        #expect(problem.message.hasPrefix(#"step 1 path "/payload/sequence" does not exist"#), "\(problem.message)")
    }

    @Test("a missing step path the reference disagrees with is told in that step's problem")
    func manifestStepFolded() async throws {
        var harness = LintHarness()
        let file = #"{"kind": "manifestSequence", "documents": [""# + Self.base64(Self.envelope) + #""]}"#
        harness.entries["invalid/manifest/m.json"] = #"{"requires": ["envelope", "manifest"], "steps": [{"outcome": "reject", "layer": 3, "rule": "manifest.rollback", "path": "/payload/sequence"}], "description": "d"}"#
        harness.documents["invalid/manifest/m.json"] = file
        harness.full["invalid/manifest/m.json"] = .object(["steps": .array([TableImplementation.reject(3, "manifest.rollback", "/payload/screen")])])
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .outcomeMismatch)
        #expect(problem.message.hasPrefix("step 1: expected"))
        #expect(problem.message.contains(#"; step 1 path "/payload/sequence" does not exist in the document; the nearest existing ancestor is "/payload""#), "\(problem.message)")
    }

    @Test("a fixture in a folder of another layer or rule family is flagged, with the right folder", arguments: [
        ("invalid/semantic/long.json", "invalid/semantic/", "invalid/schema/"),
        ("invalid/bounds/long.json", "invalid/bounds/", "invalid/schema/"),
        ("invalid/decode/long.json", "invalid/decode/", "invalid/schema/"),
    ])
    func folderConvention(id: String, folder: String, suggested: String) async throws {
        var harness = LintHarness()
        harness.entries[id] = #"{"outcome": "reject", "layer": 2, "rule": "maxLength", "path": "/a/b", "description": "d"}"#
        harness.full[id] = TableImplementation.reject(2, "maxLength", "/a/b")
        harness.schemaOnly[id] = TableImplementation.reject(2, "maxLength", "/a/b")
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .wrongFolder)
        #expect(problem.message.contains("under \(folder)"), "\(problem.message)")
        #expect(problem.fix.contains("under \(suggested)"), "\(problem.fix)")
    }

    @Test("an unknown rule in a convention's folder is one problem (unknownRule), not a folder problem too")
    func unknownRuleNotFolder() async throws {
        var harness = LintHarness()
        harness.entries["invalid/schema/typo.json"] = #"{"outcome": "reject", "layer": 2, "rule": "maxLenght", "path": "/a/b", "description": "d"}"#
        harness.full["invalid/schema/typo.json"] = TableImplementation.reject(2, "maxLength", "/a/b")
        harness.schemaOnly["invalid/schema/typo.json"] = TableImplementation.reject(2, "maxLength", "/a/b")
        #expect(try await onlyProblem(harness).kind == .unknownRule)
    }

    @Test("after an unknown rule id, no problem is built on it: no schema verdict derived from the typo")
    func unknownRuleHasNoFollowOn() async throws {
        var harness = LintHarness()
        // `schema.pattern` is not a keyword: the verdict it implies would be accept, and a fix
        // would say `write "schema": "reject"` for a schema-only answer that rejects.
        harness.entries["invalid/schema/typo.json"] = #"{"outcome": "reject", "layer": 2, "rule": "schema.pattern", "path": "/a/b", "description": "d"}"#
        harness.full["invalid/schema/typo.json"] = TableImplementation.reject(2, "maxLength", "/a/b")
        harness.schemaOnly["invalid/schema/typo.json"] = TableImplementation.reject(2, "maxLength", "/a/b")
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .unknownRule)
        #expect(!problem.fix.contains(#""schema""#), "\(problem.fix)")
        // Written out, the schema verdict is still checked against the reference.
        harness.entries["invalid/schema/typo.json"] = #"{"outcome": "reject", "layer": 2, "rule": "schema.pattern", "path": "/a/b", "description": "d", "schema": "accept"}"#
        let report = try await harness.lint()
        #expect(Set(report.problems.map(\.kind)) == [.unknownRule, .schemaVerdictMismatch], "\(report.rendered(as: .text))")
    }

    @Test("folders that admit the fixture's layer, and folders without a convention, are fine", arguments: [
        ("invalid/version/minor/ghost.json", 3, "semantic.screen"),
        ("invalid/version/major/two.json", 2, "required"),
        ("invalid/envelope/payload-ghost.json", 3, "semantic.screen"),
        ("invalid/other/anything.json", 3, "semantic.screen"),
        ("invalid/schema/node/long.json", 2, "maxLength"),
    ])
    func folderConventionAdmits(id: String, layer: Int, rule: String) async throws {
        var harness = LintHarness()
        harness.entries[id] = #"{"outcome": "reject", "layer": \#(layer), "rule": "\#(rule)", "path": "/a/b", "description": "d"}"#
        harness.full[id] = TableImplementation.reject(layer, rule, "/a/b")
        if rule == "maxLength" || rule == "required" { harness.schemaOnly[id] = TableImplementation.reject(2, rule, "/a/b") }
        let report = try await harness.lint()
        #expect(report.problems.isEmpty, "\(report.rendered(as: .text))")
    }

    @Test("unsorted entries: one problem naming the first id out of order and format.py")
    func unsorted() async throws {
        var harness = LintHarness()
        harness.unsorted = true
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .unsortedEntries)
        #expect(problem.message.contains(#""invalid/missing.json" comes after "valid/ok.json""#), "\(problem.message)")
        #expect(problem.fix.contains("python3 tools/corpus/format.py"))
    }

    @Test("a wrong layer that the reference also disagrees with is one problem, not two")
    func layerMistakeOnce() async throws {
        var harness = LintHarness()
        harness.entries["invalid/missing.json"] = #"{"outcome": "reject", "layer": 3, "rule": "required", "path": "/a", "description": "d", "schema": "reject"}"#
        #expect(try await onlyProblem(harness).kind == .layerMismatch)
    }

    /// A stand-in for adapters/validate_json.py printing `lines` and exiting 1.
    static func engine(_ lines: [String]) -> [String] {
        let printed = lines.map { "print(\(String(reflecting: $0)))" }.joined(separator: "; ")
        return [TableImplementation.python, "-c", "import sys; \(printed); sys.exit(1)"]
    }

    @Test("engine errors are told by fixture id, field and limit")
    func humaneSchemaErrors() async throws {
        var harness = LintHarness()
        harness.expectationsValidator = Self.engine([
            #"{"path": "/fixtures/valid~1ok.json/description", "keyword": "minLength", "value": 10, "message": "'d' is too short"}"#,
        ])
        let problem = try await onlyProblem(harness)
        #expect(problem.kind == .expectationsSchema)
        #expect(problem.fixture == "valid/ok.json")
        #expect(problem.message == #"valid/ok.json: "description" is shorter than the minimum length 10"#)
        #expect(!problem.message.contains("~1"))
        #expect(problem.fix.contains("minLength"))
    }

    @Test("engine errors on an entry lint already reports are dropped; others are kept")
    func schemaErrorsDeduplicated() async throws {
        var harness = LintHarness()
        harness.entries["valid/ok.json"] = #"{"outcome": "accept", "description": ""}"#
        harness.expectationsValidator = Self.engine([
            #"{"path": "/fixtures/valid~1ok.json/description", "keyword": "minLength", "value": 10, "message": "'' is too short"}"#,
            #"{"path": "/fixtures/valid~1ok.json", "keyword": "required", "value": ["description", "source"], "message": "'source' is a required property"}"#,
            #"{"path": "/fixtures/invalid~1missing.json", "keyword": "required", "value": ["description", "source"], "message": "'source' is a required property"}"#,
        ])
        let report = try await harness.lint()
        // Corpus order: invalid/missing.json before valid/ok.json.
        #expect(report.problems.map(\.kind) == [.expectationsSchema, .missingDescription], "\(report.rendered(as: .text))")
        #expect(report.problems.first?.message == #"invalid/missing.json: the entry has no "source", which is required"#)
    }
}
