import Foundation
import MurtiProtocol

extension Corpus {
    /// The `validate` requests for `fixtures`, in order (docs/CONTRACT.md §3): `seq` is the index + 1,
    /// `document` the file's exact bytes, `profile` the fixture's profile object from
    /// `expectations.json`. A manifest sequence fixture
    /// (``ContractExpectation/isManifestSequence``, docs/CONTRACT.md §6) also gets `kind: "manifestSequence"` and `documents`, read from its file
    /// (``manifestDocuments(_:of:)``).
    ///
    /// Throws ``CorpusError/unknownProfile(fixture:profile:known:)`` naming the first fixture
    /// whose profile is not defined, a file error from ``Fixture/bytes()``, or
    /// ``CorpusError/invalidValue(file:pointer:problem:fix:)`` for a malformed sequence file.
    package func requests(for fixtures: [Fixture]) throws(CorpusError) -> [ValidateRequest] {
        var requests: [ValidateRequest] = []
        requests.reserveCapacity(fixtures.count)
        for (index, fixture) in fixtures.enumerated() {
            let name = fixture.expectation.profileName
            guard let profile = file.profiles[name] else {
                throw .unknownProfile(
                    fixture: fixture.id, profile: name, known: file.profiles.keys.sorted(by: ScalarOrder.precedes))
            }
            var request = ValidateRequest(seq: index + 1, id: fixture.id, document: try fixture.bytes(), profile: profile)
            if fixture.expectation.contractExpectation.isManifestSequence {
                request.kind = .manifestSequence
                request.documents = try Self.manifestDocuments(request.document, of: fixture.id)
            }
            requests.append(try request.fittingOneLine())
        }
        return requests
    }

    /// The manifests of a sequence fixture file: `{"kind": "manifestSequence", "documents":
    /// ["<base64 of one envelope's exact bytes>", …]}` (docs/ENVELOPE.md "Manifest sequence
    /// fixtures"; the same members as the protocol request, docs/PROTOCOL.md "Extensions").
    static func manifestDocuments(_ bytes: Data, of id: String) throws(CorpusError) -> [Data] {
        let fix = "write {\"kind\": \"manifestSequence\", \"documents\": [\"<base64>\", …]} (docs/ENVELOPE.md)"
        guard case .object(let members)? = try? StrictJSON.parse(bytes, file: id),
            members["kind"] == .string("manifestSequence"), case .array(let items)? = members["documents"], !items.isEmpty
        else { throw .invalidValue(file: id, pointer: "", problem: "not a manifest sequence file", fix: fix) }
        var documents: [Data] = []
        for (position, item) in items.enumerated() {
            guard case .string(let text) = item, let data = Data(base64Encoded: text) else {
                throw .invalidValue(file: id, pointer: "/documents/\(position)", problem: "not a base64 string", fix: fix)
            }
            documents.append(data)
        }
        return documents
    }
}

extension ValidateRequest {
    /// The request itself when its line fits protocol v1's limit (`ProtocolV1.maxLineBytes`,
    /// docs/CONTRACT.md §3), else ``CorpusError/tooLarge(path:problem:)`` naming the fixture:
    /// no implementation could read it, so the run refuses the corpus up front instead of
    /// sending a line the other side must drop (docs/DECISIONS.md D107). The line is encoded
    /// only when a cheap upper bound of its length (the documents' base64, the profile's line,
    /// the id escaped at worst) passes the limit, and even then without its documents
    /// (``lineLength``): no megabytes are encoded only to be refused (docs/DECISIONS.md D248).
    package func fittingOneLine() throws(CorpusError) -> ValidateRequest {
        let documents = [document] + (self.documents ?? [])
        let base64 = documents.reduce(0) { $0 + ($1.count + 2) / 3 * 4 }
        let bound = base64 + 3 * documents.count + EncodedProfileCache.shared.line(for: profile).count + 6 * id.utf8.count + 256
        guard bound > ProtocolV1.maxLineBytes else { return self }
        let length = lineLength
        guard length > ProtocolV1.maxLineBytes else { return self }
        throw .tooLarge(path: id, problem: "its validate request would be a line of \(length) bytes")
    }

    /// The length in bytes of this request's line as ``ProtocolCodec/encode(_:)`` writes it,
    /// without its `\n`, computed without encoding a document: the line with every document
    /// empty, plus each document's base64 length (`(count + 2) / 3 * 4`; base64 needs no escape
    /// in a JSON string).
    package var lineLength: Int {
        var empty = self
        empty.document = Data()
        empty.documents = documents.map { $0.map { _ in Data() } }
        let base64 = ([document] + (documents ?? [])).reduce(0) { $0 + ($1.count + 2) / 3 * 4 }
        return ProtocolCodec.encode(empty).count - 1 + base64
    }
}
