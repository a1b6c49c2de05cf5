import Foundation
import MurtiConformance
import MurtiValidator

/// Reads one named profile out of a corpus's expectations.json for the reference validator
/// (`validate`, `propose`, `import`), without requiring the rest of the corpus to be valid.
enum ProfileSource {
    /// The profile `name` of the corpus at `workspace`. Throws ``CLIError/unreadable`` naming
    /// the file, the JSON Pointer and the fix.
    static func profile(named name: String, in workspace: Workspace) throws(CLIError) -> Profile {
        try profile(from: try value(named: name, in: workspace), file: workspace.display(id: "expectations.json"),
                    pointer: "/profiles/\(name)")
    }

    /// The profile object `name` of the corpus at `workspace`, as written.
    static func value(named name: String, in workspace: Workspace) throws(CLIError) -> JSONValue {
        let url = workspace.corpus.appendingPathComponent("expectations.json")
        let file = workspace.display(id: "expectations.json")
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: file, reason: FileReason.unreadable(url.path, error: error),
                              fix: "pass --corpus DIR naming the folder that holds expectations.json")
        }
        let document: JSONValue
        do { document = try StrictJSON.parse(data, file: file) } catch { throw .unusable(error.description) }
        guard case .object(let profiles)? = document["profiles"] else {
            throw .unreadable(file: file, reason: "no object at /profiles", fix: "add \"profiles\": {\"default\": {…}}")
        }
        guard let value = profiles[name] else {
            throw .unreadable(
                file: file, reason: "no profile at /profiles/\(name)",
                fix: "pass --profile with one of: \(profiles.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    /// The profile object in the file at `path` (a CONTRACT §2 profile on its own), as written.
    static func value(inFile path: String) throws(CLIError) -> JSONValue {
        let data = Data(try bytes(of: path))
        do { return try StrictJSON.parse(data, file: path) } catch { throw .unusable(error.description) }
    }

    /// `value` as the validator's profile; `file` and `pointer` say where it was read.
    static func profile(from value: JSONValue, file: String, pointer: String) throws(CLIError) -> Profile {
        let bytes = (try? JSONEncoder().encode(value)).map { [UInt8]($0) } ?? []
        do {
            return try Profile(json: bytes)
        } catch {
            throw .unreadable(file: file, reason: "\(pointer.isEmpty ? "the profile" : pointer): \(error.description)",
                              fix: "correct the profile as CONTRACT §2 describes")
        }
    }

    /// The exact bytes of `path`. Throws ``CLIError/unreadable``.
    static func bytes(of path: String) throws(CLIError) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadable(file: path, reason: FileReason.unreadable(path, error: error), fix: "check the path and its permissions")
        }
    }
}
