import MurtiConformance
import OptionTable

/// The run options: the selection and limits of a run of the corpus through an
/// implementation, which `run` and `protocol-check` both take (docs/CONTRACT.md §5); each verb
/// adds its own around them.
struct RunOptions: ParsableOptions {
    @Option(Flags.jobs) var jobs: Int
    @Option(Flags.timeout) var timeout: Double
    @Option(.seconds("--start-timeout", "SECONDS", "time limit of the start handshake, a failure of the implementation"))
    var startTimeout = DriverConfiguration.defaultStartTimeout
    @Option(.text("--filter", "GLOB", "only fixtures whose id matches (e.g. 'invalid/decode/*')")) var filter: String?

    /// The run of `workspace`'s corpus through `command` (the reference's `serve` when `nil`)
    /// these options describe; the rest of the run at its defaults.
    func conformanceRun(_ workspace: Workspace, command: [String]?) -> ConformanceRun {
        var run = ConformanceRun(workspace: workspace, command: command ?? SelfExecutable.reference.serve, jobs: jobs)
        run.timeout = timeout
        run.startTimeout = startTimeout
        run.filter = filter
        return run
    }
}
