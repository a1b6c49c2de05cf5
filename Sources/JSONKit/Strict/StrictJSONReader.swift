/// The protocol's entry points to the one reader (``JSONReader``, docs/DECISIONS.md D200): protocol
/// lines both ways, and, in the judge, expectations.json, profiles, reports, engine output,
/// manifest-sequence files and the fixtures `lint` locates JSON Pointers in. Documents under
/// test never go through it: they travel as exact bytes, so that layer 1 is the
/// implementation's job.
///
/// Hand-written rather than `JSONSerialization` for speed (one answer per fixture,
/// docs/CONTRACT.md §7) and exact types (`NSNumber` bridging lets `true` pass as the integer 1,
/// and a runner that never trusts the implementation must tell them apart). It refuses trailing
/// commas, comments, NaN, invalid UTF-8 and lone surrogates (I-JSON, RFC 7493).
///
/// Two products: a ``JSONValue`` tree (``parse(_:memberCache:maxNesting:)``, which also
/// refuses duplicate member names and numbers outside binary64, and caps nesting), and a
/// ``JSONTape`` of every value's byte range in the order written (``tape(_:)``, which keeps
/// duplicate names and member order, compares names code point by code point, and has no
/// nesting cap), for finding what a pointer names in a fixture. Both throw
/// ``JSONSyntaxError`` with the offsets and problems of ``JSONReadingPolicy/strict(maxNesting:)``.
package enum StrictJSONReader {
    /// Deepest nesting ``parse(_:memberCache:maxNesting:)`` accepts by default (profiles and
    /// answers are a few levels deep).
    package static let maxNesting = 128

    /// Parses one complete JSON text into a value; only whitespace may surround it. With
    /// `memberCache`, the top-level member it names is taken from it when its bytes repeat the
    /// ones it holds, and given to it otherwise (``JSONMemberCache``).
    /// - Throws: ``JSONSyntaxError`` at the first fault.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, memberCache: (any JSONMemberCache)? = nil, maxNesting: Int = maxNesting
    ) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, policy: .strict(maxNesting: maxNesting))
        var builder = JSONValueBuilder(cache: memberCache)
        do throws(JSONFault) {
            try reader.run(into: &builder)
        } catch {
            throw JSONSyntaxError(error)
        }
        return builder.result ?? .null
    }

    /// Parses one complete JSON text held in an array (see ``parse(_:memberCache:maxNesting:)``).
    package static func parse(
        _ bytes: [UInt8], memberCache: (any JSONMemberCache)? = nil, maxNesting: Int = maxNesting
    ) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) {
                return .success(try parse(buffer, memberCache: memberCache, maxNesting: maxNesting))
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Reads one complete JSON text into a ``JSONTape``: every value's byte range in the order
    /// written, member names decoded, duplicates kept, numbers checked by grammar only.
    /// - Throws: ``JSONSyntaxError`` at the first fault.
    package static func tape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        let result: Result<[JSONTape.Node], JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer, policy: .strict(maxNesting: Int.max))
            var builder = JSONTapeBuilder()
            do throws(JSONFault) {
                try reader.run(into: &builder)
                return .success(builder.nodes)
            } catch { return .failure(JSONSyntaxError(error)) }
        }
        return JSONTape(bytes: bytes, nodes: try result.get())
    }

    /// The string whose opening quote is at `offset` in `bytes`, escapes decoded; `nil` when
    /// no valid string starts there.
    package static func string(in bytes: [UInt8], at offset: Int) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard offset >= 0, offset < buffer.count, buffer[offset] == UInt8(ascii: "\"") else { return nil }
            var reader = JSONReader(bytes: buffer, policy: .strict(maxNesting: Int.max))
            reader.index = offset
            guard let token = try? reader.scanString() else { return nil }
            return JSONReader.text(token, in: buffer)
        }
    }
}
