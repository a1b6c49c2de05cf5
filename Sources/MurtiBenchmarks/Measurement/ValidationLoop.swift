import Foundation
import MurtiValidator

/// `conformance-runner bench loop [FILE] [--iterations N]`: validates one document N times and
/// nothing else, so `valgrind --tool=callgrind` sees the validator's own instruction counts
/// (docs/PERFORMANCE.md, "Profiling").
package enum ValidationLoop {
    /// Validates the file (or, with `nil`, the generated 1 MiB screen of seed 1) `iterations`
    /// times; returns how many verdicts were accepts, or `nil` when the file is unreadable.
    package static func run(file: String?, iterations: Int) -> Int? {
        let bytes: [UInt8]
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            bytes = [UInt8](data)
        } else {
            var generator = PayloadGenerator(seed: 1)
            bytes = generator.screen(targetBytes: 1_048_576).bytes
        }
        let validator = Validator(profile: BenchmarkProfile.profile())
        var accepted = 0
        for _ in 0..<iterations where validator.validate(bytes).outcome == .accept { accepted += 1 }
        return accepted
    }
}
