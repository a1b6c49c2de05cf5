import Foundation
import JSONKit

/// The `validate` request: one fixture's exact bytes and the profile it is judged under
/// (docs/CONTRACT.md §3; docs/protocol.schema.json `validateRequest`).
public struct ValidateRequest: Sendable, Equatable {
    /// Unique within a run; the answer must echo it.
    public var seq: Int
    /// The fixture id (its path relative to the corpus folder).
    public var id: String
    /// The fixture's contract; on the wire only when not Murti (`"contract":"flow-ui"`).
    public var contract: ContractKind
    /// The fixture's exact bytes (base64 on the wire). For a manifest sequence, the sequence
    /// file's own bytes.
    public var document: Data
    /// The profile object from the corpus's expectations.json (docs/CONTRACT.md §2, §8), as
    /// written. ``MurtiProfile/init(_:)`` reads a Murti profile into typed bounds and registries.
    public var profile: JSONValue
    /// `nil` for a single document; ``RequestKind/manifestSequence`` for docs/CONTRACT.md §6
    /// manifest fixtures.
    public var kind: RequestKind?
    /// The ordered documents of a manifest sequence (base64 on the wire).
    public var documents: [Data]?

    /// Creates a validate request.
    public init(
        seq: Int, id: String, contract: ContractKind = .murti, document: Data, profile: JSONValue,
        kind: RequestKind? = nil, documents: [Data]? = nil
    ) {
        self.seq = seq
        self.id = id
        self.contract = contract
        self.document = document
        self.profile = profile
        self.kind = kind
        self.documents = documents
    }
}
