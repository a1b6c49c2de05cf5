import Foundation
import Testing

/// The mutation-score tool (`python3 -m tools.mutation`, docs/MUTATION.md) cannot rot: a sample
/// of two mutants is planted, built in a copy of the package, run over the corpus and reported,
/// while the checkout stays as it was (its unit tests are part of the one Python test command);
/// the sample is in the CI tier.
@Suite("Mutation tool", .serialized, .tags(.slow))
struct MutationToolTests {
    /// CI tier (docs/DECISIONS.md 110): the first run builds a copy of the package.
    @Test("a sample of two mutants is built, run and reported; the checkout is untouched", CITier.trait)
    func sampleOfTwo() throws {
        let sources = RunnerProcess.packageRoot.appendingPathComponent("Sources/MurtiValidator")
        let before = try Self.digest(of: sources)
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("mutation-sample-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let outcome = try ShellCommand.run(
            ["python3", "-m", "tools.mutation", "--sample", "2", "--seed", "1", "--runner", RunnerProcess.binary, "--json", report.path],
            in: RunnerProcess.packageRoot)
        #expect(outcome.status == 0, "\(outcome.stdout.suffix(3000))\n\(outcome.stderr.suffix(3000))")
        let summary = try #require(outcome.stdout.split(separator: "\n").last { $0.hasPrefix("mutation: ") && $0.contains(" killed;") })
        #expect(summary.contains(" of 2 killed"), "\(summary)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let mutants = try #require(json["mutants"] as? [[String: Any]])
        #expect(mutants.count == 2)
        for mutant in mutants {
            #expect(["killed", "survived", "equivalent", "uncompilable", "identical"].contains(mutant["status"] as? String ?? ""))
        }
        #expect(try Self.digest(of: sources) == before, "the checkout's sources changed")
    }

    /// The names and bytes of every file below `folder`.
    static func digest(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
