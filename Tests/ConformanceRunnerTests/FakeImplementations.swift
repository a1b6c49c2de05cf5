import Foundation

/// Tiny protocol v1 implementations written as Python scripts, for `run` tests.
enum FakeImplementations {
    /// The system interpreter when present.
    static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    /// Answers `accept` to everything.
    static let alwaysAccept = #"""
        import json, sys
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                print(json.dumps({"protocol": 1, "implementation": {"name": "yes-man", "version": "1", "language": "Python", "layers": [1, 2, 3, 4], "schemaOnly": False, "capabilities": []}}), flush=True)
            elif m["cmd"] == "stop":
                break
            else:
                print(json.dumps({"seq": m["seq"], "outcome": "accept"}), flush=True)
        """#

    /// Accepts, but every process exits on its `EVERY`-th validate request (argv[1]).
    static let crashEvery = #"""
        import json, os, sys
        every = int(sys.argv[1]); count = 0
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                print(json.dumps({"protocol": 1, "implementation": {"name": "crashy", "version": "1", "language": "Python", "layers": [1, 2, 3, 4], "schemaOnly": False, "capabilities": []}}), flush=True)
            elif m["cmd"] == "stop":
                break
            else:
                count += 1
                if count % every == 0:
                    os._exit(3)
                print(json.dumps({"seq": m["seq"], "outcome": "accept"}), flush=True)
        """#

    /// Writes `source` to a temporary file; returns the command line that runs it.
    static func command(_ source: String, arguments: [String] = []) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fake-impl-\(UUID().uuidString).py")
        try Data(source.utf8).write(to: url)
        return [python, "-S", url.path] + arguments
    }
}
