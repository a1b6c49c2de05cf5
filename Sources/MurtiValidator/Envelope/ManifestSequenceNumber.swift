/// A manifest's `sequence` as an exact integer (seed: Manifest, "sequence is monotonic").
///
/// `murti.schema.json` types it `integer`, which Draft 2020-12 defines mathematically: `7`,
/// `7.0` and `70e-1` are the same integer. Comparing the decimal digits (never a `Double`)
/// keeps the rollback check exact past 2^53.
struct ManifestSequenceNumber: Sendable, Comparable {
    /// `true` below zero.
    let isNegative: Bool
    /// The magnitude's decimal digits, no leading zeros (`"0"` for zero).
    let digits: String

    /// The integer an RFC 8259 number `lexeme` spells, or `nil` when it has a non-zero
    /// fractional part (then it is not a JSON Schema `integer`).
    init?(lexeme: String) {
        var text = Substring(lexeme)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var written = text[text.index(after: marker)...]
            if written.first == "+" { written = written.dropFirst() }
            text = text[..<marker]
            guard let value = Int(written) else {
                // An exponent past Int: the lexeme is in double range only if its digits are 0.
                guard text.allSatisfy({ $0 == "0" || $0 == "." }) else { return nil }
                self.init(negative: false, digits: "0")
                return
            }
            exponent = value
        }
        var significant = String(text)
        if let point = significant.firstIndex(of: ".") {
            exponent -= significant.distance(from: point, to: significant.endIndex) - 1
            significant.remove(at: point)
        }
        if exponent >= 0 {
            guard significant.contains(where: { $0 != "0" }) else {
                self.init(negative: false, digits: "0")
                return
            }
            significant += String(repeating: "0", count: exponent)
        } else {
            let dropped = significant.suffix(-exponent)
            guard dropped.allSatisfy({ $0 == "0" }) else { return nil }
            significant = String(significant.dropLast(-exponent))
        }
        self.init(negative: negative, digits: significant)
    }

    /// A number from its sign and digits; leading zeros are removed and zero is unsigned.
    private init(negative: Bool, digits: String) {
        let trimmed = digits.drop { $0 == "0" }
        self.digits = trimmed.isEmpty ? "0" : String(trimmed)
        self.isNegative = negative && !trimmed.isEmpty
    }

    /// Numeric order.
    static func < (left: Self, right: Self) -> Bool {
        if left.isNegative != right.isNegative { return left.isNegative }
        let magnitudeLess = left.digits.count != right.digits.count
            ? left.digits.count < right.digits.count
            : left.digits < right.digits
        let magnitudeEqual = left.digits == right.digits
        return left.isNegative ? !magnitudeLess && !magnitudeEqual : magnitudeLess
    }

    /// The integer in decimal, e.g. `-3`, `7`.
    var text: String { (isNegative ? "-" : "") + digits }
}
