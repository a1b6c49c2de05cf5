import MurtiProtocol

/// Why the JSON Schema engines (the Python adapters under `adapters/`) could not be prepared.
package enum EngineError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No `adapters/venv.py` was found above any of the searched directories.
    case adaptersNotFound(searched: [String])
    /// A helper process could not be started at all.
    case launchFailed(command: [String], reason: String)
    /// `adapters/venv.py` exited non-zero or printed no interpreter path.
    case bootstrapFailed(command: [String], status: Int32, stderrTail: String)
    /// No `python3` on `PATH` (the value searched): nothing to set the engines up with.
    case pythonNotFound(searched: String)

    /// A one-line explanation with the fix.
    package var description: String {
        switch self {
        case .adaptersNotFound(let searched):
            "no adapters/venv.py found above \(searched.joined(separator: ", ")); run from the "
                + "murti-conformance checkout or set MURTI_ADAPTERS_DIR to its adapters/ folder"
        case .launchFailed(let command, let reason):
            "cannot start \(command.joined(separator: " ")): \(reason) (is python3 on PATH?)"
        case .pythonNotFound(let searched):
            "python3 not found on PATH (\(searched.isEmpty ? "PATH is empty" : searched)): install Python 3.11+ with venv "
                + "(Debian, Ubuntu: apt-get install python3 python3-venv) and put python3 on PATH; lint, agreement, check "
                + "and fuzz set up the pinned JSON Schema engines with it, while run, protocol-check, serve, validate, diff "
                + "and sign need no Python"
        case .bootstrapFailed(let command, let status, let tail):
            "\(command.joined(separator: " ")) exited \(status) without a virtualenv python"
                + (tail.isEmpty ? "" : ": \(tail)")
                + " (it installs the pinned engines from PyPI: check the network, then retry)"
        }
    }
}
