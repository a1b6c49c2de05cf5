import Foundation
import MurtiProtocol

/// Every implementation's report side by side (docs/MATRIX.md): columns are implementations,
/// rows are the fixtures grouped as the reports group them (``FixtureResult/group``), then by
/// rule (``FixtureResult/ruleKey``), each group and rule with every
/// implementation's counts. The HTML page, the Markdown table and the JSON form are views of it.
package struct CompatibilityMatrix: Sendable {
    /// A group of fixtures (a report's `perLayer` key) with each implementation's counts.
    package struct Group: Sendable {
        /// The `perLayer` key (`"2"`, `"contained/widget"`).
        package var key: String
        /// Its title (`layer 2 (schema)`).
        package var title: String
        /// Each column's `perLayer` counts for the group, exactly as its report states them;
        /// `nil` where the report has no fixture of the group.
        package var counts: [RunReport.Counts?]
        /// The rules of the group, in code-point order.
        package var rules: [Rule]
    }

    /// The fixtures of one rule within a group.
    package struct Rule: Sendable {
        /// The `perRule` key (`required`, `accept`, a cited rule).
        package var key: String
        /// Each column's counts over the rule's fixtures in the group; `nil` where none.
        package var counts: [RunReport.Counts?]
        /// The fixtures, in corpus order.
        package var rows: [Row]
    }

    /// One fixture across the implementations.
    package struct Row: Sendable {
        /// The fixture id.
        package var id: String
        /// The fixture's description (capped).
        package var description: String
        /// The expected answer in short (`reject layer 2 required at /screen/root`).
        package var expected: String
        /// The expectation object as compact JSON (capped).
        package var expectedJSON: String
        /// Report files whose expectation for this fixture differs from the first one's.
        package var expectationDiffers: [String]
        /// One cell per column.
        package var cells: [MatrixCell]

        /// Some implementation did not pass it (``CellState/isFailing``).
        package var isFailing: Bool { cells.contains { $0.state.isFailing } }

        /// The implementations do not all say the same: different states, or different
        /// answers among the cells that did not pass. Absent cells are not compared.
        package var differs: Bool {
            let present = cells.filter { $0.state != .absent }
            let seen = Set(present.map { $0.state.rawValue + ($0.state == .passed ? "" : "\u{0}" + ($0.answer ?? "")) })
            return seen.count > 1
        }
    }

    /// The contract of every report.
    package var contract: ContractKind
    /// The implementations, in the order the reports were given.
    package var columns: [MatrixColumn]
    /// The corpus most reports ran (the first report's when they tie).
    package var corpus: RunReport.CorpusInfo
    /// Sentences naming every report whose corpus is another version or another SHA-256, and
    /// every partial or filtered run; empty when all ran the same whole corpus.
    package var notes: [String]
    /// The groups, in the reports' group order.
    package var groups: [Group]

    /// Every fixture row, group by group.
    package var rows: [Row] { groups.flatMap { $0.rules.flatMap(\.rows) } }

    /// The matrix of `reports`, each paired with the file it was read from. Throws
    /// ``MatrixError/tooFewReports(need:got:)`` for none and
    /// ``MatrixError/mixedContracts(byContract:)`` when the contracts differ.
    package init(_ reports: [(file: String, report: RunReport)]) throws(MatrixError) {
        guard let first = reports.first else { throw .tooFewReports(need: 1, got: 0) }
        let contracts = Dictionary(grouping: reports, by: { $0.report.contract.rawValue }).mapValues { $0.map(\.file) }
        guard contracts.count == 1 else { throw .mixedContracts(byContract: contracts) }
        contract = first.report.contract
        columns = reports.map { MatrixColumn($0.report, file: $0.file) }
        corpus = Self.commonCorpus(reports.map(\.report))
        notes = Self.notes(reports, common: corpus)
        groups = Self.groups(reports.map(\.report))
    }

    /// The corpus (version and SHA-256) most reports share.
    static func commonCorpus(_ reports: [RunReport]) -> RunReport.CorpusInfo {
        var tally: [String: Int] = [:]
        for report in reports { tally[report.corpus.sha256, default: 0] += 1 }
        let best = reports.max { (tally[$0.corpus.sha256] ?? 0) < (tally[$1.corpus.sha256] ?? 0) } ?? reports[0]
        return reports.first { (tally[$0.corpus.sha256] ?? 0) == (tally[best.corpus.sha256] ?? 0) }?.corpus ?? best.corpus
    }

    /// What a reader must know before comparing columns.
    static func notes(_ reports: [(file: String, report: RunReport)], common: RunReport.CorpusInfo) -> [String] {
        var notes: [String] = []
        for (file, report) in reports {
            // The file's name, not its folder: the implementations table's title has the whole path.
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let name = "\(Bounds.capped(base, bytes: MatrixLimits.name)) (\(Bounds.capped(report.implementationTitle, bytes: MatrixLimits.name)))"
            if report.corpus.sha256 != common.sha256 {
                let what = report.corpus.corpusVersion == common.corpusVersion
                    ? "the same corpus version \(report.corpus.corpusVersion) with other contents (sha256 \(report.corpus.sha256.prefix(12))… against \(common.sha256.prefix(12))…)"
                    : "corpus \(report.corpus.corpusVersion) (sha256 \(report.corpus.sha256.prefix(12))…), not \(common.corpusVersion) (sha256 \(common.sha256.prefix(12))…)"
                notes.append("\(name) ran \(Bounds.capped(what, bytes: MatrixLimits.statement)): its column is not comparable fixture for fixture; fixtures only one corpus has are shown as not in the report")
            }
            if report.partial || report.totals.notRun > 0 {
                notes.append("\(name) is a partial run: \(RunReport.plural(report.totals.notRun, "fixture")) not run")
            }
            if let selection = report.selection, !selection.isWholeCorpus {
                notes.append("\(name) is a filtered run: \(selection.fixtures) of \(selection.corpusFixtures) fixtures")
            }
        }
        return notes
    }

    /// Groups, rules and rows of `reports` (ids from every report, in code-point order).
    static func groups(_ reports: [RunReport]) -> [Group] {
        let byID = reports.map { Dictionary($0.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        let ids = Set(reports.flatMap { $0.results.map(\.id) }).sorted(by: ScalarOrder.precedes)
        var order: [String] = []
        for report in reports { for group in report.groupOrder where !order.contains(group) { order.append(group) } }
        var grouped: [String: [String: [String]]] = [:]
        for id in ids {
            guard let result = byID.lazy.compactMap({ $0[id] }).first else { continue }
            grouped[result.group, default: [:]][result.ruleKey, default: []].append(id)
        }
        for group in grouped.keys.sorted(by: ScalarOrder.precedes) where !order.contains(group) { order.append(group) }
        let titler = reports[0]
        return order.compactMap { key -> Group? in
            guard let rules = grouped[key] else { return nil }
            return Group(
                key: key, title: titler.groupTitle(key), counts: reports.map { $0.perLayer[key] },
                rules: rules.keys.sorted(by: ScalarOrder.precedes).map { rule in
                    let rowIDs = rules[rule, default: []]
                    return Rule(
                        key: rule, counts: byID.map { table in Self.counts(rowIDs.compactMap { table[$0] }) },
                        rows: rowIDs.map { row($0, byID: byID, files: reports) })
                })
        }
    }

    /// Counts over `results`, `nil` when there are none.
    static func counts(_ results: [FixtureResult]) -> RunReport.Counts? {
        guard !results.isEmpty else { return nil }
        var counts = RunReport.Counts()
        for result in results { counts.add(result) }
        return counts
    }

    /// The row of fixture `id`.
    static func row(_ id: String, byID: [[String: FixtureResult]], files reports: [RunReport]) -> Row {
        let results = byID.map { $0[id] }
        let expectation = results.lazy.compactMap { $0?.expected }.first
        let expectedValue = expectation.flatMap(Self.jsonValue)
        let differs = zip(results, reports).compactMap { result, report -> String? in
            guard let result, let expectation, result.expected != expectation else { return nil }
            return Bounds.capped(report.implementationTitle, bytes: MatrixLimits.name)
        }
        return Row(
            id: id, description: Bounds.capped(expectation?.description ?? "", bytes: MatrixLimits.text),
            expected: expectedValue.map(RunDiff.answerSummary) ?? "none",
            expectedJSON: Bounds.capped(expectedValue.map(Self.compact) ?? "", bytes: MatrixLimits.json),
            expectationDiffers: differs,
            cells: zip(results, reports).map { result, report in cell(result, wording: report.wording) })
    }

    /// The cell of `result` (`nil`: not in the report).
    static func cell(_ result: FixtureResult?, wording: ReportWording) -> MatrixCell {
        let state = CellState(result)
        var answer = result?.actual
        if case .object(var members)? = answer {
            members["seq"] = nil
            answer = .object(members)
        }
        return MatrixCell(
            state: state, kind: result?.failure.map(wording.label),
            reason: state == .passed ? nil : result?.reason.map { Bounds.capped($0, bytes: MatrixLimits.text) },
            answer: answer.map { Bounds.capped(RunDiff.answerSummary($0), bytes: MatrixLimits.text) },
            answerJSON: answer.map { Bounds.capped(compact($0), bytes: state == .passed ? MatrixLimits.passedJSON : MatrixLimits.json) })
    }

    /// `value` as one line of JSON, keys sorted.
    static func compact(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
    }

    /// An expectation as the JSON value a report writes for it, without its description
    /// and source (the row shows the description apart).
    static func jsonValue(_ expectation: FixtureExpectation) -> JSONValue? {
        guard let data = try? JSONEncoder().encode(expectation),
            case .object(var members) = try? StrictJSON.parse(data, file: "expectation")
        else { return nil }
        members["description"] = nil
        members["source"] = nil
        return .object(members)
    }
}
