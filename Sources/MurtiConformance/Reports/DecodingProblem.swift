import MurtiProtocol

/// A Foundation `DecodingError` in our own words: the JSON Pointer of the value and what is
/// wrong with it (`at /results/3/status: a value this format does not allow`), never the
/// decoder's `DecodingError.dataCorrupted(… debugDescription …)` dump.
enum DecodingProblem {
    /// One line for `error`; other errors as their description.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return String(describing: error) }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "at \(pointer(context.codingPath)): member \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "at \(pointer(context.codingPath)): wrong type (expected \(typeName(type)))"
        case .valueNotFound(let type, let context):
            return "at \(pointer(context.codingPath)): null or nothing where \(typeName(type)) is needed"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not JSON" : "at \(pointer(context.codingPath)): a value this format does not allow"
        @unknown default:
            return "not in the expected format"
        }
    }

    /// The RFC 6901 JSON Pointer of a coding path, `the top level` for the root.
    static func pointer(_ path: [any CodingKey]) -> String {
        var pointer = ""
        for key in path {
            pointer = key.intValue.map { JSONPointer.appending($0, to: pointer) }
                ?? JSONPointer.appending(key.stringValue, to: pointer)
        }
        return pointer.isEmpty ? "the top level" : pointer
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type: "a number"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object or a value of \(type)"
        }
    }
}
