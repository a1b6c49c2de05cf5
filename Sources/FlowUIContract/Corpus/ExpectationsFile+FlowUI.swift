import MurtiConformance
import MurtiProtocol

extension ExpectationsFile {
    /// Reads a Flow-UI corpus's expectations.json, already parsed (docs/FLOW-UI.md "The
    /// expectation format"): `contract`, `corpusVersion`, `profiles` (each `{"registry": {type:
    /// model}}`) and the entries (``FlowUIExpectation``); unknown members refused, `$`-prefixed
    /// ones allowed. Throws ``CorpusError`` naming the JSON Pointer of the first fault.
    static func readFlowUI(_ document: JSONValue, file: String) throws(CorpusError) -> ExpectationsFile {
        let reader = ExpectationsReader(file: file)
        let top = try reader.object(document, at: "", "the whole file")
        try reader.rejectUnknown(top, at: "", known: ["contract", "corpusVersion", "profiles", "fixtures"])
        func required(_ key: String, _ fix: String) throws(CorpusError) -> JSONValue {
            guard let value = top[key] else { throw reader.failure("/" + key, "missing", fix) }
            return value
        }
        let contract = try reader.contract(required("contract", "add \"contract\": \"flow-ui\""), at: "/contract")
        let corpusVersion = try reader.string(
            required("corpusVersion", "add \"corpusVersion\": \"1.0.0\""), at: "/corpusVersion")
        guard isSemver(corpusVersion) else {
            throw reader.failure(
                "/corpusVersion", "\"\(corpusVersion)\" is not a semantic version", "write MAJOR.MINOR.PATCH, e.g. \"1.0.0\"")
        }
        let (profiles, registries) = try readFlowUIProfiles(
            required("profiles", "add \"profiles\": {\"default\": {\"registry\": {…}}}"), reader: reader)
        let rawFixtures = try reader.object(
            required("fixtures", "add \"fixtures\": {\"<concern>/….json\": {…}}"), at: "/fixtures", "\"fixtures\"")
        var fixtures: [String: FixtureExpectation] = [:]
        for id in rawFixtures.keys.sorted().map(\.string) {
            let pointer = JSONPointer.appending(id, to: "/fixtures")
            try reader.refuseEquivalent(id, in: fixtures, at: pointer, "fixture id")
            if let problem = idProblem(id) ?? flowUIFolderProblem(id) {
                throw reader.failure(pointer, problem, "use the fixture's path relative to the corpus folder, e.g. \"contained/widget/x.json\"")
            }
            fixtures[id] = .flowUI(try FlowUIExpectation.read(rawFixtures[id] ?? .null, at: pointer, reader: reader, profiles: registries))
        }
        return ExpectationsFile(
            contract: contract, corpusVersion: corpusVersion, schemaVersion: nil, profiles: profiles, fixtures: fixtures)
    }

    /// The profiles as written and their registries; the first fault throws.
    static func readFlowUIProfiles(
        _ value: JSONValue, reader: ExpectationsReader
    ) throws(CorpusError) -> ([String: JSONValue], [String: FlowUI.Profile]) {
        let raw = try reader.object(value, at: "/profiles", "\"profiles\"")
        var profiles: [String: JSONValue] = [:]
        var registries: [String: FlowUI.Profile] = [:]
        for name in raw.keys.sorted().map(\.string) {
            let profile = raw[name] ?? .null
            let pointer = JSONPointer.appending(name, to: "/profiles")
            try reader.refuseEquivalent(name, in: profiles, at: pointer, "profile name")
            do { registries[name] = try FlowUI.Profile(profile) } catch {
                throw reader.failure(pointer + error.pointer, error.description, Self.profileFix)
            }
            profiles[name] = profile
        }
        return (profiles, registries)
    }

    /// How to write a Flow-UI profile.
    static let profileFix = "write {\"registry\": {\"type\": \"model\", …}}, each model one of "
        + FlowUI.Model.allCases.map(\.rawValue).joined(separator: ", ") + " (docs/CONTRACT.md §8)"

    /// Why `id` cannot be a Flow-UI fixture id (fixtures live in concern folders,
    /// docs/FLOW-UI.md "The corpus"), or `nil`.
    static func flowUIFolderProblem(_ id: String) -> String? {
        id.contains("/") ? nil : "fixture id \"\(id)\" is not in a concern folder"
    }
}
