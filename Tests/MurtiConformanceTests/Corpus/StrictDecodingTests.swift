import Foundation
@testable import MurtiConformance
import MurtiProtocol
import ConformanceTestSupport
import Testing

/// `Decodable` types read through the strict parser (``JSONValueDecoder``), never Foundation's
/// lenient `JSONDecoder`.
@Suite("StrictJSON.decode: Decodable over the strict reader", .contracts)
struct StrictDecodingTests {
    struct Sample: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var tags: [String]
        var note: String?
        var nested: [String: Int]
    }

    @Test("exact types map; absent and null optionals are nil")
    func decodes() throws {
        let text = #"{"name":"a","count":3,"ratio":0.5,"flag":true,"tags":["x"],"note":null,"nested":{"k":1}}"#
        let sample = try StrictJSON.decode(Sample.self, from: Data(text.utf8), file: "s.json")
        #expect(sample == Sample(name: "a", count: 3, ratio: 0.5, flag: true, tags: ["x"], note: nil, nested: ["k": 1]))
    }

    @Test("what JSONDecoder lets through is refused, with the file and the pointer", arguments: [
        (#"{"name":"a","count":3,"ratio":0.5,"flag":true,"tags":[],"nested":{},}"#, ""),
        (#"{"name":"a","count":3.5,"ratio":0.5,"flag":true,"tags":[],"nested":{}}"#, "/count"),
        (#"{"name":"a","count":3,"ratio":0.5,"flag":1,"tags":[],"nested":{}}"#, "/flag"),
        (#"{"name":"a","count":3,"ratio":0.5,"flag":true,"tags":[1],"nested":{}}"#, "/tags/0"),
        (#"{"name":"a","count":3,"ratio":0.5,"flag":true,"tags":[]}"#, "/nested"),
        (#"{"name":"a","name":"b","count":3,"ratio":0.5,"flag":true,"tags":[],"nested":{}}"#, ""),
    ])
    func refuses(_ text: String, _ pointer: String) {
        do {
            _ = try StrictJSON.decode(Sample.self, from: Data(text.utf8), file: "s.json")
            Issue.record("decoded \(text)")
        } catch {
            switch error {
            case .invalidValue(let file, let at, _, _):
                #expect(file == "s.json")
                #expect(at == pointer, "\(error)")
            case .invalidJSON(let file, _, _, _, _, _):
                #expect(file == "s.json")
                #expect(pointer.isEmpty)
            default:
                Issue.record("\(error)")
            }
        }
    }
}
