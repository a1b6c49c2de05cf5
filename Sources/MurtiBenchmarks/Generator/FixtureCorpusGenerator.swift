/// A generated corpus for `bench protocol`: small screens like the real
/// corpus's fixtures (256 B – 8 KiB, log-uniform), three in four valid, the rest broken in one
/// of the ways the seed's invalid fixtures are (a layer-1, -2 or -3 rejection, or a layer-4
/// placeholder), so the reference takes every kind of path.
package struct FixtureCorpusGenerator: Sendable {
    /// One generated fixture.
    package struct Fixture: Sendable {
        /// Its id (`generated/NNNNN.json`), as a corpus path would be.
        package let id: String
        /// Its exact bytes.
        package let bytes: [UInt8]
    }

    /// A fault planted by replacing the first occurrence of `find` with `replace`.
    struct Fault {
        let find: String
        let replace: String
    }

    /// The faults, each a rule of docs/CONTRACT.md §1: `required`, `enum`, `semantic.screen`,
    /// `pattern`, `version.major`, `render.placeholder` (an accept at layer 4),
    /// `semantic.dataKey`, `additionalProperties`.
    static let faults = [
        Fault(find: "{\"type\":\"text\",", replace: "{\"kind\":\"text\","),
        Fault(find: "\"type\":\"navigate\"", replace: "\"type\":\"eval\""),
        Fault(find: "\"screen\":\"productDetail\"", replace: "\"screen\":\"ghostScreen\""),
        Fault(find: "\"link\":\"help\"", replace: "\"link\":\"https://evil.com\""),
        Fault(find: "\"schemaVersion\":\"1.0\"", replace: "\"schemaVersion\":\"2.0\""),
        Fault(find: "\"type\":\"image\"", replace: "\"type\":\"ext.lottie\""),
        Fault(find: "{{user.name}}", replace: "{{user.email}}"),
        Fault(find: "\"type\":\"hstack\",", replace: "\"type\":\"hstack\",\"hidden\":true,"),
    ]

    private var generator: PayloadGenerator
    private var random: SplitMix64

    /// Creates a corpus generator; the same seed always yields the same fixtures.
    package init(seed: UInt64) {
        generator = PayloadGenerator(seed: seed)
        random = SplitMix64(seed: seed ^ 0xF1F7_0000)
    }

    /// `count` fixtures; one in four carries a fault (when its pattern is absent from the
    /// screen, a trailing comma before the last `}` instead: `decode.syntax`).
    package mutating func fixtures(count: Int) -> [Fixture] {
        (0..<count).map { index in
            var bytes = generator.screen(targetBytes: random.logUniform(256...8_192)).bytes
            if random.chance(25) {
                let fault = random.pick(Self.faults)
                if !Self.replaceFirst(Array(fault.find.utf8), with: Array(fault.replace.utf8), in: &bytes) {
                    bytes.insert(UInt8(ascii: ","), at: bytes.count - 1)
                }
            }
            let number = String(index)
            let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
            return Fixture(id: "generated/\(padded).json", bytes: bytes)
        }
    }

    /// Replaces the first occurrence of `pattern` in `bytes` (how a fault is planted); `false`
    /// when there is none.
    package static func replaceFirst(_ pattern: [UInt8], with replacement: [UInt8], in bytes: inout [UInt8]) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                bytes.replaceSubrange(index..<(index + pattern.count), with: replacement)
                return true
            }
            index += 1
        }
        return false
    }
}
