import Foundation
import MurtiValidator

/// Peak memory of one document's validation, measured in a fresh process so the number belongs
/// to that document alone (`conformance-runner bench memory ENGINE FILE`, run by
/// ``ValidatorBenchmark``; docs/PERFORMANCE.md).
///
/// The child reads the file, warms the engine on a small generated screen (first-touch code
/// and data pages), resets the peak (``PeakMemory/resetPeak()``), takes `VmRSS` as the
/// baseline, runs the engine once, and prints `{"extraBytes": VmHWM - baseline, ...}`: the
/// memory the engine needed beyond the document's own bytes.
package enum MemoryProbe {
    /// What a probe prints.
    package struct Result: Codable, Sendable {
        /// Peak resident bytes above the baseline.
        package var extraBytes: Int
        /// The engine's verdict was an accept.
        package var accepted: Bool
        /// The document's size.
        package var documentBytes: Int
    }

    /// The engines a probe can run.
    package static let engines = ["reference", "foundation"]

    /// The child side: measures `engine` on the file at `path` and prints one JSON line.
    /// Returns the exit status (2 for an unknown engine or unreadable file).
    package static func run(engine: String, path: String) -> Int32 {
        guard engines.contains(engine), let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("bench memory: expected ENGINE (\(engines.joined(separator: "|"))) and a readable FILE\n".utf8))
            return 2
        }
        let bytes = [UInt8](data)
        var warmGenerator = PayloadGenerator(seed: 99)
        let warm = warmGenerator.screen(targetBytes: 16_384).bytes
        let accepted: Bool
        let baseline: Int
        switch engine {
        case "reference":
            let validator = Validator(profile: BenchmarkProfile.profile())
            _ = validator.validate(warm)
            PeakMemory.resetPeak()
            baseline = PeakMemory.residentBytes() ?? 0
            accepted = validator.validate(bytes).outcome == .accept
        default:
            let document = Data(bytes)
            _ = try? JSONSerialization.jsonObject(with: Data(warm))
            PeakMemory.resetPeak()
            baseline = PeakMemory.residentBytes() ?? 0
            accepted = (try? JSONSerialization.jsonObject(with: document)) != nil
        }
        let peak = PeakMemory.peakBytes() ?? 0
        let result = Result(extraBytes: max(0, peak - baseline), accepted: accepted, documentBytes: bytes.count)
        guard let line = try? JSONEncoder().encode(result) else { return 1 }
        FileHandle.standardOutput.write(line + Data("\n".utf8))
        return 0
    }
}
