import Foundation
import MurtiProtocol
import ConformanceTestSupport
import Testing

@testable import MurtiConformance

/// A driver whose caller keeps the answers itself (`run` grades each as it lands) holds none of
/// their bodies, so a run's memory does not grow with what an implementation writes
/// (docs/SECURITY.md "Bounded by design").
@Suite("Answers handed on are not kept", .contracts)
struct KeptAnswersTests {
    @Test("with keepsAnswers false, onResult sees each whole answer and the run keeps none of its body")
    func handedOn() throws {
        var scripted = try ScriptedImplementation()
        scripted.configuration.keepsAnswers = false
        let size = 200_000
        let requests = ScriptedImplementation.requests(["do:bigline:\(size)", "do:reject:2:required:/a", "do:bigline:\(size)"])
        let seen = Recorded()
        defer { try? FileManager.default.removeItem(at: scripted.stateDirectory) }
        let run = Driver(configuration: scripted.configuration).run(requests, onResult: { index, result in
            if case .answer(let answer, _, _) = result { seen.add(index, answer.message?.count ?? 0) }
        })
        #expect(seen.sizes[0] == size && seen.sizes[2] == size)
        for result in run.results {
            guard case .answer(let answer, _, _) = result else {
                Issue.record("not an answer: \(result)")
                continue
            }
            #expect(answer.message == nil && answer.placeholders == nil && answer.warnings == nil)
        }
        if case .answer(let answer, _, _) = run.results[1] { #expect(answer.outcome == .reject && answer.layer == 2) }
    }

    /// Message sizes by request index, from the driver's threads.
    final class Recorded: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: Int] = [:]
        func add(_ index: Int, _ size: Int) { lock.withLock { values[index] = size } }
        var sizes: [Int: Int] { lock.withLock { values } }
    }
}
