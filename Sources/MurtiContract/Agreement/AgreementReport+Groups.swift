import MurtiConformance
import MurtiProtocol

extension AgreementReport {
    /// The disagreements grouped by signature: verdict differences first, then keyword/location
    /// differences, then missing verdicts; larger groups first within a kind.
    package var groups: [DisagreementGroup] {
        var order: [DisagreementSignature] = []
        var members: [DisagreementSignature: [(row: AgreementRow, location: String?)]] = [:]
        for row in disagreements {
            for (signature, location) in signatures(of: row) {
                if members[signature] == nil { order.append(signature) }
                members[signature, default: []].append((row, location))
            }
        }
        let groups = order.map { signature in
            let rows = members[signature, default: []]
            return DisagreementGroup(
                signature: signature, fixtures: rows.map(\.row.id), cause: GroupCause.of(signature),
                lookAt: lookAt(signature, first: rows.first?.row),
                schemaLocations: Tally.count(rows.compactMap(\.location)),
                expectedKeywords: Tally.count(rows.map { Self.expectedKeyword($0.row.expected) }),
                instanceLocations: Tally.count(rows.compactMap { instanceLocation(of: $0.row) }))
        }
        let kinds = DisagreementSignature.Kind.allCases
        return groups.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            let kindA = kinds.firstIndex(of: a.signature.kind) ?? 0
            let kindB = kinds.firstIndex(of: b.signature.kind) ?? 0
            if kindA != kindB { return kindA < kindB }
            if a.fixtures.count != b.fixtures.count { return a.fixtures.count > b.fixtures.count }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// A row's signatures: its most severe difference's, and, when some side gave no verdict
    /// beside another's deviation, a no-verdict signature of those sides, so that a crash is
    /// never hidden inside another side's group (docs/DECISIONS.md 49).
    func signatures(of row: AgreementRow) -> [(DisagreementSignature, String?)] {
        let primary = signature(of: row)
        guard primary.0.kind != .noVerdict, row.differences.contains(.noVerdict) else { return [primary] }
        let missing = row.sides { if case .noVerdict = $0 { true } else { false } }
        let extra = DisagreementSignature(kind: .noVerdict, deviating: missing.map { sides[$0].name }, keyword: nil, schemaLocation: nil)
        return [primary, (extra, nil)]
    }

    /// A row's signature by its most severe difference, and the schema location the engines
    /// report for it (kept for the group's breakdown even where the signature leaves it out).
    func signature(of row: AgreementRow) -> (DisagreementSignature, String?) {
        let kind: DisagreementSignature.Kind
        let deviating: [Int]
        if row.differences.contains(.verdict) {
            kind = .verdict
            deviating = row.sides { $0.deviation == .verdict }
        } else if row.differences.contains(.keyword) || row.differences.contains(.location) {
            kind = .keywordOrLocation
            deviating = row.sides { $0.deviation == .keyword || $0.deviation == .location }
        } else {
            kind = .noVerdict
            deviating = row.sides { if case .noVerdict = $0 { true } else { false } }
        }
        let rejections = row.verdicts.map { verdict -> SchemaView? in
            guard let view = verdict.judged?.schema, view.outcome == .reject else { return nil }
            return view
        }
        func isEngine(_ index: Int) -> Bool { index < sides.count && sides[index].role == .schemaEngine }
        let holding = row.sides { $0 == .agrees }.filter { rejections[$0] != nil }
        var keyword: RuleID?
        var location: String?
        switch kind {
        case .verdict:
            keyword = holding.lazy.compactMap { rejections[$0]?.rule }.first
                ?? row.expected.rejection?.keyword
                ?? deviating.lazy.compactMap { rejections[$0]?.rule }.first
            location = (holding + deviating).lazy.filter(isEngine).compactMap { rejections[$0]?.schemaLocation }.first
        case .keywordOrLocation:
            keyword = deviating.lazy.compactMap { rejections[$0]?.rule }.first
            location = deviating.lazy.filter(isEngine).compactMap { rejections[$0]?.schemaLocation }.first
        case .noVerdict:
            break
        }
        let onlyClients = deviating.allSatisfy { $0 < sides.count && sides[$0].role == .client }
        let signature = DisagreementSignature(
            kind: kind, deviating: deviating.map { sides[$0].name }, keyword: keyword,
            schemaLocation: onlyClients ? nil : location)
        return (signature, location)
    }

    /// Where to look for `signature`'s cause; `first` is one of its rows.
    func lookAt(_ signature: DisagreementSignature, first: AgreementRow?) -> [LookAt] {
        if signature.kind == .noVerdict { return [.diagnostics(sides: signature.deviating)] }
        let compared = first.map { row in row.sides { $0.isCompared }.map { sides[$0].name } } ?? []
        if compared.count > 1, Set(compared) == Set(signature.deviating) { return [.expectation] }
        var places: [LookAt] = []
        for name in signature.deviating {
            guard let side = sides.first(where: { $0.name == name }) else { continue }
            let place: LookAt
            switch (side.role, side.schema) {
            case (.client?, _):
                place = .client(side: name)
            case (_, .file(let path)?):
                place = .schemaFile(path: path, schemaLocation: signature.schemaLocation)
            case (_, .builtIn(let description)?):
                place = .builtInRules(side: name, description: description)
            case (_, nil):
                place = .sideSchema(side: name, schemaLocation: signature.schemaLocation)
            }
            if !places.contains(place) { places.append(place) }
        }
        return places
    }

    /// The instance location of the rejection at issue in `row`: the expected one, else the
    /// first deviating side's.
    func instanceLocation(of row: AgreementRow) -> String? {
        if let path = row.expected.rejection?.path { return path }
        return row.sides { $0.isDisagreeing }.lazy.compactMap { row.verdicts[$0].judged?.schema.path }.first
    }

    /// What a row's expectation states of the rejection: its keyword, `layer 1`, or the verdict.
    static func expectedKeyword(_ expected: ExpectedSchemaView) -> String {
        guard let rejection = expected.rejection else { return expected.outcome.rawValue }
        return rejection.keyword?.rawValue ?? "layer \(rejection.layer)"
    }
}
