import Foundation
import MurtiConformance
import MurtiProtocol

/// A JSON Pointer an entry states that names nothing in its fixture.
struct MissingPath: Equatable {
    /// Which field of the entry states the pointer.
    enum Role: Equatable {
        /// The entry's own `path`, which the comparison with the reference refines.
        case entryPath
        /// One of `placeholders`.
        case placeholder
        /// The `path` of one of `warnings`.
        case warning
        /// The `path` of step N (from 1) of a manifest sequence.
        case step(Int)
    }

    /// Which field states it.
    var role: Role
    /// The pointer as written in expectations.json.
    var pointer: String
    /// The longest prefix of `pointer` that exists in the document.
    var ancestor: String

    /// `path`, `placeholder`, `warning path`, `step 2 path`.
    var label: String {
        switch role {
        case .entryPath: "path"
        case .placeholder: "placeholder"
        case .warning: "warning path"
        case .step(let number): "step \(number) path"
        }
    }

    /// `path "/x" does not exist in the document; the nearest existing ancestor is "/y"`.
    var message: String {
        let location = ancestor.isEmpty ? "\"\" (the top level)" : "\"\(ancestor)\""
        return "\(label) \"\(pointer)\" does not exist in the document; the nearest existing ancestor is \(location)"
    }

    /// The problem, on the fixture `file`; `reference` is where the reference refuses with the
    /// same rule (its path, and that said in words), when it does.
    func problem(file: String, fixture: String, expectationsFile: String,
                 reference: (path: String, detail: String)? = nil) -> LintProblem {
        guard let reference else {
            return LintProblem(
                kind: .pathNotFound, file: file, fixture: fixture, message: message,
                fix: "correct the \(label) in \(expectationsFile) to the JSON Pointer of the instance location "
                    + "(docs/RULES.md \"Paths\"), or fix the fixture")
        }
        return LintProblem(
            kind: .pathNotFound, file: file, fixture: fixture,
            message: message + ". " + reference.detail.prefix(1).uppercased() + reference.detail.dropFirst(),
            fix: "write \"path\": \"\(reference.path)\" in \(expectationsFile) if that is the instance location the "
                + "fixture is about (docs/RULES.md \"Paths\"), or fix the fixture")
    }
}

/// Checks that every pointer an entry states (`path`, `placeholders`, `warnings`, and each
/// step's `path`) names a value in the fixture (docs/CONTRACT.md §1 "path"), so a typo is caught before
/// any implementation is blamed for it.
///
/// `decode.*` paths other than `decode.duplicateKey` are `""` or `/payload` by definition
/// (docs/CONTRACT.md §1, §6 e) and need no document. `/payload/…` in an envelope points inside the
/// base64-decoded payload (docs/CONTRACT.md §6 e); an encrypted payload (`enc`) cannot be read without
/// the private key, so those paths are left to the reference comparison, as are pointers in a
/// document the locator cannot walk.
struct PathChecks {
    /// The fixture's entry.
    var expectation: Expectation

    /// The stated pointers that do not resolve in `bytes` (the fixture file).
    func missing(in bytes: [UInt8]) -> [MissingPath] {
        if let steps = expectation.steps {
            return stepPaths(steps, in: bytes)
        }
        var found: [MissingPath] = []
        if let path = expectation.path, Self.isChecked(rule: expectation.rule),
            let ancestor = Self.missingAncestor(of: path, in: bytes) {
            found.append(MissingPath(role: .entryPath, pointer: path, ancestor: ancestor))
        }
        for placeholder in expectation.placeholders ?? [] {
            if let ancestor = Self.missingAncestor(of: placeholder, in: bytes) {
                found.append(MissingPath(role: .placeholder, pointer: placeholder, ancestor: ancestor))
            }
        }
        for warning in expectation.warnings ?? [] {
            if let ancestor = Self.missingAncestor(of: warning.path, in: bytes) {
                found.append(MissingPath(role: .warning, pointer: warning.path, ancestor: ancestor))
            }
        }
        return found
    }

    /// A manifest sequence file holds base64 envelopes under `documents`; step N's path points
    /// into document N (docs/CONTRACT.md §6, docs/ENVELOPE.md "Manifest sequence fixtures").
    private func stepPaths(_ steps: [Expectation], in bytes: [UInt8]) -> [MissingPath] {
        let locator = JSONLocator(bytes: bytes)
        var found: [MissingPath] = []
        for (index, step) in steps.enumerated() {
            guard let path = step.path, Self.isChecked(rule: step.rule),
                case .found(let range) = locator.resolve(["documents", String(index)]),
                let text = locator.string(at: range), let data = Data(base64Encoded: text),
                let ancestor = Self.missingAncestor(of: path, in: [UInt8](data)) else { continue }
            found.append(MissingPath(role: .step(index + 1), pointer: path, ancestor: ancestor))
        }
        return found
    }

    /// Whether a rule's path is an instance location worth resolving.
    static func isChecked(rule: RuleID?) -> Bool {
        guard let rule, rule.isDecode else { return true }
        return rule == .decodeDuplicateKey
    }

    /// The nearest existing ancestor of `pointer` in `bytes` when `pointer` does not resolve;
    /// `nil` when it resolves or when that cannot be told.
    static func missingAncestor(of pointer: String, in bytes: [UInt8]) -> String? {
        guard let tokens = JSONLocator.tokens(of: pointer) else { return nil }
        let locator = JSONLocator(bytes: bytes)
        if tokens.count > 1, tokens[0] == "payload" {
            switch envelopePayload(locator) {
            case .notEnvelope: break
            case .unreadable: return nil
            case .bytes(let inner):
                let rest = Array(tokens.dropFirst())
                guard case .missing(let existing) = JSONLocator(bytes: inner).resolve(rest) else { return nil }
                return "/payload" + JSONLocator.pointer(rest.prefix(existing))
            }
        }
        guard case .missing(let existing) = locator.resolve(tokens) else { return nil }
        return JSONLocator.pointer(tokens.prefix(existing))
    }

    /// What an envelope's payload is to the path check.
    private enum Payload {
        /// The document is not an envelope: `/payload` is an ordinary member.
        case notEnvelope
        /// An envelope whose payload cannot be read here (encrypted, or not base64).
        case unreadable
        /// The decoded payload's bytes.
        case bytes([UInt8])
    }

    /// An envelope is an object with `signature` (docs/CONTRACT.md §0: the schema discriminates on it).
    private static func envelopePayload(_ locator: JSONLocator) -> Payload {
        guard let root = locator.root, let members = locator.members(of: root),
            members.contains(where: { $0.name == "signature" }) else { return .notEnvelope }
        guard !members.contains(where: { $0.name == "enc" }),
            let payload = members.first(where: { $0.name == "payload" }),
            let text = locator.string(at: payload.value), let data = Data(base64Encoded: text) else { return .unreadable }
        return .bytes([UInt8](data))
    }
}
