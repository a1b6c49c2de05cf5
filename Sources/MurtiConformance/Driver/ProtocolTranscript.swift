import Foundation
import MurtiProtocol

/// Every protocol line of a run, both directions, written as it passes to a file of records
/// `{"direction": "request"|"answer", "line": "…"}`, one a line: the `--transcript` input of
/// `murti_adapter.protocol_check` (docs/PROTOCOL.md "Checking your lines"). Workers of a run
/// share one; a lock keeps records whole.
public final class ProtocolTranscript: @unchecked Sendable {
    /// Who wrote a line.
    public enum Direction: String, Sendable {
        /// The runner, to the implementation's stdin.
        case request
        /// The implementation, on its stdout (noise lines included).
        case answer
    }

    private let lock = NSLock()
    private let handle: FileHandle
    private var count = 0

    /// Starts an empty transcript at `url` (created or truncated).
    /// Throws when the file cannot be created.
    public init(url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
    }

    deinit {
        try? handle.close()
    }

    /// Records one line (without its `\n`).
    func record(_ direction: Direction, _ line: some Collection<UInt8>) {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        let record = JSONValue.object([
            "direction": .string(direction.rawValue), "line": .string(String(decoding: bytes, as: UTF8.self)),
        ])
        lock.lock()
        defer { lock.unlock() }
        count += 1
        try? handle.write(contentsOf: record.jsonBytes + [UInt8(ascii: "\n")])
    }

    /// The records written so far.
    public var lines: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
