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
        // One buffer for every process's line, and the name read as digits in place: a
        // snapshot is taken each time an implementation's process stops (docs/DECISIONS.md 221).
        var buffer = [UInt8](repeating: 0, count: statBufferSize)
        while let entry = readdir(directory) {
            let pid = withUnsafeBytes(of: entry.pointee.d_name) { Self.pid(named: $0) }
            guard let pid, let parsed = Self.entry(pid: pid, buffer: &buffer) else { continue }
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
        line.withUnsafeBufferPointer { parse(stat: $0, pid: pid) }
    }

    /// ``parse(stat:pid:)`` on the bytes in place, by index: no slices, strings or arrays
    /// (the table reads every process's line, and a debug build's generic collection code
    /// made that most of a driver test's CPU time, docs/DECISIONS.md 221).
    private static func parse(stat line: UnsafeBufferPointer<UInt8>, pid: pid_t) -> Entry? {
        var index = line.count - 1
        while index >= 0, line[index] != UInt8(ascii: ")") { index -= 1 }
        guard index >= 0 else { return nil }
        index += 1
        // The fields after the name, space-separated (runs of spaces count as one, as a split
        // omitting empty fields reads them): the state, the parent's pid, the process group.
        func field() -> Range<Int>? {
            while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
            let start = index
            while index < line.count, line[index] != UInt8(ascii: " ") { index += 1 }
            return start < index ? start..<index : nil
        }
        guard let state = field(), let parent = field().flatMap({ number(line, $0) }),
            let group = field().flatMap({ number(line, $0) })
        else { return nil }
        return Entry(pid: pid, parent: parent, group: group, isZombie: line[state.lowerBound] == UInt8(ascii: "Z"))
    }

    /// The decimal pid_t in `line[range]`, a sign first or not, as `pid_t(String)` reads it;
    /// `nil` for anything else or a value outside pid_t.
    private static func number(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> pid_t? {
        var index = range.lowerBound
        let sign = line[index]
        let negative = sign == UInt8(ascii: "-")
        if negative || sign == UInt8(ascii: "+") { index += 1 }
        return digits(count: range.upperBound - index) { line[index + $0] }.flatMap { pid_t(exactly: negative ? -$0 : $0) }
    }

    /// A `/proc` entry's name as a pid (all digits), `nil` for the other entries (`self`, `net`, …).
    private static func pid(named raw: UnsafeRawBufferPointer) -> pid_t? {
        let length = raw.firstIndex(of: 0) ?? raw.count
        return digits(count: length) { raw[$0] }.flatMap { pid_t(exactly: $0) }
    }

    /// The decimal number of `count` digits that `byte` gives one by one; `nil` for no digit, a
    /// byte that is none, or more than 18 digits (past any pid_t, and Int cannot overflow).
    private static func digits(count: Int, _ byte: (Int) -> UInt8) -> Int? {
        guard (1...18).contains(count) else { return nil }
        var value = 0
        for position in 0..<count {
            let digit = byte(position) &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// Bytes read of a `/proc/<pid>/stat` line: the fields read end well within them (a command
    /// name is at most 64 bytes).
    private static let statBufferSize = 512

    private static func entry(pid: pid_t) -> Entry? {
        var buffer = [UInt8](repeating: 0, count: statBufferSize)
        return entry(pid: pid, buffer: &buffer)
    }

    private static func entry(pid: pid_t, buffer: inout [UInt8]) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return buffer.withUnsafeMutableBufferPointer { storage in
            let count = read(descriptor, storage.baseAddress, storage.count)
            guard count > 0 else { return nil }
            return parse(stat: UnsafeBufferPointer(rebasing: storage[..<count]), pid: pid)
        }
    }
}
