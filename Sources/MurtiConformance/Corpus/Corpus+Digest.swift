import Foundation
import MurtiProtocol

extension Corpus {
    /// The framing tag that starts the corpus hash; a new framing gets a new tag.
    static let digestTag = "murti-corpus-sha256/1"

    /// The corpus hash of reports (docs/CONTRACT.md §5): lowercase hex SHA-256 of
    ///
    /// ```
    /// "murti-corpus-sha256/1\n"                  (ASCII, 22 bytes)
    /// count of fixtures                          (8 bytes, big-endian)
    /// for each fixture in corpus order:
    ///     len(id as UTF-8), id as UTF-8          (8-byte big-endian length, then bytes)
    ///     len(file bytes), file bytes
    /// len(expectations.json), expectations.json bytes
    /// ```
    ///
    /// Fixtures are ``fixtures`` (entries with a file): orphan files are left out (they
    /// decide nothing) and entries without a file are covered by `expectations.json`.
    /// `docs/REPORTS.md` states the same framing. Throws when a file cannot be read.
    package func digest() throws(CorpusError) -> String {
        var hash = SHA256Digest()
        hash.update(Data((Self.digestTag + "\n").utf8))
        hash.update(uint64: UInt64(fixtures.count))
        for fixture in fixtures {
            let id = Data(fixture.id.utf8)
            hash.update(uint64: UInt64(id.count))
            hash.update(id)
            let bytes = try fixture.bytes()
            hash.update(uint64: UInt64(bytes.count))
            hash.update(bytes)
        }
        let expectations: Data
        do { expectations = try CorpusFolder(root: root).read("expectations.json") } catch { throw CorpusError(error) }
        hash.update(uint64: UInt64(expectations.count))
        hash.update(expectations)
        guard let hex = hash.finalize() else { throw .digestFailed(detail: "libcrypto EVP SHA-256 returned an error") }
        return hex
    }
}
