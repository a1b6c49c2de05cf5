/// A table rendered as aligned plain text or as a GitHub Markdown table (for the README).
struct TextTable {
    /// Column titles.
    var header: [String]
    /// Rows, each as many cells as the header.
    var rows: [[String]] = []
    /// Columns after the first are right-aligned (numbers).
    var rightAligned = true

    /// Adds a row.
    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The table as text; `markdown` gives `| a | b |` rows with a separator line.
    func render(markdown: Bool) -> String {
        if markdown {
            let separator = header.indices.map { $0 == 0 || !rightAligned ? "---" : "---:" }
            return ([header, separator] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column -> String in
                let pad = String(repeating: " ", count: widths[column] - cells[column].count)
                return column == 0 || !rightAligned ? cells[column] + pad : pad + cells[column]
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// Number formatting for the reports.
enum Format {
    /// `1.23 µs`, `45.6 ms`, `1.20 s`: three significant digits.
    static func duration(_ seconds: Double) -> String {
        if seconds < 1e-6 { return significant(seconds * 1e9) + " ns" }
        if seconds < 1e-3 { return significant(seconds * 1e6) + " µs" }
        if seconds < 1 { return significant(seconds * 1e3) + " ms" }
        return significant(seconds) + " s"
    }

    /// Three significant digits (no exponent).
    static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
        return fixed(value, decimals)
    }

    /// A ratio, e.g. `0.42×`, `31×`, `1,234×`.
    static func ratio(_ value: Double) -> String {
        value >= 100 ? grouped(Int(value.rounded())) + "×" : significant(value) + "×"
    }

    /// `value` with `decimals` decimals, rounded half away from zero.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        var text = grouped(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }

    /// `1,048,576`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(abs(value)))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// `2.0 MiB`, `512 KiB`, `900 B`.
    static func bytes(_ count: Int) -> String {
        let value = Double(count)
        if value >= 1_048_576 { return significant(value / 1_048_576) + " MiB" }
        if value >= 1_024 { return significant(value / 1_024) + " KiB" }
        return "\(count) B"
    }
}
