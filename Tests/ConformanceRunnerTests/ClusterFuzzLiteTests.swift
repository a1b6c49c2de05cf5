import Foundation
import Testing

/// `.clusterfuzzlite/build.sh` outside Docker (docs/FUZZING.md "Fuzzing past one machine"): it
/// builds the three libFuzzer targets with their seed corpora, dictionaries and options into a
/// temporary $OUT, and each target fuzzes 10 s from its seeds without a crash. The build uses
/// -Onone (MURTI_FUZZ_OPTIMIZATION), the same targets ClusterFuzzLite builds with -O, at a
/// fraction of the compile time (docs/FUZZING.md has both figures).
/// CI tier (docs/DECISIONS.md 110): it compiles the fuzz targets with the sanitizers.
@Suite("ClusterFuzzLite build", .serialized, .tags(.slow), CITier.trait)
struct ClusterFuzzLiteTests {
    static let targets = ["murti-decoder", "flowui-decoder", "layer1-differential"]

    /// libFuzzer ships with the Linux toolchain (`-sanitize=fuzzer`), not with Xcode's.
    static var toolchainFuzzes: Bool {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }

    @Test("build.sh builds every target; each runs 10 s over its seeds, clean", .enabled(if: toolchainFuzzes))
    func buildAndRun() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cflite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out")
        for folder in ["out", "work", "src"] {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let build = try ShellCommand.run(
            ["OUT=\(out.path)", "WORK=\(scratch.appendingPathComponent("work").path)",
             "SRC=\(scratch.appendingPathComponent("src").path)", "SANITIZER=address", "MURTI_FUZZ_OPTIMIZATION=-Onone",
             "MURTI_SOURCE=\(RunnerProcess.packageRoot.path)", "bash", ".clusterfuzzlite/build.sh"],
            in: RunnerProcess.packageRoot)
        #expect(build.status == 0, "\(build.stderr.suffix(4000))")
        for target in Self.targets {
            for suffix in ["", "_seed_corpus.zip", ".dict", ".options"] {
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(target + suffix).path), "\(target)\(suffix)")
            }
            let seeds = scratch.appendingPathComponent("seeds-\(target)")
            let unzip = try ShellCommand.run(
                ["python3", "-m", "zipfile", "-e", out.appendingPathComponent("\(target)_seed_corpus.zip").path, seeds.path],
                in: scratch)
            #expect(unzip.status == 0, "\(unzip.stderr)")
            let grown = scratch.appendingPathComponent("grown-\(target)")
            let crashes = scratch.appendingPathComponent("crashes-\(target)")
            try FileManager.default.createDirectory(at: grown, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: crashes, withIntermediateDirectories: true)
            let fuzz = try ShellCommand.run(
                [out.appendingPathComponent(target).path, "-max_total_time=10", "-timeout=10", "-rss_limit_mb=4096",
                 "-max_len=65536", "-dict=\(out.appendingPathComponent(target + ".dict").path)",
                 "-artifact_prefix=\(crashes.path)/", grown.path, seeds.path],
                in: scratch)
            #expect(fuzz.status == 0, "\(target): \(fuzz.stderr.suffix(3000))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: crashes.path).isEmpty, "\(target) kept a crash")
            #expect(fuzz.stderr.contains("Done "), "\(target): \(fuzz.stderr.suffix(1000))")
        }
    }
}
