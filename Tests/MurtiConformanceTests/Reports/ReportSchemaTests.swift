import Foundation
import ConformanceTestSupport
import Testing
@testable import FlowUIContract
@testable import MurtiConformance
import MurtiProtocol

/// Checks the JSON report against `docs/report.schema.json` so the two cannot drift: every
/// member written is declared, every required member is written, types, enums, consts and
/// patterns hold. (A subset of Draft 2020-12: the keywords the report schema uses.)
@Suite("JSON report schema", .contracts)
struct ReportSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/report.schema.json")

    static func problems(of report: RunReport) throws -> [String] {
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL))
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(report.rendered(as: .json).utf8))
        var problems: [String] = []
        check(value, against: schema, root: schema, at: "", &problems)
        return problems
    }

    @Test("the sample report conforms, with and without optional members")
    func conforms() throws {
        var report = SampleRun.report()
        #expect(try Self.problems(of: report) == [])
        var failures = ExpectedFailures(parsing: "invalid/schema/failed.json  known\nvalid/a.json\n")
        failures.apply(to: &report)
        #expect(try Self.problems(of: report) == [])
        #expect(try Self.problems(of: SampleRun.report(implementation: nil, partial: true)) == [])
    }

    @Test("a run of an implementation speaking only flow-ui conforms: its contracts, the contract gaps, a flow-ui corpus's contract")
    func contractGaps() throws {
        let flowOnly = ImplementationInfo(name: "f", version: "1", language: "Swift", layers: [], contracts: [.flowUI])
        let grader = Grader(implementation: flowOnly)
        var report = RunReport(
            implementation: flowOnly,
            corpus: RunReport.CorpusInfo(path: "corpus", corpusVersion: "1.0.0", sha256: String(repeating: "ab", count: 32)),
            results: SampleRun.cases.map { grader.grade($0.0, .harnessError(.notSent)) }, partial: false,
            startedAt: Date(timeIntervalSince1970: 1_700_000_000), durationSeconds: 1)
        #expect(report.results.allSatisfy { $0.status == .unsupported && $0.notCertified == [.contract(.murti)] })
        #expect(report.scope.notCertified.breakdown.map(\.missing) == [[.contract(.murti)]])
        #expect(try Self.problems(of: report) == [])
        report.contract = .flowUI
        #expect(report.rendered(as: .json).contains(#""contract" : "flow-ui""#))
        #expect(try Self.problems(of: report) == [])
        #expect(!SampleRun.report().rendered(as: .json).contains(#""contract""#))
    }

    @Test("the checker finds an undeclared member (it can fail)")
    func negative() throws {
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: Self.schemaURL))
        var problems: [String] = []
        let bogus: JSONValue = .object(["reportVersion": .string("1.2"), "extra": .bool(true)])
        Self.check(bogus, against: schema, root: schema, at: "", &problems)
        #expect(problems.contains("/extra: not declared"))
        #expect(problems.contains("/reportVersion: does not match ^2\\.[0-9]+$"))
        #expect(problems.contains(": missing results"))
    }

    static func check(_ value: JSONValue, against schema: JSONValue, root: JSONValue, at path: String, _ problems: inout [String]) {
        var schema = schema
        if let ref = schema["$ref"]?.stringValue, ref.hasPrefix("#/$defs/"), let target = root["$defs"]?[String(ref.dropFirst(8))] {
            schema = target
        }
        if let condition = schema["if"] {
            var failed: [String] = []
            check(value, against: condition, root: root, at: path, &failed)
            if let branch = failed.isEmpty ? schema["then"] : schema["else"] { check(value, against: branch, root: root, at: path, &problems) }
        }
        if let type = schema["type"]?.stringValue, !matches(value, type: type) { problems.append("\(path): not \(type)") }
        if let constant = schema["const"], constant != value { problems.append("\(path): not the const") }
        if case .array(let allowed)? = schema["enum"], !allowed.contains(value) { problems.append("\(path): not in enum") }
        if let pattern = schema["pattern"]?.stringValue, case .string(let text) = value,
            let regex = try? Regex(pattern), text.firstMatch(of: regex) == nil
        {
            problems.append("\(path): does not match \(pattern)")
        }
        if case .object(let members) = value {
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required where members[key] == nil { problems.append("\(path): missing \(key)") }
            }
            if let names = schema["propertyNames"] {
                for key in members.keys.map(\.string) { check(.string(key), against: names, root: root, at: path + "/" + key, &problems) }
            }
            for (name, member) in members {
                let key = name.string
                let at = path + "/" + key
                if let property = schema["properties"]?[key] {
                    check(member, against: property, root: root, at: at, &problems)
                } else if case .object? = schema["additionalProperties"], let extra = schema["additionalProperties"] {
                    check(member, against: extra, root: root, at: at, &problems)
                } else if schema["additionalProperties"] == .bool(false) {
                    problems.append("\(at): not declared")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() { check(item, against: itemSchema, root: root, at: "\(path)/\(index)", &problems) }
        }
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
