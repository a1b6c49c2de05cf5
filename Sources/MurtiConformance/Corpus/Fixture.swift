import Foundation
import MurtiProtocol

/// One corpus file with its expectation (docs/CONTRACT.md §2, §8).
package struct Fixture: Sendable, Equatable {
    /// The fixture id: its path relative to the corpus folder, `/`-separated.
    package let id: String
    /// The corpus folder the id is relative to.
    package let root: URL
    /// What a conforming implementation must answer, in the vocabulary of the corpus's contract.
    package let expectation: FixtureExpectation

    /// Creates a fixture of the corpus at `root`.
    package init(id: String, root: URL, expectation: FixtureExpectation) {
        self.id = id
        self.root = root
        self.expectation = expectation
    }

    /// Creates a fixture whose file is `url`, i.e. `root/id`: the root is `url` without the
    /// id's segments.
    package init(id: String, url: URL, expectation: FixtureExpectation) {
        var root = url
        for _ in id.split(separator: "/") { root = root.deletingLastPathComponent() }
        self.init(id: id, root: root, expectation: expectation)
    }

    /// The file on disk (`root/id`), for messages: it is read only through ``bytes()``.
    package var url: URL { root.appendingPathComponent(id) }

    /// The contract its corpus declares (docs/CONTRACT.md §8).
    package var contract: ContractKind { expectation.contract }

    /// The file's exact bytes (never decoded or normalised: layer 1 is the implementation's
    /// job), read through the corpus's confined reader (``CorpusFolder``): a link, a device, a
    /// FIFO or a socket is never read, nor a file over ``maxBytes``.
    ///
    /// Throws ``CorpusError/missingFile(fixture:path:)`` when the file is gone,
    /// ``CorpusError/notRegular(path:kind:)`` when it (or a folder on its way) is not a regular
    /// file (folder), ``CorpusError/tooLarge(path:problem:)`` when it is longer than
    /// ``maxBytes``, and ``CorpusError/unreadable(path:reason:)`` when it cannot be read.
    package func bytes() throws(CorpusError) -> Data {
        do { return try CorpusFolder(root: root).read(id, maxBytes: Self.maxBytes) } catch {
            throw CorpusError(error, fixture: id)
        }
    }

    /// Bytes of a fixture file at most: 48 MiB, the longest document whose base64 alone fits a
    /// protocol line (`ProtocolV1.maxLineBytes`, 64 MiB, docs/CONTRACT.md §3). A longer file
    /// could never be sent, and is refused before it is read (docs/DECISIONS.md D107).
    package static let maxBytes = ProtocolV1.maxLineBytes / 4 * 3
}
