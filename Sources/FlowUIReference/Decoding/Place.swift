/// Where a value sits in the input: its JSON Pointer (what `src` says) and its position in
/// document order (each step's index among its parent's members or elements, as written), so
/// that diagnostics can be listed in document order (docs/FLOW-UI.md, Decision 20).
///
/// A place is a link to its parent's and one step, made in one allocation; the pointer and the
/// order are spelt out only when asked for (a kept section's or widget's `src`, a diagnostic),
/// not for every value read (docs/PERFORMANCE.md "Flow-UI").
struct Place: Sendable {
    /// One step below the parent.
    private final class Link: Sendable {
        let parent: Link?
        /// The member name, or `nil` for an array element.
        let name: String?
        /// The member's index among its object's members, or the element's index.
        let position: Int

        init(parent: Link?, name: String?, position: Int) {
            self.parent = parent
            self.name = name
            self.position = position
        }
    }

    private let link: Link?

    static let root = Place(link: nil)

    func member(_ name: String, at index: Int) -> Place {
        Place(link: Link(parent: link, name: name, position: index))
    }

    func element(_ index: Int) -> Place {
        Place(link: Link(parent: link, name: nil, position: index))
    }

    /// The RFC 6901 JSON Pointer.
    var pointer: String {
        var steps: [Link] = []
        var next = link
        while let step = next {
            steps.append(step)
            next = step.parent
        }
        var text = ""
        for step in steps.reversed() {
            text += "/"
            if let name = step.name { text += JSONPointer.escape(name) } else { text += String(step.position) }
        }
        return text
    }

    /// Each step's position, from the top.
    var order: [Int] {
        var positions: [Int] = []
        var next = link
        while let step = next {
            positions.append(step.position)
            next = step.parent
        }
        return positions.reversed()
    }
}
