/// The printed report of `bench flowui`.
extension FlowUIReport {
    /// The whole report; `markdown` renders the tables for docs/PERFORMANCE.md.
    package func text(markdown: Bool) -> String {
        var out: [String] = []
        out.append("bench flowui: the Flow-UI reference's answer to one page against JSONSerialization's parse of it, one run")
        out.append("machine: \(machine); build: \(build)")
        out.append("pages: generated, 20 widgets per section, the eight starter types (docs/PERFORMANCE.md \"Flow-UI\")")
        out.append("CPU: the measuring thread's CPU time, the least of a few runs; wall: the best batch. Work sharing the cores "
            + "adds wall time, not CPU time, so the per-widget target is on CPU time")
        out.append("")
        var table = TextTable(header: [
            "widgets", "page", "answer", "reference CPU", "per widget", "JSONSerialization CPU", "× JSONSerialization",
            "reference wall", "JSONSerialization wall", "wall ×",
        ])
        for page in cases {
            let reference = page.timings["reference"]?.best ?? 0
            let foundation = page.timings["foundation"]?.best ?? 0
            let referenceCPU = page.cpu["reference"] ?? 0
            let foundationCPU = page.cpu["foundation"] ?? 0
            table.add([
                Format.grouped(page.widgets), Format.bytes(page.bytes), Format.bytes(page.answerBytes), Format.duration(referenceCPU),
                Format.duration(page.cpuPerWidget), Format.duration(foundationCPU),
                foundationCPU > 0 ? Format.ratio(referenceCPU / foundationCPU) : "—", Format.duration(reference),
                Format.duration(foundation), foundation > 0 ? Format.ratio(reference / foundation) : "—",
            ])
        }
        out.append(table.render(markdown: markdown))
        out.append("")
        out.append("through serve (protocol v1, start-up excluded), the 100,000-widget page: \(Format.duration(throughServeCPU)) "
            + "of CPU, \(Format.duration(throughServe)) of wall time")
        out.append("")
        out.append("targets:")
        var targetTable = TextTable(header: ["target", "measured", "status"], rightAligned: false)
        for target in targets {
            targetTable.add([target.statement, target.measured ?? "not measured",
                             target.met.map { $0 ? "met" : "NOT MET" } ?? "not measured"])
        }
        out.append(targetTable.render(markdown: markdown))
        let lines = markdown ? out.flatMap { $0.hasSuffix(":") ? [$0, ""] : [$0] } : out
        return lines.joined(separator: "\n") + "\n"
    }
}
