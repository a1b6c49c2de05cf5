import Foundation
import MurtiValidator

/// Test-only switches of `serve`, read from the environment (docs/FUZZING.md). They break the
/// contract on purpose, so that the fuzzer's tests can show it finds the drift they plant;
/// nothing else reads them, and no client or CI configuration may set them.
extension ReferenceService {
    /// `MURTI_TEST_COUNT_GRAPHEMES=1`: `maxLength` counts grapheme clusters instead of code
    /// points (``Validator/testOnlyCountsGraphemes``), against docs/CONTRACT.md §1 "Counting".
    package static let countsGraphemes = ProcessInfo.processInfo.environment["MURTI_TEST_COUNT_GRAPHEMES"] == "1"

    /// `validator` with the environment's test-only switches applied.
    package static func withTestSwitches(_ validator: Validator) -> Validator {
        guard countsGraphemes else { return validator }
        var switched = validator
        switched.testOnlyCountsGraphemes = true
        return switched
    }
}
