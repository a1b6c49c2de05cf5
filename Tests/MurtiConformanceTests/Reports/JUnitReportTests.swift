import Foundation
import ConformanceTestSupport
import Testing
@testable import MurtiConformance
import MurtiProtocol
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit report parsed back with Foundation's XML parser and held to the vocabulary of the
/// Jenkins JUnit schema (xunit-plugin `junit-10.xsd`).
@Suite("JUnit report", .contracts)
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

    @Test("one testcase per judged fixture, named by id, with failure / error / skipped as graded; unsupported and informational fixtures are suite properties")
    func cases() throws {
        let document = try Self.document()
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let notCases: Set = ["invalid/envelope/bad-sig.json", "invalid/decode/i-either.json"]
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }.sorted()
            == SampleRun.fixtures.map(\.id).filter { !notCases.contains($0) }.sorted())
        func child(_ id: String) -> XMLElement? {
            cases.first { $0.attribute(forName: "name")?.stringValue == id }?.children?.compactMap { $0 as? XMLElement }.first
        }
        #expect(child("invalid/schema/failed.json")?.name == "failure")
        #expect(child("invalid/decode/crash.json")?.name == "error")
        #expect(child("invalid/decode/crash.json")?.attribute(forName: "type")?.stringValue == "harness.crash")
        #expect(child("invalid/semantic/skipped.json")?.name == "skipped")
        #expect(child("invalid/schema/strict.json")?.name == "system-out")
        #expect(child("valid/a.json") == nil)
        let failed = cases.first { $0.attribute(forName: "name")?.stringValue == "invalid/schema/failed.json" }
        #expect(failed?.attribute(forName: "classname")?.stringValue == "invalid.schema")
        let suites = try document.nodes(forXPath: "//testsuite").compactMap { $0 as? XMLElement }
        #expect(suites.count == 5)
        let schema = suites.first { $0.attribute(forName: "name")?.stringValue == "layer 2 (schema)" }
        #expect(schema?.attribute(forName: "tests")?.stringValue == "2")
        #expect(schema?.attribute(forName: "failures")?.stringValue == "1")
        #expect(schema?.attribute(forName: "skipped")?.stringValue == "0")
        func property(_ suite: String, _ name: String) throws -> String? {
            let path = "//testsuite[@name='\(suite)']/properties/property[@name='\(name)']"
            return (try document.nodes(forXPath: path).first as? XMLElement)?.attribute(forName: "value")?.stringValue
        }
        #expect(try property("layer 2 (schema)", "unsupportedInSuite") == "1 fixture outside the declared scope, not test cases")
        #expect(try property("accepted documents", "informationalInSuite")?.hasPrefix("1 fixture graded by nobody") == true)
        #expect(try property("layer 2 (schema)", "strictLevelMisses")
            == "1 passed at the rule level but missed the strict level: invalid/schema/strict.json")
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

    @Test("the XML sink replaces what XML 1.0 forbids or a terminal obeys and escapes markup", arguments: [
        ("a<b&c>d", false, "a&lt;b&amp;c&gt;d"),
        ("\"'", true, "&quot;&apos;"),
        ("\"'", false, "\"'"),
        ("\u{0}\u{8}\u{B}\u{1F}", false, "\\u0000\\u0008\\u000B\\u001F"),
        ("\t\n\r", true, "&#9;&#10;\\r"),
        ("\t\n", false, "\t\n"),
        ("\u{FFFE}\u{FFFF}\u{85}\u{1B}[2J\u{202E}", false, "\\uFFFE\\uFFFF\\u0085\\u001B[2J\\u202E"),
        ("é😀", true, "é😀"),
    ])
    func xmlText(input: String, attribute: Bool, output: String) {
        #expect((attribute ? OutputSink.xml.escapeAttribute(input) : OutputSink.xml.escape(input)) == output)
    }
}
