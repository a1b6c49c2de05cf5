import Foundation
import MurtiConformance
import MurtiProtocol

extension ExpectationsFile {
    /// Reads a Murti corpus's expectations.json, already parsed (docs/CONTRACT.md §2); see
    /// ``parse(_:file:)``.
    static func readMurti(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
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
        guard isSemver(corpusVersion) else {
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
}
