import Foundation
import MurtiConformance

/// Copies what a child writes to files onto this process's stdout and stderr, line by line as it
/// comes, through the console's terminal escaping (docs/SECURITY.md "Output hygiene"): `fuzz`'s
/// driver prints what its sides answered and wrote on stderr, and an implementation's bytes never
/// reach a terminal unescaped. A line is cut at ``lineBytes`` (`… N bytes more`), so a side's
/// 60 MB `path` is not printed whole (docs/SECURITY.md "Bounded by design"). On a terminal a
/// progress line on stderr says how far the child is (docs/DECISIONS.md 95): the driver prints
/// only its start, its findings and its summary, so the clock is the progress. Each relayed line
/// clears the progress line first, so the two never share a line.
final class LogRelay: @unchecked Sendable {
    /// One file relayed, and where its lines go.
    struct Stream {
        /// The file the child writes (it may not exist yet).
        let file: URL
        /// Writes relayed text (whole lines, terminal-escaped by the console).
        let write: @Sendable (String) -> Void
        var offset: UInt64 = 0
        var pending = Data()
        /// Bytes of the line being read that were dropped past ``LogRelay/lineBytes``.
        var dropped = 0

        /// A stream of `file` written by `write`.
        init(file: URL, write: @escaping @Sendable (String) -> Void) {
            self.file = file
            self.write = write
        }
    }

    /// Bytes of one relayed line kept at most (its line break aside).
    static let lineBytes = 16384

    private let lock = NSLock()
    private var streams: [Stream]
    private let progress: ProgressLine?
    private let total: Int
    private var ticker: Ticker?

    /// Relays `streams` and shows `progress` (when given) up to `total` seconds.
    init(streams: [Stream], progress: ProgressLine?, total: Int) {
        self.streams = streams
        self.progress = progress
        self.total = total
    }

    /// Starts relaying, four times a second.
    func start() {
        ticker = Ticker(every: 0.25) { [self] elapsed in
            relay(final: false)
            progress?.update(done: min(Int(elapsed), total), total: total)
        }
    }

    /// Stops, relays the rest (a last line without its newline too) and clears the progress line.
    func stop() {
        ticker?.stop()
        relay(final: true)
        progress?.finish()
    }

    private func relay(final: Bool) {
        lock.lock()
        defer { lock.unlock() }
        for index in streams.indices {
            let text = Self.take(&streams[index], final: final)
            guard !text.isEmpty else { continue }
            progress?.finish()
            streams[index].write(text)
        }
    }

    /// The whole lines `stream`'s file has gained since the last call (with `final`, the rest
    /// too), each cut at ``lineBytes``; what is held between calls is at most ``lineBytes``.
    static func take(_ stream: inout Stream, final: Bool) -> String {
        guard let handle = try? FileHandle(forReadingFrom: stream.file) else { return "" }
        defer { try? handle.close() }
        try? handle.seek(toOffset: stream.offset)
        var out = ""
        while let fresh = try? handle.read(upToCount: 1 << 16), !fresh.isEmpty {
            stream.offset += UInt64(fresh.count)
            var rest = fresh[...]
            while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
                keep(rest[rest.startIndex..<newline], in: &stream)
                out += line(&stream) + "\n"
                rest = rest[(newline + 1)...]
            }
            keep(rest, in: &stream)
        }
        if final, !stream.pending.isEmpty || stream.dropped > 0 { out += line(&stream) }
        return out
    }

    /// Adds `bytes` to the line being read, dropping (and counting) what passes ``lineBytes``.
    private static func keep(_ bytes: Data.SubSequence, in stream: inout Stream) {
        let room = max(0, lineBytes - stream.pending.count)
        stream.pending += bytes.prefix(room)
        stream.dropped += max(0, bytes.count - room)
    }

    /// The line read so far, with `… N bytes more` when some of it was dropped; starts the next.
    private static func line(_ stream: inout Stream) -> String {
        let text = String(decoding: stream.pending, as: UTF8.self)
            + (stream.dropped > 0 ? "… \(stream.dropped) bytes more" : "")
        stream.pending = Data()
        stream.dropped = 0
        return text
    }
}
