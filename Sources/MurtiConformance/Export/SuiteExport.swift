import Foundation
import MurtiProtocol

/// `export --format json-schema-test-suite` (docs/MATRIX.md "Export"): the corpus's schema
/// verdicts in the JSON-Schema-Test-Suite file format, so every harness that runs that suite
/// (Bowtie's `bowtie suite`, an implementation's own runner) runs the Murti corpus unchanged.
///
/// Each exported fixture becomes one test (`data`: the fixture's exact JSON text; `valid`: its
/// `schema` verdict, docs/CONTRACT.md §2); tests are grouped into one test case per keyword
/// location that decides the verdict (where jsonschema-rs, the pinned engine, says the failing
/// keyword is written, `#/$defs/node/additionalProperties`), each case's `schema` being the
/// schema file whole, and cases into one file per keyword under `tests/draft2020-12/` (the
/// folder name tells a harness the dialect). Documents the schema accepts form one file,
/// `accepted.json`, a case per corpus folder. What the format cannot hold is listed with
/// the reason in `left-out.json` (``LeftOut``).
package struct SuiteExport: Sendable {
    /// The formats `export` writes.
    package enum Format: String, CaseIterable, Sendable {
        /// The JSON-Schema-Test-Suite's test files (its `test-schema.json`).
        case jsonSchemaTestSuite = "json-schema-test-suite"
    }

    /// Why a fixture cannot be a JSON-Schema-Test-Suite test.
    package enum LeftOut: Error, Sendable, Equatable, CustomStringConvertible {
        /// Its verdict is layer 1's: a harness hands the schema a parsed value, and a value
        /// has no encoding, no repeated name, no size or nesting limit of the reader.
        case layerOne(rule: String)
        /// The specifications permit both verdicts: the suite's `valid` is one boolean.
        case informational
        /// Its bytes are not strict JSON (the problem at its position).
        case notStrictJSON(problem: String)

        /// ``reason``.
        package var description: String { reason }

        /// One sentence for `left-out.json`.
        package var reason: String {
            switch self {
            case .layerOne(let rule):
                "its verdict is layer 1's (\(rule)): a JSON Schema harness gives the schema an already parsed value, "
                    + "so the fault the bytes carry is not there to judge"
            case .informational:
                "informational: the specifications permit both verdicts, and a test states one"
            case .notStrictJSON(let problem):
                "its bytes are not strict JSON (\(problem)): a test's data is a JSON value"
            }
        }
    }

    /// What was written.
    package struct Summary: Sendable, Equatable {
        /// The folder written (`tests/draft2020-12/` and `left-out.json` below it).
        package var folder: String
        /// Files written under `tests/draft2020-12/`, by name, with their test count.
        package var files: [String: Int]
        /// Test cases (keyword locations and accepted folders).
        package var cases: Int
        /// Tests (fixtures exported).
        package var tests: Int
        /// Fixtures left out, with the reason.
        package var leftOut: [(id: String, reason: String)]
        /// Fixtures whose keyword location the engine did not confirm (it answered another
        /// verdict or none); grouped by their expected keyword, named in `left-out.json`.
        package var unlocated: [String]

        /// Creates the value from its members.
        package init(
            folder: String, files: [String: Int], cases: Int, tests: Int, leftOut: [(id: String, reason: String)], unlocated: [String]
        ) {
            self.folder = folder
            self.files = files
            self.cases = cases
            self.tests = tests
            self.leftOut = leftOut
            self.unlocated = unlocated
        }

        /// Compares by content.
        package static func == (lhs: Summary, rhs: Summary) -> Bool {
            lhs.folder == rhs.folder && lhs.files == rhs.files && lhs.cases == rhs.cases && lhs.tests == rhs.tests
                && lhs.leftOut.map(\.id) == rhs.leftOut.map(\.id) && lhs.unlocated == rhs.unlocated
        }

        /// `export: 500 tests in 40 test cases (9 files), 120 fixtures left out (DIR/left-out.json)`.
        package var line: String {
            "export: \(RunReport.plural(tests, "test")) in \(RunReport.plural(cases, "test case")) "
                + "(\(RunReport.plural(files.count, "file")) in \(folder)/tests/draft2020-12), "
                + "\(RunReport.plural(leftOut.count, "fixture")) left out (\(folder)/left-out.json)"
                + (unlocated.isEmpty ? "" : "; \(unlocated.count) without a keyword location the engine confirmed")
        }
    }

    /// The corpus and the paths around it.
    package var workspace: Workspace
    /// `--schema FILE`; `nil`: `murti.schema.json` beside the corpus folder.
    package var schema: String?
    /// The folder to write.
    package var output: URL
    /// jsonschema-rs processes in parallel.
    package var jobs = ConformanceRun.defaultJobs

    /// Creates an export of `workspace`'s corpus into `output`.
    package init(workspace: Workspace, output: URL) {
        self.workspace = workspace
        self.output = output
    }

    /// The folder `export` writes unless told otherwise (`--output`), in the working folder.
    package static let defaultFolder = "json-schema-test-suite"

    /// The folder below ``output`` that holds the test files (the dialect's short name, as
    /// the suite and Bowtie name it).
    package static let testsFolder = "tests/draft2020-12"

    /// Exports by the corpus's contract (``ConformanceContract/exportSuite(_:corpus:)``).
    /// Throws ``PipelineError`` for a corpus whose contract has no schema verdicts (the format
    /// holds those alone), an unusable corpus or schema, engines that cannot be prepared, or a
    /// folder that cannot be written.
    package func run() throws(PipelineError) -> Summary {
        // docs/SECURITY.md "Output files": the folder is refused inside the corpus before anything runs.
        try OutputFile.refuseInside(output.appendingPathComponent(Self.testsFolder), corpus: workspace.corpus) { inside in
            .unusable("--output \(Workspace.display(output.path)) is \(inside): refused before anything ran "
                + "(write the export outside the corpus folder, e.g. in .build/)")
        }
        let corpus = try workspace.loadCorpus()
        return try workspace.contract.exportSuite(self, corpus: corpus)
    }

    /// Why a corpus of `contract` cannot be exported: it has no schema verdicts, which the
    /// format holds alone; the message names the contracts whose corpora have them
    /// (``ConformanceContract/exportsSchemaVerdicts``).
    package func noSchemaVerdicts(_ contract: ContractKind) -> PipelineError {
        let holders = ContractRegistry.contracts.filter(\.exportsSchemaVerdicts).map { $0.displayName + "'s" }
        return .unusable("export: \(workspace.corpusDisplay) is a \(contract.rawValue) corpus, which has no "
            + "schema verdicts; the JSON-Schema-Test-Suite format holds \(holders.joined(separator: ", ")) (docs/CONTRACT.md §2)")
    }
}
