import MurtiConformance
import MurtiProtocol

/// One cause behind a whole class of keyword/location differences, recognised so that the
/// class is one explained group instead of hundreds of rows (docs/CONTRACT.md §5 v1.1).
package enum GroupCause: Sendable, Equatable {
    /// The engines report a combinator (`oneOf`, `anyOf`) instead of the keyword that failed
    /// inside one of its branches: no branch matched, so the combinator itself is the error,
    /// at the instance it applies to. `atRoot` when the combinator is the schema's top level.
    case combinatorHidesKeyword(keyword: RuleID, schemaLocation: String?, atRoot: Bool)

    /// Keywords that fail as a whole when every branch fails.
    static let combinators: Set<RuleID> = [.oneOf, .anyOf]

    /// The cause behind `signature`, when one is known.
    static func of(_ signature: DisagreementSignature) -> GroupCause? {
        guard signature.kind == .keywordOrLocation, let keyword = signature.keyword, combinators.contains(keyword) else {
            return nil
        }
        return .combinatorHidesKeyword(
            keyword: keyword, schemaLocation: signature.schemaLocation, atRoot: signature.schemaLocation == "#/" + keyword.rawValue)
    }

    /// The explanation for people, ending with the fix.
    package var explanation: String {
        switch self {
        case .combinatorHidesKeyword(let keyword, let location, let atRoot):
            if atRoot {
                return "the schema's root is a bare \(keyword) (\(location ?? "#/" + keyword.rawValue)): when a document matches no "
                    + "branch, the engines report `\(keyword)` at \"\" instead of the keyword that failed inside the branch. "
                    + "Choose the branch with a discriminating if/then/else (on the presence of `signature`, as this "
                    + "project's murti.schema.json does) and every failure gets its own keyword and location."
            }
            return "`\(keyword)`\(location.map { " at \($0)" } ?? ""): when a value matches none of its branches, the "
                + "engines report `\(keyword)` at that value instead of the keyword that failed inside a branch. "
                + "Discriminate between the branches (if/then/else, or keywords that apply to one type only) so the "
                + "failing keyword is reported."
        }
    }
}
