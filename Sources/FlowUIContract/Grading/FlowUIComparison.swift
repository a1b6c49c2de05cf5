import MurtiConformance
import MurtiProtocol

/// Compares a Flow-UI answer with its expectation at the `verdict` and `rule` levels
/// (docs/CONTRACT.md §8 "Grading levels"): the outcome and reason, then the skeleton
/// (``FlowUISkeleton``) and the graded diagnostics (``GradedDiagnostics``).
enum FlowUIComparison {
    /// Every difference, verdict-level ones alone when there are any. `registry` is the
    /// fixture's profile's (which widgets nest others); `expected` is read already, so only
    /// the answer can fail to have the contract's shape.
    static func differences(
        expected: FlowUI.Decoding, got: FlowUI.Decoding, registry: FlowUI.Profile
    ) -> [FlowUIDifference] {
        switch (expected, got) {
        case (.rejected(let want), .rejected(let have)):
            return want == have ? [] : [.reason(expected: want, got: have)]
        case (.rejected, .decoded):
            return [.outcome(expected: .rejected, got: .decoded, gotReason: nil)]
        case (.decoded, .rejected(let reason)):
            return [.outcome(expected: .decoded, got: .rejected, gotReason: reason)]
        case (.decoded(let wantKind, let wantDocument, let wantDiagnostics), .decoded(let haveKind, let haveDocument, let haveDiagnostics)):
            guard wantKind == haveKind else { return [.documentKind(expected: wantKind, got: haveKind)] }
            let diagnostics = GradedDiagnostics(expected: wantDiagnostics)
                .differences(expected: wantDiagnostics, got: haveDiagnostics)
            let want: FlowUISkeleton
            do { want = try FlowUISkeleton(wantDocument, kind: wantKind, registry: registry) } catch {
                return [.answerShape("the expectation: \(error)")]
            }
            do {
                let have = try FlowUISkeleton(haveDocument, kind: haveKind, registry: registry)
                return skeleton(want, have) + diagnostics
            } catch {
                return [.answerShape("/\(haveKind.rawValue)\(error.pointer): \(error.problem)")] + diagnostics
            }
        }
    }

    /// The skeleton differences: strips, sections by `src`, widgets by `src`, then order.
    static func skeleton(_ want: FlowUISkeleton, _ have: FlowUISkeleton) -> [FlowUIDifference] {
        var differences: [FlowUIDifference] = []
        for (name, expected, got) in [("header", want.header != nil, have.header != nil), ("footer", want.footer != nil, have.footer != nil)]
        where expected != got {
            differences.append(.strip(name: name, expected: expected))
        }
        let haveSections = index(have.sections.map { ($0.src, $0) })
        let wantSections = index(want.sections.map { ($0.src, $0) })
        for section in want.sections {
            guard let kept = haveSections[key(section.src)] else {
                differences.append(.sectionMissing(src: section.src))
                continue
            }
            if !sameScalars(section.id, kept.id) { differences.append(.sectionID(src: section.src, expected: section.id, got: kept.id)) }
        }
        for section in have.sections where wantSections[key(section.src)] == nil {
            differences.append(.sectionUnexpected(src: section.src))
        }
        let wantWidgets = want.placedWidgets
        let haveWidgets = have.placedWidgets
        let havePlaced = index(haveWidgets.map { ($0.widget.src, $0) })
        let wantPlaced = index(wantWidgets.map { ($0.widget.src, $0) })
        // A widget of a section that is missing is told by the section alone.
        let missingSections = want.sections.map(\.src).filter { haveSections[key($0)] == nil }
        for (place, widget) in wantWidgets {
            guard let (gotPlace, kept) = havePlaced[key(widget.src)] else {
                if !missingSections.contains(where: { place.hasPrefix($0 + "/") }) {
                    differences.append(.widgetMissing(src: widget.src, content: widget.content))
                }
                continue
            }
            if !sameScalars(place, gotPlace) { differences.append(.widgetMoved(src: widget.src, expected: place, got: gotPlace)) }
            if !sameScalars(widget.type, kept.type) { differences.append(.widgetType(src: widget.src, expected: widget.type, got: kept.type)) }
            if widget.content != kept.content {
                differences.append(.widgetContent(src: widget.src, expected: widget.content, got: kept.content))
            }
            if !sameScalars(widget.id, kept.id) { differences.append(.widgetID(src: widget.src, expected: widget.id, got: kept.id)) }
        }
        for (_, widget) in haveWidgets where wantPlaced[key(widget.src)] == nil {
            differences.append(.widgetUnexpected(src: widget.src, content: widget.content))
        }
        guard differences.isEmpty else { return differences }
        if !want.sections.map(\.src).elementsEqual(have.sections.map(\.src), by: { sameScalars($0, $1) }) {
            return [.order(place: "sections")]
        }
        if !wantWidgets.map(\.widget.src).elementsEqual(haveWidgets.map(\.widget.src), by: { sameScalars($0, $1) }) {
            return [.order(place: "widgets")]
        }
        return []
    }

    /// A pointer as a key compared code point by code point.
    static func key(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// `items` by the code points of their key; of a repeated key the first counts.
    static func index<T>(_ items: [(String, T)]) -> [[UInt32]: T] {
        var result: [[UInt32]: T] = [:]
        for (name, item) in items where result[key(name)] == nil { result[key(name)] = item }
        return result
    }

    /// Why `expected` cannot be graded against: a decoded page or sheet of the corpus that is not
    /// of docs/CONTRACT.md §8's shape under `registry` (a fault of the corpus, which `lint`
    /// reports, never of the answer); `nil` when it can.
    static func expectationFault(_ expected: FlowUI.Decoding, registry: FlowUI.Profile) -> String? {
        guard case .decoded(let kind, let document, _) = expected else { return nil }
        do throws(FlowUISkeleton.ShapeFault) { _ = try FlowUISkeleton(document, kind: kind, registry: registry) } catch {
            return "/\(kind.rawValue)\(error.pointer): \(error.problem)"
        }
        return nil
    }
}
