/// Everything `bench flowui` measured in one run (docs/PERFORMANCE.md "Flow-UI"): rendered by
/// ``FlowUIReport/text(markdown:)``, kept as JSON with `--format json`.
package struct FlowUIReport: Codable, Sendable {
    /// One generated page and each side's time for it.
    package struct Case: Codable, Sendable {
        /// Widget objects in the page, accordion items included.
        package var widgets: Int
        /// The page's size.
        package var bytes: Int
        /// The size of the reference's answer line.
        package var answerBytes: Int
        /// Wall seconds per pass: `reference` (the answer line `serve` writes), `foundation`
        /// (`JSONSerialization.jsonObject` of the same bytes).
        package var timings: [String: TimingSample]
        /// CPU seconds of the measuring thread per pass, the least of a few, by the same keys.
        package var cpu: [String: Double]
        /// The reference decoded the page (a sanity check: a rejection would be fast and wrong).
        package var decoded: Bool

        /// The reference's wall seconds per widget.
        package var perWidget: Double { (timings["reference"]?.best ?? 0) / Double(max(1, widgets)) }

        /// The reference's CPU seconds per widget.
        package var cpuPerWidget: Double { (cpu["reference"] ?? 0) / Double(max(1, widgets)) }
    }

    /// CPU, cores, kernel, load average at the start.
    package var machine: String
    /// `release` or `debug`.
    package var build: String
    /// One case per page size, smallest first.
    package var cases: [Case]
    /// Wall seconds `serve` took for the 100,000-widget page over protocol v1, start-up excluded.
    package var throughServe: Double
    /// CPU seconds `serve` used for it.
    package var throughServeCPU: Double

    /// The case of `widgets` widgets.
    func page(_ widgets: Int) -> Case? { cases.first { $0.widgets == widgets } }

    /// CPU time per widget at 200,000 widgets over that at 100,000: twice the widgets should take
    /// twice the time. Both pages are far beyond the caches (a page of 10,000 widgets and its
    /// tape nearly fit in them, so it is faster per widget for reasons that are not the code's
    /// growth); the pair docs/PERFORMANCE.md "Flow-UI" gives the times of before this work (7.2 s and 20.6 s).
    package var perWidgetGrowth: Double? {
        guard let small = page(100_000), let large = page(200_000), small.cpuPerWidget > 0 else { return nil }
        return large.cpuPerWidget / small.cpuPerWidget
    }

    /// One target: what it asks, the measured value, whether it is met.
    package struct Target: Sendable {
        /// What the target asks.
        package var statement: String
        /// The measured value, formatted; `nil` when not measured.
        package var measured: String?
        /// Met, or `nil` when not measured.
        package var met: Bool?
    }

    /// docs/PERFORMANCE.md "Flow-UI": 5 µs of CPU per widget on 100,000 widgets, linear, within
    /// the default 10 s timeout through `serve` (its CPU time), every page decoded.
    package var targets: [Target] {
        let hundred = page(100_000)
        let growth = perWidgetGrowth
        return [
            Target(statement: "at most 5 µs per widget on the 100,000-widget page (CPU time)",
                   measured: hundred.map { Format.duration($0.cpuPerWidget) }, met: hundred.map { $0.cpuPerWidget <= 5e-6 }),
            Target(statement: "CPU time per widget at 200,000 widgets within 1.3× of that at 100,000 (linear)",
                   measured: growth.map { Format.ratio($0) }, met: growth.map { $0 <= 1.3 }),
            Target(statement: "the 100,000-widget page through serve within the default 10 s timeout (CPU time)",
                   measured: Format.duration(throughServeCPU), met: throughServeCPU <= 10),
            Target(statement: "every generated page decoded",
                   measured: "\(cases.filter(\.decoded).count) of \(cases.count)", met: cases.allSatisfy(\.decoded)),
        ]
    }
}
