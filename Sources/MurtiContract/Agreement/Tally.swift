import MurtiConformance
import MurtiProtocol

/// A name with a count, e.g. a schema location and the fixtures that report it.
package struct Tally: Sendable, Equatable, Hashable {
    /// What is counted.
    package var name: String
    /// How often.
    package var count: Int

    /// Counts `names`, most frequent first, then in first-seen order.
    static func count(_ names: [String]) -> [Tally] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let tallies = order.enumerated().map { (position: $0.offset, tally: Tally(name: $0.element, count: counts[$0.element, default: 0])) }
        return tallies.sorted { $0.tally.count != $1.tally.count ? $0.tally.count > $1.tally.count : $0.position < $1.position }
            .map(\.tally)
    }
}
