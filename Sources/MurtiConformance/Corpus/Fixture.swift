import Foundation
import MurtiProtocol

/// One corpus file with its expectation (docs/CONTRACT.md §2).
public struct Fixture: Sendable, Equatable {
    /// The fixture id: its path relative to the corpus folder, `/`-separated.
    public let id: String
    /// The file on disk.
    public let url: URL
    /// What a conforming implementation must answer.
    public let expectation: Expectation
    /// The contract its corpus declares (docs/CONTRACT.md §8).
    public let contract: ContractKind

    /// Creates a fixture.
    public init(id: String, url: URL, expectation: Expectation, contract: ContractKind = .murti) {
        self.id = id
        self.url = url
        self.expectation = expectation
        self.contract = contract
    }

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
