import Foundation
import MurtiConformance
import MurtiProtocol

/// A Murti verdict (docs/CONTRACT.md §2) as the core reads every contract's expectation.
extension Expectation: ContractExpectation {
    /// ``ContractKind/murti``.
    package var contract: ContractKind { .murti }

    /// `true` for `informational: true`.
    package var isInformational: Bool { informational == true }

    /// ``rollUpKey``: the expected rule id, `"sequence"` or `"accept"`.
    package var ruleKey: String { rollUpKey }

    /// `nil`: Murti's sources are not told apart by basis (docs/DECISIONS.md D82).
    package var basis: SourceBasis? { nil }

    /// `requires`, in the order written, or none.
    package var requiredCapabilities: [String] { requires ?? [] }

    /// `true` for an entry with `steps` (docs/CONTRACT.md §6).
    package var isManifestSequence: Bool { steps != nil }
}

extension MurtiContract {
    /// Murti's entry type, ``Expectation``, by a name that code seeing another module's
    /// `Expectation` too (Swift Testing's) can write: `MurtiContract.Entry` (the struct's name
    /// hides the module's, so `MurtiContract.Expectation` does not resolve).
    package typealias Entry = Expectation
}

extension FixtureExpectation {
    /// A Murti verdict (docs/CONTRACT.md §2), wrapped.
    package static func murti(_ expectation: Expectation) -> FixtureExpectation {
        .contract(expectation)
    }

    /// The Murti expectation, or `nil` for another contract's.
    package var murti: Expectation? { contractExpectation as? Expectation }
}

extension Fixture {
    /// Creates a Murti fixture whose file is `url` (its root is `url` without the id's segments).
    package init(id: String, url: URL, expectation: Expectation) {
        self.init(id: id, url: url, expectation: .murti(expectation))
    }
}

extension FixtureResult {
    /// Creates a Murti result; see the properties.
    package init(
        id: String, expected: Expectation, actual: JSONValue?, status: ResultStatus,
        strict: ResultStatus? = nil, reason: String? = nil, durationSeconds: Double? = nil,
        expectedFailure: String? = nil, levels: GradingLevels? = nil, notCertified: [ScopeGap]? = nil,
        stderr: String? = nil
    ) {
        self.init(
            id: id, expected: .murti(expected), actual: actual, status: status, strict: strict, reason: reason,
            durationSeconds: durationSeconds, expectedFailure: expectedFailure, levels: levels, notCertified: notCertified,
            stderr: stderr)
    }
}
