import Foundation
import MurtiConformance
import MurtiProtocol

/// The checks of one Flow-UI fixture's entry against its input file (docs/CONTRACT.md §8):
/// every `src` the entry states resolves into the input as it was; a fixture that is not
/// `informational` repeats no member name (rule 4: decoders may keep either of the two) outside
/// its hostile element (docs/DECISIONS.md D83); it holds one fault, or is a combination on
/// purpose (D80); and its `promise` is one its faults put at stake (D81).
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
        guard let tape = try? StrictJSONParser.tape(input) else { return faultProblems(input: nil) + hostileProblems() }
        let document = try? StrictJSONParser.parse(input, maxNesting: Int.max)
        // A repeated name leaves no one document to count silent defaults in: its problem alone.
        let repeated = duplicateNames(tape)
        let faults = repeated.isEmpty ? faultProblems(input: document) : []
        return repeated + unresolved(JSONLocator(bytes: input)) + faults + hostileProblems()
    }

    /// A hostile element's entry is counted, and its own answer is one the element allows: a
    /// `notJSON` refusal, or a decoding that keeps every sibling (docs/DECISIONS.md D83).
    func hostileProblems() -> [LintProblem] {
        guard let hostile = expectation.hostileElement else { return [] }
        let at = JSONPointer.appending(id, to: "/fixtures")
        var why: String?
        switch expectation.decoding {
        case .rejected(let reason) where reason != .notJSON:
            why = "it expects the rejection \(reason.rawValue), which the hostile element does not allow (only notJSON)"
        case .decoded(let kind, let document, let diagnostics):
            let differences = FlowUIHostileComparison.differences(
                hostile, kind: kind, answer: document, diagnostics: diagnostics, registry: expectation.registry)
            if let first = differences.first { why = "its own answer loses what the hostile element keeps: \(first.detail)" }
        default:
            break
        }
        if expectation.informational == true { why = "it is informational, but a hostile element's fixture is counted" }
        guard let why else { return [] }
        return [LintProblem(
            kind: .decodingMismatch, file: expectationsFile, fixture: id,
            message: "\(id): \(why) (at \(at)/hostileElement in \(expectationsFile))",
            fix: "make the entry's answer a notJSON refusal or one that loses the element alone, and drop \"informational\" "
                + "(docs/DECISIONS.md D83)")]
    }

    /// One fault unless a combination, a combination with two or more and a reason, and a
    /// promise at stake (docs/DECISIONS.md D80, D81).
    func faultProblems(input: JSONValue?) -> [LintProblem] {
        let faults = FlowUIFaults.faults(expectation, input: input)
        let entry = JSONPointer.appending(id, to: "/fixtures")
        var problems: [LintProblem] = []
        let listed = faults.prefix(4).map(\.description).joined(separator: "; ") + (faults.count > 4 ? "; …" : "")
        if expectation.combination == true {
            if faults.count < 2 {
                problems.append(LintProblem(
                    kind: .badCombination, file: expectationsFile, fixture: id,
                    message: "\(id) is marked \"combination\": true (at \(entry)/combination) but holds "
                        + (faults.isEmpty ? "no fault" : "one fault (\(listed))"),
                    fix: "remove \"combination\" and \"combinationReason\": a combination holds two faults or more "
                        + "(docs/DECISIONS.md D80)"))
            }
            if expectation.combinationReason?.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
                problems.append(LintProblem(
                    kind: .badCombination, file: expectationsFile, fixture: id,
                    message: "\(id) is a combination without a combinationReason (at \(entry)/combinationReason)",
                    fix: "say in \"combinationReason\" why these faults are combined on purpose (docs/DECISIONS.md D80)"))
            }
        } else if faults.count > 1 {
            problems.append(LintProblem(
                kind: .severalFaults, file: expectationsFile, fixture: id,
                message: "\(id) holds \(faults.count) faults (\(listed)): a decoder that trips on one hides how it "
                    + "handles the others",
                fix: "split it into one fixture per fault, or mark it \"combination\": true with a \"combinationReason\" "
                    + "saying why (docs/DECISIONS.md D80)"))
        } else if expectation.combinationReason != nil {
            problems.append(LintProblem(
                kind: .badCombination, file: expectationsFile, fixture: id,
                message: "\(id) has a combinationReason (at \(entry)/combinationReason) but is not marked a combination",
                fix: "remove \"combinationReason\", or add \"combination\": true (docs/DECISIONS.md D80)"))
        }
        if let promise = expectation.promise {
            var hostsSheet = false
            if case .object(let top)? = input { hostsSheet = top["page"] != nil && top["sheet"] != nil }
            let stake = FlowUIPromisesAtStake.promises(expectation, faults: faults, hostsSheet: hostsSheet)
            if !stake.contains(promise) {
                let possible = FlowUIPromise.allCases.filter(stake.contains).map(\.rawValue).joined(separator: ", ")
                problems.append(LintProblem(
                    kind: .promiseNotAtStake, file: expectationsFile, fixture: id,
                    message: "\(id) cites \"\(promise.statement)\" (at \(entry)/promise), which its expected skeleton and "
                        + "diagnostics cannot break" + (faults.isEmpty ? "" : " (its faults: \(listed))"),
                    fix: "cite the promise its fault puts at stake: one of \(possible) (docs/DECISIONS.md D81)"))
            }
        }
        return problems
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
        return stated + hostileSources
    }

    /// The pointers the entry's `hostileElement` states: its own `src`, its document's sections
    /// and widgets, its diagnostics.
    private var hostileSources: [(at: String, src: String)] {
        guard let hostile = expectation.hostileElement else { return [] }
        let base = JSONPointer.appending(id, to: "/fixtures") + "/hostileElement"
        var stated = [(base + "/src", hostile.src)]
        if let skeleton = try? FlowUISkeleton(hostile.document, kind: hostile.kind, registry: expectation.registry) {
            let document = "\(base)/\(hostile.kind.rawValue)"
            stated += skeleton.sections.map { ("\(document)\($0.at)/src", $0.src) }
            stated += skeleton.placedWidgets.map { ("\(document)\($0.widget.at)/src", $0.widget.src) }
        }
        stated += hostile.diagnostics.enumerated().map { ("\(base)/diagnostics/\($0.offset)/src", $0.element.src) }
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
        if let hostile = expectation.hostileElement, hostile.contains(repeated.pointer) { return [] }
        return [LintProblem(
            kind: .duplicateMemberName, file: file, fixture: id,
            message: "repeats the member name \"\(repeated.name)\" at \(repeated.pointer.isEmpty ? "\"\"" : repeated.pointer) "
                + "and is not informational",
            fix: "rename or remove one of the two members, give the entry a hostileElement holding it (docs/DECISIONS.md "
                + "D83), or mark the fixture \"informational\": true: decoders may keep either (docs/CONTRACT.md §8 rule 4, "
                + "docs/FLOW-UI.md Decision 2)")]
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
