import Foundation
import MurtiProtocol

extension StrictJSON {
    /// Reads `data`, the whole content of `file`, strictly (``parse(_:file:)``) and maps it to
    /// `type` through its `Decodable` conformance.
    ///
    /// Throws ``CorpusError/invalidJSON(file:offset:line:column:problem:fix:)`` for text that is
    /// not strict JSON, ``CorpusError/invalidValue(file:pointer:problem:fix:)`` (with the JSON
    /// Pointer of the coding path) for JSON that is not a `type`.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(CorpusError) -> T {
        let value = try parse(data, file: file)
        do {
            return try JSONValueDecoder.decode(type, from: value, at: [])
        } catch let error as DecodingError {
            throw .invalidValue(file: file, pointer: Self.pointer(of: error), problem: Self.problem(of: error),
                                fix: "write the value the format documents")
        } catch {
            throw .invalidValue(file: file, pointer: "", problem: "\(error)", fix: "write the value the format documents")
        }
    }

    private static func pointer(of error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        @unknown default: path = []
        }
        return path.reduce("") { JSONPointer.appending($1.intValue.map(String.init) ?? $1.stringValue, to: $0) }
    }

    private static func problem(of error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.debugDescription
        case .keyNotFound(let key, _): "missing member \(key.stringValue)"
        @unknown default: "\(error)"
        }
    }
}
