import Foundation
import MurtiProtocol

/// `corpus/expectations.json` (docs/CONTRACT.md §2): the only thing that decides a fixture's verdict.
package struct ExpectationsFile: Sendable, Equatable, Codable {
    /// The contract the corpus tests (docs/CONTRACT.md §8): what loading, requests, grading
    /// and reports dispatch on.
    package var contract: ContractKind
    /// Semver of the corpus: minor for new fixtures, major for a changed verdict.
    package var corpusVersion: String
    /// The Murti `MAJOR.MINOR` the corpus is written against; `nil` for a contract without
    /// one (docs/CONTRACT.md §8).
    package var schemaVersion: String?
    /// Client profiles by name (`default` at least); each object is sent as-is in `validate`.
    package var profiles: [String: JSONValue]
    /// Expectations by fixture id (the file's path relative to the corpus folder).
    package var fixtures: [String: FixtureExpectation]

    /// Creates an expectations file.
    package init(
        contract: ContractKind, corpusVersion: String, schemaVersion: String?,
        profiles: [String: JSONValue], fixtures: [String: FixtureExpectation]
    ) {
        self.contract = contract
        self.corpusVersion = corpusVersion
        self.schemaVersion = schemaVersion
        self.profiles = profiles
        self.fixtures = fixtures
    }

    /// Parses `data` (the bytes of `expectations.json`; `file` names it in errors).
    ///
    /// Throws ``CorpusError/invalidJSON(file:offset:line:column:problem:fix:)`` for bytes that are
    /// not strict RFC 8259 JSON (trailing commas, comments, duplicate member names, NaN, through
    /// ``StrictJSON``) and
    /// ``CorpusError/invalidValue(file:pointer:problem:fix:)`` for the first wrong member
    /// (fixtures in corpus order), with its JSON Pointer. Unknown members are refused so that
    /// a misspelt key never silently drops part of an expectation; `$`-prefixed members
    /// (`$schema`, `$comment`) are allowed.
    ///
    /// The entries are read by the corpus's contract (``ConformanceContract/readExpectations(_:file:)``,
    /// through ``ContractRegistry``); a file that names no contract this build grades (the
    /// registry's names are the known ones, docs/DECISIONS.md D231) is read by
    /// ``ContractRegistry/fallback``, which then says what is wrong with its `contract`. Throws
    /// ``CorpusError/noContractInstalled(file:)`` when no contract is installed to read it.
    package static func parse(_ data: Data, file: String) throws(CorpusError) -> ExpectationsFile {
        let document = try StrictJSON.parse(data, file: file)
        let contract: any ConformanceContract
        if let name = document["contract"]?.stringValue, let graded = ContractRegistry.contract(ContractKind(rawValue: name)) {
            contract = graded
        } else {
            do { contract = try ContractRegistry.fallback } catch { throw .noContractInstalled(file: file) }
        }
        return try contract.readExpectations(document, file: file)
    }

    /// Why `id` cannot be a fixture id (it must stay inside the corpus folder), or `nil`.
    package static func idProblem(_ id: String) -> String? {
        if id.isEmpty { return "empty fixture id" }
        if id.hasPrefix("/") { return "fixture id \"\(id)\" is an absolute path" }
        if id.contains("\\") { return "fixture id \"\(id)\" contains a backslash" }
        let segments = id.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "fixture id \"\(id)\" has an empty, \".\" or \"..\" segment"
        }
        return nil
    }

    /// `true` for `MAJOR.MINOR.PATCH` with optional `-prerelease` and `+build` (semver 2.0.0).
    package static func isSemver(_ text: String) -> Bool {
        text.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?/) != nil
    }
}
