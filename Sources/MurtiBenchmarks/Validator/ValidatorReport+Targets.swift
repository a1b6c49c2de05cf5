/// The speed targets of docs/PERFORMANCE.md ("Targets"), evaluated on one report.
extension ValidatorReport {
    /// One target: what it asks, the value this run measured, and whether it is met.
    package struct Target: Sendable {
        /// What the target asks, in words.
        package var statement: String
        /// The measured value, formatted; `nil` when the run could not measure it.
        package var measured: String?
        /// Met, or `nil` when not measured.
        package var met: Bool?
    }

    /// The name of the case the ratio targets are taken on.
    package static let targetCase = "large 1 MiB"

    /// Seconds per pass of `engine` on the named case.
    func seconds(_ engine: String, in name: String) -> Double? {
        cases.first { $0.name == name }?.timings[engine]?.best
    }

    /// Time per byte at the largest size over that at the smallest.
    package var perByteGrowth: Double? {
        guard let first = scaling.first, let last = scaling.last, first.bytes > 0, last.bytes > 0 else { return nil }
        return (last.timing.best / Double(last.bytes)) / (first.timing.best / Double(first.bytes))
    }

    /// The reference's peak memory on the named document, as a multiple of its size.
    func memoryRatio(_ engine: String, _ name: String) -> Double? {
        memory.first { $0.engine == engine && $0.name == name }
            .map { Double($0.extraBytes) / Double(max(1, $0.documentBytes)) }
    }

    /// The five targets of docs/PERFORMANCE.md "Targets".
    package var targets: [Target] {
        let reference = seconds("reference", in: Self.targetCase)
        func ratio(_ engine: String) -> Double? {
            guard let reference, let other = seconds(engine, in: Self.targetCase) else { return nil }
            return other / reference
        }
        var list: [Target] = []
        let rs = ratio("jsonschema-rs").map { 1 / $0 }
        list.append(Target(
            statement: "full verdict at most 1.0× the time of json.loads + jsonschema-rs",
            measured: rs.map { Format.ratio($0) }, met: rs.map { $0 <= 1.0 }))
        let python = ratio("python-jsonschema")
        list.append(Target(
            statement: "at least 30× faster than json.loads + python-jsonschema",
            measured: python.map { Format.ratio($0) + " faster" }, met: python.map { $0 >= 30 }))
        let foundation = ratio("foundation")
        list.append(Target(
            statement: "at least 5× faster than JSONSerialization parsing alone",
            measured: foundation.map { Format.ratio($0) + " faster" }, met: foundation.map { $0 >= 5 }))
        let growth = perByteGrowth
        list.append(Target(
            statement: "time per byte at 2 MiB within 1.3× of that at 10 KiB",
            measured: growth.map { Format.ratio($0) }, met: growth.map { $0 <= 1.3 }))
        let memory = memoryRatio("reference", Self.targetCase)
        list.append(Target(
            statement: "peak memory at most 4× the document size",
            measured: memory.map { Format.ratio($0) }, met: memory.map { $0 <= 4 }))
        return list
    }
}
