import Foundation
import MurtiProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What changed between two runs (`diff A.json B.json`, `docs/REPORTS.md`): fixtures fixed,
/// regressed (worse: no longer passing, a failure that now errs, a wrong name that became a
/// wrong answer), changed (same status, different answer; or another change between
/// non-passing statuses), added and removed.
package struct RunDiff: Sendable, Equatable {
    /// One fixture's change.
    package struct Change: Sendable, Equatable {
        /// The fixture id.
        package var id: String
        /// Its status in the first report.
        package var before: ResultStatus
        /// Its status in the second report.
        package var after: ResultStatus
        /// What changed, for people.
        package var detail: String
    }

    /// Non-passing (failed, errored, skipped) before, passed after.
    package private(set) var fixed: [Change] = []
    /// Worse after: passed before and failed, errored, skipped, unsupported or not run after; failed
    /// or skipped before and errored after; or failed both times with a grading level lost
    /// (a wrong name, or a slow right answer, that became a wrong answer or a wrong name).
    package private(set) var regressed: [Change] = []
    /// Any other status change, or the same status with a different answer (outcome, layer,
    /// rule, path, placeholders), strict level or expectation.
    package private(set) var changed: [Change] = []
    /// Ids only in the second report, with their status.
    package private(set) var added: [(id: String, status: ResultStatus)] = []
    /// Ids only in the first report, with their status.
    package private(set) var removed: [(id: String, status: ResultStatus)] = []
    /// Header lines: a different implementation version or corpus between the runs.
    package private(set) var context: [String] = []

    /// `true` when a fixture that passed no longer does.
    package var hasRegressions: Bool { !regressed.isEmpty }

    /// `true` when the second report has no result at all: nothing can be shown to still pass.
    package private(set) var afterIsEmpty = false

    /// `true` when `diff` must exit 1 (its CI gate): a regression, or an empty second report.
    package var fails: Bool { hasRegressions || afterIsEmpty }

    /// The report majors `diff` reads (docs/REPORTS.md "json": 1.x and 2.x).
    package static let readableMajors = [1, 2]

    /// Compares `before` with `after`, fixture by fixture (ids in corpus order).
    package init(before: RunReport, after: RunReport) {
        context = Self.context(before, after)
        afterIsEmpty = after.results.isEmpty
        for (name, report) in [("A", before), ("B", after)] where report.results.isEmpty {
            context.append("\(name) is empty: it has no results, so every fixture of the other report is "
                + (name == "A" ? "ADDED" : "REMOVED (and diff exits 1: nothing is shown to pass)"))
        }
        let old = Dictionary(before.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.results.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let bad: Set<ResultStatus> = [.failed, .errored, .skipped]
        for id in Set(old.keys).union(new.keys).sorted(by: ScalarOrder.precedes) {
            switch (old[id], new[id]) {
            case (let a?, let b?):
                let answer = Self.describeChange(a, b)
                let change = Change(id: id, before: a.status, after: b.status, detail: answer)
                if Self.isRegression(a, b) {
                    regressed.append(change)
                } else if bad.contains(a.status), b.status == .passed {
                    fixed.append(change)
                } else if a.status != b.status || !answer.isEmpty {
                    changed.append(change)
                }
            case (nil, let b?): added.append((id, b.status))
            case (let a?, nil): removed.append((id, a.status))
            case (nil, nil): break
            }
        }
    }

    /// `true` when `after` is worse than `before` (see ``regressed``).
    static func isRegression(_ before: FixtureResult, _ after: FixtureResult) -> Bool {
        switch (before.status, after.status) {
        case (.passed, .failed), (.passed, .errored), (.passed, .skipped), (.passed, .unsupported), (.passed, .notRun):
            // A fixture the second run never got to is not shown to pass any more.
            return true
        case (.failed, .errored), (.skipped, .errored):
            return true
        case (.failed, .failed):
            let rank: [FailureKind: Int] = [.cost: 0, .strict: 1, .wrongName: 2, .wrongAnswer: 3]
            guard let from = before.failure, let to = after.failure, before.levels != nil, after.levels != nil else {
                return false
            }
            return (rank[to] ?? 0) > (rank[from] ?? 0)
        default:
            return false
        }
    }

    /// Reads two JSON reports and compares them.
    ///
    /// Throws ``RunDiffError/unreadable(path:reason:)``, ``RunDiffError/notAReport(path:detail:)``,
    /// ``RunDiffError/unknownVersion(path:version:readable:)`` (a major ``readableMajors`` leaves
    /// out) or ``RunDiffError/duplicateIDs(path:ids:)`` (docs/SECURITY.md "Output files").
    package static func load(before: URL, after: URL) throws(RunDiffError) -> RunDiff {
        RunDiff(before: try read(before), after: try read(after))
    }

    /// Bytes of a report file read at most: 256 MiB, the reports of 3,200 fixtures at the
    /// largest a run writes them (about 80 KiB each, docs/REPORTS.md "Bounds"); a report is
    /// untrusted input, and one of 10 GB would otherwise be held whole, then parsed twice
    /// (docs/SECURITY.md "Bounded by design").
    package static let maxReportBytes = 256 << 20

    /// Reads one JSON report strictly (docs/REPORTS.md "json", versions 1.0 to 2.0; `matrix` reads with it too),
    /// at most ``maxReportBytes`` of it.
    static func read(_ url: URL) throws(RunDiffError) -> RunReport {
        // A regular file says its size: one too long is refused before any of it is read (the
        // read below is capped too, for a file that grows or a pipe).
        var status = stat()
        if stat(url.path, &status) == 0, FileKind(mode: status.st_mode) == .regular, Int(status.st_size) > maxReportBytes {
            throw .tooLarge(path: url.path, limit: maxReportBytes)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maxReportBytes + 1) ?? Data()
        } catch {
            throw .unreadable(path: url.path, reason: FileReason.unreadable(url.path, error: error))
        }
        guard data.count <= maxReportBytes else { throw .tooLarge(path: url.path, limit: maxReportBytes) }
        do { _ = try StrictJSON.parse(data, file: url.path) } catch {
            throw .notAReport(path: url.path, detail: error.positionedProblem)
        }
        let report: RunReport
        do { report = try RunReport.decode(data) } catch {
            throw .notAReport(path: url.path, detail: DecodingProblem.describe(error))
        }
        let major = report.reportVersion.split(separator: ".", omittingEmptySubsequences: false).first.flatMap { Int($0) }
        guard let major, readableMajors.contains(major), report.reportVersion.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil else {
            throw .unknownVersion(path: url.path, version: report.reportVersion, readable: readableMajors)
        }
        var seen = Set<String>()
        var repeated: [String] = []
        // The first three named: a report listing one id a million times costs no more.
        for result in report.results where !seen.insert(result.id).inserted && !repeated.contains(result.id) {
            repeated.append(result.id)
            if repeated.count == 3 { break }
        }
        if !repeated.isEmpty { throw .duplicateIDs(path: url.path, ids: Array(repeated.prefix(3))) }
        return report
    }

    /// Compares equality by content (tuples are not `Equatable`).
    package static func == (lhs: RunDiff, rhs: RunDiff) -> Bool {
        lhs.fixed == rhs.fixed && lhs.regressed == rhs.regressed && lhs.changed == rhs.changed
            && lhs.added.map(\.id) == rhs.added.map(\.id) && lhs.added.map(\.status) == rhs.added.map(\.status)
            && lhs.removed.map(\.id) == rhs.removed.map(\.id) && lhs.removed.map(\.status) == rhs.removed.map(\.status)
            && lhs.context == rhs.context
    }
}
