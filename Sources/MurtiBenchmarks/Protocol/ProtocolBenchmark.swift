import Foundation
import MurtiConformance
import MurtiProtocol
import MurtiValidator

/// `conformance-runner bench protocol` (docs/CONTRACT.md §7; docs/PERFORMANCE.md): over one generated corpus,
/// in one run, the reference's in-process time per fixture, the codec's, the bare pipe round
/// trip's, the time through protocol v1 with the real ``Driver`` and `serve`, and the
/// throughput with `--jobs 1` and `--jobs 2`.
package struct ProtocolBenchmark: Sendable {
    /// `conformance-runner serve` (absolute path first).
    package var serveCommand: [String]
    /// `conformance-runner bench echo`.
    package var echoCommand: [String]
    /// Fixtures to generate.
    package var fixtures: Int
    /// One round instead of three (a smoke run).
    package var quick: Bool
    /// Seed of the corpus generator.
    package var seed: UInt64
    /// The answer `serve` sends for a verdict (given the request's seq), so the codec step
    /// encodes the very answers the reference service writes.
    package var answer: @Sendable (_ seq: Int, _ verdict: Verdict) -> Answer

    /// Creates the benchmark; `answer` is the reference service's verdict-to-answer mapping.
    package init(
        serveCommand: [String], echoCommand: [String], fixtures: Int = BenchmarkCommand.defaultFixtures, quick: Bool = false, seed: UInt64 = 1,
        answer: @escaping @Sendable (_ seq: Int, _ verdict: Verdict) -> Answer
    ) {
        self.answer = answer
        self.serveCommand = serveCommand
        self.echoCommand = echoCommand
        self.fixtures = max(2, fixtures)
        self.quick = quick
        self.seed = seed
    }

    /// Runs everything; `log` gets a line per step.
    package func run(log: (String) -> Void) throws(BenchmarkError) -> ProtocolReport {
        log("generating \(fixtures) fixtures (seed \(seed))")
        var generator = FixtureCorpusGenerator(seed: seed)
        let corpus = generator.fixtures(count: fixtures)
        let profile = BenchmarkProfile.json()
        let requests = corpus.enumerated().map { index, fixture in
            ValidateRequest(seq: index, id: fixture.id, document: Data(fixture.bytes), profile: profile)
        }
        let validator = Validator(profile: BenchmarkProfile.profile())
        let verdicts = corpus.map { validator.validate($0.bytes) }
        let count = Double(fixtures)
        var sampler = Sampler()
        sampler.minBatches = quick ? 3 : 7
        sampler.minSeconds = quick ? 0.1 : 0.5

        log("in process: Validator.validate over the corpus")
        let inProcess = sampler.measure {
            var accepted = 0
            for fixture in corpus where validator.validate(fixture.bytes).outcome == .accept { accepted += 1 }
            return accepted
        }.best / count

        log("codec: encode and decode every request and answer")
        let answers = verdicts.enumerated().map { answer($0, $1) }
        let codec = sampler.measure {
            var decoded = 0
            for index in requests.indices {
                let line = ProtocolLines.encodeRequest(requests[index])
                if ProtocolLines.decodeRequest(Array(line.dropLast())) != nil { decoded += 1 }
                let answerLine = ProtocolLines.encodeAnswer(answers[index])
                if ProtocolLines.decodeAnswer(Array(answerLine.dropLast()), expectedSeq: index) != nil { decoded += 1 }
            }
            return decoded
        }.best / count

        let lines = requests.map(ProtocolLines.encodeRequest)
        let rounds = quick ? 1 : 3
        var bare = Double.infinity
        var jobs1 = Double.infinity
        var jobs2 = Double.infinity
        var startup = Double.infinity
        var mismatches = 0
        for round in 1...rounds {
            log("round \(round) of \(rounds): bare round trip, start-up, --jobs 1, --jobs 2")
            let pipe = try PipeRoundTrip(command: echoCommand)
            _ = try pipe.run(Array(lines.prefix(100)))
            bare = min(bare, try pipe.run(lines) / count)
            pipe.finish()
            startup = min(startup, wall(jobs: 1, Array(requests.prefix(1))).seconds)
            let (seconds, results) = wall(jobs: 1, requests)
            jobs1 = min(jobs1, seconds)
            if round == 1 { mismatches = Self.mismatches(results, verdicts) }
            jobs2 = min(jobs2, wall(jobs: 2, requests).seconds)
        }
        return ProtocolReport(
            machine: MachineDescription.current(), build: MachineDescription.buildMode, fixtures: fixtures,
            bytes: corpus.reduce(0) { $0 + $1.bytes.count }, inProcess: inProcess, codec: codec,
            bareRoundTrip: bare, throughProtocol: (jobs1 - startup) / (count - 1), startup: startup,
            wallJobs1: jobs1, wallJobs2: jobs2, mismatches: mismatches, rounds: rounds)
    }

    /// One ``Driver`` run of `requests` with `jobs` processes: wall seconds and results.
    private func wall(jobs: Int, _ requests: [ValidateRequest]) -> (seconds: Double, results: [CaseResult]) {
        let driver = Driver(configuration: DriverConfiguration(command: serveCommand, jobs: jobs))
        let start = MonotonicClock.now()
        let run = driver.run(requests)
        return (Double(MonotonicClock.now() - start) / 1e9, run.results)
    }

    /// Results whose outcome, layer, rule or path differ from the in-process verdict.
    static func mismatches(_ results: [CaseResult], _ verdicts: [Verdict]) -> Int {
        zip(results, verdicts).filter { result, verdict in
            guard case .answer(let answer, _, _) = result else { return true }
            let layer = verdict.outcome == .reject ? verdict.layer : nil
            return answer.outcome?.rawValue != verdict.outcome.rawValue || answer.layer != layer
                || (verdict.outcome == .reject && (answer.rule?.rawValue != verdict.rule || answer.path != verdict.path))
                || (answer.placeholders ?? []) != verdict.placeholders
        }.count
    }
}
