import Foundation
import MurtiProtocol

/// One corpus file with its expectation (docs/CONTRACT.md §2, §8).
public struct Fixture: Sendable, Equatable {
    /// The fixture id: its path relative to the corpus folder, `/`-separated.
    public let id: String
    /// The file on disk.
    public let url: URL
    /// What a conforming implementation must answer, in the vocabulary of the corpus's contract.
    public let expectation: FixtureExpectation

    /// Creates a fixture.
    public init(id: String, url: URL, expectation: FixtureExpectation) {
        self.id = id
        self.url = url
        self.expectation = expectation
    }

    /// Creates a Murti fixture.
    public init(id: String, url: URL, expectation: Expectation) {
        self.init(id: id, url: url, expectation: .murti(expectation))
    }

    /// The contract its corpus declares (docs/CONTRACT.md §8).
    public var contract: ContractKind { expectation.contract }

    /// The file's exact bytes (never decoded or normalised: layer 1 is the implementation's job).
    ///
    /// Throws ``CorpusError/missingFile(fixture:path:)`` when the file is gone and
    /// ``CorpusError/unreadable(path:reason:)`` when it cannot be read.
    public func bytes() throws(CorpusError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) {
                throw .missingFile(fixture: id, path: url.path)
            }
            throw .unreadable(path: url.path, reason: FileReason.unreadable(url.path, error: error))
        }
    }
}
