import ConformanceTestSupport
import Foundation
@testable import MurtiConformance
@testable import MurtiContract
import MurtiProtocol
import Testing

/// The core reaches fuzzing only through its contracts (docs/DECISIONS.md D236–D241): `check`'s
/// fuzz step lasts what the corpus's contract says (`checkFuzzSeconds`, none by default), and a
/// report's `fuzz` member is read back by the contract that reads fuzz summaries
/// (`decodeFuzzSummary(from:)`, Murti's ``FuzzSummary``).
@Suite("Fuzzing behind contract hooks: check's fuzz step, a report's fuzz member", .contracts(adding: StrictJSONContract()))
struct FuzzHookTests {
    /// What a `run --fuzz-seconds 2` found, as `fuzz/fuzz.py`'s `run.json` gives it.
    static let summary = FuzzSummary(
        seconds: 2, seed: 1, documents: 140, newFindings: ["reference-client vs jsonschema-rs: accept/reject"], known: 3,
        outsideScope: 9, findings: ".build/fuzz-findings/run")

    @Test("check fuzzes a Murti corpus as long as a fuzz run searches, and a contract that does not fuzz not at all")
    func checkFuzzSeconds() throws {
        #expect(MurtiContract().checkFuzzSeconds == FuzzRun.defaultSeconds)
        #expect(StrictJSONContract().checkFuzzSeconds == 0)
        let murti = try TempCorpus(expectations: TempCorpus.expectations(fixtures: "{}"))
        defer { murti.remove() }
        let strict = try TempCorpus(expectations: #"{"contract": "strict-json", "corpusVersion": "1.0.0", "profiles": {"default": {}}, "fixtures": {}}"#)
        defer { strict.remove() }
        let reference = ReferenceCommand(serve: ["false"])
        #expect(CheckRun(workspace: try Workspace(corpus: murti.root.path), reference: reference).fuzzSeconds == 60)
        #expect(CheckRun(workspace: try Workspace(corpus: strict.root.path), reference: reference).fuzzSeconds == 0)
    }

    @Test("a report's fuzz member is written as the summary's members and read back as Murti's summary")
    func roundTrip() throws {
        var report = SampleRun.report()
        report.fuzz = .murti(Self.summary)
        let json = report.rendered(as: .json)
        let members = try #require(StrictJSON.parse(Data(json.utf8), file: "report")["fuzz"])
        #expect(members["seed"] == .number(1))
        #expect(members["documents"] == .number(140))
        #expect(members["findings"]?.stringValue == ".build/fuzz-findings/run")
        let read = try RunReport.decode(Data(json.utf8))
        #expect(read.fuzz == report.fuzz)
        #expect(read.fuzz?.murti == Self.summary)
        #expect(report.rendered(as: .text).contains("fuzz: " + Self.summary.statement))
        #expect(Self.summary.statement.hasSuffix("1 finding within the declared scope (9 outside it, 3 known); see .build/fuzz-findings/run"))
    }

    @Test("a fuzz member no installed contract reads is refused, naming why")
    func unread() throws {
        var report = SampleRun.report()
        report.fuzz = .murti(Self.summary)
        let json = Data(report.rendered(as: .json).utf8)
        let error = ContractRegistry.withContracts([StrictJSONContract()]) { () -> (any Error)? in
            do { _ = try RunFuzzSummary(from: JSONValueDecoder(StrictJSON.parse(json, file: "report")["fuzz"] ?? .null)); return nil }
            catch { return error }
        }
        #expect(String(describing: try #require(error)).contains("no contract reads this fuzz summary"))
    }
}
