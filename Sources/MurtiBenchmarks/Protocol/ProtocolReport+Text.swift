/// The printed report of `bench protocol`.
extension ProtocolReport {
    /// The whole report; `markdown` renders the tables for the README.
    package func text(markdown: Bool) -> String {
        var out: [String] = []
        out.append("bench protocol: the runner's overhead per fixture against in-process validation, one run (docs/CONTRACT.md §7)")
        out.append("machine: \(machine); build: \(build)")
        out.append("corpus: \(Format.grouped(fixtures)) generated fixtures, \(Format.bytes(bytes)) in all (256 B–8 KiB, one in four faulty); wall times are the best of \(rounds)")
        out.append("")
        var perFixture = TextTable(header: ["per fixture", "time", "× bare round trip"])
        func row(_ name: String, _ seconds: Double) {
            perFixture.add([name, Format.duration(seconds), Format.ratio(seconds / bareRoundTrip)])
        }
        row("in process: Validator.validate", inProcess)
        row("through protocol v1, --jobs 1 (start-up excluded)", throughProtocol)
        row("overhead: protocol − in process", overhead)
        row("bare pipe round trip (echo child, same request lines)", bareRoundTrip)
        row("codec: encode + decode request and answer", codec)
        row("overhead beyond the round trip and the codec", overhead - bareRoundTrip - codec)
        out.append(perFixture.render(markdown: markdown))
        out.append("")
        var throughput = TextTable(header: ["throughput", "wall time", "fixtures/s", "10,000 fixtures"])
        for (name, wall) in [("--jobs 1", wallJobs1), ("--jobs 2", wallJobs2)] {
            throughput.add([name, Format.duration(wall), Format.grouped(Int(Double(fixtures) / wall)),
                            Format.duration(wall / Double(fixtures) * 10_000)])
        }
        throughput.add(["start-up (spawn, start, 1 fixture, stop)", Format.duration(startup), "—", "—"])
        out.append(throughput.render(markdown: markdown))
        out.append("")
        out.append("targets:")
        var table = TextTable(header: ["target", "measured", "status"], rightAligned: false)
        for target in targets { table.add([target.statement, target.measured, target.met ? "met" : "NOT MET"]) }
        out.append(table.render(markdown: markdown))
        // Markdown tables must not follow a paragraph line directly.
        let lines = markdown ? out.flatMap { $0.hasSuffix(":") ? [$0, ""] : [$0] } : out
        return lines.joined(separator: "\n") + "\n"
    }
}
