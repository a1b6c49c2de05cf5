import MurtiConformance
import MurtiProtocol

extension AgreementReport {
    /// Output formats of `agreement --format`.
    package enum Format: String, Sendable, CaseIterable {
        /// Aligned text for people.
        case text
        /// One JSON object (`agreementVersion` 2, docs/AGREEMENT.md).
        case json
        /// Markdown, for pull-request comments: a table of groups, then each group.
        case markdown
    }

    /// The report in `format`, ending with a newline.
    package func rendered(as format: Format) -> String {
        switch format {
        case .text: renderedText()
        case .json: renderedJSON()
        case .markdown: renderedMarkdown()
        }
    }

    /// `agreement: 4 sides, 120 fixtures, 31 disagreements in 2 groups`.
    package var summary: String {
        let count = disagreements.count
        var text = "agreement: \(sides.count) sides, \(rows.count) fixtures, " + Self.plural(count, "disagreement")
        if count > 0 { text += " in " + Self.plural(groups.count, "group") }
        return text + (partial ? " (partial run)" : "")
    }

    /// `2 disagreements: 1 verdict difference (accept vs reject), 1 keyword/location
    /// difference (same verdict), 0 without a verdict`: what kind of work each one is.
    package var breakdown: String {
        let count = disagreements.count
        guard count > 0 else { return "no disagreements" + (partial ? " (partial run)" : "") }
        return "\(Self.plural(count, "disagreement")): "
            + "\(Self.plural(verdictDisagreements.count, "verdict difference")) (accept vs reject), "
            + "\(Self.plural(keywordOrLocationDisagreements.count, "keyword/location difference")) (same verdict, another keyword or instance location), "
            + "\(noVerdictDisagreements.count) without a verdict (error, crash, timeout)"
            + (noVerdictBesideDeviation.isEmpty ? "" : "; besides, \(Self.plural(noVerdictBesideDeviation.count, "fixture")) "
                + "counted above also \(noVerdictBesideDeviation.count == 1 ? "has" : "have") a side without a verdict (in a "
                + "no-verdict group of their own)")
    }

    /// Fixture ids a text or Markdown group lists before it says how many more there are.
    static let listedFixtures = 50
    /// Fixtures a text or Markdown group shows with every side's verdict.
    static let examples = 2

    /// `1 group`, `2 groups`.
    static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// Header lines naming the schema each side judges by.
    var schemaLines: [String] {
        var lines: [String] = []
        if let schemaFile { lines.append("schema given to the JSON Schema engines: \(schemaFile)") }
        if schemaIsForeign {
            lines.append("note: this is not the project's murti.schema.json; sides with a built-in schema still judge by the "
                + "project's, so disagreements may be differences between the two schemas")
        }
        return lines
    }

    /// `reference: schema-only, murti-swift-reference 1.0.0; judges by built-in: …`.
    func sideLabel(_ side: Side) -> String {
        var parts: [String] = []
        switch side.role {
        case .schemaEngine?: parts.append("schema-only")
        case .client?: parts.append("client, compared through its schema projection")
        case nil: parts.append("no start answer")
        }
        if let info = side.implementation {
            var text = "\(info.name) \(info.version)"
            if side.role == .client {
                text += " (layers \(info.layers.map(String.init).joined(separator: ", "))"
                text += info.capabilities.isEmpty ? "; no capabilities)" : "; capabilities \(info.capabilities.joined(separator: ", ")))"
            }
            parts.append(text)
        }
        switch side.schema {
        case .file(let path)?: parts.append("judges by \(path)")
        case .builtIn(let description)?: parts.append("judges by \(description)")
        case nil: parts.append("judges by its own rules")
        }
        return "\(side.name): " + parts.joined(separator: "; ")
    }

    /// `scripted: 11 unsupported (requires manifest, …: 11); 9 not comparable (…: 9)` per side
    /// that has fixtures counted apart.
    var apartLines: [String] {
        zip(sides, tallies).compactMap { side, tally in
            guard tally.unsupportedCount + tally.notComparableCount > 0 else { return nil }
            var parts: [String] = []
            if tally.unsupportedCount > 0 {
                parts.append("\(tally.unsupportedCount) unsupported ("
                    + tally.unsupported.map { "\($0.name): \($0.count)" }.joined(separator: "; ") + ")")
            }
            if tally.notComparableCount > 0 {
                parts.append("\(tally.notComparableCount) not comparable ("
                    + tally.notComparable.map { "\($0.name): \($0.count)" }.joined(separator: "; ") + ")")
            }
            return "\(side.name): " + parts.joined(separator: "; ")
        }
    }

    /// `verdict difference: scripted deviates (client); keyword additionalProperties`.
    func headline(_ group: DisagreementGroup) -> String {
        let signature = group.signature
        var text: String
        switch signature.kind {
        case .verdict: text = "verdict difference"
        case .keywordOrLocation: text = "keyword/location difference"
        case .noVerdict: text = "no verdict"
        }
        text += ", \(Self.plural(group.fixtures.count, "fixture")): "
        text += signature.deviating.map { name in
            let role = sides.first { $0.name == name }?.role
            return name + (role == .client ? " (client)" : role == .schemaEngine ? " (schema-only)" : "")
        }.joined(separator: ", ")
        switch signature.kind {
        case .verdict, .keywordOrLocation: text += signature.deviating.count == 1 ? " deviates" : " deviate"
        case .noVerdict: text += signature.deviating.count == 1 ? " gave no verdict" : " gave no verdict"
        }
        if let keyword = signature.keyword { text += "; " + Self.ruleName(keyword) }
        if let location = signature.schemaLocation { text += " at \(location)" }
        return text
    }

    /// `keyword maxLength`, or `rule decode.encoding (layer 1)`: a layer-1 rule is no schema keyword.
    static func ruleName(_ rule: RuleID) -> String {
        rule.isSchemaKeyword ? "keyword \(rule)" : "rule \(rule)" + (rule.layer.map { " (layer \($0))" } ?? "")
    }

    /// What the deviating sides do, for a group, against the fixtures' expectation (their
    /// `schema` verdict; never "the schema", which is the file a side judges by):
    /// `accepts what the expectation rejects (schema verdict reject, by maxLength)`, …
    func behaviour(_ group: DisagreementGroup, first: AgreementRow?) -> String? {
        guard let first else { return nil }
        let single = group.signature.deviating.count == 1
        let by = group.signature.keyword.map { ", by \(Self.ruleName($0))" } ?? ""
        switch group.signature.kind {
        case .verdict:
            return first.expected.outcome == .reject
                ? "\(single ? "accepts" : "accept") what the expectation rejects (schema verdict reject\(by))"
                : "\(single ? "rejects" : "reject") what the expectation accepts (schema verdict accept\(by))"
        case .keywordOrLocation:
            let verb = single ? "rejects" : "reject"
            if !first.differences.contains(.keyword) {
                return "\(verb) with the expectation's keyword, at another instance location than the expectation's"
            }
            let named = group.signature.keyword.map { " with \(Self.ruleName($0))" } ?? ""
            if first.expected.rejection?.layer == 1 {
                return "\(verb) as expected, but\(named) where the expectation rejects at layer 1 (any decode.* rule)"
            }
            let expected = first.expected.rejection?.keyword.map { " (\($0))" } ?? ""
            return "\(verb) as expected, but\(named) instead of the expectation's keyword\(expected)"
        case .noVerdict:
            return "\(single ? "gives" : "give") no verdict (an error answer, a skip, a crash or a timeout): "
                + "the stderr under each example says why"
        }
    }

    /// The row of fixture `id`.
    func row(_ id: String) -> AgreementRow? { rows.first { $0.id == id } }
}
