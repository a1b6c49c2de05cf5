import Foundation
import MurtiProtocol

/// Every protocol line of a run, both directions, written as it passes to a file of records
/// `{"direction": "request"|"answer", "line": "…"}`, one a line: the `--transcript` input of
/// `murti_adapter.protocol_check` (docs/PROTOCOL.md "Checking your lines"). Workers of a run
/// share one; a lock keeps records whole.
///
/// The file holds lines only; which exchange each record belongs to stays in memory (record
/// numbers are the checker's line numbers), so that a problem names its fixture and `seq` even
/// for a line with no readable `seq`, and a request left without an answer is known.
package final class ProtocolTranscript: @unchecked Sendable {
    /// Who wrote a line.
    package enum Direction: String, Sendable {
        /// The runner, to the implementation's stdin.
        case request
        /// The implementation, on its stdout (noise lines included).
        case answer
    }

    /// The exchange a recorded line belongs to, as the runner saw it.
    package enum Exchange: Sendable, Hashable {
        /// A process's `start` handshake.
        case start
        /// The `validate` request for the fixture `fixture` (its id), sent with `seq`.
        case validate(seq: Int, fixture: String)
    }

    /// A `validate` request whose exchange ended without an answer line (a crash, a hang, a
    /// line over the limit, a stop): `line` is the request's record number.
    struct Unanswered: Sendable, Equatable {
        var line: Int
        var seq: Int
        var fixture: String
    }

    private let lock = NSLock()
    private let handle: FileHandle
    private var count = 0
    private var exchanges: [Int: Exchange] = [:]
    private var requests: [Unanswered] = []
    private var answered: Set<Int> = []

    /// Starts an empty transcript at `url` (created or truncated).
    /// Throws when the file cannot be created.
    package init(url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
    }

    deinit {
        try? handle.close()
    }

    /// Records one line (without its `\n`). `exchange` is `nil` for noise: it answers nothing.
    func record(_ direction: Direction, _ line: some Collection<UInt8>, exchange: Exchange? = nil) {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        let record = JSONValue.object([
            "direction": .string(direction.rawValue), "line": .string(String(decoding: bytes, as: UTF8.self)),
        ])
        lock.lock()
        defer { lock.unlock() }
        count += 1
        try? handle.write(contentsOf: record.jsonBytes + [UInt8(ascii: "\n")])
        guard let exchange else { return }
        exchanges[count] = exchange
        guard case .validate(let seq, let fixture) = exchange else { return }
        switch direction {
        case .request: requests.append(Unanswered(line: count, seq: seq, fixture: fixture))
        case .answer: answered.insert(seq)
        }
    }

    /// The records written so far.
    package var lines: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// The exchange of record `line` (1-based), `nil` for noise or a line never recorded.
    package func exchange(ofLine line: Int) -> Exchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges[line]
    }

    /// The `validate` requests no answer line followed, in the order they were sent.
    var unanswered: [Unanswered] {
        lock.lock()
        defer { lock.unlock() }
        return requests.filter { !answered.contains($0.seq) }
    }
}
