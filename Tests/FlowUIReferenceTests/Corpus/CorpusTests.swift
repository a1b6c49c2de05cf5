import JSONKit
import FlowUIReference
import Foundation
import Testing

/// The reference decoder over every fixture of `corpus-flow-ui/`, compared with the
/// expectation at docs/CONTRACT.md §8's strict level: the whole canonical answer, diagnostics in
/// document order, every member but `message`.
@Suite("Flow-UI corpus")
struct CorpusTests {
    @Test("every fixture file has an entry and every entry a file")
    func integrity() throws {
        let onDisk = FlowCorpus.filesOnDisk()
        #expect(FlowCorpus.expectations.firstMember(named: "contract")?.value == .string("flow-ui"))
        #expect(FlowCorpus.ids.count >= 200, "expectations.json lists \(FlowCorpus.ids.count) fixtures")
        #expect(Set(onDisk) == Set(FlowCorpus.ids))
        #expect(FlowCorpus.ids == FlowCorpus.ids.sorted(), "entries are sorted by id")
    }

    @Test("the reference decodes the fixture to its expected answer", arguments: FlowCorpus.ids)
    func fixture(_ id: String) throws {
        let entry = try #require(FlowCorpus.entry(id))
        let answer = try FlowCorpus.answer(id, entry: entry).json.withoutMessages
        let expected = FlowCorpus.expectedAnswer(entry)
        let difference = answer.firstDifference(from: expected)
        #expect(difference == nil, "\(id): \(difference ?? "")")
    }

    @Test("the answer's canonical bytes, written straight from the model, are those of its JSON value; with seq too",
          arguments: FlowCorpus.ids)
    func directBytes(_ id: String) throws {
        let entry = try #require(FlowCorpus.entry(id))
        let answer = try FlowCorpus.answer(id, entry: entry)
        #expect(answer.canonicalBytes() == answer.json.canonicalBytes, "\(id)")
        guard case .object(let members) = answer.json else { throw CorpusProblem.notAnObject }
        let withSeq = OrderedJSONValue.object(members + [JSONMember("seq", .number(7))])
        #expect(answer.canonicalBytes(seq: 7) == withSeq.canonicalBytes, "\(id)")
    }

    @Test("every src of an expectation resolves into its fixture", arguments: FlowCorpus.ids)
    func pointersResolve(_ id: String) throws {
        let entry = try #require(FlowCorpus.entry(id))
        guard let document = try? OrderedJSONValue(parsing: try FlowCorpus.document(id).droppingByteOrderMark) else {
            #expect(entry.firstMember(named: "outcome")?.value == .string("rejected"), "\(id) does not parse")
            return
        }
        for pointer in entry.sourcePointers {
            #expect(document.resolve(pointer) != nil, "\(id): src \(pointer) names nothing in the fixture")
        }
    }
}

enum CorpusProblem: Error { case notAnObject }

extension Data {
    var droppingByteOrderMark: Data { starts(with: [0xEF, 0xBB, 0xBF]) ? Data(dropFirst(3)) : self }
}

extension OrderedJSONValue {
    /// Every `src` member value anywhere inside.
    var sourcePointers: [String] {
        switch self {
        case .object(let members):
            members.flatMap { member -> [String] in
                if member.name == "src", case .string(let pointer) = member.value { return [pointer] }
                return member.value.sourcePointers
            }
        case .array(let items): items.flatMap(\.sourcePointers)
        default: []
        }
    }

    /// The value an RFC 6901 pointer names (first occurrence of a repeated name), or `nil`.
    func resolve(_ pointer: String) -> OrderedJSONValue? {
        guard !pointer.isEmpty else { return self }
        var value = self
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            // Most tokens hold no escape; Foundation's replacing is most of this walk's time.
            let token = raw.contains("~")
                ? raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") : String(raw)
            switch value {
            case .object:
                guard let member = value.firstMember(named: token) else { return nil }
                value = member.value
            case .array(let items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }
}
