import MurtiConformance
import MurtiProtocol

/// Compares a decoded answer with a fixture's hostile element (docs/DECISIONS.md D83): outside
/// the element, the answer must keep what the element's `page` (or `sheet`) keeps, at the `rule`
/// level (the skeleton and the graded diagnostics), and an element that is no section or widget
/// (a nav button, a payload-array element) must leave its siblings in their array. The element
/// itself may be kept in any form, contained or dropped, with or without a diagnostic. Any
/// difference is a lost sibling: a wrong outcome.
enum FlowUIHostileComparison {
    /// Every difference between `answer` (decoded as `kind`, with `diagnostics`) and `hostile`.
    static func differences(
        _ hostile: FlowUIHostileElement, kind: FlowUI.DocumentKind, answer: JSONValue, diagnostics: [FlowUI.Diagnostic],
        registry: FlowUI.Profile
    ) -> [FlowUIDifference] {
        guard kind == hostile.kind else { return [.documentKind(expected: hostile.kind, got: kind)] }
        let outside = diagnostics.filter { !hostile.contains($0.src) }
        let graded = GradedDiagnostics(expected: hostile.diagnostics).differences(expected: hostile.diagnostics, got: outside)
        let want: FlowUISkeleton
        do { want = try FlowUISkeleton(hostile.document, kind: kind, registry: registry) } catch {
            return [.answerShape("the expectation's hostile element: \(error)")]
        }
        let have: FlowUISkeleton
        do { have = try FlowUISkeleton(answer, kind: kind, registry: registry) } catch {
            return [.answerShape("/\(kind.rawValue)\(error.pointer): \(error.problem)")] + graded
        }
        let skeleton = FlowUIComparison.skeleton(want.without(hostile.contains), have.without(hostile.contains))
        return skeleton + siblings(hostile, want: want, have: have, answer: answer) + graded
    }

    /// For an element that is neither a section nor a widget: its siblings, in their array, kept
    /// in order (one element more, the hostile one kept, is allowed).
    static func siblings(
        _ hostile: FlowUIHostileElement, want: FlowUISkeleton, have: FlowUISkeleton, answer: JSONValue
    ) -> [FlowUIDifference] {
        var tokens = hostile.src.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard tokens.count > 2, Int(tokens.removeLast()) != nil else { return [] }
        let parent = tokens.joined(separator: "/")
        if ["widgets", "items", "sections"].contains(tokens.last ?? "") { return [] }
        guard let expected = locate(parent, in: want, document: hostile.document),
            case .array(let kept)? = FlowUIFaults.resolve(expected, in: hostile.document) else { return [] }
        let found: [JSONValue]
        if let place = locate(parent, in: have, document: answer), case .array(let items)? = FlowUIFaults.resolve(place, in: answer) {
            found = items
        } else {
            found = []
        }
        var remaining = kept[...]
        for item in found where remaining.first.map({ $0.canonicalBytes == item.canonicalBytes }) == true {
            remaining.removeFirst()
        }
        guard !remaining.isEmpty || found.count > kept.count + 1 else { return [] }
        return [.siblingsLost(array: parent, expected: kept.count, kept: kept.count - remaining.count)]
    }

    /// Where the array at input pointer `parent` is written in `document` (a page or sheet
    /// object): below the nearest widget that holds it, found by its `src`, or at the same path
    /// below the document's root.
    static func locate(_ parent: String, in skeleton: FlowUISkeleton, document: JSONValue) -> String? {
        let holder = skeleton.placedWidgets.map(\.widget).filter { FlowUIPromise.below(parent, $0.src) != nil }
            .max { $0.src.unicodeScalars.count < $1.src.unicodeScalars.count }
        if let holder, let rest = FlowUIPromise.below(parent, holder.src) { return holder.at + rest }
        let root = "/" + skeleton.kind.rawValue
        return FlowUIPromise.below(parent, root)
    }
}
