/// Everything `bench flowui` measured in one run (docs/PERFORMANCE.md "Flow-UI"): rendered by
/// ``FlowUIReport/text(markdown:)``, kept as JSON with `--format json`.
public struct FlowUIReport: Codable, Sendable {
    /// One generated page and each side's time for it.
    public struct Case: Codable, Sendable {
        /// Widget objects in the page, accordion items included.
        public var widgets: Int
        /// The page's size.
        public var bytes: Int
        /// The size of the reference's answer line.
        public var answerBytes: Int
        /// Seconds per pass: `reference` (the answer line `serve` writes), `foundation`
        /// (`JSONSerialization.jsonObject` of the same bytes).
        public var timings: [String: TimingSample]
        /// The reference decoded the page (a sanity check: a rejection would be fast and wrong).
        public var decoded: Bool

        /// The reference's seconds per widget.
        public var perWidget: Double { (timings["reference"]?.best ?? 0) / Double(max(1, widgets)) }
    }

    /// CPU, cores, kernel, load average at the start.
    public var machine: String
    /// `release` or `debug`.
    public var build: String
    /// One case per page size, smallest first.
    public var cases: [Case]
    /// Seconds `serve` took for the 100,000-widget page over protocol v1, start-up excluded.
    public var throughServe: Double

    /// The case of `widgets` widgets.
    func page(_ widgets: Int) -> Case? { cases.first { $0.widgets == widgets } }

    /// Time per widget at 200,000 widgets over that at 10,000.
    public var perWidgetGrowth: Double? {
        guard let small = page(10_000), let large = page(200_000), small.perWidget > 0 else { return nil }
        return large.perWidget / small.perWidget
    }

    /// One target: what it asks, the measured value, whether it is met.
    public struct Target: Sendable {
        /// What the target asks.
        public var statement: String
        /// The measured value, formatted; `nil` when not measured.
        public var measured: String?
        /// Met, or `nil` when not measured.
        public var met: Bool?
    }

    /// docs/PERFORMANCE.md "Flow-UI": 5 µs per widget on 100,000 widgets, linear, under the
    /// default 10 s timeout through `serve`, every page decoded.
    public var targets: [Target] {
        let hundred = page(100_000)
        let growth = perWidgetGrowth
        return [
            Target(statement: "at most 5 µs per widget on the 100,000-widget page",
                   measured: hundred.map { Format.duration($0.perWidget) }, met: hundred.map { $0.perWidget <= 5e-6 }),
            Target(statement: "time per widget at 200,000 widgets within 1.3× of that at 10,000 (linear)",
                   measured: growth.map { Format.ratio($0) }, met: growth.map { $0 <= 1.3 }),
            Target(statement: "the 100,000-widget page through serve within the default 10 s timeout",
                   measured: Format.duration(throughServe), met: throughServe <= 10),
            Target(statement: "every generated page decoded",
                   measured: "\(cases.filter(\.decoded).count) of \(cases.count)", met: cases.allSatisfy(\.decoded)),
        ]
    }
}
