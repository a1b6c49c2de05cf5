import JSONKit
import FlowUIReference
import Foundation
import Testing

/// Decoding helpers for the unit tests: documents written as JSON text.
enum Decoding {
    static func answer(_ text: String, profile: FlowUIProfile = .default) -> FlowUIAnswer {
        FlowUIDecoder(profile: profile).decode(Data(text.utf8))
    }

    /// The decoded page and its diagnostics; records an issue when the document is not a page.
    static func page(
        _ text: String, profile: FlowUIProfile = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (FlowPage, [FlowUIDiagnostic]) {
        guard case .decoded(.page(let page), let diagnostics) = answer(text, profile: profile) else {
            Issue.record("not decoded as a page: \(answer(text, profile: profile).json.canonicalText)",
                         sourceLocation: sourceLocation)
            throw DecodingProblem.notAPage
        }
        return (page, diagnostics)
    }

    /// A page with one section holding these widgets (JSON texts).
    static func section(_ widgets: String...) -> String {
        #"{"page":{"id":"p","sections":[{"id":"s","widgets":["# + widgets.joined(separator: ",") + "]}]}}"
    }

    /// The widgets of the first section.
    static func widgets(
        _ widgets: String..., profile: FlowUIProfile = .default
    ) throws -> ([FlowWidget], [FlowUIDiagnostic]) {
        let text = #"{"page":{"id":"p","sections":[{"id":"s","widgets":["# + widgets.joined(separator: ",") + "]}]}}"
        let (page, diagnostics) = try page(text, profile: profile)
        return (try #require(page.sections.first).widgets, diagnostics)
    }

    enum DecodingProblem: Error { case notAPage }
}

extension FlowUIDiagnostic {
    /// (kind, src): what the rule level grades.
    var graded: String { "\(kind.rawValue) \(src)" }
}
