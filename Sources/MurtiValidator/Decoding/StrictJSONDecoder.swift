import Foundation

/// Layer 1 of the reference validator: a strict RFC 8259 / I-JSON (RFC 7493) decoder from bytes
/// to a ``JSONDocument`` tape (docs/CONTRACT.md §1 layer 1; docs/DECISIONS.md 1–6).
///
/// One pass over the bytes, front to back, without recursion (an explicit stack of open
/// containers), so no input of any size or depth can exhaust the call stack. The first fault
/// by byte offset is reported.
package enum StrictJSONDecoder {
    /// Decodes `bytes` into a tape.
    ///
    /// - Parameters:
    ///   - bytes: the document's exact bytes (UTF-8, no BOM).
    ///   - maxNesting: the profile's `maxNesting`; the top-level value has nesting 1, so the
    ///     default 512 accepts 512 nested containers and refuses the 513th.
    ///   - maxDocumentBytes: the profile's `maxDocumentBytes`, checked before parsing.
    /// - Returns: the document; its ``JSONDocument/root`` is an object.
    /// - Throws: ``DecodeError`` naming the first broken layer-1 rule.
    package static func decode(
        _ bytes: [UInt8], maxNesting: Int = 512, maxDocumentBytes: Int = 2_097_152
    ) throws(DecodeError) -> JSONDocument {
        if bytes.count > maxDocumentBytes {
            throw .size(byteCount: bytes.count, limit: maxDocumentBytes)
        }
        // Tape offsets are Int32; a larger document cannot be represented.
        if bytes.count > Int(Int32.max) - 1 {
            throw .size(byteCount: bytes.count, limit: Int(Int32.max) - 1)
        }
        let result = bytes.withUnsafeBufferPointer { input -> Result<[JSONToken], DecodeError> in
            var scanner = JSONScanner(input: input, maxNesting: maxNesting)
            do throws(DecodeError) {
                try scanner.scan()
                return .success(scanner.tokens)
            } catch {
                return .failure(error)
            }
        }
        let tokens = try result.get()
        guard let first = tokens.first else { throw .syntax(byteOffset: 0, fault: .emptyDocument) }
        guard first.kind == .object else { throw .notObject(found: first.kind) }
        return JSONDocument(bytes: bytes, tokens: tokens)
    }

    /// Decodes `data`; see ``decode(_:maxNesting:maxDocumentBytes:)``.
    package static func decode(
        _ data: Data, maxNesting: Int = 512, maxDocumentBytes: Int = 2_097_152
    ) throws(DecodeError) -> JSONDocument {
        if data.count > maxDocumentBytes {
            throw .size(byteCount: data.count, limit: maxDocumentBytes)
        }
        return try decode([UInt8](data), maxNesting: maxNesting, maxDocumentBytes: maxDocumentBytes)
    }

    /// Human descriptions of what the grammar expects, shared by the scanner and messages.
    enum Expected {
        static let value = "a value (object, array, string, number, true, false or null)"
        static let memberName = "a member name (a string in double quotes)"
        static let colon = "':' after the member name"
        static let objectContinuation = "',' or '}'"
        static let arrayContinuation = "',' or ']'"
        static let digit = "a digit"
        static let fractionDigit = "a digit after the decimal point"
        static let exponentDigit = "a digit in the exponent"
        static let closingQuote = "the closing '\"' of the string"
        static let escape = "an escape character after '\\'"
        static let hexDigit = "a hexadecimal digit"
        static let endOfDocument = "the end of the document"
    }
}
