import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol

/// One lint problem kind, set up so that it is the only problem of the corpus.
struct LintCase: CustomStringConvertible, Sendable {
    var kind: LintProblem.Kind
    var fixture: String?
    var setUp: @Sendable (inout LintHarness) -> Void
    var description: String { kind.rawValue }
}

@Suite("Linter: each problem kind (docs/CONTRACT.md §2)", .contracts)
struct LinterTests {
    static let cases: [LintCase] = [
        LintCase(kind: .fileWithoutEntry, fixture: "invalid/extra.json") { $0.extraFiles = ["invalid/extra.json"] },
        LintCase(kind: .entryWithoutFile, fixture: "invalid/missing.json") { $0.missingFiles = ["invalid/missing.json"] },
        LintCase(kind: .unknownRule, fixture: "invalid/typo.json") {
            $0.entries["invalid/typo.json"] = #"{"outcome": "reject", "layer": 2, "rule": "minLenght", "path": "/a", "description": "d"}"#
            $0.full["invalid/typo.json"] = TableImplementation.reject(2, "minLenght", "/a")
            $0.schemaOnly["invalid/typo.json"] = TableImplementation.reject(2, "minLenght", "/a")
        },
        LintCase(kind: .unknownRule, fixture: "invalid/pattern.json") {
            // `pattern` is a real keyword, but not one the test schema can fail on.
            $0.entries["invalid/pattern.json"] = #"{"outcome": "reject", "layer": 2, "rule": "pattern", "path": "/a", "description": "d"}"#
            $0.full["invalid/pattern.json"] = TableImplementation.reject(2, "pattern", "/a")
            $0.schemaOnly["invalid/pattern.json"] = TableImplementation.reject(2, "pattern", "/a")
        },
        LintCase(kind: .layerMismatch, fixture: "invalid/layer.json") {
            $0.entries["invalid/layer.json"] = #"{"outcome": "reject", "layer": 3, "rule": "required", "path": "/a", "description": "d"}"#
            $0.full["invalid/layer.json"] = TableImplementation.reject(3, "required", "/a")
        },
        LintCase(kind: .layerMismatch, fixture: "invalid/decode.json") {
            $0.entries["invalid/decode.json"] = #"{"outcome": "reject", "layer": 2, "rule": "decode.syntax", "path": "", "description": "d"}"#
            $0.full["invalid/decode.json"] = TableImplementation.reject(2, "decode.syntax", "")
            $0.schemaOnly["invalid/decode.json"] = TableImplementation.reject(1, "decode.syntax", "")
        },
        LintCase(kind: .unknownProfile, fixture: "valid/ok.json") {
            $0.entries["valid/ok.json"] = #"{"outcome": "accept", "profile": "nope", "description": "d"}"#
        },
        LintCase(kind: .missingDescription, fixture: "valid/ok.json") {
            $0.entries["valid/ok.json"] = #"{"outcome": "accept"}"#
        },
        LintCase(kind: .missingDescription, fixture: "valid/ok.json") {
            $0.entries["valid/ok.json"] = #"{"outcome": "accept", "description": "  "}"#
        },
        LintCase(kind: .incompleteRejection, fixture: "invalid/missing.json") {
            $0.entries["invalid/missing.json"] = #"{"outcome": "reject", "rule": "required", "path": "/a", "description": "d", "schema": "reject"}"#
        },
        LintCase(kind: .wrongFolder, fixture: "valid/bad.json") {
            $0.entries["valid/bad.json"] = #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "description": "d"}"#
            $0.full["valid/bad.json"] = TableImplementation.reject(2, "required", "/a")
            $0.schemaOnly["valid/bad.json"] = TableImplementation.reject(2, "required", "/a")
        },
        LintCase(kind: .wrongFolder, fixture: "invalid/fine.json") {
            $0.entries["invalid/fine.json"] = #"{"outcome": "accept", "description": "d"}"#
        },
        LintCase(kind: .validRefused, fixture: "valid/ok.json") {
            $0.full["valid/ok.json"] = TableImplementation.reject(3, "semantic.screen", "/screen/key")
        },
        LintCase(kind: .outcomeMismatch, fixture: "invalid/missing.json") {
            $0.full["invalid/missing.json"] = TableImplementation.accept()
        },
        LintCase(kind: .otherRejection, fixture: "invalid/missing.json") {
            $0.full["invalid/missing.json"] = TableImplementation.reject(2, "required", "/b")
        },
        LintCase(kind: .ambiguous, fixture: "invalid/missing.json") {
            $0.full["invalid/missing.json"] = TableImplementation.reject(
                2, "required", "/a", violations: [(2, "required", "/a"), (2, "maxLength", "/b")])
        },
        LintCase(kind: .placeholderMismatch, fixture: "invalid/render.json") {
            $0.entries["invalid/render.json"] = #"{"outcome": "accept", "layer": 4, "rule": "render.placeholder", "placeholders": ["/x"], "description": "d"}"#
            $0.full["invalid/render.json"] = TableImplementation.accept(placeholders: ["/y"])
        },
        LintCase(kind: .warningMismatch, fixture: "valid/minor.json") {
            $0.entries["valid/minor.json"] = #"{"outcome": "accept", "warnings": [{"rule": "additionalProperties", "path": "/x"}], "description": "d", "schema": "reject"}"#
            $0.schemaOnly["valid/minor.json"] = TableImplementation.reject(2, "additionalProperties", "/x")
        },
        LintCase(kind: .schemaVerdictMismatch, fixture: "valid/ok.json") {
            $0.schemaOnly["valid/ok.json"] = TableImplementation.reject(2, "maxLength", "/a")
        },
        LintCase(kind: .schemaVerdictMismatch, fixture: "invalid/missing.json") {
            $0.schemaOnly["invalid/missing.json"] = TableImplementation.accept()
        },
        LintCase(kind: .referenceFailed, fixture: "valid/ok.json") {
            $0.full["valid/ok.json"] = .object(["error": .string("boom")])
        },
        LintCase(kind: .referenceFailed, fixture: "valid/ok.json") {
            $0.full["valid/ok.json"] = .object(["crash": .bool(true)])
        },
        LintCase(kind: .malformedExpectations, fixture: "valid/ok.json") {
            $0.entries["valid/ok.json"] = #"{"outcome": "accept", "layer": "two", "description": "d"}"#
        },
        LintCase(kind: .expectationsSchema, fixture: nil) {
            $0.expectationsValidator = [TableImplementation.python, "-c",
                #"import sys; print('{"path": "/fixtures", "keyword": "type", "message": "m"}'); sys.exit(1)"#]
        },
    ]

    @Test("each problem is found, alone, with its file and fix", arguments: cases)
    func findsProblem(_ lintCase: LintCase) async throws {
        var harness = LintHarness()
        lintCase.setUp(&harness)
        let report = try await harness.lint()
        #expect(report.problems.map(\.kind) == [lintCase.kind], "\(report.rendered(as: .text))")
        let problem = try #require(report.problems.first)
        #expect(problem.fixture == lintCase.fixture)
        #expect(problem.file.hasPrefix("corpus/"))
        #expect(!problem.fix.isEmpty)
        #expect(!report.isClean)
    }

    @Test("the base corpus is clean")
    func cleanCorpus() async throws {
        let report = try await LintHarness().lint()
        #expect(report.problems.isEmpty, "\(report.rendered(as: .text))")
        #expect(report.isClean)
        #expect(report.fixtureCount == 2)
    }

    @Test("a lint stopped before the reference judged anything reports no problem for the unjudged fixtures")
    func stopped() async throws {
        let report = try await LintHarness().lint(shouldStop: { true })
        #expect(report.problems.isEmpty, "\(report.rendered(as: .text))")
        #expect(report.skippedChecks.contains("the reference runs were interrupted"))
    }

    @Test("one rule broken at two places is not ambiguous (a first-by-document-order fixture)")
    func sameRuleTwice() async throws {
        var harness = LintHarness()
        harness.full["invalid/missing.json"] = TableImplementation.reject(
            2, "required", "/a", violations: [(2, "required", "/a"), (2, "required", "/b")])
        #expect(try await harness.lint().problems.isEmpty)
    }

    @Test("an informational fixture is not compared with the reference")
    func informational() async throws {
        var harness = LintHarness()
        harness.entries["invalid/either.json"] = #"{"outcome": "reject", "layer": 2, "rule": "required", "path": "/a", "informational": true, "description": "d"}"#
        harness.full["invalid/either.json"] = TableImplementation.accept()
        harness.schemaOnly["invalid/either.json"] = TableImplementation.accept()
        #expect(try await harness.lint().problems.isEmpty)
    }

    @Test("an expectations validator that passes adds no problem")
    func expectationsValidatorPasses() async throws {
        var harness = LintHarness()
        harness.expectationsValidator = [TableImplementation.python, "-c", "import sys; sys.exit(0)"]
        #expect(try await harness.lint().problems.isEmpty)
    }
}
