/// Generates Murti payloads of realistic shape and a chosen size, deterministically from a seed
/// (docs/PERFORMANCE.md: typical screens of 2–20 KiB, a large screen of about 1 MiB and 5,000 nodes).
///
/// A screen is a payload (docs/CONTRACT.md §0): `screen.key` "dashboard", a `vstack` root whose
/// children are sections (`card`/`vstack`), each holding rows (`hstack`, sometimes a `zstack`
/// overlay) of leaves: `text` (style props, `{{user.name}}` tokens, now and then a long string
/// of 600–3,000 code points with non-ASCII text and escapes), `image`, `button` with `navigate`,
/// `api` (with `onSuccess`/`onError` chains up to depth 3), `openURL`, `dismiss` or `refresh`
/// actions, and nested `card`s. About one node in seven carries a deep `analytics` bag (JSON
/// nesting 6–10 inside props). Every document is valid under ``BenchmarkProfile`` (all types
/// registered, every reference resolves), so every engine walks all of it.
///
/// Size: rows are added while they fit (a row that would pass `targetBytes` is dropped and
/// another tried, a dozen times), so a document is at most `targetBytes` long and falls short
/// of it by about one small row (a few hundred bytes). Node count grows with size (about 4.7 nodes per KiB).
package struct PayloadGenerator: Sendable {
    var random: SplitMix64

    /// Creates a generator; the same seed always yields the same documents.
    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// JSON nesting of a row object: payload 1, screen 2, root 3, its children 4, section 5,
    /// its children 6, row 7.
    static let rowNesting = 6
    /// Tree depth of a row node: root 1, section 2, row 3.
    static let rowDepth = 2
    /// The bytes that close a payload after the root's last child: `]}}}`.
    static let closingBytes = 4
    /// Rows tried after the first one that does not fit, before the screen is full.
    static let attemptsToFill = 12
    /// Sections per root at most (the schema's 256 children per node).
    static let maxSections = 250

    /// One screen of at most `targetBytes` bytes (at least one row, whatever the target).
    package mutating func screen(targetBytes: Int) -> GeneratedPayload {
        var writer = JSONByteWriter(capacity: targetBytes + 64)
        var stats = ShapeStats(nodes: 1, treeDepth: 1, nesting: 4)
        writer.openObject()
        writer.name("schemaVersion")
        writer.string("1.0")
        writer.name("screen")
        writer.openObject()
        writer.name("key")
        writer.string("dashboard")
        writer.name("root")
        writer.openObject()
        writer.name("type")
        writer.string("vstack")
        writer.name("id")
        writer.string("root")
        writer.name("props")
        writer.openObject()
        writer.name("spacing")
        writer.integer(16)
        writer.name("padding")
        writer.integer(20)
        writer.name("background")
        writer.string("#FFFFFF")
        writer.closeObject()
        writer.name("children")
        writer.openArray()

        // Sections big enough that even 2 MiB needs fewer than 250 of them.
        let sectionBytes = max(768, targetBytes / 160)
        var full = false
        var sectionIndex = 0
        while !full, sectionIndex < Self.maxSections {
            var section = JSONByteWriter(capacity: sectionBytes + 1_024)
            var sectionStats = ShapeStats(nodes: 1, treeDepth: 1)
            openSection(&section, index: sectionIndex)
            var rows = 0
            var misses = 0
            while section.count < sectionBytes {
                var rowStats = ShapeStats()
                let row = makeRow(&rowStats, maxLeaves: misses > 0 ? 1 : 4)
                // 3 = the comma before the section and the section's own `]}`.
                let projected = writer.count + section.count + 1 + row.count + 3 + Self.closingBytes
                if projected > targetBytes, rows > 0 || sectionIndex > 0 {
                    // A smaller row (one leaf) may still fit: try a few before calling the screen full.
                    misses += 1
                    if misses < Self.attemptsToFill { continue }
                    full = true
                    break
                }
                section.value(row)
                sectionStats.absorb(rowStats, baseNesting: 2, baseDepth: 1)
                rows += 1
            }
            guard rows > 0 else { break }
            section.closeArray()
            section.closeObject()
            writer.value(section)
            sectionStats.nesting = max(sectionStats.nesting, section.maxDepth)
            stats.absorb(sectionStats, baseNesting: 4, baseDepth: 1)
            sectionIndex += 1
        }
        writer.closeArray()
        writer.closeObject()
        writer.closeObject()
        writer.closeObject()
        return GeneratedPayload(
            bytes: writer.bytes, nodeCount: stats.nodes, treeDepth: stats.treeDepth,
            nesting: stats.nesting, longStrings: stats.longStrings, actionCount: stats.actions)
    }

    /// `count` screens whose sizes are drawn log-uniformly from `sizes` (bytes).
    package mutating func screens(count: Int, sizes: ClosedRange<Int>) -> [GeneratedPayload] {
        (0..<count).map { _ in
            let target = random.logUniform(sizes)
            return screen(targetBytes: target)
        }
    }

    /// `{"type":"card","id":"section_N","props":{…},"children":[` (left open).
    private mutating func openSection(_ writer: inout JSONByteWriter, index: Int) {
        writer.openObject()
        writer.name("type")
        writer.string(random.chance(60) ? "card" : "vstack")
        writer.name("id")
        writer.string("section_\(index)")
        writer.name("props")
        writer.openObject()
        writer.name("background")
        writer.string(randomColor())
        writer.name("cornerRadius")
        writer.integer(random.pick([8, 12, 16]))
        writer.name("padding")
        writer.integer(random.pick([12, 16, 24]))
        writer.name("spacing")
        writer.number(random.pick(["8", "10.5", "12"]))
        writer.closeObject()
        writer.name("children")
        writer.openArray()
    }
}
