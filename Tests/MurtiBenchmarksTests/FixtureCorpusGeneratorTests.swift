import MurtiBenchmarks
import MurtiValidator
import Testing

@Suite("bench: the generated protocol corpus")
struct FixtureCorpusGeneratorTests {
    @Test("fixtures are deterministic, uniquely named and small")
    func shape() {
        var first = FixtureCorpusGenerator(seed: 9)
        var second = FixtureCorpusGenerator(seed: 9)
        let count = SampleSize.of(400)
        let a = first.fixtures(count: count)
        let b = second.fixtures(count: count)
        #expect(a.map(\.bytes) == b.map(\.bytes))
        #expect(Set(a.map(\.id)).count == count)
        #expect(a.allSatisfy { $0.bytes.count <= 8_192 + 32 })
    }

    @Test("about three in four of 2,000 (250 outside CI) are accepted, and the faults reach layers 1, 2 and 3 and placeholders")
    func mix() {
        var generator = FixtureCorpusGenerator(seed: 2)
        let validator = Validator(profile: BenchmarkProfile.profile())
        let count = SampleSize.of(2_000)
        let verdicts = generator.fixtures(count: count).map { validator.validate($0.bytes) }
        let rejected = verdicts.filter { $0.outcome == .reject }.count
        #expect((count * 15 / 100...count * 35 / 100).contains(rejected), "\(rejected) rejected of \(count)")
        let layers = Set(verdicts.compactMap(\.layer))
        #expect(layers == [1, 2, 3, 4])
    }

    @Test("each planted fault breaks the rule it is meant to", arguments: [
        ("{\"type\":\"text\",", "{\"kind\":\"text\",", "required"),
        ("\"type\":\"navigate\"", "\"type\":\"eval\"", "enum"),
        ("\"screen\":\"productDetail\"", "\"screen\":\"ghostScreen\"", "semantic.screen"),
        ("\"link\":\"help\"", "\"link\":\"https://evil.com\"", "pattern"),
        ("\"schemaVersion\":\"1.0\"", "\"schemaVersion\":\"2.0\"", "version.major"),
        ("\"type\":\"image\"", "\"type\":\"ext.lottie\"", "render.placeholder"),
        ("{{user.name}}", "{{user.email}}", "semantic.dataKey"),
        ("\"type\":\"hstack\",", "\"type\":\"hstack\",\"hidden\":true,", "additionalProperties"),
    ])
    func fault(_ find: String, _ replace: String, _ rule: String) throws {
        var generator = PayloadGenerator(seed: 4)
        var bytes = generator.screen(targetBytes: 65_536).bytes
        #expect(FixtureCorpusGenerator.replaceFirst(Array(find.utf8), with: Array(replace.utf8), in: &bytes))
        let verdict = Validator(profile: BenchmarkProfile.profile()).validate(bytes)
        #expect(verdict.rule == rule, "\(verdict)")
    }
}
