import MurtiConformance
import MurtiProtocol

/// The checks of one fixture against the reference validator (docs/CONTRACT.md §1, §2): the verdict it
/// states, exactly one broken rule, and the `schema` verdict against schema-only mode.
struct ReferenceChecks {
    /// Display path of the fixture file.
    var file: String
    /// The fixture id.
    var id: String
    /// The fixture's entry.
    var expectation: Expectation
    /// Display path of expectations.json, for fixes.
    var expectationsFile = "expectations.json"
    /// The stated pointers that name nothing in the document (``PathChecks``); reported here so
    /// that each is told together with what the reference says of the same field.
    var missingPaths: [MissingPath] = []
    /// Fields (`layer`, `rule`) whose fault the entry checks already report: a difference in
    /// those alone is not reported again; `schema` when the entry's rule id is unknown, so no
    /// schema verdict is derived from it.
    var explained: Set<String> = []

    /// Problems given the reference's answer with `violations` (`serve --all-violations`) and
    /// its schema-only answer (`serve --schema-only`).
    func problems(full: CaseResult, schemaOnly: CaseResult) -> [LintProblem] {
        if expectation.informational == true { return fold(missingPaths, into: []) }
        var found: [LintProblem] = []
        switch Self.answer(full) {
        case .failure(let reason):
            found = fold(missingPaths, into: [problem(.referenceFailed, "the reference validator could not judge it: \(reason)",
                "run `conformance-runner validate \(file)` to see why; a crash or error of the reference is a MurtiValidator bug")])
        case .success(let answer):
            // A missing entry path where the reference names another location is told once, merged.
            let merged = otherInstanceLocation(answer) != nil
            found = fold(missingPaths.filter { !(merged && $0.role == .entryPath) }, into: verdictProblems(answer))
        }
        switch Self.answer(schemaOnly) {
        case .failure(let reason):
            found.append(problem(.referenceFailed, "the reference's schema-only mode could not judge it: \(reason)",
                "run `conformance-runner serve --schema-only` by hand on it; an error there is a MurtiValidator bug"))
        case .success(let answer):
            let expected = expectation.effectiveSchemaVerdict
            let implied = expectation.schema == nil
            if let outcome = answer.outcome, outcome != expected, !(implied && explained.contains("schema")) {
                let how = expectation.schema == nil ? "follows from the entry" : "is written in the entry"
                found.append(problem(.schemaVerdictMismatch,
                    "the expected schema verdict \(expected.rawValue) (\(how)) differs from the reference's schema-only mode: "
                        + Self.describe(answer),
                    "write \"schema\": \"\(outcome.rawValue)\" if a JSON Schema engine must say \(outcome.rawValue) of this file "
                        + "(docs/CONTRACT.md §2), or fix the fixture so that it does not"))
            }
        }
        return found
    }

    private func verdictProblems(_ answer: Answer) -> [LintProblem] {
        if let steps = expectation.steps {
            return stepProblems(steps, answer.steps ?? [])
        }
        var found: [LintProblem] = []
        let said = Self.describe(answer)
        if expectation.outcome == .accept {
            if answer.outcome == .reject {
                let isValid = id.hasPrefix("valid/")
                found.append(problem(isValid ? .validRefused : .outcomeMismatch,
                    (isValid ? "a valid fixture the reference refuses: " : "expected accept, the reference says: ") + said,
                    "fix the fixture so it breaks nothing, or state the rule it breaks (and move it under invalid/)"))
                return found
            }
            if Set(answer.placeholders ?? []) != Set(expectation.placeholders ?? []) {
                found.append(problem(.placeholderMismatch,
                    "expected placeholders [\((expectation.placeholders ?? []).joined(separator: ", "))], the reference lists ["
                        + (answer.placeholders ?? []).joined(separator: ", ") + "]",
                    "list the JSON Pointer of each outermost unregistered node in \"placeholders\""))
            }
            if Set(answer.warnings ?? []) != Set(expectation.warnings ?? []) {
                let render = { (list: [RulePath]) in list.map { "\($0.rule) \"\($0.path)\"" }.joined(separator: ", ") }
                found.append(problem(.warningMismatch,
                    "expected warnings [\(render(expectation.warnings ?? []))], the reference gives [\(render(answer.warnings ?? []))]",
                    "write the downgraded failures as \"warnings\": [{\"rule\": …, \"path\": …}]"))
            }
            return found
        }
        guard answer.outcome == .reject else {
            return [problem(.outcomeMismatch, "expected \(EntryChecks.summary(expectation)), the reference accepts it",
                "make the fixture break the stated rule, or correct the entry")]
        }
        // Only what the entry states is compared; a missing member is an incompleteRejection.
        var differing: Set<String> = []
        if expectation.layer.map({ $0 != answer.layer }) ?? false { differing.insert("layer") }
        if expectation.rule.map({ $0 != answer.rule }) ?? false { differing.insert("rule") }
        if expectation.path.map({ $0 != answer.path }) ?? false { differing.insert("path") }
        if let (stated, other) = otherInstanceLocation(answer) {
            let detail = "same rule, other instance location: expected \"\(stated)\", reference \"\(other)\""
                + (answer.message.map { " (\($0))" } ?? "")
            if let missingPath = missingPaths.first(where: { $0.role == .entryPath }) {
                found.append(missingPath.problem(file: file, fixture: id, expectationsFile: expectationsFile,
                                                 reference: (other, detail)))
            } else {
                found.append(problem(.otherRejection, detail,
                    "write \"path\": \"\(other)\" in \(expectationsFile) if that is the instance location the fixture is "
                        + "about (docs/RULES.md \"Paths\"), or fix the fixture so the rule fails at \"\(stated)\" first"))
            }
        } else if !differing.isEmpty, !differing.isSubset(of: explained) {
            found.append(problem(.otherRejection,
                "expected \(EntryChecks.summary(expectation)), the reference refuses it for another reason: \(said)",
                "make the fixture break only the stated rule, or correct layer, rule and path"))
        }
        let violations = answer.violations ?? []
        // One rule broken at several places (a "first by document order" fixture) is one rule.
        let distinct = Set(violations.map { "\($0.layer) \($0.rule)" })
        if distinct.count > 1 {
            let list = violations.map { "layer \($0.layer) \($0.rule) at \"\($0.path)\"" }.joined(separator: "; ")
            found.append(problem(.ambiguous, "breaks \(distinct.count) rules, not one: \(list)",
                "remove every fault but the one the entry states (docs/CONTRACT.md §1: a fixture breaks exactly one rule)"))
        } else if answer.violations == nil {
            found.append(problem(.referenceFailed, "the reference sent no violations list",
                "start the reference with `serve --all-violations` (lint needs every violation)"))
        }
        return found
    }

    private func stepProblems(_ steps: [Expectation], _ answers: [Answer]) -> [LintProblem] {
        guard steps.count == answers.count else {
            return [problem(.outcomeMismatch, "\(steps.count) steps expected, the reference answered \(answers.count)",
                "give one expectation per manifest in the sequence")]
        }
        var found: [LintProblem] = []
        for (index, (step, answer)) in zip(steps, answers).enumerated() {
            let same = step.outcome == answer.outcome
                && (step.outcome == .accept || (step.layer == answer.layer && step.rule == answer.rule && step.path == answer.path))
            if !same {
                found.append(problem(.outcomeMismatch,
                    "step \(index + 1): expected \(EntryChecks.summary(step)), the reference says \(Self.describe(answer))",
                    "correct the step's expectation or the manifest"))
            }
        }
        return found
    }

    /// The stated and the reference's path when the reference refuses with the stated layer
    /// and rule at another instance location.
    private func otherInstanceLocation(_ answer: Answer) -> (stated: String, other: String)? {
        guard expectation.steps == nil, expectation.outcome == .reject, answer.outcome == .reject,
            let stated = expectation.path, let other = answer.path, stated != other,
            expectation.layer.map({ $0 == answer.layer }) ?? true,
            expectation.rule.map({ $0 == answer.rule }) ?? true else { return nil }
        return (stated, other)
    }

    /// `problems` with each of `missing` told in the problem that already reports its field
    /// (placeholders, warnings, the step), or as a problem of its own before them.
    private func fold(_ missing: [MissingPath], into problems: [LintProblem]) -> [LintProblem] {
        var problems = problems
        var alone: [LintProblem] = []
        for path in missing {
            let target: Int? = switch path.role {
            case .placeholder: problems.firstIndex { $0.kind == .placeholderMismatch }
            case .warning: problems.firstIndex { $0.kind == .warningMismatch }
            // stepProblems starts each step's message with "step N:".
            case .step(let number): problems.firstIndex { $0.kind == .outcomeMismatch && $0.message.hasPrefix("step \(number):") }
            case .entryPath: nil
            }
            if let target {
                problems[target].message += "; " + path.message
            } else {
                alone.append(path.problem(file: file, fixture: id, expectationsFile: expectationsFile))
            }
        }
        return alone + problems
    }

    private func problem(_ kind: LintProblem.Kind, _ message: String, _ fix: String) -> LintProblem {
        LintProblem(kind: kind, file: file, fixture: id, message: message, fix: fix)
    }

    /// The answer, or why there is none.
    static func answer(_ result: CaseResult) -> Result<Answer, ReferenceFailure> {
        switch result {
        case .harnessError(let error): return .failure(.harness(error.description))
        case .contractAnswer: return .failure(.error("another contract's answer to a Murti request"))
        case .answer(let answer, _, _):
            if let error = answer.error { return .failure(.error(error)) }
            if let skipped = answer.skipped { return .failure(.skipped(skipped)) }
            return .success(answer)
        }
    }

    /// `reject at layer 2 rule required path "/x" (message)` or `accept`.
    static func describe(_ answer: Answer) -> String {
        guard answer.outcome == .reject else {
            let placeholders = answer.placeholders ?? []
            return placeholders.isEmpty ? "accept" : "accept with placeholders \(placeholders.joined(separator: ", "))"
        }
        let base = "reject at layer \(answer.layer.map(String.init) ?? "?") rule \(answer.rule?.rawValue ?? "?") "
            + "path \"\(answer.path ?? "?")\""
        return answer.message.map { base + " (\($0))" } ?? base
    }
}

/// Why the reference gave no verdict (a `Result` failure type); its description ends a lint
/// problem's message.
enum ReferenceFailure: Error, CustomStringConvertible, Sendable {
    /// The harness got no answer; the ``HarnessError`` description.
    case harness(String)
    /// The reference answered `error` (docs/CONTRACT.md §3); its message.
    case error(String)
    /// The reference answered `skipped` (docs/CONTRACT.md §3); its reason.
    case skipped(String)

    /// The reason in words, such as `skipped: kind x is not supported`.
    var description: String {
        switch self {
        case .harness(let reason): reason
        case .error(let message): "error: \(message)"
        case .skipped(let reason): "skipped: \(reason)"
        }
    }
}
