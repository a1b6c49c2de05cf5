import Foundation
import MurtiProtocol

/// The checks of one Flow-UI fixture's entry against its input file (docs/CONTRACT.md §8):
/// every `src` the entry states resolves into the input as it was, and a fixture that is not
/// `informational` repeats no member name (rule 4: decoders may keep either of the two).
struct FlowUIInputChecks {
    /// Display path of the fixture file.
    var file: String
    /// The fixture id.
    var id: String
    /// The entry.
    var expectation: FlowUIExpectation
    /// Display path of expectations.json.
    var expectationsFile: String

    /// The problems, given the file's bytes. A leading byte order mark is ignored, as decoders
    /// ignore it (docs/FLOW-UI.md Decision 1); bytes that are not one JSON text have no `src`
    /// to check (only a rejection can be expected of them, which the reference proves).
    func problems(_ bytes: Data) -> [LintProblem] {
        var input = [UInt8](bytes)
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { input.removeFirst(3) }
        guard let tape = try? StrictJSONParser.tape(input) else { return [] }
        return duplicateNames(tape) + unresolved(JSONLocator(bytes: input))
    }

    /// The pointers the entry states: each section's and widget's `src` (nested items
    /// included) and each diagnostic's, with where the entry writes them.
    var statedSources: [(at: String, src: String)] {
        guard case .decoded(let kind, let document, let diagnostics) = expectation.decoding else { return [] }
        let entry = JSONPointer.appending(id, to: "/fixtures")
        var stated: [(String, String)] = []
        if let skeleton = try? FlowUISkeleton(document, kind: kind, registry: expectation.registry) {
            let base = "\(entry)/\(kind.rawValue)"
            stated += skeleton.sections.map { ("\(base)\($0.at)/src", $0.src) }
            stated += skeleton.placedWidgets.map { ("\(base)\($0.widget.at)/src", $0.widget.src) }
        }
        stated += diagnostics.enumerated().map { ("\(entry)/diagnostics/\($0.offset)/src", $0.element.src) }
        return stated
    }

    private func unresolved(_ locator: JSONLocator) -> [LintProblem] {
        statedSources.compactMap { stated -> LintProblem? in
            guard let tokens = JSONLocator.tokens(of: stated.src) else { return nil }
            guard case .missing(let existing) = locator.resolve(tokens) else { return nil }
            let found = JSONLocator.pointer(tokens.prefix(existing))
            return LintProblem(
                kind: .pathNotFound, file: file, fixture: id,
                message: "src \(stated.src) (at \(stated.at) in \(expectationsFile)) names nothing in the fixture: "
                    + "\(found.isEmpty ? "the document" : found) has no \"\(tokens[existing])\"",
                fix: "write the JSON Pointer of the element in the input as it was, before anything is dropped "
                    + "(docs/CONTRACT.md §8 \"Answer\")")
        }
    }

    private func duplicateNames(_ tape: JSONTape) -> [LintProblem] {
        guard expectation.informational != true, let repeated = Self.firstRepeatedName(tape) else { return [] }
        return [LintProblem(
            kind: .duplicateMemberName, file: file, fixture: id,
            message: "repeats the member name \"\(repeated.name)\" at \(repeated.pointer.isEmpty ? "\"\"" : repeated.pointer) "
                + "and is not informational",
            fix: "rename or remove one of the two members, or mark the fixture \"informational\": true: decoders may keep "
                + "either (docs/CONTRACT.md §8 rule 4, docs/FLOW-UI.md Decision 2)")]
    }

    /// The first member (in the order written) whose name its object already has, with its
    /// pointer (which, with the first occurrence winning, names the earlier member).
    static func firstRepeatedName(_ tape: JSONTape) -> (name: String, pointer: String)? {
        guard !tape.nodes.isEmpty else { return nil }
        var pointers = [String](repeating: "", count: tape.nodes.count)
        var first: (offset: Int, name: String, pointer: String)?
        for (index, node) in tape.nodes.enumerated() where node.kind == .object || node.kind == .array {
            var seen = Set<[UInt32]>()
            for (position, child) in tape.children(of: index).enumerated() {
                let name = tape.nodes[child].name ?? ""
                pointers[child] = node.kind == .object
                    ? JSONPointer.appending(name, to: pointers[index]) : "\(pointers[index])/\(position)"
                guard node.kind == .object, !seen.insert(name.unicodeScalars.map(\.value)).inserted else { continue }
                let offset = tape.nodes[child].range.lowerBound
                if first.map({ offset < $0.offset }) ?? true { first = (offset, name, pointers[child]) }
            }
        }
        return first.map { ($0.name, $0.pointer) }
    }
}
