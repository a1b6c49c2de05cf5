import Foundation

extension RunReport {
    /// The text report (`docs/REPORTS.md`): a header, one line per fixture that did not pass
    /// (or failed only the strict level), stale expected-failure lines, per-group counts, and
    /// as the very last line `N passed, N failed, N errored, N skipped` for CI log parsers.
    func textReport() -> String {
        var lines: [String] = []
        lines.append("murti conformance: \(implementationTitle), corpus \(corpus.corpusVersion) sha256 \(corpus.sha256)")
        for result in results {
            guard let label = Self.textLabel(result) else { continue }
            let reason = Self.oneLine(result.reason ?? result.status.rawValue)
            var line = "\(label) \(result.id): \(reason)"
            if let why = result.expectedFailure, !why.isEmpty { line += " [expected: \(Self.oneLine(why))]" }
            lines.append(line)
        }
        for problem in expectedFailureProblems ?? [] {
            lines.append("STALE \(Self.oneLine(problem))")
        }
        for group in groupOrder {
            guard let counts = perLayer[group] else { continue }
            lines.append("\(Self.groupTitle(group)): \(Self.detailLine(counts))")
        }
        if partial { lines.append("partial run: not every fixture was run") }
        if let restarts, restarts > 0 { lines.append("the implementation was restarted \(restarts) times") }
        lines.append("total: \(Self.detailLine(totals))")
        lines.append(Self.summaryLine(totals))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line label of a result, or `nil` for a clean pass.
    static func textLabel(_ result: FixtureResult) -> String? {
        if result.expectedFailure != nil, result.status != .passed { return "XFAIL" }
        switch result.status {
        case .passed: return result.strict == .failed ? "STRICT" : nil
        case .failed: return "FAIL"
        case .errored: return "ERROR"
        case .skipped: return "SKIP"
        case .unsupported: return "UNSUPPORTED"
        case .informational: return "INFO"
        }
    }

    /// `text` with line breaks and other control characters made visible, so one result
    /// stays one line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
