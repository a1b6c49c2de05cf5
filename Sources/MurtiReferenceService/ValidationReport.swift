import MurtiValidator

/// What `validate FILE...` found (docs/CONTRACT.md §5): the reference validator's verdict on
/// each file in the order given, or why the file could not be read. The CLI prints each
/// verdict's ``FileVerdict/text`` on stdout and each reason on stderr.
package struct ValidationReport: Sendable {
    /// One file's result.
    package enum Entry: Sendable {
        /// The file was read and judged.
        case judged(FileVerdict)
        /// The file could not be read: `reason` names it and the fix.
        case unreadable(file: String, reason: String)
    }

    /// The reference validator's verdict on one file.
    package struct FileVerdict: Sendable, Equatable {
        /// The file, as named on the command line.
        package var file: String
        /// The validator's verdict: outcome, layer, rule, path, message, placeholders, warnings.
        package var verdict: Verdict

        /// Whether the document was rejected.
        package var rejected: Bool { verdict.outcome == .reject }

        /// `FILE: reject at layer 2 (rule required, at "/screen"): message`, or `FILE: accept`
        /// (`with placeholders (layer 4, render.placeholder)` and a line per placeholder), then
        /// a line per warning.
        package var text: String {
            var lines: [String] = []
            switch verdict.outcome {
            case .reject:
                let layer = verdict.layer.map(String.init) ?? "?"
                var line = "\(file): reject at layer \(layer) (rule \(verdict.rule ?? "?"), at \"\(verdict.path ?? "")\")"
                if let message = verdict.message { line += ": \(message)" }
                lines.append(line)
            case .accept:
                lines.append(verdict.placeholders.isEmpty
                    ? "\(file): accept"
                    : "\(file): accept with placeholders (layer 4, render.placeholder)")
                for placeholder in verdict.placeholders { lines.append("  placeholder at \"\(placeholder)\"") }
            }
            for warning in verdict.warnings { lines.append("  warning: \(warning.rule) at \"\(warning.path)\"") }
            return lines.joined(separator: "\n")
        }
    }

    /// Every file's result, in the order given.
    package var entries: [Entry]

    /// Whether a file was rejected.
    package var anyRejected: Bool {
        entries.contains { if case .judged(let verdict) = $0 { verdict.rejected } else { false } }
    }

    /// Whether a file could not be read.
    package var anyUnreadable: Bool {
        entries.contains { if case .unreadable = $0 { true } else { false } }
    }
}
