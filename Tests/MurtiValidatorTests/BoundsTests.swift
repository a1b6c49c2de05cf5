import Testing
@testable import MurtiValidator

/// The client bounds at and past each limit (seed: Bounds; docs/CONTRACT.md §1 Counting; docs/DECISIONS.md 9).
@Suite("Bounds")
struct BoundsTests {
    typealias D = TestDocuments

    /// A chain of `depth` nodes, each the only child of the previous; the root is depth 1.
    static func nested(depth: Int) -> String {
        var node = #"{"type":"text"}"#
        for _ in 1..<depth { node = #"{"type":"vstack","children":[\#(node)]}"# }
        return D.payload(root: node)
    }

    /// The pointer of the node at `depth` in ``nested(depth:)``.
    static func nestedPointer(depth: Int) -> String {
        "/screen/root" + String(repeating: "/children/0", count: depth - 1)
    }

    @Test("tree depth 32 is accepted, 33 is bounds.depth at the 33rd node")
    func depth() {
        #expect(D.validator.validate(D.bytes(Self.nested(depth: 32))) == Verdict(outcome: .accept))
        let verdict = D.validator.validate(D.bytes(Self.nested(depth: 33)))
        #expect(verdict.outcome == .reject)
        #expect(verdict.layer == 2)
        #expect(verdict.rule == "bounds.depth")
        #expect(verdict.path == Self.nestedPointer(depth: 33))
    }

    @Test("a depth fault is reported once, at the first node past the limit (seed: 40 levels)")
    func depthOnce() {
        let all = D.validator.violations(in: D.bytes(Self.nested(depth: 40)))
        #expect(all.map(\.rule) == ["bounds.depth"])
        #expect(all.map(\.path) == [Self.nestedPointer(depth: 33)])
        #expect(D.validator.schemaVerdict(D.bytes(Self.nested(depth: 40))) == Verdict(outcome: .accept))
    }

    /// A tree of exactly `count` nodes: a root whose children are groups of one `card` and up
    /// to 255 `text` leaves, filled in pre-order.
    static func tree(nodes count: Int) -> String {
        var remaining = count - 1
        var groups: [String] = []
        while remaining > 0 {
            let leaves = min(255, remaining - 1)
            let children = Array(repeating: #"{"type":"text"}"#, count: leaves).joined(separator: ",")
            groups.append(#"{"type":"card","children":[\#(children)]}"#)
            remaining -= 1 + leaves
        }
        return D.payload(children: groups)
    }

    @Test("5000 nodes are accepted, 5001 is bounds.nodes at the 5001st node in pre-order")
    func nodeCount() {
        #expect(D.validator.validate(D.bytes(Self.tree(nodes: 5000))) == Verdict(outcome: .accept))
        let verdict = D.validator.validate(D.bytes(Self.tree(nodes: 5001)))
        #expect(verdict.rule == "bounds.nodes")
        // Pre-order: root 1; group g is node 2 + 256g; its leaf j is node 3 + 256g + j.
        // 5001 = 3 + 256·19 + 134.
        #expect(verdict.path == "/screen/root/children/19/children/134")
    }

    @Test("the seed's 8000-node payload is refused once")
    func seedEightThousand() {
        let all = D.validator.violations(in: D.bytes(Self.tree(nodes: 8000)))
        #expect(all.map(\.rule) == ["bounds.nodes"])
    }

    @Test("profile bounds are honoured: maxNodes 3 refuses the 4th node")
    func smallNodeLimit() {
        var profile = D.profile
        profile.bounds.maxNodes = 3
        let children = Array(repeating: #"{"type":"text"}"#, count: 3)
        let verdict = Validator(profile: profile).validate(D.bytes(D.payload(children: children)))
        #expect(verdict.rule == "bounds.nodes")
        #expect(verdict.path == "/screen/root/children/2")
    }

    /// A node action with `length` chained steps through `member`.
    static func chain(length: Int, through member: String = "onSuccess") -> String {
        var action = #"{"type":"refresh"}"#
        for _ in 1..<length { action = #"{"type":"dismiss","\#(member)":\#(action)}"# }
        return D.payload(action: action)
    }

    @Test("chain depth 4 is accepted, 5 is bounds.chain at the 5th action", arguments: ["onSuccess", "onError"])
    func chainDepth(_ member: String) {
        #expect(D.validator.validate(D.bytes(Self.chain(length: 4, through: member))) == Verdict(outcome: .accept))
        let verdict = D.validator.validate(D.bytes(Self.chain(length: 5, through: member)))
        #expect(verdict.rule == "bounds.chain")
        #expect(verdict.path == "/screen/root/action" + String(repeating: "/\(member)", count: 4))
    }

    @Test("the seed's 6-deep onSuccess chain is refused once")
    func seedSixDeep() {
        let all = D.validator.violations(in: D.bytes(Self.chain(length: 7)))
        #expect(all.map(\.rule) == ["bounds.chain"])
    }

    @Test("chain depth counts onSuccess and onError steps alike; the first in document order wins")
    func mixedChain() {
        let deep = #"{"type":"dismiss","onError":{"type":"dismiss","onSuccess":{"type":"refresh"}}}"#
        let action = #"{"type":"dismiss","onSuccess":{"type":"dismiss","onSuccess":{"type":"refresh"}},"onError":{"type":"dismiss","onError":\#(deep)}}"#
        var profile = D.profile
        profile.bounds.maxChainDepth = 3
        let verdict = Validator(profile: profile).validate(D.bytes(D.payload(action: action)))
        #expect(verdict.rule == "bounds.chain")
        #expect(verdict.path == "/screen/root/action/onError/onError/onError")
    }

    @Test("both chains past the limit: onSuccess before onError, whatever the text order (docs/CONTRACT.md §1)")
    func chainSuccessBeforeError() {
        let five = { (member: String) in
            (1..<5).reduce(#"{"type":"refresh"}"#) { inner, _ in #"{"type":"dismiss","\#(member)":\#(inner)}"# }
        }
        let errorFirst = #"{"type":"dismiss","onError":\#(five("onError")),"onSuccess":\#(five("onSuccess"))}"#
        let verdict = D.validator.validate(D.bytes(D.payload(action: errorFirst)))
        #expect(verdict.rule == "bounds.chain")
        #expect(verdict.path == "/screen/root/action" + String(repeating: "/onSuccess", count: 4))
    }

    @Test("chain depth restarts at each node's own action")
    func chainPerNode() {
        let step = #"{"type":"dismiss","onSuccess":{"type":"dismiss","onSuccess":{"type":"dismiss","onSuccess":{"type":"refresh"}}}}"#
        let child = #"{"type":"button","action":\#(step)}"#
        let root = #"{"type":"card","action":\#(step),"children":[\#(child)]}"#
        #expect(D.validator.validate(D.bytes(D.payload(root: root))) == Verdict(outcome: .accept))
    }

    @Test("two bounds at one node: depth before nodes; schema faults before any bound")
    func boundsOrder() {
        var profile = D.profile
        profile.bounds.maxDepth = 2
        profile.bounds.maxNodes = 2
        let validator = Validator(profile: profile)
        let all = validator.violations(in: D.bytes(Self.nested(depth: 3)))
        #expect(all.map(\.rule) == ["bounds.depth", "bounds.nodes"])
        #expect(all.map(\.path) == [Self.nestedPointer(depth: 3), Self.nestedPointer(depth: 3)])
        let late = #"{"type":"vstack","children":[{"type":"vstack","children":[{"type":"text"}]}],"id":5}"#
        let verdict = validator.validate(D.bytes(D.payload(root: late)))
        #expect(verdict.rule == "type")
        #expect(verdict.path == "/screen/root/id")
    }

    @Test("bounds come before layer 3")
    func boundsBeforeSemantics() {
        let root = #"{"type":"button","action":{"type":"navigate","screen":"ghostScreen"},"children":[{"type":"text"}]}"#
        var profile = D.profile
        profile.bounds.maxNodes = 1
        let verdict = Validator(profile: profile).validate(D.bytes(D.payload(root: root)))
        #expect(verdict.rule == "bounds.nodes")
    }
}
