import Foundation

/// A small deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014), so a
/// seed always yields the same payload bytes (the standard library's generator is seeded
/// randomly and cannot be replayed).
struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int(next() % 100) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int(next() % UInt64(choices.count))]
    }

    /// A size drawn log-uniformly from `range` (as many 2–4 KiB screens as 10–20 KiB ones per
    /// doubling).
    mutating func logUniform(_ range: ClosedRange<Int>) -> Int {
        let unit = Double(next() >> 11) / Double(UInt64(1) << 53)
        let lower = Double(range.lowerBound)
        let value = lower * exp(log(Double(range.upperBound) / lower) * unit)
        return min(range.upperBound, max(range.lowerBound, Int(value)))
    }
}
