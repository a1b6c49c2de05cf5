import Foundation
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// docs/SECURITY.md "Certificates": a damaged corpus, a `start` answer with unknown or repeated
/// capabilities, and a profile of another shape never certify; an implementation's `seq: -1`
/// error keeps its text.
@Suite("Hostile corpus: certificates", .contracts)
struct HostileCertificateTests {
    @Test("the echoing implementation repeats what it is sent (what the leak checks rely on)")
    func echoWorks() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let report = try hostile.run().run().report
        #expect(hostile.sentDocuments.contains(#"{"a": 1}"#))
        #expect(report.implementation?.name == "echo")
        #expect(report.results.first { $0.id == "valid/a.json" }?.status == .passed)
    }

    /// A report over a corpus whose only entries are right, but with `valid/gone.json` an entry
    /// without a file and `valid/stray.json` a file without an entry.
    static func damagedReport(_ hostile: HostileCorpus) throws -> RunReport {
        try FileManager.default.removeItem(at: hostile.root.appendingPathComponent("invalid/b.json"))
        try hostile.corpus.write("valid/stray.json", Data("{}".utf8))
        return try hostile.run().run().report
    }

    @Test("entries without files and files without entries: not a certificate, with the reason, in every format")
    func damaged() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let report = try Self.damagedReport(hostile)
        #expect(report.results.map(\.status) == [.passed])
        #expect(report.corpus.damage == CorpusDamage(missing: ["invalid/b.json"], orphans: ["valid/stray.json"]))
        #expect(!report.certifies && !report.allPassed)
        #expect(!report.scope.certified)
        let reason = try #require(report.scope.reasons.first { $0.hasPrefix("the corpus is damaged") })
        #expect(reason.contains("1 entry of expectations.json has no file (invalid/b.json)"))
        #expect(reason.contains("1 fixture file has no entry (valid/stray.json)"))
        for format in [ReportFormat.text, .json, .junit, .markdown] {
            #expect(report.rendered(as: format).contains("the corpus is damaged"), "\(format)")
        }
        let badge = report.rendered(as: .badge)
        #expect(badge.contains("not a certificate: corpus damaged") && !badge.contains("green"))
        #expect(try ReportSchemaTests.problems(of: report) == [])
        // Read back (as diff reads it), the damage still keeps it from certifying.
        let decoded = try RunReport.decode(Data(report.rendered(as: .json).utf8))
        #expect(decoded.corpus.damage == report.corpus.damage && !decoded.certifies)
    }

    @Test("a corpus that pairs off has no damage and no damage reason")
    func intact() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try Data("{".utf8).write(to: hostile.root.appendingPathComponent("invalid/b.json"))
        let report = try hostile.run().run().report
        #expect(report.corpus.damage == nil)
        #expect(!report.scope.reasons.contains { $0.contains("damaged") })
    }

    @Test("damage lists are bounded: counts, and the first ids of each kind")
    func boundedDamage() throws {
        let damage = try #require(CorpusDamage(missing: (0..<500).map { "valid/\($0).json" }, orphans: []))
        #expect(damage.entriesWithoutFiles == 500 && damage.missing.count == CorpusDamage.listed)
        #expect(damage.reason.contains("500 entries of expectations.json have no file") && damage.reason.contains(", …)"))
        #expect(CorpusDamage(missing: [], orphans: []) == nil)
    }

    @Test("capabilities in start are validated like layers: unknown or repeated ones make a bad start answer",
          arguments: [
              (#"["envelope", "teleport", "envelope"]"#, "implementation.capabilities[1]", "\"teleport\" is not a capability of protocol v1 (known: envelope, manifest)"),
              (#"["envelope", "envelope"]"#, "implementation.capabilities[1]", "listed twice"),
              (#"["Envelope"]"#, "implementation.capabilities[0]", "is not a capability of protocol v1 (known: envelope, manifest)"),
          ])
    func capabilities(_ list: String, _ field: String, _ detail: String) throws {
        let line = #"{"protocol":1,"implementation":{"name":"a","version":"1","language":"Go","capabilities":\#(list)}}"#
        #expect {
            try ProtocolCodec.decodeStartAnswer(Array(line.utf8))
        } throws: { error in
            guard case .unknownValue(let at, let text)? = error as? ProtocolError else { return false }
            return at == field && text.contains(detail)
        }
        let known = #"{"protocol":1,"implementation":{"name":"a","version":"1","language":"Go","capabilities":["manifest","envelope"]}}"#
        #expect(try ProtocolCodec.decodeStartAnswer(Array(known.utf8)).capabilities == ["manifest", "envelope"])
    }

    @Test("a start answer with unknown capabilities never certifies: every case errs as a bad start, naming the capability")
    func unknownCapabilitiesRun() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let report = try hostile.run(["--capabilities", "envelope,teleport,envelope"]).run().report
        #expect(report.implementation == nil && !report.certifies && !report.allPassed)
        #expect(report.results.allSatisfy { $0.status == .errored })
        #expect(report.results.first?.actual?["error"]?.stringValue?.contains("\"teleport\" is not a capability of protocol v1") == true)
        #expect(!report.rendered(as: .text).contains("teleport, ") && !report.scope.statement.contains("teleport"))
    }

    /// A profile whose `components` nests `depth` arrays.
    static func deepProfile(_ depth: Int) -> String {
        #"{"schemaVersion": "1.0", "components": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    }

    @Test("a Murti profile nested 200 deep is refused before the run, with the file, the JSON Pointer and the fix")
    func deepProfile() throws {
        let text = TempCorpus.expectations(fixtures: "{}", profiles: #"{"default": \#(Self.deepProfile(200))}"#)
        #expect {
            try ExpectationsFile.parse(Data(text.utf8), file: "corpus/expectations.json")
        } throws: { error in
            guard case .invalidValue(let file, let pointer, _, let fix)? = error as? CorpusError else { return false }
            return file == "corpus/expectations.json" && pointer == "/profiles/default/components/0" && !fix.isEmpty
        }
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        try Data(HostileCorpus.expectations().replacingOccurrences(
            of: #""default": {"schemaVersion": "1.0"}"#, with: #""default": \#(Self.deepProfile(200))"#).utf8)
            .write(to: hostile.root.appendingPathComponent("expectations.json"))
        #expect(throws: PipelineError.self) { try hostile.run().run() }
        #expect(hostile.sent.isEmpty, "a request was sent with the refused profile")
    }

    @Test("profiles are held to the schema's shape and values", arguments: [
        (#"{"extra": 1}"#, "/profiles/default/extra"),
        (#"{"bounds": {"maxNesting": 513}}"#, "/profiles/default/bounds/maxNesting"),
        (#"{"bounds": {"maxDepth": 0}}"#, "/profiles/default/bounds/maxDepth"),
        (#"{"bounds": {"maxDepth": 1.5}}"#, "/profiles/default/bounds/maxDepth"),
        (#"{"bounds": {"depth": 1}}"#, "/profiles/default/bounds/depth"),
        (#"{"screens": ["a", "a"]}"#, "/profiles/default/screens/1"),
        (#"{"links": [""]}"#, "/profiles/default/links/0"),
        (#"{"schemaVersion": "1"}"#, "/profiles/default/schemaVersion"),
        (#"{"keys": [{"alg": "rs256", "publicKey": "AA=="}]}"#, "/profiles/default/keys/0/alg"),
        (#"{"keys": [{"alg": "ed25519", "privateKey": "AA=="}]}"#, "/profiles/default/keys/0/privateKey"),
        (#"{"keys": [{"alg": "ed25519", "publicKey": "not base64!"}]}"#, "/profiles/default/keys/0/publicKey"),
    ])
    func profileShapes(_ profile: String, _ pointer: String) throws {
        let text = TempCorpus.expectations(fixtures: "{}", profiles: #"{"default": \#(profile)}"#)
        #expect {
            try ExpectationsFile.parse(Data(text.utf8), file: "e.json")
        } throws: { error in
            guard case .invalidValue(_, let at, _, _)? = error as? CorpusError else { return false }
            return at == pointer
        }
    }

    @Test("a profile name the schema's propertyNames refuses is refused, naming it")
    func profileName() throws {
        let text = TempCorpus.expectations(fixtures: "{}", profiles: #"{"default": {}, "Bad Name": {}}"#)
        #expect(throws: CorpusError.self) { try ExpectationsFile.parse(Data(text.utf8), file: "e.json") }
    }

    @Test("a Flow-UI profile nested 200 deep is refused before the run, naming the pointer")
    func deepFlowUIProfile() throws {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let text = #"{"contract": "flow-ui", "corpusVersion": "1.0.0", "profiles": {"default": {"registry": \#(deep)}}, "fixtures": {}}"#
        #expect {
            try ExpectationsFile.parse(Data(text.utf8), file: "corpus-flow-ui/expectations.json")
        } throws: { error in
            guard case .invalidValue(_, let pointer, _, _)? = error as? CorpusError else { return false }
            return pointer.hasPrefix("/profiles/default")
        }
    }

    @Test("an implementation's {\"seq\": -1, \"error\": …} keeps its text in the harness error, and no restart is spent")
    func seqMinusOne() throws {
        let hostile = try HostileCorpus()
        defer { hostile.remove() }
        let report = try hostile.run(["--refuse"]).run().report
        #expect(report.results.allSatisfy { $0.status == .errored })
        for result in report.results {
            #expect(result.actual?["harness"] == .string(HarnessErrorKind.requestRefused.rawValue))
            #expect(result.actual?["error"]?.stringValue?.contains("cannot read the request: nesting deeper than 512") == true)
        }
        #expect((report.restarts ?? 0) == 0)
        #expect(report.rendered(as: .text).contains("nesting deeper than 512"))
    }
}
