import MurtiProtocol

extension FixtureResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, expected, actual, status, strict, reason, seconds, durationSeconds, expectedFailure, levels
        case notCertified, stderr, brokenPromise, truncated, basis
    }

    /// Decodes a result of a version 1.0, 1.1 or 2.x report (`seconds` preferred over the 1.0
    /// `durationSeconds`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            expected: try container.decode(FixtureExpectation.self, forKey: .expected),
            actual: try container.decodeIfPresent(JSONValue.self, forKey: .actual),
            status: try container.decode(ResultStatus.self, forKey: .status),
            strict: try container.decodeIfPresent(ResultStatus.self, forKey: .strict),
            reason: try container.decodeIfPresent(String.self, forKey: .reason),
            durationSeconds: try container.decodeIfPresent(Double.self, forKey: .seconds)
                ?? container.decodeIfPresent(Double.self, forKey: .durationSeconds),
            expectedFailure: try container.decodeIfPresent(String.self, forKey: .expectedFailure),
            levels: try container.decodeIfPresent(GradingLevels.self, forKey: .levels),
            notCertified: try container.decodeIfPresent([ScopeGap].self, forKey: .notCertified),
            stderr: try container.decodeIfPresent(String.self, forKey: .stderr),
            brokenPromise: try container.decodeIfPresent(String.self, forKey: .brokenPromise))
        truncated = try container.decodeIfPresent([Member].self, forKey: .truncated)
    }

    /// Encodes the result; the answer's time goes out as `seconds` (docs/CONTRACT.md §4 v1.1) and, for
    /// readers of version 1.0, as `durationSeconds` too; a result's `basis` (what its
    /// fixture rests on, docs/DECISIONS.md D82) is derived from `expected` and never read back.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(expected, forKey: .expected)
        try container.encodeIfPresent(actual, forKey: .actual)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(strict, forKey: .strict)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encodeIfPresent(durationSeconds, forKey: .seconds)
        try container.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
        try container.encodeIfPresent(expectedFailure, forKey: .expectedFailure)
        try container.encodeIfPresent(levels, forKey: .levels)
        try container.encodeIfPresent(notCertified, forKey: .notCertified)
        try container.encodeIfPresent(stderr, forKey: .stderr)
        try container.encodeIfPresent(brokenPromise, forKey: .brokenPromise)
        try container.encodeIfPresent(truncated, forKey: .truncated)
        try container.encodeIfPresent(basis, forKey: .basis)
    }
}
