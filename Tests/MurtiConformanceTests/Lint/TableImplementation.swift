import Foundation
@testable import MurtiConformance
import MurtiProtocol

/// A fake protocol v1 implementation for lint and agreement tests: a small Python script that
/// answers each `validate` from a table keyed by fixture id (docs/CONTRACT.md §3), so the tests decide
/// exactly what "the reference" or "an engine" says.
struct TableImplementation {
    /// The folder holding the script and its table.
    let directory: URL

    /// The system interpreter when present.
    static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    static let script = #"""
        import json, sys
        table = json.load(open(sys.argv[1]))
        info = {"name": "table", "version": "0", "language": "Python", "layers": [1, 2, 3, 4],
                "schemaOnly": False, "capabilities": []}
        info.update(table.get("info", {}))
        for line in sys.stdin:
            message = json.loads(line)
            if message["cmd"] == "start":
                answer = {"protocol": 1, "implementation": info}
            elif message["cmd"] == "stop":
                break
            else:
                answer = dict(table["answers"].get(message["id"], table.get("default", {"outcome": "accept"})))
                if answer.get("crash"):
                    sys.exit(3)
                answer["seq"] = message["seq"]
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
        """#

    /// Writes the script and `answers` (fixture id → answer object without `seq`).
    /// An answer `{"crash": true}` makes the process exit instead of answering.
    init(answers: [JSONMemberName: JSONValue], default fallback: JSONValue = .object(["outcome": .string("accept")]),
         info: [JSONMemberName: JSONValue] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("table-impl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.script.utf8).write(to: directory.appendingPathComponent("table.py"))
        let table = JSONValue.object(["answers": .object(answers), "default": fallback, "info": .object(info)])
        try JSONEncoder().encode(table).write(to: directory.appendingPathComponent("table.json"))
    }

    /// The protocol v1 command line.
    var command: [String] {
        [Self.python, "-S", directory.appendingPathComponent("table.py").path,
         directory.appendingPathComponent("table.json").path]
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// `{"outcome":"accept"}` with optional placeholders and warnings.
    static func accept(placeholders: [String]? = nil, warnings: [(String, String)]? = nil) -> JSONValue {
        var members: [JSONMemberName: JSONValue] = ["outcome": .string("accept")]
        if let placeholders { members["placeholders"] = .array(placeholders.map { .string($0) }) }
        if let warnings {
            members["warnings"] = .array(warnings.map { .object(["rule": .string($0.0), "path": .string($0.1)]) })
        }
        return .object(members)
    }

    /// A rejection, with `violations` listing (layer, rule, path) triples (default: itself).
    static func reject(_ layer: Int, _ rule: String, _ path: String, violations: [(Int, String, String)]? = nil) -> JSONValue {
        let list = violations ?? [(layer, rule, path)]
        return .object([
            "outcome": .string("reject"), "layer": .number(Double(layer)), "rule": .string(rule), "path": .string(path),
            "violations": .array(list.map {
                .object(["layer": .number(Double($0.0)), "rule": .string($0.1), "path": .string($0.2), "message": .string("m")])
            }),
        ])
    }
}
