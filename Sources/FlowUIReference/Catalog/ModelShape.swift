/// One model of the starter library (docs/FLOW-UI.md "The starter models"): an atom, a piece of
/// widget chrome, or a widget's payload, with the bare form it accepts and its members.
package struct ModelShape: Sendable, Equatable {
    /// What a value that is not an object may stand for (docs/FLOW-UI.md Decision 23).
    package enum BareForm: Sendable, Equatable {
        /// A bare string is this member (`"Hello"` is `{"text": "Hello"}`).
        case string(member: String)
        /// A bare number sets every member (a corner radius of `12`).
        case number
    }

    /// Where the model is read, which decides what a bad member does (docs/CONTRACT.md §8 rule 2).
    package enum Kind: Sendable, Equatable {
        /// An atom: inside data a fault travels up (Decision 11), outside it falls back (Decision 10).
        case atom
        /// Widget chrome, read outside data: a bad member falls back alone (Decision 10).
        case layout
        /// A widget's `data`: a fault makes the widget malformed, save in a lossy array's element.
        case payload
    }

    /// `TextData`, `WidgetLayout`, or the model name a profile binds (`title_block`).
    package let name: String
    /// Atom, chrome or payload.
    package let kind: Kind
    /// The bare form, if any.
    package let bareForm: BareForm?
    /// The model whose members this one has (`separator`'s data is a `SeparatorData`), or `nil`.
    package let sameAs: String?
    /// The members, in the order of docs/FLOW-UI.md.
    package let members: [ModelMember]

    /// A model named `name`.
    package init(_ name: String, _ kind: Kind, bareForm: BareForm? = nil, sameAs: String? = nil, _ members: [ModelMember]) {
        self.name = name
        self.kind = kind
        self.bareForm = bareForm
        self.sameAs = sameAs
        self.members = members
    }
}
