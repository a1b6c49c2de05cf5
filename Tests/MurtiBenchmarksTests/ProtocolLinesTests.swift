import Foundation
import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

@Suite("bench: the codec's fast paths keep every line exact (docs/CONTRACT.md §3, §7)", .contracts)
struct ProtocolLinesTests {
    static let profile: JSONValue = .object([
        "schemaVersion": .string("1.0"), "components": .array([.string("text"), .string("é")]),
        "bounds": .object(["maxNodes": .number(5000), "maxDepth": .number(-3)]),
    ])

    @Test("the document's base64 is RFC 4648's, for every length mod 3 and every byte value",
          arguments: Array(0...40) + [255, 256, 1_000, 4_097])
    func base64(length: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let document = Data((0..<length).map { index in index < 256 ? UInt8(index) : UInt8.random(in: 0...255, using: &generator) })
        let line = ProtocolLines.encodeRequest(
            ValidateRequest(seq: 1, id: "x", document: document, profile: Self.profile))
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.contains("\"document\":\"\(document.base64EncodedString())\""))
        let decoded = try #require(ProtocolLines.decodeRequest(Array(line.dropLast())))
        guard case .validate(let request) = decoded else {
            Issue.record("not a validate request")
            return
        }
        #expect(request.document == document)
        #expect(request.profile == Self.profile)
    }

    @Test("strings with a quote, backslash, control or non-ASCII byte at every offset mod 8 read back exactly",
          arguments: 0..<24)
    func strings(offset: Int) throws {
        for special in ["\"", "\\", "\n", "\u{1}", "é", "😀", "/"] {
            let id = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 9)
            let line = ProtocolLines.encodeRequest(
                ValidateRequest(seq: 2, id: id, document: Data([1, 2, 3]), profile: Self.profile))
            guard case .validate(let request)? = ProtocolLines.decodeRequest(Array(line.dropLast())) else {
                Issue.record("\(special) at \(offset): not decoded")
                continue
            }
            #expect(request.id.unicodeScalars.elementsEqual(id.unicodeScalars), "\(special) at \(offset)")
        }
    }

    @Test("a raw control character inside a string is still refused, wherever it falls", arguments: 0..<20)
    func rawControl(offset: Int) {
        let id = String(repeating: "a", count: offset) + "\u{1}" + "bbbbbbbbbb"
        let line = Array("{\"cmd\":\"validate\",\"seq\":1,\"id\":\"\(id)\",\"document\":\"AAEC\",\"profile\":{}}".utf8)
        #expect(ProtocolLines.decodeRequest(line) == nil)
    }

    @Test("the same profile gives the same text whether it was seen before or not")
    func profileText() {
        let request = ValidateRequest(seq: 3, id: "y", document: Data(), profile: Self.profile)
        let first = ProtocolLines.encodeRequest(request)
        let other = ProtocolLines.encodeRequest(ValidateRequest(seq: 3, id: "y", document: Data(), profile: .object([:])))
        let again = ProtocolLines.encodeRequest(request)
        #expect(first == again)
        #expect(first != other)
        #expect(String(decoding: first, as: UTF8.self).contains(
            "\"profile\":{\"bounds\":{\"maxDepth\":-3,\"maxNodes\":5000},\"components\":[\"text\",\"é\"],\"schemaVersion\":\"1.0\"}"))
    }
}
