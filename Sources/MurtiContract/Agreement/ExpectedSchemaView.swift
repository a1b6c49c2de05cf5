import MurtiConformance
import MurtiProtocol

/// What a fixture's expectation asks of every side of an agreement run (docs/CONTRACT.md §2, §5 v1.1):
/// its `schema` verdict, the keyword and instance location of that rejection where the entry
/// states them, and whether a client's schema projection can show that verdict at all.
package struct ExpectedSchemaView: Sendable, Equatable {
    /// A rejection every side must give: a layer-1 rejection (any `decode.*` rule, as two
    /// decoders may name one fault differently) or a layer-2 keyword at an instance location.
    package struct Rejection: Sendable, Equatable, Hashable {
        /// 1 or 2.
        package var layer: Int
        /// The schema keyword (layer 2); `nil` at layer 1.
        package var keyword: RuleID?
        /// The instance location (layer 2); `nil` at layer 1 or when the entry writes none.
        package var path: String?
    }

    /// The fixture's `schema` verdict (``Expectation/effectiveSchemaVerdict``).
    package var outcome: Outcome
    /// The rejection's keyword and location when the entry states them: a `decode.*` or
    /// schema-keyword rejection whose `schema` follows from the rest, or the first
    /// schema-keyword warning of an accept (the failure the policy downgraded is what the schema
    /// reports). Otherwise an entry that writes `schema` out states only the verdict: its rule
    /// and path are the client's, which need not be what the schema reports first (docs/AGREEMENT.md).
    package var rejection: Rejection?
    /// Why a client's answer cannot be compared on this fixture, or `nil`: a manifest
    /// sequence, or an expectation whose own schema projection is not the schema verdict (a
    /// wrong major that stops before the shape, a fault inside an envelope's payload, which
    /// the schema sees as one base64 string).
    package var clientsCannotShow: ApartReason?

    /// The view of `expectation`.
    package init(_ expectation: Expectation) {
        outcome = expectation.effectiveSchemaVerdict
        guard let answer = AnsweredVerdict(expectation: expectation) else {
            clientsCannotShow = .manifestSequence
            return
        }
        let (view, basis) = SchemaView.projecting(client: answer)
        if view.outcome != outcome { clientsCannotShow = .hiddenVerdict(basis: basis, schema: outcome) }
        if expectation.schema == nil || basis == .downgradedWarning, outcome == .reject, view.outcome == .reject,
            let layer = view.layer
        {
            rejection = Rejection(layer: layer, keyword: layer == 2 ? view.rule : nil, path: layer == 2 ? view.path : nil)
        }
    }

    /// The view of a fixture's expectation: a Murti one's; another contract's fixture has no
    /// schema verdict, and no side is compared on it.
    package init(_ expectation: FixtureExpectation) {
        if let murti = expectation.murti {
            self.init(murti)
        } else {
            self.init(outcome: .accept, clientsCannotShow: .contract(expectation.contract))
        }
    }

    /// Creates a view from its parts (tests, other corpora).
    package init(outcome: Outcome, rejection: Rejection? = nil, clientsCannotShow: ApartReason? = nil) {
        self.outcome = outcome
        self.rejection = rejection
        self.clientsCannotShow = clientsCannotShow
    }

    /// `reject`, `reject additionalProperties "/screen/root"`, `reject at layer 1`.
    package var summary: String {
        guard outcome == .reject, let rejection else { return outcome.rawValue }
        guard let keyword = rejection.keyword else { return "reject at layer \(rejection.layer)" }
        return "reject \(keyword)" + (rejection.path.map { " " + AnsweredVerdict.quoted($0) } ?? "")
    }
}
