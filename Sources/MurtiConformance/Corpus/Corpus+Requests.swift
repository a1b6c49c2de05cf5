import Foundation

extension Corpus {
    /// The `validate` requests for `fixtures`, in order (CONTRACT §3): `seq` is the index + 1,
    /// `document` the file's exact bytes, `profile` the fixture's profile object from
    /// `expectations.json`.
    ///
    /// Throws ``CorpusError/unknownProfile(fixture:profile:known:)`` naming the first fixture
    /// whose profile is not defined, or a file error from ``Fixture/bytes()``.
    public func requests(for fixtures: [Fixture]) throws(CorpusError) -> [ValidateRequest] {
        var requests: [ValidateRequest] = []
        requests.reserveCapacity(fixtures.count)
        for (index, fixture) in fixtures.enumerated() {
            let name = fixture.expectation.profileName
            guard let profile = file.profiles[name] else {
                throw .unknownProfile(
                    fixture: fixture.id, profile: name, known: file.profiles.keys.sorted(by: ScalarOrder.precedes))
            }
            requests.append(
                ValidateRequest(seq: index + 1, id: fixture.id, document: try fixture.bytes(), profile: profile))
        }
        return requests
    }
}
