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
    /// through ``ContractRegistry``); a file that names no known contract is read as Murti, which
    /// then says what is wrong with its `contract`.
    package static func parse(_ data: Data, file: String) throws(CorpusError) -> ExpectationsFile {
        let document = try StrictJSON.parse(data, file: file)
        let declared = document["contract"]?.stringValue.flatMap(ContractKind.init(rawValue:)) ?? .murti
        guard let contract = ContractRegistry.contract(declared) else { throw .contractNotGraded(file: file, contract: declared) }
        return try contract.readExpectations(document, file: file)
    }

    /// Reads a Murti corpus's expectations.json, already parsed (docs/CONTRACT.md §2); see
    /// ``parse(_:file:)``.
    package static func readMurti(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
        let reader = ExpectationsReader(file: file)
        let top = try reader.object(document, at: "", "the whole file")
        try reader.rejectUnknown(
            top, at: "", known: ["contract", "corpusVersion", "schemaVersion", "profiles", "fixtures"])
        func required(_ key: String, _ fix: String) throws(CorpusError) -> JSONValue {
            guard let value = top[key] else { throw reader.failure("/" + key, "missing", fix) }
            return value
        }
        let contract = try reader.contract(required("contract", "add \"contract\": \"murti\""), at: "/contract")
        // Every other member is the contract's own: only a contract this build grades is read on.
        guard ContractRegistry.graded.contains(contract) else { throw .contractNotGraded(file: file, contract: contract) }
        let corpusVersion = try reader.string(
            required("corpusVersion", "add \"corpusVersion\": \"1.0.0\""), at: "/corpusVersion")
        guard Self.isSemver(corpusVersion) else {
            throw reader.failure(
                "/corpusVersion", "\"\(corpusVersion)\" is not a semantic version",
                "write MAJOR.MINOR.PATCH, e.g. \"1.0.0\"")
        }
        let schemaVersion = try reader.string(
            required("schemaVersion", "add \"schemaVersion\": \"1.0\""), at: "/schemaVersion")
        guard schemaVersion.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil else {
            throw reader.failure(
                "/schemaVersion", "\"\(schemaVersion)\" is not MAJOR.MINOR", "write e.g. \"1.0\"")
        }
        let rawProfiles = try reader.object(
            required("profiles", "add \"profiles\": {\"default\": {…}}"), at: "/profiles", "\"profiles\"")
        var profiles: [String: JSONValue] = [:]
        for name in rawProfiles.keys.sorted().map(\.string) {
            let value = rawProfiles[name] ?? .null
            let pointer = JSONPointer.appending(name, to: "/profiles")
            try reader.refuseEquivalent(name, in: profiles, at: pointer, "profile name")
            // docs/DECISIONS.md D58: refused before the run, not by every request of it.
            try MurtiProfileSchema.check(value, name: name, at: pointer, reader: reader)
            profiles[name] = value
        }
        let rawFixtures = try reader.object(
            required("fixtures", "add \"fixtures\": {\"valid/….json\": {…}}"), at: "/fixtures", "\"fixtures\"")
        var fixtures: [String: FixtureExpectation] = [:]
        for id in rawFixtures.keys.sorted().map(\.string) {
            let pointer = JSONPointer.appending(id, to: "/fixtures")
            try reader.refuseEquivalent(id, in: fixtures, at: pointer, "fixture id")
            if let problem = Self.idProblem(id) {
                throw reader.failure(pointer, problem, "use the fixture's path relative to the corpus folder, e.g. \"invalid/schema/x.json\"")
            }
            fixtures[id] = .murti(try Expectation.read(rawFixtures[id] ?? .null, at: pointer, reader: reader))
        }
        return ExpectationsFile(
            contract: contract, corpusVersion: corpusVersion, schemaVersion: schemaVersion,
            profiles: profiles, fixtures: fixtures)
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
