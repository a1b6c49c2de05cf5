import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A snapshot of the machine's processes as parent links: each pid with its parent and its
/// process group, read from `/proc/<pid>/stat` on Linux (docs/SECURITY.md "Signals and
/// processes"). Empty where there is no `/proc` (macOS): the runner then reaches an
/// implementation's processes through its process group only.
struct ProcessTable {
    /// One process.
    struct Entry: Equatable {
        /// Its pid.
        var pid: pid_t
        /// Its parent's pid (the runner's, once a subreaper runner adopted it).
        var parent: pid_t
        /// Its process group.
        var group: pid_t
        /// Whether it has exited and waits to be reaped (state `Z`).
        var isZombie = false
    }

    /// Every process readable now.
    private(set) var entries: [Entry]

    /// A table of `entries` (``snapshot()`` reads the machine's).
    init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Whether `pid` runs now: it exists and is not a zombie (Linux; always `false` elsewhere).
    static func isRunning(_ pid: pid_t) -> Bool {
        entry(pid: pid).map { !$0.isZombie } ?? false
    }

    /// Reads the table now (a few milliseconds for a few hundred processes).
    static func snapshot() -> ProcessTable {
        var table = ProcessTable()
        #if os(Linux)
        guard let directory = opendir("/proc") else { return table }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), let parsed = Self.entry(pid: pid) else { continue }
            table.entries.append(parsed)
        }
        #endif
        return table
    }

    /// The processes whose chain of parents leads to one of `roots` (the roots left out), in an
    /// order where a parent comes before its children.
    func descendants(of roots: Set<pid_t>) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries { children[entry.parent, default: []].append(entry.pid) }
        var found: [pid_t] = []
        var seen = roots
        var queue = Array(roots)
        while let next = queue.popLast() {
            for child in children[next] ?? [] where seen.insert(child).inserted {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// The processes whose parent is `parent`.
    func children(of parent: pid_t) -> [Entry] {
        entries.filter { $0.parent == parent }
    }

    /// `pid (comm) state ppid pgrp …` (proc(5)): the command name may hold spaces and
    /// parentheses, so the fields are read after its last `)`.
    static func parse(stat line: [UInt8], pid: pid_t) -> Entry? {
        guard let close = line.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = line[(close + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 4)
        guard fields.count >= 3,
            let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
            let group = pid_t(String(decoding: fields[2], as: UTF8.self))
        else { return nil }
        return Entry(pid: pid, parent: parent, group: group, isZombie: fields[0].first == UInt8(ascii: "Z"))
    }

    private static func entry(pid: pid_t) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return parse(stat: Array(buffer[..<count]), pid: pid)
    }
}
