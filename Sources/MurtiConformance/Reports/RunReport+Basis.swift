import MurtiProtocol

extension RunReport {
    /// Graded and failed fixtures by what they rest on (docs/DECISIONS.md D82), for a contract
    /// whose expectations say (``ContractExpectation/basis``): a team can dispute a project
    /// decision, never a published promise, so reports count the two apart.
    package struct BasisCounts: Sendable, Equatable, Codable {
        /// Fixtures resting on a published statement (a seed, the upstream documents, an RFC).
        package var published = BasisTally()
        /// Fixtures resting on a project decision (a contract page, docs/DECISIONS.md, docs/CONTRACT.md).
        package var decision = BasisTally()

        /// Creates zero counts.
        package init() {}

        /// Adds one graded result resting on `basis`.
        package mutating func add(_ basis: SourceBasis, failed: Bool) {
            switch basis {
            case .published: published.add(failed: failed)
            case .decision: decision.add(failed: failed)
            }
        }

        /// `broke 4 published promises; differs from 3 project decisions`.
        package var failureSplit: String {
            "broke \(RunReport.plural(published.failed, "published promise")); "
                + "differs from \(RunReport.plural(decision.failed, "project decision"))"
        }

        /// `resting on 200 published promises and 123 project decisions` (what a certificate names).
        package var gradedSplit: String {
            "resting on \(RunReport.plural(published.graded, "published promise")) and "
                + RunReport.plural(decision.graded, "project decision")
        }
    }

    /// Graded and failed results of one basis.
    package struct BasisTally: Sendable, Equatable, Codable {
        /// Passed and failed results (expected failures included).
        package var graded = 0
        /// Failed results no expected-failures line lists.
        package var failed = 0

        /// Creates zero counts.
        package init() {}

        mutating func add(failed: Bool) {
            graded += 1
            if failed { self.failed += 1 }
        }
    }
}
