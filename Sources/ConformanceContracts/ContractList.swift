import FlowUIContract
import MurtiConformance
import MurtiContract

/// The contracts the runner grades, the one list of them (docs/DECISIONS.md D189): a new
/// contract is a target conforming to ``ConformanceContract`` and one line here. The first is
/// the one a corpus that names no contract is read as.
package enum ContractList {
    /// Murti, then Flow-UI.
    package static let all: [any ConformanceContract] = [MurtiContract(), FlowUIContract()]

    /// Installs ``all`` in ``ContractRegistry``, before any pipeline runs (the runner's first
    /// step; tests through their suites' trait). Installing again changes nothing.
    package static func install() {
        ContractRegistry.install(all)
    }
}
