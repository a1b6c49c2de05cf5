import MurtiConformance
import MurtiProtocol

/// What one folder under `invalid/` holds: the layers (and rule family) of its fixtures
/// (docs/EXPECTATIONS.md "Fixture ids"; docs/DECISIONS.md 18). Only the folder of a fixture, never its
/// entry, can be wrong-footed by a move, so `lint` checks that the two agree.
///
/// `invalid/envelope/` and `invalid/manifest/` are not listed: an envelope's own faults are
/// layer 2 and the faults of its payload any layer (docs/CONTRACT.md §6 e), and a manifest sequence
/// states a verdict per step. Folders not listed here are not checked.
struct FolderConvention: Sendable {
    /// Which rule ids a folder admits besides its layers.
    enum Rules: Sendable {
        /// Any rule of the folder's layers.
        case any
        /// Rule ids starting with this prefix, e.g. `bounds.`.
        case prefix(String)
        /// The keywords that can fail in murti.schema.json (enforcer `schema`).
        case schemaKeywords
    }

    /// The folder, with a trailing slash: `invalid/schema/`.
    var folder: String
    /// The layers its fixtures are refused (or, for 4, degraded) at.
    var layers: Set<Int>
    /// The rules it admits.
    var rules: Rules
    /// What it holds, for messages: `layer-2 rejections by a keyword of murti.schema.json`.
    var holds: String

    /// The convention of the corpus (docs/EXPECTATIONS.md "Fixture ids").
    static let all: [FolderConvention] = [
        FolderConvention(folder: "invalid/decode/", layers: [1], rules: .prefix("decode."),
                         holds: "layer-1 decode.* rejections"),
        FolderConvention(folder: "invalid/schema/", layers: [2], rules: .schemaKeywords,
                         holds: "layer-2 rejections by a keyword of murti.schema.json"),
        FolderConvention(folder: "invalid/bounds/", layers: [2], rules: .prefix("bounds."),
                         holds: "layer-2 bounds.* rejections"),
        FolderConvention(folder: "invalid/version/", layers: [2, 3], rules: .any,
                         holds: "the schemaVersion policy: version.major, and what a lower or higher minor still refuses (layers 2-3)"),
        FolderConvention(folder: "invalid/semantic/", layers: [3], rules: .prefix("semantic."),
                         holds: "layer-3 semantic.* rejections"),
        FolderConvention(folder: "invalid/render/", layers: [4], rules: .prefix("render."),
                         holds: "layer-4 accepts with placeholders"),
    ]

    /// The convention of the folder `id` lies in, or `nil` when its folder has none.
    static func convention(for id: String) -> FolderConvention? {
        all.first { id.hasPrefix($0.folder) }
    }

    /// The first folder whose convention admits `layer` and `rule`.
    static func folder(for layer: Int, rule: RuleID?, catalog: RuleCatalog) -> String? {
        all.first { $0.admits(layer: layer, rule: rule, catalog: catalog) }?.folder
    }

    /// Whether a fixture refused (or degraded) at `layer` by `rule` belongs here.
    func admits(layer: Int, rule: RuleID?, catalog: RuleCatalog) -> Bool {
        guard layers.contains(layer) else { return false }
        guard let rule else { return true }
        switch rules {
        case .any: return true
        case .prefix(let prefix): return rule.rawValue.hasPrefix(prefix)
        case .schemaKeywords: return catalog.rule(rule)?.enforcer == .schema
        }
    }
}
