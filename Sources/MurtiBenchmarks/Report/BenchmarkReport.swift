import Foundation

/// What `bench validator`, `bench protocol` or `bench flowui` measured (docs/PERFORMANCE.md): a report with its
/// targets, which the CLI renders in the format asked for.
package enum BenchmarkReport: Sendable {
    /// The reference validator against the JSON Schema engines.
    case validator(ValidatorReport)
    /// The protocol's overhead against in-process validation.
    case `protocol`(ProtocolReport)
    /// The Flow-UI reference's answer to one page against JSONSerialization's parse of it.
    case flowUI(FlowUIReport)

    /// Whether every target that has a verdict was met.
    package var targetsMet: Bool {
        switch self {
        case .validator(let report): report.targets.allSatisfy { $0.met != false }
        case .protocol(let report): report.targets.allSatisfy(\.met)
        case .flowUI(let report): report.targets.allSatisfy { $0.met != false }
        }
    }

    /// The report as `format`: aligned text, the README's Markdown tables, or JSON (sorted keys,
    /// pretty, ending in a newline). Throws ``BenchmarkError/unreadableOutput(command:detail:)``
    /// when the JSON cannot be encoded.
    package func rendered(as format: BenchmarkFormat) throws(BenchmarkError) -> Data {
        switch (self, format) {
        case (.validator(let report), .text), (.validator(let report), .markdown):
            return Data(report.text(markdown: format == .markdown).utf8)
        case (.protocol(let report), .text), (.protocol(let report), .markdown):
            return Data(report.text(markdown: format == .markdown).utf8)
        case (.flowUI(let report), .text), (.flowUI(let report), .markdown):
            return Data(report.text(markdown: format == .markdown).utf8)
        case (.flowUI(let report), .json):
            return try Self.json(report)
        case (.validator(let report), .json):
            return try Self.json(report)
        case (.protocol(let report), .json):
            return try Self.json(report)
        }
    }

    private static func json<Report: Encodable>(_ report: Report) throws(BenchmarkError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(report) else {
            throw .unreadableOutput(command: ["bench"], detail: "the report could not be encoded; use --format text")
        }
        return data + Data("\n".utf8)
    }
}

/// The output formats of `bench --format` (docs/PERFORMANCE.md).
package enum BenchmarkFormat: String, Sendable, CaseIterable {
    /// Aligned text tables.
    case text
    /// The README's Markdown tables.
    case markdown
    /// The report as JSON (sorted keys, pretty).
    case json
}
