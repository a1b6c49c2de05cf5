/// Rows, leaves and actions. Each writer function writes one complete value at the writer's
/// current position and adds what it wrote to `stats`, with tree depths relative to the part
/// being built (the part's top node is depth 1).
extension PayloadGenerator {
    /// One row: an `hstack` (sometimes a `vstack`, or a `zstack` overlay) of 1–`maxLeaves` leaves.
    mutating func makeRow(_ stats: inout ShapeStats, maxLeaves: Int) -> JSONByteWriter {
        var writer = JSONByteWriter(capacity: 512)
        stats.nodes += 1
        stats.treeDepth = max(stats.treeDepth, 1)
        if maxLeaves > 1, random.chance(8) {
            overlayRow(&writer, &stats)
        } else {
            writer.openObject()
            writer.name("type")
            writer.string(random.chance(80) ? "hstack" : "vstack")
            if random.chance(40) {
                writer.name("id")
                writer.string("row_\(random.int(0...99_999))")
            }
            writer.name("props")
            writer.openObject()
            writer.name("spacing")
            writer.integer(random.pick([4, 8, 12]))
            writer.name("alignment")
            writer.string(random.pick(["leading", "center", "trailing"]))
            writer.closeObject()
            writer.name("children")
            writer.openArray()
            for _ in 0..<random.int(1...max(1, maxLeaves)) { leaf(&writer, &stats, depth: 2) }
            writer.closeArray()
            writer.closeObject()
        }
        stats.nesting = max(stats.nesting, writer.maxDepth)
        return writer
    }

    /// A `zstack` with a frame and positioned children (seed: Overlays).
    private mutating func overlayRow(_ writer: inout JSONByteWriter, _ stats: inout ShapeStats) {
        writer.openObject()
        writer.name("type")
        writer.string("zstack")
        writer.name("props")
        writer.openObject()
        writer.name("width")
        writer.integer(375)
        writer.name("height")
        writer.integer(random.pick([160, 200, 240]))
        writer.closeObject()
        writer.name("children")
        writer.openArray()
        for _ in 0..<random.int(2...3) { leaf(&writer, &stats, depth: 2, positioned: true) }
        writer.closeArray()
        writer.closeObject()
    }

    /// A `text` (50%), `image` (20%), `button` (24%) or a `card` holding two texts (6%).
    mutating func leaf(_ writer: inout JSONByteWriter, _ stats: inout ShapeStats, depth: Int, positioned: Bool = false) {
        stats.nodes += 1
        stats.treeDepth = max(stats.treeDepth, depth)
        let roll = random.int(0...99)
        writer.openObject()
        writer.name("type")
        let kind = roll < 50 ? "text" : roll < 70 ? "image" : roll < 94 || depth > 4 ? "button" : "card"
        writer.string(kind)
        if random.chance(55) {
            writer.name("id")
            writer.string("\(kind)_\(random.int(0...999_999))")
        }
        writer.name("props")
        writer.openObject()
        if positioned {
            writer.name("x")
            writer.integer(random.int(0...300))
            writer.name("y")
            writer.number("\(random.int(0...200)).5")
        }
        switch kind {
        case "text": textProps(&writer, &stats)
        case "image": imageProps(&writer)
        case "button": buttonProps(&writer)
        default: cardProps(&writer)
        }
        if random.chance(14) {
            writer.name("analytics")
            deepValue(&writer, levels: random.int(5...9))
        }
        writer.closeObject()
        if kind == "button" {
            writer.name("action")
            action(&writer, &stats, chainLeft: random.chance(30) ? 2 : 0)
        } else if kind == "card" {
            writer.name("children")
            writer.openArray()
            leaf(&writer, &stats, depth: depth + 1)
            leaf(&writer, &stats, depth: depth + 1)
            writer.closeArray()
        }
        writer.closeObject()
    }

    private mutating func imageProps(_ writer: inout JSONByteWriter) {
        writer.name("source")
        writer.string("https://cdn.example.com/img/\(random.int(10_000...99_999))/banner@2x.png")
        writer.name("width")
        writer.integer(random.pick([48, 120, 343]))
        writer.name("height")
        writer.integer(random.pick([48, 80, 180]))
        writer.name("contentMode")
        writer.string(random.pick(["fit", "fill"]))
        writer.name("accessibility")
        writer.openObject()
        writer.name("label")
        writer.string(sentence(words: 4))
        writer.name("isDecorative")
        writer.bool(random.chance(30))
        writer.closeObject()
    }

    private mutating func buttonProps(_ writer: inout JSONByteWriter) {
        writer.name("title")
        writer.string(sentence(words: random.int(1...3)))
        writer.name("a11yId")
        writer.string("button_\(random.int(0...9_999))")
        writer.name("style")
        writer.string(random.pick(["primary", "secondary", "link"]))
        writer.name("enabled")
        writer.bool(random.chance(90))
    }

    private mutating func cardProps(_ writer: inout JSONByteWriter) {
        writer.name("background")
        writer.string(randomColor())
        writer.name("foreground")
        writer.string(randomColor())
        writer.name("cornerRadius")
        writer.integer(16)
        writer.name("shadow")
        writer.null()
    }

    /// An action; `chainLeft` more `onSuccess`/`onError` steps may follow (chain depth ≤ 4).
    mutating func action(_ writer: inout JSONByteWriter, _ stats: inout ShapeStats, chainLeft: Int) {
        stats.actions += 1
        writer.openObject()
        writer.name("type")
        let roll = random.int(0...99)
        switch roll {
        case 0..<45:
            writer.string("navigate")
            writer.name("screen")
            writer.string(random.pick(["productDetail", "balanceDetail", "dashboard"]))
            writer.name("params")
            writer.openObject()
            writer.name("productId")
            writer.string("abc\(random.int(100...999))")
            writer.name("source")
            writer.string("dashboard")
            writer.name("position")
            writer.integer(random.int(0...40))
            writer.closeObject()
        case 45..<75:
            writer.string("api")
            writer.name("request")
            writer.string("getAccountBalance")
            writer.name("onSuccess")
            if chainLeft > 0 {
                action(&writer, &stats, chainLeft: chainLeft - 1)
            } else {
                stats.actions += 1
                writer.openObject()
                writer.name("type")
                writer.string("navigate")
                writer.name("screen")
                writer.string("balanceDetail")
                writer.closeObject()
            }
            if random.chance(50) {
                stats.actions += 1
                writer.name("onError")
                writer.openObject()
                writer.name("type")
                writer.string("refresh")
                writer.closeObject()
            }
        case 75..<85:
            writer.string("openURL")
            writer.name("link")
            writer.string("help")
        case 85..<93:
            writer.string("dismiss")
        default:
            writer.string("refresh")
        }
        writer.closeObject()
    }
}
