import Foundation
import MurtiProtocol

extension RunReport {
    /// JUnit XML for CI test views, valid against the Jenkins JUnit schema (xunit-plugin
    /// `junit-10.xsd`): `<testsuites>` with one `<testsuite>` per group (``groupOrder``) and one
    /// `<testcase classname="<folder, dotted>" name="<fixture id>" time="<seconds>">` per
    /// judged fixture. `failed` → `<failure type="wrongAnswer|wrongName|cost|strict">`
    /// (in the contract's words, ``ReportWording/junitType(_:)``), `errored` →
    /// `<error>` (with the stderr excerpt); skipped, not run and expected failures →
    /// `<skipped>`; a case never timed has no `time`. Unsupported and informational fixtures
    /// are no test cases (docs/DECISIONS.md 69): outside the declared scope, or graded by
    /// nobody, they are counted in the suite's `<properties>` instead of as skipped tests. A
    /// strict-level miss is a passing test case with the reason in its `<system-out>`, listed
    /// in the suite's `strictLevelMisses` property, and a `<failure type="strict">` in a `run
    /// --strict`. Each suite's `<properties>` state the scope, what was not certified, the
    /// grading levels of the suite and of each of its rules, timing and stdout noise. Every
    /// string is escaped for the XML sink (``OutputSink/xml``).
    func junitReport() -> String {
        let xml = OutputSink.xml
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let cases = results.filter(Self.isTestCase)
        let total = cases.reduce(0.0) { $0 + ($1.durationSeconds ?? 0) }
        out += "<testsuites name=\"\(xml.escapeAttribute(wording.name))\" tests=\"\(cases.count)\""
        out += " failures=\"\(totals.failed)\" errors=\"\(totals.errored)\" time=\"\(Self.seconds(total))\">\n"
        let grouped = Dictionary(grouping: results, by: \.group)
        for (index, group) in groupOrder.enumerated() {
            let members = grouped[group] ?? []
            let suiteCases = members.filter(Self.isTestCase)
            let counts = perLayer[group] ?? Counts()
            let time = suiteCases.reduce(0.0) { $0 + ($1.durationSeconds ?? 0) }
            let skipped = counts.skipped + counts.notRun + counts.expectedFailures
            out += "  <testsuite name=\"\(xml.escapeAttribute(groupTitle(group)))\""
            out += " tests=\"\(suiteCases.count)\" failures=\"\(counts.failed)\" errors=\"\(counts.errored)\""
            out += " skipped=\"\(skipped)\" time=\"\(Self.seconds(time))\" timestamp=\"\(junitTimestamp)\""
            out += " hostname=\"localhost\" id=\"\(index)\" package=\"\(contract.rawValue)\">\n"
            out += junitProperties(members: members, counts: counts)
            for result in suiteCases { out += Self.junitCase(result, wording) }
            out += "    <system-out></system-out>\n    <system-err></system-err>\n"
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// `true` for a result that is a JUnit test case: every one but the unsupported and the
    /// informational (docs/DECISIONS.md 69).
    static func isTestCase(_ result: FixtureResult) -> Bool {
        result.status != .unsupported && result.status != .informational
    }

    /// Fixtures a `strictLevelMisses` property names before it counts the rest.
    static let propertyFixtures = 20

    /// `<properties>` naming the implementation, the corpus, the scope, and the levels of the
    /// suite (`members`, counted in `counts`) side by side, overall and per rule; the suite's
    /// unsupported and informational fixtures, which are no test cases, and its strict-level
    /// misses.
    private func junitProperties(members: [FixtureResult], counts: Counts) -> String {
        var pairs: [(String, String)] = [
            ("implementation", implementationTitle),
            ("corpusVersion", corpus.corpusVersion),
            ("corpusSha256", corpus.sha256),
            ("reportVersion", reportVersion),
            ("scope", headline),
            ("notCertified", scope.notCertifiedSummary),
        ]
        if strictLevel { pairs.append(("strictLevel", "true: a strict-level miss is a failure (--strict)")) }
        if let selection = selection?.statement { pairs.append(("selection", selection)) }
        if !scope.reasons.isEmpty { pairs.append(("notACertificate", scope.reasons.joined(separator: "; "))) }
        if let breakdown = scope.breakdownSummary { pairs.append(("unsupported", breakdown)) }
        if counts.unsupported > 0 {
            pairs.append(("unsupportedInSuite", "\(Self.plural(counts.unsupported, "fixture")) outside the declared scope, not test cases"))
        }
        if counts.informational > 0 {
            pairs.append(("informationalInSuite", "\(Self.plural(counts.informational, "fixture")) graded by nobody (either answer is allowed), not test cases"))
        }
        let strictMisses = members.filter { $0.status == .passed && $0.strict == .failed }.map(\.id)
        if !strictMisses.isEmpty {
            let named = strictMisses.prefix(Self.propertyFixtures).joined(separator: ", ")
            let more = strictMisses.count > Self.propertyFixtures ? ", and \(strictMisses.count - Self.propertyFixtures) more" : ""
            pairs.append(("strictLevelMisses", "\(strictMisses.count) passed at the rule level but missed the strict level: \(named)\(more)"))
        }
        if let levels = counts.levelsLine(wording) { pairs.append(("levels", levels)) }
        for rule in Set(members.map(\.ruleKey)).sorted(by: ScalarOrder.precedes) {
            if let ruleCounts = perRule[rule] { pairs.append(("rule " + rule, Self.detailLine(ruleCounts, wording))) }
        }
        if let timing = timing.summary { pairs.append(("timing", timing)) }
        if noise.count > 0 {
            pairs.append(("stdoutNoiseLines", String(noise.count)))
            for (index, line) in noise.first.enumerated() {
                pairs.append(("stdoutNoise\(index + 1)", "\(line.text.debugDescription) during \(line.caseID ?? "start")"))
            }
        }
        if let info = implementation {
            for property in ContractRegistry.contractOrFallback(contract)?.junitProperties(info) ?? Self.contractsProperty(info) {
                pairs.append((property.name, property.value))
            }
        }
        if partial { pairs.append(("partial", "true")) }
        var out = "    <properties>\n"
        for (name, value) in pairs {
            out += "      <property name=\"\(OutputSink.xml.escapeAttribute(name))\" value=\"\(OutputSink.xml.escapeAttribute(value))\"/>\n"
        }
        return out + "    </properties>\n"
    }

    /// One `<testcase>`.
    private static func junitCase(_ result: FixtureResult, _ wording: ReportWording) -> String {
        var folders = result.id.split(separator: "/").dropLast().joined(separator: ".")
        if folders.isEmpty { folders = "corpus" }
        let sink = OutputSink.xml
        var xml = "    <testcase classname=\"\(sink.escapeAttribute(folders))\""
        xml += " name=\"\(sink.escapeAttribute(result.id))\""
        // A case never timed (not sent, not run) has no time rather than a false 0.
        if let time = result.durationSeconds { xml += " time=\"\(seconds(time))\"" }
        let reason = result.reason ?? result.status.rawValue
        let element: (name: String, type: String)?
        if let why = result.expectedFailure, result.status != .passed {
            element = ("skipped", "expectedFailure" + (why.isEmpty ? "" : ": \(why)"))
        } else {
            switch result.status {
            case .passed: element = nil
            case .failed: element = ("failure", wording.junitType(result.failure ?? .wrongAnswer))
            case .errored: element = ("error", (result.actual?["harness"]?.stringValue).map { "harness." + $0 } ?? "implementation")
            case .skipped, .unsupported, .informational, .notRun: element = ("skipped", result.status.rawValue)
            }
        }
        if let element {
            xml += ">\n      <\(element.name) message=\"\(sink.escapeAttribute(reason))\""
            xml += " type=\"\(sink.escapeAttribute(element.type))\">"
            xml += sink.escape(detail(result, reason: reason, wording)) + "</\(element.name)>\n    </testcase>\n"
        } else if result.strict == .failed {
            xml += ">\n      <system-out>\(sink.escape(reason))</system-out>\n    </testcase>\n"
        } else {
            xml += "/>\n"
        }
        return xml
    }

    /// The body of a failure: the failure kind and the reason, the fixture's description, the
    /// stderr excerpt of an errored case, then the expectation and the answer as JSON.
    private static func detail(_ result: FixtureResult, reason: String, _ wording: ReportWording) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = (try? encoder.encode(result.expected)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        let actual = result.actual.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "none"
        var text = (result.failure.map { "\(wording.label($0)): " } ?? "") + reason
        text += "\nfixture: \(Bounds.capped(result.expected.description))"
        if let levels = result.levels {
            text += "\nlevels: verdict \(levels.verdict), rule \(levels.rule), strict \(levels.strict)"
                + (levels.cost.map { ", cost \($0)" } ?? "")
        }
        if let stderr = stderrExcerpt(result) { text += "\nstderr:\n" + stderr.joined(separator: "\n") }
        return text + "\nexpected: \(expected)\nactual: \(actual)"
    }

    /// `seconds` with six decimals, as the Surefire time pattern of the schema allows.
    static func seconds(_ value: Double) -> String {
        String(format: "%.6f", value.isFinite && value >= 0 ? value : 0)
    }

    /// ``startedAt`` without the zone designator (Ant's JUnit schema forbids one; it is UTC).
    private var junitTimestamp: String {
        startedAt.hasSuffix("Z") ? String(startedAt.dropLast()) : startedAt
    }
}
