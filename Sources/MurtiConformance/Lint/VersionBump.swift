import Foundation
import MurtiProtocol

/// Whether `corpusVersion` moved as far as the corpus did since its last committed version
/// (CONTRIBUTING.md; docs/EXPECTATIONS.md "Top level"; docs/DECISIONS.md 44): a changed
/// verdict, a removed fixture or a changed profile needs a major bump; a new fixture, new bytes
/// under the same verdict or a new profile a minor one; a description or source a patch.
package struct VersionBump {
    /// How far a version must move.
    enum Level: Int, Comparable, Sendable, CustomStringConvertible {
        /// `x.y.Z`: descriptions and sources.
        case patch
        /// `x.Y.0`: new fixtures, new bytes, new profiles.
        case minor
        /// `X.0.0`: changed verdicts, removed fixtures, changed profiles or top-level fields.
        case major

        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        var description: String {
            switch self {
            case .patch: "patch"
            case .minor: "minor"
            case .major: "major"
            }
        }
    }

    /// One change found, with the level it needs.
    struct Change: Sendable, Equatable {
        var level: Level
        /// e.g. `verdict changed: invalid/schema/x.json`.
        var text: String
    }

    /// A `MAJOR.MINOR.PATCH` version.
    struct SemanticVersion: Sendable, Equatable, CustomStringConvertible {
        var major: Int
        var minor: Int
        var patch: Int

        /// Parses `1.4.0`; `nil` for anything else.
        init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
                let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]),
                major >= 0, minor >= 0, patch >= 0
            else { return nil }
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }

        init(major: Int, minor: Int, patch: Int) {
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }

        var description: String { "\(major).\(minor).\(patch)" }

        /// The smallest version after `self` that is a bump of `level`.
        func bumped(_ level: Level) -> SemanticVersion {
            switch level {
            case .major: SemanticVersion(major: major + 1, minor: 0, patch: 0)
            case .minor: SemanticVersion(major: major, minor: minor + 1, patch: 0)
            case .patch: SemanticVersion(major: major, minor: minor, patch: patch + 1)
            }
        }

        /// Whether `self` is a bump of at least `level` from `old`.
        func isBump(from old: SemanticVersion, atLeast level: Level) -> Bool {
            if major != old.major { return major > old.major }
            if level == .major { return false }
            if minor != old.minor { return minor > old.minor }
            return level == .patch && patch > old.patch
        }
    }

    /// The members of an entry that are words for people, not part of its verdict.
    static let wordFields: Set<String> = ["description", "source"]

    /// Every change between the baseline and the current corpus, in a stable order.
    static func changes(baseline: CorpusBaseline, old: [JSONMemberName: JSONValue], new: [JSONMemberName: JSONValue]) -> [Change] {
        var changes: [Change] = []
        for field in ["contract", "schemaVersion"] where old[field] != new[field] {
            changes.append(Change(level: .major, text: "top-level \(field) changed"))
        }
        let oldProfiles = members(of: old["profiles"])
        let newProfiles = members(of: new["profiles"])
        for name in Set(oldProfiles.keys).union(newProfiles.keys).sorted() {
            switch (oldProfiles[name], newProfiles[name]) {
            case (nil, _?): changes.append(Change(level: .minor, text: "profile added: \(name)"))
            case (_?, nil): changes.append(Change(level: .major, text: "profile removed: \(name)"))
            case (let before?, let after?) where before != after:
                changes.append(Change(level: .major, text: "profile changed: \(name)"))
            default: break
            }
        }
        let oldEntries = members(of: old["fixtures"])
        let newEntries = members(of: new["fixtures"])
        for id in Set(oldEntries.keys.map(\.string)).union(newEntries.keys.map(\.string)).union(baseline.added).union(baseline.removed)
            .union(baseline.modified).sorted(by: ScalarOrder.precedes) {
            if let change = change(of: id, before: oldEntries[id], after: newEntries[id], baseline: baseline) {
                changes.append(change)
            }
        }
        return changes
    }

    /// What happened to fixture `id`: its entry and its file.
    private static func change(of id: String, before: JSONValue?, after: JSONValue?, baseline: CorpusBaseline) -> Change? {
        switch (before, after) {
        case (nil, _?): return Change(level: .minor, text: "fixture added: \(id)")
        case (_?, nil): return Change(level: .major, text: "fixture removed: \(id)")
        case (nil, nil):
            // A file without an entry (reported by the pairing check) changes nothing graded.
            return nil
        case (let before?, let after?):
            if verdict(of: before) != verdict(of: after) {
                return Change(level: .major, text: "verdict changed: \(id)")
            }
            if baseline.modified.contains(id) || baseline.added.contains(id) || baseline.removed.contains(id) {
                return Change(level: .minor, text: "fixture bytes changed: \(id)")
            }
            if before != after { return Change(level: .patch, text: "description or source changed: \(id)") }
            return nil
        }
    }

    /// The members of an object, none for any other value (or none at all).
    private static func members(of value: JSONValue?) -> [JSONMemberName: JSONValue] {
        if case .object(let members)? = value { return members }
        return [:]
    }

    /// An entry without its words for people.
    private static func verdict(of entry: JSONValue) -> JSONValue {
        guard case .object(let members) = entry else { return entry }
        return .object(members.filter { !wordFields.contains($0.key.string) })
    }

    /// The problem when `new` does not move far enough from `old` for `changes`; `nil` when it
    /// does (or nothing changed).
    static func problem(
        old: String, new: String, changes: [Change], revision: String, expectationsFile: String
    ) -> LintProblem? {
        guard let needed = changes.map(\.level).max() else { return nil }
        let listed = changes.filter { $0.level == needed }
        let shown = listed.prefix(5).map(\.text).joined(separator: "; ")
            + (listed.count > 5 ? "; and \(listed.count - 5) more" : "")
        guard let oldVersion = SemanticVersion(old) else {
            return nil  // an earlier corpusVersion that is not semver: nothing to compare with
        }
        guard let newVersion = SemanticVersion(new) else {
            return LintProblem(
                kind: .versionNotBumped, file: expectationsFile,
                message: "corpusVersion \"\(new)\" is not MAJOR.MINOR.PATCH, and the corpus changed since \(revision) (\(shown))",
                fix: "write corpusVersion \"\(oldVersion.bumped(needed))\" (a \(needed) bump: CONTRIBUTING.md)")
        }
        if newVersion.isBump(from: oldVersion, atLeast: needed) { return nil }
        return LintProblem(
            kind: .versionNotBumped, file: expectationsFile,
            message: "the corpus changed since \(revision) (\(shown)) but corpusVersion went from \(old) to \(new), "
                + "which is not a \(needed) bump",
            fix: "set corpusVersion to \(oldVersion.bumped(needed)) (\(needed): "
                + Self.reason(needed) + "; CONTRIBUTING.md, docs/EXPECTATIONS.md)")
    }

    /// Compares the corpus at `corpus` (its expectations.json bytes: `current`) with its last
    /// committed version. Returns the problem, if any, and a note when the check could not run
    /// (no git, not a checkout, no earlier version: docs/DECISIONS.md 44).
    package static func check(
        corpus: URL, current: Data, expectationsFile: String, contract: ContractKind
    ) -> (problem: LintProblem?, note: String?) {
        let baseline: CorpusBaseline
        switch CorpusHistory.baseline(of: corpus, contract: contract) {
        case .success(let found): baseline = found
        case .failure(let reason):
            return (nil, "the corpusVersion bump was not checked: \(reason)")
        }
        guard let before = baseline.expectations,
            case .object(let old)? = try? StrictJSONParser.parse([UInt8](before), maxNesting: StrictJSON.maxNesting)
        else {
            return (nil, "the corpusVersion bump was not checked: \(baseline.revision) has no readable expectations.json")
        }
        guard case .object(let new)? = try? StrictJSONParser.parse([UInt8](current), maxNesting: StrictJSON.maxNesting) else {
            return (nil, nil)  // the unreadable file is reported by the load
        }
        let found = changes(baseline: baseline, old: old, new: new)
        let problem = Self.problem(
            old: old["corpusVersion"]?.stringValue ?? "", new: new["corpusVersion"]?.stringValue ?? "",
            changes: found, revision: baseline.revision, expectationsFile: expectationsFile)
        return (problem, nil)
    }

    private static func reason(_ level: Level) -> String {
        switch level {
        case .major: "a changed verdict, a removed fixture or a changed profile"
        case .minor: "new fixtures, or new bytes under the same verdict"
        case .patch: "descriptions and sources"
        }
    }
}
