import Foundation
import Testing
@testable import MurtiConformance
import MurtiProtocol
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit report parsed back with Foundation's XML parser and held to the vocabulary of the
/// Jenkins JUnit schema (xunit-plugin `junit-10.xsd`).
@Suite("JUnit report")
struct JUnitReportTests {
    /// Element → (allowed attributes, required attributes), from junit-10.xsd.
    static let vocabulary: [String: (allowed: Set<String>, required: Set<String>)] = [
        "testsuites": (["name", "time", "tests", "failures", "errors"], []),
        "testsuite": (["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"], ["name", "tests", "failures", "errors"]),
        "properties": ([], []),
        "property": (["name", "value"], ["name", "value"]),
        "testcase": (["name", "time", "classname", "group"], ["name"]),
        "failure": (["type", "message"], []),
        "error": (["type", "message"], []),
        "skipped": (["type", "message"], []),
        "system-out": ([], []),
        "system-err": ([], []),
    ]

    static func document() throws -> XMLDocument {
        let xml = SampleRun.report().rendered(as: .junit)
        return try XMLDocument(data: Data(xml.utf8), options: [])
    }

    @Test("well-formed, within the schema's elements and attributes")
    func vocabularyHolds() throws {
        let root = try #require(try Self.document().rootElement())
        #expect(root.name == "testsuites")
        var stack = [root]
        while let element = stack.popLast() {
            let name = element.name ?? ""
            let rule = try #require(Self.vocabulary[name], "unexpected element \(name)")
            let attributes = Set((element.attributes ?? []).compactMap(\.name))
            #expect(attributes.isSubset(of: rule.allowed), "\(name): \(attributes.subtracting(rule.allowed))")
            #expect(rule.required.isSubset(of: attributes), "\(name) lacks \(rule.required.subtracting(attributes))")
            stack += (element.children ?? []).compactMap { $0 as? XMLElement }
        }
    }

    @Test("one testcase per fixture, named by id, with failure / error / skipped as graded")
    func cases() throws {
        let document = try Self.document()
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }.sorted() == SampleRun.fixtures.map(\.id).sorted())
        func child(_ id: String) -> XMLElement? {
            cases.first { $0.attribute(forName: "name")?.stringValue == id }?.children?.compactMap { $0 as? XMLElement }.first
        }
        #expect(child("invalid/schema/failed.json")?.name == "failure")
        #expect(child("invalid/decode/crash.json")?.name == "error")
        #expect(child("invalid/decode/crash.json")?.attribute(forName: "type")?.stringValue == "harness.crash")
        #expect(child("invalid/semantic/skipped.json")?.name == "skipped")
        #expect(child("invalid/envelope/bad-sig.json")?.name == "skipped")
        #expect(child("invalid/decode/i-either.json")?.name == "skipped")
        #expect(child("invalid/schema/strict.json")?.name == "system-out")
        #expect(child("valid/a.json") == nil)
        let failed = cases.first { $0.attribute(forName: "name")?.stringValue == "invalid/schema/failed.json" }
        #expect(failed?.attribute(forName: "classname")?.stringValue == "invalid.schema")
        let suites = try document.nodes(forXPath: "//testsuite").compactMap { $0 as? XMLElement }
        #expect(suites.count == 5)
        let schema = suites.first { $0.attribute(forName: "name")?.stringValue == "layer 2 (schema)" }
        #expect(schema?.attribute(forName: "tests")?.stringValue == "3")
        #expect(schema?.attribute(forName: "failures")?.stringValue == "1")
        #expect(schema?.attribute(forName: "skipped")?.stringValue == "1")
    }

    @Test("markup and forbidden control characters survive as text")
    func escaping() throws {
        let document = try Self.document()
        let error = try #require(try document.nodes(forXPath: "//error").first as? XMLElement)
        let text = error.stringValue ?? ""
        #expect(text.contains("bad\\u0001byte\\u0000 <here> & \\uFFFE"))
        let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.stringValue?.contains(#""message":"a|b <&> \"q\" 'a'""#) == true)
        let skipped = try document.nodes(forXPath: "//testcase[@name='invalid/semantic/skipped.json']/skipped").first as? XMLElement
        #expect(skipped?.attribute(forName: "message")?.stringValue == "skipped: no layer 3\nyet")
    }

    @Test("XMLText replaces what XML 1.0 forbids and escapes markup", arguments: [
        ("a<b&c>d", false, "a&lt;b&amp;c&gt;d"),
        ("\"'", true, "&quot;&apos;"),
        ("\"'", false, "\"'"),
        ("\u{0}\u{8}\u{B}\u{1F}", false, "\\u0000\\u0008\\u000B\\u001F"),
        ("\t\n\r", true, "&#9;&#10;&#13;"),
        ("\t\n", false, "\t\n"),
        ("\u{FFFE}\u{FFFF}\u{85}", false, "\\uFFFE\\uFFFF\\u0085"),
        ("é😀", true, "é😀"),
    ])
    func xmlText(input: String, attribute: Bool, output: String) {
        #expect(XMLText.escape(input, attribute: attribute) == output)
    }
}
