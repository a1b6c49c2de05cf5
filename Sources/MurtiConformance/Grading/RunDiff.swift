import Foundation
import MurtiProtocol

/// What changed between two runs (`diff A.json B.json`, `docs/REPORTS.md`): fixtures fixed,
/// regressed (worse: no longer passing, a failure that now errs, a wrong name that became a
/// wrong answer), changed (same status, different answer; or another change between
/// non-passing statuses), added and removed.
public struct RunDiff: Sendable, Equatable {
    /// One fixture's change.
    public struct Change: Sendable, Equatable {
        /// The fixture id.
        public var id: String
        /// Its status in the first report.
        public var before: ResultStatus
        /// Its status in the second report.
        public var after: ResultStatus
        /// What changed, for people.
        public var detail: String
    }

    /// Non-passing (failed, errored, skipped) before, passed after.
    public private(set) var fixed: [Change] = []
    /// Worse after: passed before and failed, errored, skipped, unsupported or not run after; failed
    /// or skipped before and errored after; or failed both times with a grading level lost
    /// (a wrong name, or a slow right answer, that became a wrong answer or a wrong name).
    public private(set) var regressed: [Change] = []
    /// Any other status change, or the same status with a different answer (outcome, layer,
    /// rule, path, placeholders), strict level or expectation.
    public private(set) var changed: [Change] = []
    /// Ids only in the second report, with their status.
    public private(set) var added: [(id: String, status: ResultStatus)] = []
    /// Ids only in the first report, with their status.
    public private(set) var removed: [(id: String, status: ResultStatus)] = []
    /// Header lines: a different implementation version or corpus between the runs.
    public private(set) var context: [String] = []

    /// `true` when a fixture that passed no longer does (the CI gate of `diff`).
    public var hasRegressions: Bool { !regressed.isEmpty }

    /// Compares `before` with `after`, fixture by fixture (ids in corpus order).
    public init(before: RunReport, after: RunReport) {
        context = Self.context(before, after)
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
    /// Throws ``RunDiffError/unreadable(path:reason:)`` or ``RunDiffError/notAReport(path:detail:)``.
    public static func load(before: URL, after: URL) throws(RunDiffError) -> RunDiff {
        RunDiff(before: try read(before), after: try read(after))
    }

    private static func read(_ url: URL) throws(RunDiffError) -> RunReport {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: FileReason.unreadable(url.path, error: error))
        }
        do { _ = try StrictJSON.parse(data, file: url.path) } catch {
            throw .notAReport(path: url.path, detail: error.positionedProblem)
        }
        do { return try RunReport.decode(data) } catch {
            throw .notAReport(path: url.path, detail: DecodingProblem.describe(error))
        }
    }

    /// Compares equality by content (tuples are not `Equatable`).
    public static func == (lhs: RunDiff, rhs: RunDiff) -> Bool {
        lhs.fixed == rhs.fixed && lhs.regressed == rhs.regressed && lhs.changed == rhs.changed
            && lhs.added.map(\.id) == rhs.added.map(\.id) && lhs.added.map(\.status) == rhs.added.map(\.status)
            && lhs.removed.map(\.id) == rhs.removed.map(\.id) && lhs.removed.map(\.status) == rhs.removed.map(\.status)
            && lhs.context == rhs.context
    }
}
