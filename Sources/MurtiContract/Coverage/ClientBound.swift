import MurtiConformance
import MurtiProtocol

/// The bounds only a client checks (docs/CONTRACT.md §0, §1), each counted at the profile's
/// limit and one past it (docs/DECISIONS.md 76).
enum ClientBound: String, CaseIterable {
    case depth = "bounds.depth"
    case nodes = "bounds.nodes"
    case chain = "bounds.chain"
    case nesting = "decode.depth"
    case size = "decode.size"

    /// The profile's bound's name.
    var bound: String {
        switch self {
        case .depth: "maxDepth"
        case .nodes: "maxNodes"
        case .chain: "maxChainDepth"
        case .nesting: "maxNesting"
        case .size: "maxDocumentBytes"
        }
    }

    /// `bounds.depth (maxDepth): at the limit`.
    var atID: String { "\(rawValue) (\(bound)): at the limit" }
    /// `bounds.depth (maxDepth): one past`.
    var pastID: String { "\(rawValue) (\(bound)): one past" }

    /// The profile's limit.
    func limit(_ bounds: ProfileBounds) -> Int {
        switch self {
        case .depth: bounds.maxDepth
        case .nodes: bounds.maxNodes
        case .chain: bounds.maxChainDepth
        case .nesting: min(bounds.maxNesting, 512)
        case .size: bounds.maxDocumentBytes
        }
    }

    /// The measure in a document: tree depth (root = 1), nodes, the deepest action chain (a
    /// node's own action = 1), JSON nesting (the top-level value = 1), bytes; `nil` when the
    /// document cannot be read that far.
    func measure(bytes: [UInt8], document: JSONValue?) -> Int? {
        switch self {
        case .size: return bytes.count
        case .nesting: return document.map(Self.nesting)
        case .depth, .nodes, .chain:
            guard let root = document?["screen"]?["root"] else { return nil }
            var tree = TreeMeasure()
            tree.visit(root, depth: 1)
            return self == .depth ? tree.depth : self == .nodes ? tree.nodes : tree.chain
        }
    }

    static func nesting(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): 1 + (items.map(nesting).max() ?? 0)
        case .object(let members): 1 + (members.values.map(nesting).max() ?? 0)
        default: 0
        }
    }

    /// Depth, node count and the deepest chain of a node tree.
    private struct TreeMeasure {
        var depth = 0
        var nodes = 0
        var chain = 0

        mutating func visit(_ node: JSONValue, depth level: Int) {
            guard case .object(let members) = node else { return }
            nodes += 1
            depth = max(depth, level)
            if let action = members["action"] { chain = max(chain, Self.chainDepth(action)) }
            if case .array(let children)? = members["children"] {
                for child in children { visit(child, depth: level + 1) }
            }
        }

        static func chainDepth(_ action: JSONValue) -> Int {
            guard case .object(let members) = action else { return 0 }
            let next = [members["onSuccess"], members["onError"]].compactMap { $0 }.map(chainDepth).max() ?? 0
            return 1 + next
        }
    }
}

extension MurtiCoverage {
    /// Counts a fixture at a client bound (accepted, its measure at the profile's limit) or one
    /// past it (refused with that rule, its measure the limit + 1).
    func clientBounds(fixture: Fixture, expectation: Expectation, bytes: [UInt8], document: JSONValue?,
                      into tally: inout CoverageTally) {
        guard expectation.steps == nil, let profileValue = corpus.file.profiles[expectation.profileName],
            let profile = try? MurtiProfile(profileValue) else { return }
        for bound in ClientBound.allCases {
            let limit = bound.limit(profile.bounds)
            switch (expectation.outcome, expectation.rule) {
            case (.accept, _):
                if bound.measure(bytes: bytes, document: document) == limit {
                    tally.count(bound.atID, fixture: fixture.id, valid: true)
                }
            case (.reject, let rule?) where rule.rawValue == bound.rawValue:
                // A refused document's measure: the bytes, or the tree as far as it parses.
                if bound.measure(bytes: bytes, document: document) == limit + 1 {
                    tally.count(bound.pastID, fixture: fixture.id, valid: false)
                }
            default: break
            }
        }
    }
}
