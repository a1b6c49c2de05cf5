// The protocol's public API is written in JSONKit's values (`JSONValue`, `JSONMemberName`):
// an implementer who imports MurtiProtocol alone reads and builds them as before, with no
// second import and no second product (docs/DECISIONS.md D142).
@_exported import JSONKit

/// The judge's strict reader as the protocol uses it: ``StrictJSONReader`` (JSONKit), its
/// refusals given as ``ProtocolError/notJSON(offset:problem:)`` with the reader's offset and
/// problem unchanged, so a line refused reads exactly as it did (docs/DECISIONS.md D141).
package enum StrictJSONParser {
    /// Deepest nesting ``parse(_:profiles:maxNesting:)`` accepts by default
    /// (``StrictJSONReader/maxNesting``).
    package static let maxNesting = StrictJSONReader.maxNesting

    /// One complete JSON text into a value, duplicates refused, nesting capped
    /// (``StrictJSONReader/parse(_:memberCache:maxNesting:)``); with `profiles`, a top-level
    /// `profile` whose bytes repeat the last line's is not parsed again.
    /// - Throws: ``ProtocolError/notJSON(offset:problem:)`` at the first fault.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, profiles: ParsedProfileCache? = nil, maxNesting: Int = maxNesting
    ) throws(ProtocolError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try StrictJSONReader.parse(bytes, memberCache: profiles, maxNesting: maxNesting)
        } catch {
            throw .notJSON(offset: error.offset, problem: error.problem)
        }
    }

    /// One complete JSON text held in an array (see ``parse(_:profiles:maxNesting:)``).
    /// - Throws: ``ProtocolError/notJSON(offset:problem:)`` at the first fault.
    package static func parse(
        _ bytes: [UInt8], profiles: ParsedProfileCache? = nil, maxNesting: Int = maxNesting
    ) throws(ProtocolError) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try StrictJSONReader.parse(bytes, memberCache: profiles, maxNesting: maxNesting)
        } catch {
            throw .notJSON(offset: error.offset, problem: error.problem)
        }
    }

    /// One complete JSON text into a ``JSONTape`` (``StrictJSONReader/tape(_:)``): byte ranges
    /// in the order written, duplicates kept, no nesting cap.
    /// - Throws: ``ProtocolError/notJSON(offset:problem:)`` at the first fault.
    package static func tape(_ bytes: [UInt8]) throws(ProtocolError) -> JSONTape {
        do throws(JSONSyntaxError) {
            return try StrictJSONReader.tape(bytes)
        } catch {
            throw .notJSON(offset: error.offset, problem: error.problem)
        }
    }

    /// The string whose opening quote is at `offset` in `bytes`, escapes decoded; `nil` when
    /// no valid string starts there (``StrictJSONReader/string(in:at:)``).
    package static func string(in bytes: [UInt8], at offset: Int) -> String? {
        StrictJSONReader.string(in: bytes, at: offset)
    }
}
