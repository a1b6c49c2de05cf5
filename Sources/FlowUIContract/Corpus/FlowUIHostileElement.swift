import MurtiConformance
import MurtiProtocol

/// The `hostileElement` of a Flow-UI entry (docs/DECISIONS.md D83): the one element (a widget, a
/// section, a nav button, a payload-array element) whose bytes are hostile (invalid UTF-8, a
/// lone surrogate, a repeated member name). A decoder may refuse the page as `notJSON`, or
/// decode it and lose that element at most: everything outside it must be what `document` and
/// `diagnostics` state, which is the answer of a decoder dropping the element alone. Losing a
/// valid sibling is a wrong outcome.
package struct FlowUIHostileElement: Sendable, Equatable {
    /// The element's JSON Pointer in the input.
    package var src: String
    /// Whether `document` is a page or a sheet.
    package var kind: FlowUI.DocumentKind
    /// The page or sheet without the element, shaped as docs/CONTRACT.md §8 "Answer" says.
    package var document: JSONValue
    /// The graded diagnostics outside the element, in document order.
    package var diagnostics: [FlowUI.Diagnostic]

    /// Creates the member; see the properties.
    package init(src: String, kind: FlowUI.DocumentKind, document: JSONValue, diagnostics: [FlowUI.Diagnostic]) {
        self.src = src
        self.kind = kind
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The decoding of a decoder that drops the element alone.
    package var decoding: FlowUI.Decoding { .decoded(kind, document, diagnostics: diagnostics) }

    /// `true` when `pointer` is the element's or lies inside it.
    func contains(_ pointer: String) -> Bool {
        pointer.unicodeScalars.elementsEqual(src.unicodeScalars)
            || pointer.unicodeScalars.starts(with: (src + "/").unicodeScalars)
    }

    /// The member as expectations.json writes it: `{"src", "page"|"sheet", "diagnostics"}`.
    package var json: JSONValue {
        .object([
            "src": .string(src), JSONMemberName(kind.rawValue): document,
            "diagnostics": .array(diagnostics.map { $0.json(includeMessage: false) }),
        ])
    }
}
