import FlowUIContract
import Foundation
import MurtiConformance
import MurtiProtocol

/// `conformance-runner bench flowui` (docs/PERFORMANCE.md "Flow-UI"): the Flow-UI reference's
/// answer to one generated page (the very line `serve` writes, decoded, renamed, diagnosed and
/// written in RFC 8785 canonical form) against Foundation's `JSONSerialization` parse of the
/// same bytes, in one run, on pages of 1,000 to 200,000 widgets; then the same 100,000-widget
/// page through `serve` over protocol v1, the way `run` sends it.
package struct FlowUIBenchmark: Sendable {
    /// `conformance-runner serve` (absolute path first).
    package var serveCommand: [String]
    /// Shorter timing loops (a smoke run; the numbers are noisier).
    package var quick: Bool
    /// The reference's answer line to a Flow-UI request, as `serve` writes it (newline included).
    package var answerLine: @Sendable (ValidateRequest) -> [UInt8]

    /// Creates the benchmark; `answerLine` is the reference service's.
    package init(serveCommand: [String], quick: Bool = false, answerLine: @escaping @Sendable (ValidateRequest) -> [UInt8]) {
        self.serveCommand = serveCommand
        self.quick = quick
        self.answerLine = answerLine
    }

    /// Page sizes, in widgets.
    static let sizes = [1_000, 10_000, 100_000, 200_000]

    /// The profile the pages are decoded under: the starter library (docs/CONTRACT.md §8).
    static let profile = JSONValue.object(["registry": .object(Dictionary(uniqueKeysWithValues: [
        "title_block", "image_text_card", "separator", "button_row", "tag_rail", "banner", "stepper_row", "accordion",
    ].map { (JSONMemberName($0), JSONValue.string($0)) }))])

    /// Runs everything; `log` gets a line per step.
    package func run(log: (String) -> Void) throws(BenchmarkError) -> FlowUIReport {
        var cases: [FlowUIReport.Case] = []
        var pages: [Int: FlowUIPageGenerator.Page] = [:]
        for size in Self.sizes {
            log("generating a page of \(Format.grouped(size)) widgets; timing the reference's answer and JSONSerialization")
            let page = FlowUIPageGenerator.page(widgets: size)
            pages[size] = page
            let request = ValidateRequest(seq: 1, id: "bench.json", contract: .flowUI, document: Data(page.bytes), profile: Self.profile)
            let data = Data(page.bytes)
            // A page of 200,000 widgets takes a while: few batches of one call each.
            let large = size >= 100_000
            var sampler = Sampler(minSeconds: large || quick ? 0 : 0.4, minBatches: quick ? 2 : large ? 3 : 7, batchSeconds: large ? 0 : 0.02)
            let answer = answerLine(request)
            let reference = sampler.measure { answerLine(request).count }
            let foundation = sampler.measure { (try? JSONSerialization.jsonObject(with: data)) == nil ? 0 : 1 }
            let runs = quick ? 2 : large ? 3 : 7
            let referenceCPU = CPUClock.best(runs: runs) { answerLine(request).count }
            let foundationCPU = CPUClock.best(runs: runs) { (try? JSONSerialization.jsonObject(with: data)) == nil ? 0 : 1 }
            cases.append(FlowUIReport.Case(
                widgets: page.widgets, bytes: page.bytes.count, answerBytes: answer.count,
                timings: ["reference": reference, "foundation": foundation],
                cpu: ["reference": referenceCPU.seconds, "foundation": foundationCPU.seconds],
                decoded: answer.starts(with: Array(#"{"diagnostics":"#.utf8))))
        }
        log("through serve: the 100,000-widget page over protocol v1 (start-up excluded)")
        let served = try throughServe(pages[100_000]?.bytes ?? [], rounds: quick ? 1 : 3)
        return FlowUIReport(
            machine: MachineDescription.current(), build: MachineDescription.buildMode, cases: cases,
            throughServe: served.wall, throughServeCPU: served.cpu)
    }

    /// `bench flowui-loop WIDGETS`: the reference's answer line to the generated page of `widgets`
    /// widgets, `iterations` times, and nothing else (for `valgrind --tool=callgrind`); the
    /// answer bytes written in all.
    package static func loop(
        widgets: Int, iterations: Int, answerLine: @Sendable (ValidateRequest) -> [UInt8]
    ) -> Int {
        let page = FlowUIPageGenerator.page(widgets: widgets)
        let request = ValidateRequest(seq: 1, id: "bench.json", contract: .flowUI, document: Data(page.bytes), profile: profile)
        var written = 0
        for _ in 0..<max(1, iterations) { written += answerLine(request).count }
        return written
    }

    /// Seconds `serve` takes to answer `page` beyond its start-up, wall and CPU (the `serve`
    /// process's own): the best over `rounds` of one ``Driver`` run of the page minus one of a
    /// one-widget page.
    func throughServe(_ page: [UInt8], rounds: Int) throws(BenchmarkError) -> (wall: Double, cpu: Double) {
        let small = FlowUIPageGenerator.page(widgets: 1).bytes
        var best = (wall: Double.infinity, cpu: Double.infinity)
        for _ in 0..<max(1, rounds) {
            let base = try run(small)
            let full = try run(page)
            best = (min(best.wall, max(0, full.wall - base.wall)), min(best.cpu, max(0, full.cpu - base.cpu)))
        }
        return best
    }

    /// Wall seconds of one ``Driver`` run over one Flow-UI request holding `document`, and the CPU
    /// seconds its `serve` used.
    private func run(_ document: [UInt8]) throws(BenchmarkError) -> (wall: Double, cpu: Double) {
        let request = ValidateRequest(seq: 1, id: "bench.json", contract: .flowUI, document: Data(document), profile: Self.profile)
        let driver = Driver(configuration: DriverConfiguration(command: serveCommand, jobs: 1, timeout: 600))
        let start = MonotonicClock.now()
        let cpuBefore = CPUClock.children()
        let run = driver.run([request])
        let seconds = Double(MonotonicClock.now() - start) / 1e9
        guard case .contractAnswer(let answer, _, _)? = run.results.first, answer is FlowUI.Answer else {
            throw .unreadableOutput(command: serveCommand, detail: "serve gave no Flow-UI answer to the generated page")
        }
        return (seconds, CPUClock.children() - cpuBefore)
    }
}
