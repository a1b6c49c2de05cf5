import MurtiProtocol

extension FixtureResult {
    /// A member of a result that may be cut to the report's bounds (docs/REPORTS.md "Bounds").
    package enum Member: String, Sendable, Codable, CaseIterable, Comparable {
        /// The answer, cut to ``Bounds/answerBytes``.
        case actual
        /// The reason, cut to ``Bounds/stringBytes``.
        case reason
        /// The stderr excerpt, cut to ``Bounds/stderrBytes``.
        case stderr
        /// The expected-failures line's reason, cut to ``Bounds/stringBytes``.
        case expectedFailure

        /// In declaration order.
        package static func < (lhs: Member, rhs: Member) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// The result as a report keeps it (docs/SECURITY.md "Bounded by design"): `actual` within
    /// ``Bounds/answerBytes`` (``JSONBudget``), `reason` and `expectedFailure` within
    /// ``Bounds/stringBytes``, `stderr` within ``Bounds/stderrBytes``, and ``truncated``
    /// naming what was cut. The fixture's id and expectation are the corpus's and stay whole.
    /// Bounding a bounded result changes nothing.
    package func bounded() -> FixtureResult {
        var result = self
        var cut = Set(truncated ?? [])
        if let actual {
            // A result's answer is written three levels into the report: {"results": [{"actual": …}]}.
            let (value, wasCut) = actual.bounded(depth: 3)
            result.actual = value
            if wasCut { cut.insert(.actual) }
        }
        func capped(_ text: String?, _ member: Member, bytes: Int = Bounds.stringBytes) -> String? {
            guard let text else { return nil }
            let (kept, wasCut) = Bounds.cut(text, bytes: bytes)
            if wasCut { cut.insert(member) }
            return kept
        }
        result.reason = capped(reason, .reason)
        result.stderr = capped(stderr, .stderr, bytes: Bounds.stderrBytes)
        result.expectedFailure = capped(expectedFailure, .expectedFailure)
        result.truncated = cut.isEmpty ? nil : cut.sorted()
        return result
    }
}
