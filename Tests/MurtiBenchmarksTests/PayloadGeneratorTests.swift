import Foundation
import MurtiBenchmarks
import MurtiValidator
import Testing

@Suite("bench: the payload generator's shape and determinism")
struct PayloadGeneratorTests {
    /// Seed 1's 1 MiB screen, generated once: the size test's 1 MiB case and the large-screen
    /// test judge the same bytes (a fresh generator of the same seed yields them; the determinism
    /// test proves that), and the debug build spends about a second generating it.
    static let largeScreen: GeneratedPayload = {
        var generator = PayloadGenerator(seed: 1)
        return generator.screen(targetBytes: largeTarget)
    }()
    static let largeTarget = 1_048_576

    @Test("the same seed yields the same bytes; another seed other bytes")
    func determinism() {
        var first = PayloadGenerator(seed: 7)
        var second = PayloadGenerator(seed: 7)
        var other = PayloadGenerator(seed: 8)
        let a = first.screen(targetBytes: 16_384)
        let b = second.screen(targetBytes: 16_384)
        let c = other.screen(targetBytes: 16_384)
        #expect(a.bytes == b.bytes)
        #expect(a.bytes != c.bytes)
    }

    @Test("a screen is at most its target and close to it", arguments: [2_048, 8_192, 20_480, 131_072, 1_048_576, 2_097_152])
    func size(target: Int) {
        var generator = PayloadGenerator(seed: 1)
        let payload = target == Self.largeTarget ? Self.largeScreen : generator.screen(targetBytes: target)
        #expect(payload.bytes.count <= target)
        #expect(payload.bytes.count >= target - max(600, target / 100), "\(payload.bytes.count) of \(target)")
    }

    @Test("every generated screen is accepted by the reference with no violation at all (2 MiB under CI)",
          arguments: SampleSize.full ? [2_048, 20_480, 1_048_576, 2_097_152] : [2_048, 20_480, 1_048_576])
    func valid(target: Int) {
        var generator = PayloadGenerator(seed: 3)
        let payload = generator.screen(targetBytes: target)
        let validator = Validator(profile: BenchmarkProfile.profile())
        let verdict = validator.validate(payload.bytes)
        #expect(verdict.outcome == .accept, "\(verdict)")
        #expect(verdict.placeholders.isEmpty)
        #expect(validator.violations(in: payload.bytes).isEmpty)
    }

    @Test("the large screen: about 1 MiB, about 5,000 nodes, long strings, deep props, within the default bounds")
    func largeShape() throws {
        let payload = Self.largeScreen
        #expect((4_500...5_000).contains(payload.nodeCount), "\(payload.nodeCount) nodes")
        #expect(payload.longStrings >= 20)
        #expect(payload.nesting >= 20, "JSON nesting \(payload.nesting)")
        #expect((4...32).contains(payload.treeDepth))
        #expect(payload.actionCount > 500)
        // Within the seed's default bounds too (maxNodes 5,000), so it is a document a client accepts.
        let verdict = Validator(profile: BenchmarkProfile.profile(maxNodes: nil)).validate(payload.bytes)
        #expect(verdict.outcome == .accept, "\(verdict)")
    }

    @Test("the shape the generator reports is the shape an independent parser finds",
          arguments: [4_096, 65_536, 1_048_576])
    func independentShape(target: Int) throws {
        var generator = PayloadGenerator(seed: 11)
        let payload = generator.screen(targetBytes: target)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(payload.bytes)) as? [String: Any])
        let screen = try #require(top["screen"] as? [String: Any])
        let root = try #require(screen["root"] as? [String: Any])
        var nodes = 0
        var deepest = 0
        var pending: [([String: Any], Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            nodes += 1
            deepest = max(deepest, depth)
            for child in node["children"] as? [[String: Any]] ?? [] { pending.append((child, depth + 1)) }
        }
        #expect(nodes == payload.nodeCount)
        #expect(deepest == payload.treeDepth)
        #expect(Self.nesting(of: top) == payload.nesting)
    }

    @Test("the stream: 1,000 screens of 2–20 KiB (125 outside CI), all accepted, sizes spread over the range")
    func stream() {
        var generator = PayloadGenerator(seed: 5)
        let count = SampleSize.of(1_000)
        let screens = generator.screens(count: count, sizes: 2_048...20_480)
        #expect(screens.count == count)
        let sizes = screens.map(\.bytes.count)
        #expect((sizes.min() ?? 0) >= 1_400 && (sizes.max() ?? .max) <= 20_480, "\(sizes.min() ?? 0)…\(sizes.max() ?? 0)")
        #expect(screens.filter { $0.bytes.count < 4_096 }.count > count / 5)
        #expect(screens.filter { $0.bytes.count > 10_240 }.count > count / 5)
        let validator = Validator(profile: BenchmarkProfile.profile())
        #expect(screens.allSatisfy { validator.validate($0.bytes).outcome == .accept })
    }

    /// JSON nesting of a Foundation value, the top level counting 1.
    static func nesting(of value: Any) -> Int {
        var deepest = 0
        var pending: [(Any, Int)] = [(value, 1)]
        while let (item, level) = pending.popLast() {
            if let object = item as? [String: Any] {
                deepest = max(deepest, level)
                for member in object.values { pending.append((member, level + 1)) }
            } else if let array = item as? [Any] {
                deepest = max(deepest, level)
                for element in array { pending.append((element, level + 1)) }
            }
        }
        return deepest
    }
}
