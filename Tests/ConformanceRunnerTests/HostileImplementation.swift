import Foundation
@testable import MurtiConformance

/// A protocol v1 implementation that leaves processes behind on purpose, for the tests of
/// docs/SECURITY.md "Signals and processes": every process it starts forks 20 sleeping helpers
/// in its process group, one helper in a session of its own (`setsid`) and a daemon (forked
/// twice, its own session, its parent gone at once), and names each in a pid file
/// (`KIND-PID`) in its folder before it answers `start`.
struct HostileImplementation {
    /// How it answers.
    enum Mode: String {
        /// Hangs in every case (after writing `hanging-PID`).
        case hang
        /// Hangs in the case of `valid/seed.json`; accepts the others; ignores `stop` and the
        /// end of its input (after writing `ignoring-PID`).
        case stubborn
        /// Accepts everything; exits with status 3 on every 40th request of a process (a restart).
        case answer
        /// Reads `start` and never answers it.
        case neverStart = "never-start"
    }

    static let source = #"""
        import json, os, subprocess, sys, time
        mode, folder = sys.argv[1], sys.argv[2]
        def note(kind, pid):
            open(os.path.join(folder, f"{kind}-{pid}"), "w").close()
        def send(obj):
            sys.stdout.write(json.dumps(obj) + "\n")
            sys.stdout.flush()
        note("implementation", os.getpid())
        for _ in range(20):
            note("helper", subprocess.Popen(["sleep", "120"]).pid)
        note("setsid", subprocess.Popen(["sleep", "120"], start_new_session=True).pid)
        middle = os.fork()
        if middle == 0:
            os.setsid()
            daemon = os.fork()
            if daemon == 0:
                time.sleep(120)
                os._exit(0)
            note("daemon", daemon)
            os._exit(0)
        os.waitpid(middle, 0)
        count = 0
        for line in sys.stdin:
            message = json.loads(line)
            if message["cmd"] == "start":
                if mode == "never-start":
                    time.sleep(120)
                send({"protocol": 1, "implementation": {"name": "hostile", "version": "1", "language": "Python",
                                                        "layers": [1, 2, 3, 4]}})
            elif message["cmd"] == "stop":
                if mode == "stubborn":
                    note("ignoring", os.getpid())
                    time.sleep(120)
                break
            else:
                count += 1
                if mode == "hang" or mode == "stubborn" and message["id"] == "valid/seed.json":
                    note("hanging", os.getpid())
                    time.sleep(120)
                if mode == "answer" and count % 40 == 0:
                    os._exit(3)
                send({"seq": message["seq"], "outcome": "accept"})
        if mode == "stubborn":
            note("ignoring", os.getpid())
            time.sleep(120)
        """#

    /// Where the pid files go.
    let folder: URL
    /// The command line after `--`.
    let command: [String]

    /// Writes the script and an empty pid folder.
    init(_ mode: Mode) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("hostile.py")
        try Data(Self.source.utf8).write(to: script)
        let pids = folder.appendingPathComponent("pids")
        try FileManager.default.createDirectory(at: pids, withIntermediateDirectories: true)
        command = [FakeImplementations.python, "-S", script.path, mode.rawValue, pids.path]
    }

    /// The pids noted so far, by kind (`implementation`, `helper`, `setsid`, `daemon`, `hanging`, `ignoring`).
    func pids() -> [String: [pid_t]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pids").path)) ?? []
        var found: [String: [pid_t]] = [:]
        for name in names {
            let parts = name.split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[1]) else { continue }
            found[String(parts[0]), default: []].append(pid)
        }
        return found
    }

    /// Waits up to `seconds` for `count` pid files of `kind`.
    func await(_ kind: String, count: Int, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (pids()[kind]?.count ?? 0) >= count { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// The noted processes still running (zombies do not run) after up to two seconds, the
    /// time SIGKILL takes to land.
    func survivors() -> [String] {
        let deadline = Date().addingTimeInterval(2)
        while true {
            let running = pids().filter { $0.key != "hanging" && $0.key != "ignoring" }
                .flatMap { kind, pids in pids.filter(ProcessTable.isRunning).map { "\(kind) \($0)" } }
            if running.isEmpty || Date() >= deadline { return running }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Kills whatever a failed test left, and removes the folder.
    func remove() {
        for pid in pids().values.flatMap({ $0 }) where ProcessTable.isRunning(pid) { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }
}
