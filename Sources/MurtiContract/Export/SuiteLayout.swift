import Foundation
import MurtiConformance
import MurtiProtocol

/// How exported tests are arranged (docs/MATRIX.md "Export"): a file per keyword, a test
/// case per keyword location within it; documents the schema accepts in `accepted.json`, a
/// case per corpus folder.
struct SuiteLayout {
    /// Where one test goes.
    struct Place: Equatable {
        /// The file name under `tests/draft2020-12/` (`additionalProperties.json`).
        var file: String
        /// The test case's description (`additionalProperties at #/$defs/node/additionalProperties`).
        var testCase: String
        /// `true` when the engine did not confirm the location (another verdict, or none).
        var unconfirmed: Bool
    }

    /// One written file: its text and what it holds.
    struct File {
        var text: String
        var cases: Int
        var tests: Int
    }

    /// file → case → tests (JSON texts), each in the order added (corpus order).
    private var tests: [String: [String: [String]]] = [:]

    /// The place of `fixture`, whose `schema` verdict is `valid`, from the engine's `answer`.
    static func place(_ fixture: Fixture, valid: Bool, engine answer: Answer?) -> Place {
        if valid {
            let folder = FixtureResult.concernFolder(of: fixture.id)
            return Place(file: "accepted.json", testCase: "documents the schema accepts: \(folder)", unconfirmed: answer?.outcome != .accept)
        }
        if let answer, answer.outcome == .reject, answer.layer == 2, let keyword = answer.rule?.rawValue,
            let location = answer.schemaLocation, let name = fileName(keyword)
        {
            return Place(file: name, testCase: "\(keyword) at \(Bounds.capped(location, bytes: 200))", unconfirmed: false)
        }
        let expected = fixture.expectation.murti.flatMap { ExpectedSchemaView($0).rejection?.keyword?.rawValue }
        let keyword = expected ?? "rejected"
        return Place(file: fileName(keyword) ?? "rejected.json", testCase: "\(keyword): location not confirmed", unconfirmed: true)
    }

    /// `keyword.json` for a keyword made of letters, digits, `_`, `-`, `.`; `nil` otherwise
    /// (an engine's text never names a path).
    static func fileName(_ keyword: String) -> String? {
        let allowed = keyword.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
        guard allowed, !keyword.isEmpty, keyword.count <= 64, !keyword.hasPrefix(".") else { return nil }
        return keyword + ".json"
    }

    /// Adds the test of `fixture` (its JSON `text`, `valid`) at `place`.
    mutating func add(_ fixture: Fixture, text: String, valid: Bool, at place: Place) {
        var members = [
            "\"description\": " + Self.string("\(fixture.id): \(fixture.expectation.description)"),
        ]
        if let source = fixture.expectation.source { members.append("\"comment\": " + Self.string("source: \(source)")) }
        members.append("\"data\": " + text)
        members.append("\"valid\": \(valid)")
        tests[place.file, default: [:]][place.testCase, default: []].append("{\n" + members.joined(separator: ",\n") + "\n}")
    }

    /// Every file's text: an array of test cases sorted by description, each with the schema
    /// whole (`schemaText`) and its tests.
    func files(schemaText: String) -> [String: File] {
        var out: [String: File] = [:]
        for (name, cases) in tests {
            let texts = cases.keys.sorted(by: ScalarOrder.precedes).map { description in
                let list = cases[description, default: []]
                return "{\n\"description\": \(Self.string(description)),\n"
                    + "\"comment\": \(Self.string("murti-conformance: \(RunReport.plural(list.count, "fixture")) of the corpus; data is each fixture's exact JSON text, valid its schema verdict (docs/CONTRACT.md §2)")),\n"
                    + "\"schema\": \(schemaText),\n\"tests\": [\n" + list.joined(separator: ",\n") + "\n]\n}"
            }
            out[name] = File(text: "[\n" + texts.joined(separator: ",\n") + "\n]\n", cases: cases.count,
                             tests: cases.values.reduce(0) { $0 + $1.count })
        }
        return out
    }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
