import Foundation
import MurtiConformance
import MurtiProtocol

/// What a conforming Flow-UI implementation must answer for one fixture: an entry of a Flow-UI
/// corpus's expectations.json (docs/CONTRACT.md §8 "Expectation", docs/FLOW-UI.md "The
/// expectation format"). It holds what a conforming answer holds, without `message`, and the
/// fixture's words for people.
package struct FlowUIExpectation: Sendable, Equatable {
    /// The expected decoding: the page or sheet with its diagnostics in document order, or the
    /// reason for a rejection.
    package var decoding: FlowUI.Decoding
    /// The name of the profile under `profiles` the fixture is decoded under; absent: `default`.
    package var profile: String?
    /// `true` for documents that are not strict RFC 8259 / UTF-8 JSON (docs/CONTRACT.md §8
    /// rule 4): reported, never counted.
    package var informational: Bool?
    /// What the fixture shows, for people.
    package var description: String
    /// Where the expectation comes from (docs/FLOW-UI.md "Adding a fixture" lists the forms); its
    /// first citation says what it rests on (``basis``).
    package var source: String?
    /// The promise the fixture's fault puts at stake, which `lint` checks its expected skeleton
    /// and diagnostics can break (docs/DECISIONS.md D81).
    package var promise: FlowUIPromise?
    /// `true` for a fixture that holds more than one fault on purpose (docs/DECISIONS.md D80);
    /// ``combinationReason`` says why.
    package var combination: Bool?
    /// Why a ``combination`` fixture combines its faults.
    package var combinationReason: String?
    /// The one element whose bytes are hostile, for a fixture graded by docs/DECISIONS.md D83.
    package var hostileElement: FlowUIHostileElement?
    /// The registry of the profile it names, as read with the corpus (the starter registry when
    /// the corpus is not at hand, as in a report): which widgets nest others, whose skeleton the
    /// `rule` level grades too.
    var registry = FlowUI.Profile.starters

    /// Creates an expectation; see the properties.
    package init(
        decoding: FlowUI.Decoding, profile: String? = nil, informational: Bool? = nil, description: String,
        source: String? = nil
    ) {
        self.decoding = decoding
        self.profile = profile
        self.informational = informational
        self.description = description
        self.source = source
    }

    /// The profile name the fixture is decoded under: `profile`, or `default`.
    package var profileName: String { profile ?? "default" }

    /// The members an entry may have (docs/FLOW-UI.md "The expectation format").
    static let knownMembers: Set<String> = [
        "outcome", "page", "sheet", "diagnostics", "reason", "description", "source", "profile", "informational",
        "promise", "combination", "combinationReason", "hostileElement",
    ]

    /// The entry as expectations.json writes it: the decoding's members (diagnostics without
    /// `message`), then the fixture's own.
    package var entryJSON: JSONValue {
        guard case .object(var members) = decoding.json(includeMessages: false) else { return .null }
        members["description"] = .string(description)
        if let source { members["source"] = .string(source) }
        if let profile { members["profile"] = .string(profile) }
        if let informational { members["informational"] = .bool(informational) }
        if let promise { members["promise"] = .string(promise.rawValue) }
        if let combination { members["combination"] = .bool(combination) }
        if let combinationReason { members["combinationReason"] = .string(combinationReason) }
        if let hostileElement { members["hostileElement"] = hostileElement.json }
        return .object(members)
    }

    /// What the expectation rests on, by the first citation of ``source``; `nil` when there is
    /// none of the forms `lint` accepts (docs/DECISIONS.md D82).
    package var basis: SourceBasis? { source.flatMap(SourceBasis.ofFlowUI) }
}

extension FlowUIExpectation {
    /// The rule the fixture's `source` cites first, without its quoted words: `SCHEMA.md: Atoms`
    /// for `SCHEMA.md: Atoms (ColorData "#4F8CFF"); …`; `no source` when it has none. Reports
    /// roll results up by it, as Murti's by rule id.
    package var citedRule: String {
        guard let source, let first = source.split(separator: ";").first else { return "no source" }
        var rule = first.trimmingCharacters(in: .whitespaces)
        if let quote = rule.firstIndex(of: "(") { rule = String(rule[..<quote]).trimmingCharacters(in: .whitespaces) }
        return rule.isEmpty ? "no source" : rule
    }
}
