import Foundation
import MurtiConformance
import MurtiProtocol

/// The checks of one expectations.json entry that need no implementation (docs/CONTRACT.md §1, §2):
/// rule ids, layers, profile, description, complete rejections, folder.
struct EntryChecks {
    /// The rule catalogue.
    var catalog: RuleCatalog
    /// Profile names defined under `profiles`.
    var profiles: Set<String>
    /// Display path of expectations.json (where entries are edited).
    var expectationsFile: String

    /// Every problem of the entry `id`.
    func problems(id: String, expectation: Expectation) -> [LintProblem] {
        var found: [LintProblem] = []
        func add(_ kind: LintProblem.Kind, _ message: String, _ fix: String) {
            found.append(problem(kind, id, message, fix))
        }
        if expectation.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            add(.missingDescription, "the entry has no description",
                "write what the fixture shows in \"description\" (and where it comes from in \"source\")")
        }
        if !profiles.contains(expectation.profileName) {
            add(.unknownProfile, "profile \"\(expectation.profileName)\" is not defined",
                "use one of \(profiles.sorted().joined(separator: ", ")) or add it under \"profiles\"")
        }
        // A manifest sequence's outcome is derived from its steps; each step states its own.
        if expectation.outcome == .reject, expectation.steps == nil {
            let missing = [("layer", expectation.layer == nil), ("rule", expectation.rule == nil),
                           ("path", expectation.path == nil)].filter(\.1).map(\.0)
            if !missing.isEmpty {
                add(.incompleteRejection, "a rejection without \(missing.joined(separator: ", "))",
                    "state the refusing layer, the rule id and the JSON Pointer of the instance location")
            }
        }
        found += ruleProblems(id: id, expectation: expectation)
        for step in expectation.steps ?? [] { found += ruleProblems(id: id, expectation: step) }
        if let folder = id.split(separator: "/").first, expectation.informational != true {
            let plainAccept = expectation.outcome == .accept && expectation.layer == nil
                && (expectation.placeholders ?? []).isEmpty
            if folder == "valid", !plainAccept {
                add(.wrongFolder, "under valid/ but expected \(Self.summary(expectation))",
                    "move the file under invalid/ (refusals and layer-4 degradations live there), or fix the entry")
            } else if folder == "invalid", plainAccept {
                add(.wrongFolder, "under invalid/ but expected a plain accept",
                    "move the file under valid/, or state the rule it breaks")
            }
        }
        if let problem = folderProblem(id: id, expectation: expectation) { found.append(problem) }
        return found
    }

    /// A fixture whose folder holds other layers or rules than its entry states
    /// (``FolderConvention``); manifest sequences state one verdict per step and are not checked.
    /// An unknown rule or a layer that is not the rule's is reported once, by ``ruleProblems``.
    private func folderProblem(id: String, expectation: Expectation) -> LintProblem? {
        if let rule = expectation.rule, catalog.rule(rule)?.layer != expectation.layer { return nil }
        guard expectation.steps == nil, let layer = expectation.layer,
            let convention = FolderConvention.convention(for: id),
            !convention.admits(layer: layer, rule: expectation.rule, catalog: catalog) else { return nil }
        let stated = "layer \(layer)" + (expectation.rule.map { ", rule \($0)" } ?? "")
        let target = FolderConvention.folder(for: layer, rule: expectation.rule, catalog: catalog)
            .map { "under \($0)" } ?? "in the folder for \(stated)"
        return problem(.wrongFolder, id, "under \(convention.folder), which holds \(convention.holds), but expected \(stated)",
            "move the file \(target) and rename its entry to match (docs/EXPECTATIONS.md \"Fixture ids\"), "
                + "or correct the entry's layer and rule")
    }

    private func problem(_ kind: LintProblem.Kind, _ id: String, _ message: String, _ fix: String) -> LintProblem {
        LintProblem(kind: kind, file: expectationsFile, fixture: id, message: "\(id): \(message)", fix: fix)
    }

    private func ruleProblems(id: String, expectation: Expectation) -> [LintProblem] {
        var found: [LintProblem] = []
        func add(_ kind: LintProblem.Kind, _ message: String, _ fix: String) {
            found.append(problem(kind, id, message, fix))
        }
        var mentioned: [(rule: RuleID, layer: Int?)] = []
        if let rule = expectation.rule { mentioned.append((rule, expectation.layer)) }
        for warning in expectation.warnings ?? [] { mentioned.append((warning.rule, nil)) }
        for (rule, layer) in mentioned {
            guard let known = catalog.rule(rule) else {
                add(.unknownRule, "rule \"\(rule)\" is not in the catalogue",
                    "use a rule id of docs/CONTRACT.md §1 (docs/RULES.md) or a keyword that can fail in murti.schema.json: "
                        + catalog.schemaKeywords.map(\.rawValue).joined(separator: ", "))
                continue
            }
            if let layer, layer != known.layer {
                add(.layerMismatch, "layer \(layer) but rule \"\(rule)\" belongs to layer \(known.layer)",
                    "set \"layer\": \(known.layer), or name the rule of layer \(layer) the fixture breaks")
            }
        }
        if expectation.layer == 4, expectation.rule == nil || (expectation.placeholders ?? []).isEmpty {
            add(.incompleteRejection, "layer 4 without rule render.placeholder and placeholders",
                "write \"rule\": \"render.placeholder\" and the JSON Pointers of the placeholder nodes")
        }
        if expectation.outcome == .accept, expectation.layer == nil, expectation.rule != nil {
            add(.incompleteRejection, "a rule without a layer", "state the layer of rule \"\(expectation.rule?.rawValue ?? "")\"")
        }
        return found
    }

    /// `reject 2 required /x`, `accept with placeholders …`, `accept`.
    static func summary(_ expectation: Expectation) -> String {
        if expectation.outcome == .reject {
            return "reject at layer \(expectation.layer.map(String.init) ?? "?") rule \(expectation.rule?.rawValue ?? "?") "
                + "path \"\(expectation.path ?? "?")\""
        }
        if let placeholders = expectation.placeholders, !placeholders.isEmpty {
            return "accept with placeholders \(placeholders.joined(separator: ", "))"
        }
        return "accept"
    }
}
