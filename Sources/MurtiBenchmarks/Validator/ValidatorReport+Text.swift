/// The printed report of `bench validator`.
extension ValidatorReport {
    /// Column titles of the engines.
    static let engineTitles = [
        "reference": "reference (layers 1–4)", "foundation": "JSONSerialization parse",
        "jsonschema-rs": "json.loads + jsonschema-rs", "python-jsonschema": "json.loads + python-jsonschema",
    ]

    /// Engines present in this report, in table order.
    var presentEngines: [String] {
        Self.engines.filter { engine in cases.contains { $0.timings[engine] != nil } }
    }

    /// The whole report; `markdown` renders the tables for the README.
    package func text(markdown: Bool) -> String {
        var out: [String] = []
        out.append("bench validator: the reference's full verdict against the parse-only floor and two JSON Schema engines, same bytes, one run")
        out.append("machine: \(machine); build: \(build)")
        var versions = "engines: Swift reference validator"
        if let python { versions += "; Python \(python)" }
        for engine in ["jsonschema-rs", "python-jsonschema"] { if let version = self.versions[engine] { versions += ", \(engine) \(version)" } }
        out.append(versions)
        if let enginesSkipped { out.append("Python engines not measured: \(enginesSkipped)") }
        out.append("profile: the corpus's default, maxNodes \(Format.grouped(BenchmarkProfile.maxNodes)); times are the best batch; × is that engine's time over the reference's")
        out.append("")
        out.append(speedTable().render(markdown: markdown))
        out.append("")
        out.append("throughput, MB/s (10^6 bytes per second):")
        out.append(throughputTable().render(markdown: markdown))
        out.append("")
        out.append("time per byte, reference (cost must grow linearly):")
        out.append(scalingTable().render(markdown: markdown))
        out.append("")
        out.append("peak memory above the baseline, one fresh process per engine and document (VmHWM):")
        out.append(memoryTable().render(markdown: markdown))
        out.append("")
        out.append(agreementLine())
        out.append("")
        out.append("targets (ratios on the \(Self.targetCase) payload, measured in this run):")
        var targetTable = TextTable(header: ["target", "measured", "status"], rightAligned: false)
        for target in targets {
            let status = target.met.map { $0 ? "met" : "NOT MET" } ?? "not measured"
            targetTable.add([target.statement, target.measured ?? "—", status])
        }
        out.append(targetTable.render(markdown: markdown))
        // Markdown tables must not follow a paragraph line directly.
        let lines = markdown ? out.flatMap { $0.hasSuffix(":") ? [$0, ""] : [$0] } : out
        return lines.joined(separator: "\n") + "\n"
    }

    private func speedTable() -> TextTable {
        var table = TextTable(header: ["case", "docs", "bytes", "nodes"] + presentEngines.map { Self.engineTitles[$0] ?? $0 })
        for row in cases {
            let reference = row.timings["reference"]?.best
            var cells = [row.name, Format.grouped(row.documents), Format.grouped(row.bytes), Format.grouped(row.nodes)]
            for engine in presentEngines {
                guard let time = row.timings[engine]?.best else { cells.append("—"); continue }
                if engine == "reference" || reference == nil {
                    cells.append(Format.duration(time))
                } else {
                    cells.append(Format.duration(time) + " (" + Format.ratio(time / (reference ?? 1)) + ")")
                }
            }
            table.add(cells)
        }
        return table
    }

    private func throughputTable() -> TextTable {
        var table = TextTable(header: ["case"] + presentEngines.map { Self.engineTitles[$0] ?? $0 })
        for row in cases {
            table.add([row.name] + presentEngines.map { engine in
                row.timings[engine].map { Format.significant(Double(row.bytes) / $0.best / 1e6) } ?? "—"
            })
        }
        return table
    }

    private func scalingTable() -> TextTable {
        var table = TextTable(header: ["document", "bytes", "nodes", "time", "ns/byte", "× the 10 KiB one"])
        guard let first = scaling.first else { return table }
        let base = first.timing.best / Double(first.bytes)
        for point in scaling {
            let perByte = point.timing.best / Double(point.bytes)
            table.add([Format.bytes(point.bytes), Format.grouped(point.bytes), Format.grouped(point.nodes),
                       Format.duration(point.timing.best), Format.significant(perByte * 1e9), Format.ratio(perByte / base)])
        }
        return table
    }

    private func memoryTable() -> TextTable {
        var table = TextTable(header: ["document", "bytes"] + Self.engines.map { Self.engineTitles[$0] ?? $0 })
        for name in memory.map(\.name).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let entries = memory.filter { $0.name == name }
            let size = entries.first?.documentBytes ?? 0
            table.add([name, Format.grouped(size)] + Self.engines.map { engine in
                guard let entry = entries.first(where: { $0.engine == engine }) else { return "—" }
                return Format.bytes(entry.extraBytes) + " (" + Format.ratio(Double(entry.extraBytes) / Double(max(1, size))) + ")"
            })
        }
        return table
    }

    private func agreementLine() -> String {
        var disagreements: [String] = []
        for row in cases {
            for (engine, accepted) in row.accepted.sorted(by: { $0.key < $1.key }) where accepted != row.documents {
                disagreements.append("\(engine) accepted \(accepted) of \(row.documents) in \(row.name)")
            }
        }
        return disagreements.isEmpty
            ? "verdicts: every engine accepted every document (all are valid under the profile and the schema)"
            : "verdicts DIFFER: " + disagreements.joined(separator: "; ")
    }
}
