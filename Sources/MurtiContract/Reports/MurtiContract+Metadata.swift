import MurtiConformance
import MurtiProtocol

extension MurtiContract {
    /// `layers` (`1,2`), `schemaOnly` (`true`, `false`) and `capabilities` (comma-separated), as
    /// declared at `start` (docs/REPORTS.md "JUnit").
    package func junitProperties(_ info: ImplementationInfo) -> [(name: String, value: String)] {
        [
            ("layers", info.layers.map(String.init).joined(separator: ",")),
            ("schemaOnly", String(info.schemaOnly)),
            ("capabilities", info.capabilities.joined(separator: ",")),
        ]
    }

    /// `Mode` (a JSON Schema engine or a client), `Layers` and `Capabilities` (`none` when
    /// empty), as declared at `start`.
    package func markdownMetadata(_ info: ImplementationInfo) -> [(label: String, cell: String)] {
        [
            ("Mode", info.schemaOnly ? "JSON Schema engine (graded on schema verdicts)" : "client"),
            ("Layers", info.layers.isEmpty ? "none" : info.layers.map(String.init).joined(separator: ", ")),
            ("Capabilities", info.capabilities.isEmpty ? "none" : RunReport.cell(info.capabilities.joined(separator: ", "))),
        ]
    }
}
