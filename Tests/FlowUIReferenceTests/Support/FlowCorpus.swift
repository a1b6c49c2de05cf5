import JSONKit
import FlowUIReference
import Foundation

/// The Flow-UI corpus (`corpus-flow-ui/`), read from the package checkout.
enum FlowCorpus {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let directory = packageRoot.appendingPathComponent("corpus-flow-ui")

    /// Members of a fixture entry that describe it rather than the answer.
    static let entryOnlyMembers: Set<String> = [
        "description", "source", "profile", "informational", "promise", "combination", "combinationReason", "hostileElement",
    ]

    /// `expectations.json`, parsed; `.null` when it cannot be read (the integrity test reports it).
    static let expectations: OrderedJSONValue = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("expectations.json")),
              let value = try? OrderedJSONValue(parsing: data) else { return .null }
        return value
    }()

    static var entries: [JSONMember] {
        guard case .object(let members)? = expectations.firstMember(named: "fixtures")?.value else { return [] }
        return members
    }

    /// Every fixture id, in the order of expectations.json.
    static let ids: [String] = entries.map(\.name)

    /// The fixture files on disk, relative to the corpus folder.
    static func filesOnDisk() -> [String] {
        let root = directory.path + "/"
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + path, isDirectory: &isDirectory), !isDirectory.boolValue,
               path.hasSuffix(".json"), path != "expectations.json" {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static func entry(_ id: String) -> OrderedJSONValue? {
        entries.first { $0.name == id }?.value
    }

    /// The expected answer: the entry without its descriptive members.
    static func expectedAnswer(_ entry: OrderedJSONValue) -> OrderedJSONValue {
        guard case .object(let members) = entry else { return entry }
        return .object(members.filter { !entryOnlyMembers.contains($0.name) })
    }

    static func profile(for entry: OrderedJSONValue) throws -> FlowUIProfile {
        var name = "default"
        if case .string(let given)? = entry.firstMember(named: "profile")?.value { name = given }
        guard let profile = expectations.firstMember(named: "profiles")?.value.firstMember(named: name)?.value else {
            throw CorpusProblem.unknownProfile(name)
        }
        return try FlowUIProfile(json: profile)
    }

    static func document(_ id: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(id))
    }

    /// The reference decoder's answer to fixture `id` under its entry's profile, decoded once
    /// for the tests that judge it (the strict comparison with the expectation and the canonical
    /// bytes): the decoder is deterministic, so a second decode would judge the same answer.
    static func answer(_ id: String, entry: OrderedJSONValue) throws -> FlowUIAnswer {
        if let known = answers.lock.withLock({ answers.byID[id] }) { return known }
        let answer = FlowUIDecoder(profile: try profile(for: entry)).decode(try document(id))
        answers.lock.withLock { answers.byID[id] = answer }
        return answer
    }

    /// ``answer(_:entry:)``'s answers so far, by fixture id.
    private static let answers = AnswerCache()

    private final class AnswerCache: @unchecked Sendable {
        let lock = NSLock()
        var byID: [String: FlowUIAnswer] = [:]
    }

    enum CorpusProblem: Error, CustomStringConvertible {
        case unknownProfile(String)

        var description: String {
            switch self {
            case .unknownProfile(let name): "expectations.json names profile \(name), which profiles does not define"
            }
        }
    }
}

extension OrderedJSONValue {
    /// The answer as graded at the strict level: the `message` of the answer and of each
    /// diagnostic removed (docs/CONTRACT.md §8: "message is for people, never graded"). A `message`
    /// inside an action (a toast's) is data and stays.
    var withoutMessages: OrderedJSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.compactMap { member in
            switch member.name {
            case "message": return nil
            case "diagnostics":
                guard case .array(let items) = member.value else { return member }
                return JSONMember(member.name, .array(items.map { item in
                    guard case .object(let fields) = item else { return item }
                    return .object(fields.filter { $0.name != "message" })
                }))
            default: return member
            }
        })
    }
}
