import Foundation
import MurtiProtocol

/// A corpus's `coverage-policy.json`: the items of the coverage map that must not be zeros;
/// `lint` reports each one that is (docs/DECISIONS.md 77).
///
/// ```json
/// {"description": "…", "required": ["#/$defs/screen/properties/key: leading digit", "D6a"]}
/// ```
package struct CoveragePolicy {
    /// The file's name inside the corpus folder.
    package static let fileName = "coverage-policy.json"
    /// The item ids that must be covered, as written.
    package var required: [String]

    /// The policy of `corpus`, `nil` when it has none; throws ``LintError`` when the file is not
    /// a policy, or is not a regular file inside the corpus (it is read through ``CorpusFolder``
    /// like every corpus file: a link or a FIFO there is refused, never followed or opened;
    /// docs/SECURITY.md "Corpus confinement").
    package static func load(corpus: URL, display: String) throws(LintError) -> CoveragePolicy? {
        let data: Data
        do { data = try CorpusFolder(root: corpus).read(fileName) } catch {
            if case .missing = error { return nil }
            throw .unreadable(file: display, reason: error.reason)
        }
        let value: JSONValue
        do { value = try StrictJSON.parse(data, file: display) } catch {
            throw .invalidJSON(file: display, reason: error.description)
        }
        guard case .array(let items)? = value["required"], items.allSatisfy({ $0.stringValue != nil }) else {
            throw .invalidJSON(file: display, reason: "expected {\"required\": [\"<coverage item id>\", …]} (at /required)")
        }
        return CoveragePolicy(required: items.compactMap(\.stringValue))
    }

    /// One problem per required item that is a zero of `map` or not an item of it at all.
    package func problems(_ map: CoverageMap, contract: ContractKind, file: String) -> [LintProblem] {
        required.compactMap { id in
            guard let item = map.item(id, in: contract) else {
                return LintProblem(
                    kind: .coverageZero, file: file,
                    message: "requires `\(RunReport.oneLine(id))`, which is not an item of the coverage map",
                    fix: "name an item as `conformance-runner coverage` lists it, or take it out")
            }
            guard item.isZero else { return nil }
            return LintProblem(
                kind: .coverageZero, file: file,
                message: "requires a fixture for \(item.kind.rawValue) `\(RunReport.oneLine(id))`, and no fixture exercises it "
                    + "(valid \(item.valid), invalid \(item.invalid))",
                fix: "add a fixture that does (CONTRIBUTING.md, \"Find a gap\"), or take the item out of the policy")
        }
    }
}
