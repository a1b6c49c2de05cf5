/// Everything `bench validator` measured in one run (docs/PERFORMANCE.md): rendered by
/// ``ValidatorReport/text(markdown:)``, and kept as JSON with `--format json`.
public struct ValidatorReport: Codable, Sendable {
    /// Engine keys, in the order the tables show them.
    public static let engines = ["reference", "foundation", "jsonschema-rs", "python-jsonschema"]

    /// One case of the speed table: a document (or a stream of them) and each engine's time
    /// for one pass over it.
    public struct Case: Codable, Sendable {
        /// e.g. `large 1 MiB`.
        public var name: String
        /// Documents in one pass.
        public var documents: Int
        /// Bytes in one pass.
        public var bytes: Int
        /// Nodes in one pass.
        public var nodes: Int
        /// Seconds per pass, by engine key.
        public var timings: [String: TimingSample]
        /// Documents each engine accepted (all of them, when the engines agree).
        public var accepted: [String: Int]
    }

    /// One size of the scaling series (reference only).
    public struct ScalingPoint: Codable, Sendable {
        /// The document's size.
        public var bytes: Int
        /// Its nodes.
        public var nodes: Int
        /// Seconds per validation.
        public var timing: TimingSample
    }

    /// Peak memory of one engine on one document, in a fresh process.
    public struct Memory: Codable, Sendable {
        /// The case the document belongs to.
        public var name: String
        /// Engine key.
        public var engine: String
        /// The document's size.
        public var documentBytes: Int
        /// Peak resident bytes above the baseline.
        public var extraBytes: Int
    }

    /// CPU, cores, kernel, load average at the start.
    public var machine: String
    /// `release` or `debug`.
    public var build: String
    /// Python's version, when the engines ran.
    public var python: String?
    /// Engine key → version.
    public var versions: [String: String]
    /// The speed table.
    public var cases: [Case]
    /// Time per byte from 10 KiB to 2 MiB.
    public var scaling: [ScalingPoint]
    /// Peak memory.
    public var memory: [Memory]
    /// Why the Python engines are missing, when they are.
    public var enginesSkipped: String?
}
