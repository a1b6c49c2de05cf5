import Foundation
import MurtiProtocol

/// The result of certifying one implementation against one corpus (docs/CONTRACT.md §4, §5): the
/// model behind every report format. `docs/REPORTS.md` documents its JSON form and
/// `docs/report.schema.json` is its Draft 2020-12 schema.
package struct RunReport: Sendable, Equatable, Codable {
    /// The version of this report format (`docs/REPORTS.md`): 1.1 adds grading levels, scope,
    /// per-rule counts, timing and stdout noise (docs/CONTRACT.md §3–§4 v1.1); 1.2 the `notRun`
    /// status and count, the run's `selection`, `scope.reasons`, an errored result's `stderr`,
    /// and the cost level only when `--max-case-ms` is set (2.0, docs/DECISIONS.md 52); 2.1 the
    /// bounds and what they cut (`truncated`), the rules that never passed, `strictLevel`
    /// (docs/REPORTS.md "Bounds"), and `corpus.damage` (entries without files, files without
    /// entries: docs/DECISIONS.md D56), the optional `fuzz` of `run --fuzz-seconds N`
    /// (docs/DECISIONS.md 75).
    package static let currentVersion = "2.1"

    /// The corpus a run used (docs/CONTRACT.md §5).
    package struct CorpusInfo: Sendable, Equatable, Codable {
        /// The corpus folder as given on the command line.
        package var path: String
        /// `corpusVersion` from `expectations.json`.
        package var corpusVersion: String
        /// ``Corpus/digest()``: lowercase hex SHA-256 over the framed fixtures and expectations.json.
        package var sha256: String
        /// Entries without files and files without entries; `nil` when they pair off (and in
        /// reports before 2.1). A damaged corpus is never certified (docs/DECISIONS.md D56).
        package var damage: CorpusDamage?

        /// Creates corpus metadata.
        package init(path: String, corpusVersion: String, sha256: String, damage: CorpusDamage? = nil) {
            self.path = path
            self.corpusVersion = corpusVersion
            self.sha256 = sha256
            self.damage = damage
        }
    }

    /// Results by the strict level (docs/CONTRACT.md §4).
    package struct StrictCounts: Sendable, Equatable, Codable {
        /// Fixtures passing the strict level too.
        package var passed = 0
        /// Fixtures failing at the strict level (normal-level failures included).
        package var failed = 0

        /// Creates strict counts.
        package init(passed: Int = 0, failed: Int = 0) {
            self.passed = passed
            self.failed = failed
        }
    }

    /// Result counts of a set of fixtures (docs/CONTRACT.md §4).
    package struct Counts: Sendable, Equatable, Codable {
        /// `passed` results.
        package var passed = 0
        /// `failed` results not listed as expected failures.
        package var failed = 0
        /// `errored` results not listed as expected failures.
        package var errored = 0
        /// `skipped` results not listed as expected failures.
        package var skipped = 0
        /// `unsupported` results.
        package var unsupported = 0
        /// `informational` results.
        package var informational = 0
        /// `notRun` results: never judged, since the run was cut short (docs/DECISIONS.md 46).
        package var notRun = 0
        /// Failed, errored or skipped results an expected-failures file lists.
        package var expectedFailures = 0
        /// The strict level, over the results graded at that level.
        package var strict = StrictCounts()
        /// `failed` results whose verdict is wrong (``FailureKind/wrongAnswer``).
        package var wrongAnswers = 0
        /// `failed` results with the right verdict under the wrong layer, rule or placeholders
        /// (``FailureKind/wrongName``).
        package var wrongNames = 0
        /// `failed` results right at the rule level but slower than `--max-case-ms`
        /// (``FailureKind/cost``). `wrongAnswers + wrongNames + tooSlow + strictMisses == failed`.
        package var tooSlow = 0
        /// `failed` results right at the rule level that miss the strict level, in a `run
        /// --strict` (``FailureKind/strict``); `nil` when there are none, and so absent from
        /// reports of other runs.
        package var strictMisses: Int?
        /// How many graded results hold at each level, expected failures included (docs/CONTRACT.md §4 v1.1).
        package var levels = LevelCounts()
        /// Graded and failed results by what they rest on (docs/DECISIONS.md D82); `nil` when no
        /// result's fixture rests on a known basis (``FixtureResult/basis``).
        package var byBasis: BasisCounts?

        enum CodingKeys: String, CodingKey {
            case passed, failed, errored, skipped, unsupported, informational, notRun, expectedFailures, strict
            case wrongAnswers, wrongNames, tooSlow, strictMisses, levels, byBasis
        }

        /// Creates zero counts.
        package init() {}

        /// Adds one result.
        mutating func add(_ result: FixtureResult) {
            if let graded = result.levels { levels.add(graded) }
            if result.levels != nil, let basis = result.basis {
                let failed = result.status == .failed && result.expectedFailure == nil
                byBasis = byBasis ?? BasisCounts()
                byBasis?.add(basis, failed: failed)
            }
            if result.expectedFailure != nil, [.failed, .errored, .skipped].contains(result.status) {
                expectedFailures += 1
                return
            }
            switch result.status {
            case .passed: passed += 1
            case .failed:
                failed += 1
                switch result.failure {
                case .wrongName?: wrongNames += 1
                case .cost?: tooSlow += 1
                case .strict?: strictMisses = (strictMisses ?? 0) + 1
                case .wrongAnswer?, nil: wrongAnswers += 1
                }
            case .errored: errored += 1
            case .skipped: skipped += 1
            case .unsupported: unsupported += 1
            case .informational: informational += 1
            case .notRun: notRun += 1
            }
            switch result.strict {
            case .passed?: strict.passed += 1
            case .failed?: strict.failed += 1
            default: break
            }
        }

        /// Fixtures that count towards certification: passed, failed, errored, skipped, not
        /// run and expected failures (unsupported and informational are left out). A fixture
        /// never run stays in the denominator: it was not shown to pass.
        package var counted: Int { passed + failed + errored + skipped + notRun + expectedFailures }
    }

    /// ``currentVersion``.
    package var reportVersion: String
    /// The protocol version spoken (`1`).
    package var protocolVersion: Int
    /// The contract of the corpus (docs/CONTRACT.md §8); written only when it is not
    /// ``ContractKind/unstated``.
    package var contract: ContractKind = .unstated
    /// What the implementation said of itself at `start`; `nil` when the handshake failed.
    package var implementation: ImplementationInfo?
    /// The corpus used.
    package var corpus: CorpusInfo
    /// Counts over all results.
    package var totals: Counts
    /// Counts by ``FixtureResult/group``: `"1"`–`"4"` (expected layer), `"accept"`, `"sequence"`.
    package var perLayer: [String: Counts]
    /// Counts by ``FixtureResult/ruleKey``: the expected rule id, `"accept"`, `"sequence"`.
    package var perRule: [String: Counts]
    /// What the certificate covers and what it does not (docs/CONTRACT.md §3 v1.1).
    package var scope: CertificationScope
    /// The answers' times: median, slowest, the `--max-case-ms` limit (docs/CONTRACT.md §4 v1.1).
    package var timing: TimingSummary
    /// stdout lines that were not protocol lines (docs/CONTRACT.md §3 v1.1).
    package var noise: NoiseLines
    /// `true` when the run stopped before every fixture was run (Ctrl-C, `--max-errors`).
    package var partial: Bool
    /// The fixtures the run was given (`--filter`); `nil` in a report older than 1.2, read as
    /// the whole corpus.
    package var selection: RunSelection?
    /// How many times the implementation's process was restarted.
    package var restarts: Int?
    /// When the run started, ISO 8601 UTC (`2025-01-31T12:00:00Z`).
    package var startedAt: String
    /// Wall-clock seconds of the whole run.
    package var durationSeconds: Double
    /// Lines of the expected-failures file to remove or add (see ``ExpectedFailures``).
    package var expectedFailureProblems: [String]?
    /// `true` for a `run --strict`, graded at the strict level (docs/DECISIONS.md 70).
    package var strictLevel = false
    /// The fuzz run of `run --fuzz-seconds N`, stated beside the certificate (docs/DECISIONS.md 75);
    /// `nil` when the run did not fuzz.
    package var fuzz: RunFuzzSummary?
    /// One result per fixture run, in corpus order, each ``FixtureResult/bounded()``.
    package var results: [FixtureResult]
    /// The report's own members cut to its bounds (docs/REPORTS.md "Bounds"): the
    /// implementation's description; `nil` when nothing was cut. A result says what of it was
    /// cut in its own ``FixtureResult/truncated``.
    package var truncated: [Member]?

    /// A member of the report that may be cut to its bounds.
    package enum Member: String, Sendable, Codable, CaseIterable {
        /// The `start` answer's description (``Bounds/stringBytes`` a string, ``Bounds/capabilityItems`` capabilities).
        case implementation
    }

    enum CodingKeys: String, CodingKey {
        case reportVersion, protocolVersion = "protocol", contract, implementation, corpus, totals, perLayer, perRule
        case scope, timing, noise, partial, selection, restarts, startedAt, durationSeconds, expectedFailureProblems
        case fuzz, results, truncated, strictLevel
    }

    /// Builds a report of a run over a corpus of `contract` and counts `results`; `noise` is
    /// the driver's, `maxCaseMilliseconds` the `--max-case-ms` limit the results were graded
    /// with, `selection` the fixtures the run was given (`nil`: the whole corpus). What came
    /// from the implementation is kept within the report's bounds (``FixtureResult/bounded()``,
    /// docs/SECURITY.md "Bounded by design").
    package init(
        implementation: ImplementationInfo?, corpus: CorpusInfo, results: [FixtureResult],
        partial: Bool, startedAt: Date, durationSeconds: Double, restarts: Int? = nil,
        noise: NoiseLines = NoiseLines(), maxCaseMilliseconds: Int? = nil, selection: RunSelection? = nil,
        contract: ContractKind = .unstated, strictLevel: Bool = false
    ) {
        self.strictLevel = strictLevel
        reportVersion = Self.currentVersion
        protocolVersion = ProtocolV1.version
        self.contract = contract
        let info = implementation?.bounded()
        self.implementation = info?.info
        truncated = info?.cut == true ? [.implementation] : nil
        self.corpus = corpus
        self.results = results
        self.partial = partial
        self.selection = selection
        self.restarts = restarts
        self.startedAt = Self.timestamp(startedAt)
        self.durationSeconds = durationSeconds.isFinite && durationSeconds >= 0 ? durationSeconds : 0
        self.noise = noise
        totals = Counts()
        perLayer = [:]
        perRule = [:]
        scope = CertificationScope.unknown
        timing = TimingSummary(results: [], maxCaseMilliseconds: maxCaseMilliseconds)
        recount()
    }

    /// Recomputes what derives from ``results``: ``totals``, ``perLayer``, ``perRule``,
    /// ``scope`` and ``timing``; and keeps every result within the report's bounds
    /// (``FixtureResult/bounded()``: an expected-failures line's reason is set after a run).
    package mutating func recount() {
        results = results.map { $0.bounded() }
        var totals = Counts()
        var groups: [String: Counts] = [:]
        var rules: [String: Counts] = [:]
        for result in results {
            totals.add(result)
            groups[result.group, default: Counts()].add(result)
            rules[result.ruleKey, default: Counts()].add(result)
        }
        self.totals = totals
        perLayer = groups
        perRule = rules
        timing = TimingSummary(results: results, maxCaseMilliseconds: timing.maxCaseMilliseconds)
        scope = CertificationScope(
            contract: contract, implementation: implementation, results: results, certified: certifies, passed: allPassed,
            expectedFailures: totals.expectedFailures, selection: selection, strictLevel: strictLevel)
        scope.reasons = certifies ? [] : notCertifiedReasons
        scope.neverPassed = ruleOrder.compactMap { rule in
            guard let counts = perRule[rule], counts.passed == 0 else { return nil }
            let judged = counts.failed + counts.errored + counts.skipped + counts.expectedFailures
            return judged > 0 ? CertificationScope.RuleTally(rule: rule, fixtures: judged) : nil
        }
    }

    /// `true` when the run passes (docs/CONTRACT.md §3–§5: exit code 0): nothing failed, errored,
    /// was skipped or went unrun (expected failures aside), at least one fixture passed, the
    /// implementation declared a scope it can be judged on, the run was complete, the
    /// expected-failures file has no stale lines, and the corpus's entries and files pair off
    /// (``CorpusInfo/damage``: an entry without its file was never judged). A run that judged nothing passes nothing. A
    /// filtered run can pass, as a test run, but never certifies (``certifies``).
    package var allPassed: Bool {
        totals.failed == 0 && totals.errored == 0 && totals.skipped == 0 && totals.notRun == 0 && !partial
            && (expectedFailureProblems ?? []).isEmpty && totals.passed > 0 && corpus.damage == nil
            && Self.declaresScope(implementation, contract: contract)
    }

    /// `true` when the run is a certificate (docs/DECISIONS.md 45): it passes (``allPassed``)
    /// over the whole corpus. Expected failures qualify the certificate, which names them.
    package var certifies: Bool {
        allPassed && (selection?.isWholeCorpus ?? true)
    }

    /// `true` when the `start` answer declares something gradable for `contract`
    /// (``ConformanceContract/declaresScope(_:)``); a contract this build does not grade, nothing.
    static func declaresScope(_ info: ImplementationInfo?, contract: ContractKind) -> Bool {
        guard let info, let graded = ContractRegistry.contract(contract) else { return false }
        return graded.declaresScope(info)
    }

    /// The contract's report sections (``ConformanceContract/reportSections``); a contract
    /// this build does not grade shows its groups by name.
    package var sections: ReportSections {
        ContractRegistry.contract(contract)?.reportSections ?? ReportSections(order: [], titles: [:])
    }

    /// The contract's report words (``ConformanceContract/reportWording``; ``ReportWording/plain``
    /// when no contract is installed).
    package var wording: ReportWording {
        ContractRegistry.contractOrFallback(contract)?.reportWording ?? .plain
    }

    /// The groups of ``perLayer`` in report order (for Murti: accepts, layers 1–4, manifest
    /// sequences), then any others in code-point order.
    package var groupOrder: [String] {
        let known = sections.order
        return known.filter { perLayer[$0] != nil }
            + perLayer.keys.filter { !known.contains($0) }.sorted(by: ScalarOrder.precedes)
    }

    /// A human name for a ``FixtureResult/group``.
    package func groupTitle(_ group: String) -> String { sections.title(group) }

    /// `date` as ISO 8601 UTC with seconds.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
