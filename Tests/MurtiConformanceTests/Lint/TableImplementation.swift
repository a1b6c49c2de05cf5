import Foundation
@testable import MurtiConformance
import MurtiProtocol

/// A fake protocol v1 implementation for lint and agreement tests: a small POSIX shell script
/// that answers each `validate` from a table keyed by fixture id (docs/CONTRACT.md §3), so the
/// tests decide exactly what "the reference" or "an engine" says. A shell rather than Python:
/// the lint tests start two per lint, and `sh` starts in a millisecond where Python with `json`
/// takes some twenty (docs/DECISIONS.md 155).
struct TableImplementation {
    /// The folder holding the script, whose table is written into it.
    let directory: URL

    /// The system interpreter when present, for the tests' stand-ins of the Python engines.
    static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    /// The script's frame: `$1` answers `start`, the generated `case` maps an id to its
    /// answer (all but the closing brace, so that `seq` can be appended), `crash` exits 3.
    /// The runner writes a request's members in code-point order, so `seq` comes last, and
    /// no member before `id` can hold the text `"id":"` (base64 and a command name cannot).
    static func script(info: String, table: String) -> String {
        """
        info=\(quoted(info))
        while IFS= read -r line; do
          case $line in
            *'"cmd":"start"'*) printf '{"protocol":1,"implementation":%s}\\n' "$info"; continue ;;
            *'"cmd":"stop"'*) exit 0 ;;
          esac
          id=${line#*'"id":"'}
          id=${id%%'"'*}
          seq=${line##*'"seq":'}
          seq=${seq%'}'}
          case $id in
        \(table)
          esac
          [ "$answer" = crash ] && exit 3
          printf '%s,"seq":%s}\\n' "$answer" "$seq"
        done
        """
    }

    /// `text` as one single-quoted shell word.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Writes the script with `answers` (fixture id → answer object without `seq`) in it.
    /// An answer `{"crash": true}` makes the process exit instead of answering.
    init(answers: [JSONMemberName: JSONValue], default fallback: JSONValue = .object(["outcome": .string("accept")]),
         info: [JSONMemberName: JSONValue] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("table-impl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var implementation: [JSONMemberName: JSONValue] = [
            "name": .string("table"), "version": .string("0"), "language": .string("shell"),
            "layers": .array([1, 2, 3, 4].map { .number(Double($0)) }), "schemaOnly": .bool(false), "capabilities": .array([]),
        ]
        implementation.merge(info) { _, new in new }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func open(_ answer: JSONValue) throws -> String {
            if case .object(let members) = answer, members["crash"] == .bool(true) { return "crash" }
            let text = String(decoding: try encoder.encode(answer), as: UTF8.self)
            return String(text.dropLast())
        }
        var cases = try answers.sorted { $0.key.string < $1.key.string }.map { id, answer in
            "    \(Self.quoted(id.string))) answer=\(Self.quoted(try open(answer))) ;;"
        }
        cases.append("    *) answer=\(Self.quoted(try open(fallback))) ;;")
        let info = String(decoding: try encoder.encode(JSONValue.object(implementation)), as: UTF8.self)
        try Data(Self.script(info: info, table: cases.joined(separator: "\n")).utf8)
            .write(to: directory.appendingPathComponent("table.sh"))
    }

    /// The protocol v1 command line.
    var command: [String] {
        ["/bin/sh", directory.appendingPathComponent("table.sh").path]
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
