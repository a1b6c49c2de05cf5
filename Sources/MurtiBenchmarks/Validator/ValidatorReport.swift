/// Everything `bench validator` measured in one run (docs/PERFORMANCE.md): rendered by
/// ``ValidatorReport/text(markdown:)``, and kept as JSON with `--format json`.
package struct ValidatorReport: Codable, Sendable {
    /// Engine keys, in the order the tables show them.
    package static let engines = ["reference", "foundation", "jsonschema-rs", "python-jsonschema"]

    /// One case of the speed table: a document (or a stream of them) and each engine's time
    /// for one pass over it.
    package struct Case: Codable, Sendable {
        /// e.g. `large 1 MiB`.
        package var name: String
        /// Documents in one pass.
        package var documents: Int
        /// Bytes in one pass.
        package var bytes: Int
        /// Nodes in one pass.
        package var nodes: Int
        /// Seconds per pass, by engine key.
        package var timings: [String: TimingSample]
        /// Documents each engine accepted (all of them, when the engines agree).
        package var accepted: [String: Int]
    }

    /// One size of the scaling series (reference only).
    package struct ScalingPoint: Codable, Sendable {
        /// The document's size.
        package var bytes: Int
        /// Its nodes.
        package var nodes: Int
        /// Seconds per validation.
        package var timing: TimingSample
    }

    /// Peak memory of one engine on one document, in a fresh process.
    package struct Memory: Codable, Sendable {
        /// The case the document belongs to.
        package var name: String
        /// Engine key.
        package var engine: String
        /// The document's size.
        package var documentBytes: Int
        /// Peak resident bytes above the baseline.
        package var extraBytes: Int
    }

    /// CPU, cores, kernel, load average at the start.
    package var machine: String
    /// `release` or `debug`.
    package var build: String
    /// Python's version, when the engines ran.
    package var python: String?
    /// Engine key → version.
    package var versions: [String: String]
    /// The speed table.
    package var cases: [Case]
    /// Time per byte from 10 KiB to 2 MiB.
    package var scaling: [ScalingPoint]
    /// Peak memory.
    package var memory: [Memory]
    /// Why the Python engines are missing, when they are.
    package var enginesSkipped: String?
}
