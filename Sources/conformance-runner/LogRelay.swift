import Foundation
import MurtiConformance

/// Copies what a child writes to a file onto stdout, line by line as it comes, while a progress
/// line on the terminal's stderr says how far the child is (docs/DECISIONS.md 95): `fuzz`'s
/// driver prints only its start, its findings and its summary, so the clock is the progress.
/// Each relayed line clears the progress line first, so the two never share a line.
final class LogRelay: @unchecked Sendable {
    private let lock = NSLock()
    private let file: URL
    private let progress: ProgressLine
    private let total: Int
    private var offset: UInt64 = 0
    private var pending = Data()
    private var ticker: Ticker?

    /// Relays `file` (which the child creates) and shows `progress` up to `total` seconds.
    init(file: URL, progress: ProgressLine, total: Int) {
        self.file = file
        self.progress = progress
        self.total = total
    }

    /// Starts relaying, four times a second.
    func start() {
        ticker = Ticker(every: 0.25) { [self] elapsed in
            relay(final: false)
            progress.update(done: min(Int(elapsed), total), total: total)
        }
    }

    /// Stops, relays the rest (a last line without its newline too) and clears the progress line.
    func stop() {
        ticker?.stop()
        relay(final: true)
        progress.finish()
    }

    private func relay(final: Bool) {
        lock.lock()
        defer { lock.unlock() }
        guard let handle = try? FileHandle(forReadingFrom: file) else { return }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let fresh = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(fresh.count)
        pending += fresh
        let end = final ? pending.endIndex : (pending.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? pending.startIndex)
        guard end > pending.startIndex else { return }
        progress.finish()
        Console.out(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
        pending = Data(pending[end...])
    }
}
