/// Strings, colors and the deep `analytics` bags.
extension PayloadGenerator {
    /// Words for text values: English and Indonesian UI copy, accented Latin, CJK and emoji,
    /// so strings have 1-, 2-, 3- and 4-byte UTF-8 sequences.
    static let words = [
        "Saldo", "rekening", "Anda", "transfer", "Rp150.000", "pembayaran", "berhasil", "View",
        "details", "Load", "balance", "account", "continue", "détails", "café", "naïve", "über",
        "Straße", "Ñandú", "日本語", "データ", "残高", "😀", "🚀", "💳", "savings", "monthly",
        "statement", "limit", "promo", "cashback", "10%", "—", "“quoted”", "e-wallet", "QRIS",
    ]

    /// `#RRGGBB`.
    mutating func randomColor() -> String {
        let hex = Array("0123456789ABCDEF")
        return "#" + String((0..<6).map { _ in hex[random.int(0...15)] })
    }

    /// A few words separated by spaces.
    mutating func sentence(words count: Int) -> String {
        (0..<count).map { _ in random.pick(Self.words) }.joined(separator: " ")
    }

    /// The props of a `text`: value, style props (seed: Style props), a data-key token now and
    /// then, and in 2% of texts a long value.
    mutating func textProps(_ writer: inout JSONByteWriter, _ stats: inout ShapeStats) {
        writer.name("value")
        if random.chance(2) {
            stats.longStrings += 1
            writer.escapedString(longString(codePoints: random.int(600...3_000)))
        } else if random.chance(12) {
            writer.string("Halo, {{user.name}}! " + sentence(words: random.int(2...6)))
        } else {
            writer.string(sentence(words: random.int(2...12)))
        }
        writer.name("style")
        writer.string(random.pick(["title", "headline", "body", "caption"]))
        if random.chance(60) {
            writer.name("color")
            writer.string(randomColor())
            writer.name("weight")
            writer.string(random.pick(["regular", "medium", "semibold", "bold"]))
        }
        writer.name("size")
        writer.number(random.pick(["12", "14", "17", "22.5", "28", "1.4e1"]))
        if random.chance(30) {
            writer.name("lineLimit")
            writer.integer(random.int(1...3))
        }
    }

    /// The JSON-escaped body of a string of exactly `codePoints` code points: words and spaces,
    /// with `\n`, `\"`, `\\`, `\u00e9` and a surrogate-pair escape (`\ud83d\ude80`) mixed in,
    /// and one `{{user.name}}` token.
    mutating func longString(codePoints: Int) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(codePoints * 2)
        var length = 0
        var tokenWritten = false
        while length < codePoints {
            let remaining = codePoints - length
            let roll = random.int(0...99)
            let piece: String
            let pieceLength: Int
            if roll < 3, remaining >= 1 {
                piece = random.pick(["\\n", "\\\"", "\\\\", "\\u00e9", "\\/"])
                pieceLength = 1
            } else if roll < 4, remaining >= 1 {
                piece = "\\ud83d\\ude80"
                pieceLength = 1
            } else if roll < 5, !tokenWritten, remaining >= 13 {
                piece = "{{user.name}}"
                pieceLength = 13
                tokenWritten = true
            } else {
                let word = random.pick(Self.words) + " "
                let count = word.unicodeScalars.count
                guard count <= remaining else {
                    piece = String(repeating: "x", count: remaining)
                    pieceLength = remaining
                    body.append(contentsOf: piece.utf8)
                    length += pieceLength
                    continue
                }
                piece = word
                pieceLength = count
            }
            body.append(contentsOf: piece.utf8)
            length += pieceLength
        }
        return body
    }

    /// A nested object `levels` deep: objects with arrays, numbers, booleans, null and short
    /// strings at each level (the open `props` bag, `#/$defs/value`).
    mutating func deepValue(_ writer: inout JSONByteWriter, levels: Int) {
        writer.openObject()
        writer.name("event")
        writer.string(random.pick(["tap", "impression", "scroll"]))
        writer.name("weight")
        writer.number(random.pick(["0.25", "1", "-3.5", "2.5e-3"]))
        writer.name("tags")
        writer.openArray()
        for _ in 0..<random.int(1...4) { writer.string(random.pick(["home", "promo", "A/B", "v2"])) }
        writer.closeArray()
        if random.chance(30) {
            writer.name("flags")
            writer.openArray()
            writer.bool(true)
            writer.null()
            writer.integer(random.int(-50...50))
            writer.closeArray()
        }
        if levels > 1 {
            writer.name("context")
            if random.chance(25) {
                writer.openArray()
                deepValue(&writer, levels: levels - 1)
                writer.closeArray()
            } else {
                deepValue(&writer, levels: levels - 1)
            }
        }
        writer.closeObject()
    }
}
