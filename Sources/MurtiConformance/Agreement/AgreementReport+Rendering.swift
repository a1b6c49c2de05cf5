import Foundation

extension AgreementReport {
    /// Output formats of `agreement --format`.
    public enum Format: String, Sendable, CaseIterable {
        /// Aligned text for people.
        case text
        /// One JSON object (`agreementVersion` 1).
        case json
        /// A Markdown table per disagreement, for pull-request comments.
        case markdown
    }

    /// The report in `format`, ending with a newline.
    public func rendered(as format: Format) -> String {
        switch format {
        case .text: renderedText()
        case .json: renderedJSON()
        case .markdown: renderedMarkdown()
        }
    }

    /// `agreement: 3 sides, 120 fixtures, 2 disagreements`.
    public var summary: String {
        let count = disagreements.count
        return "agreement: \(sides.count) sides, \(rows.count) fixtures, "
            + "\(count) disagreement\(count == 1 ? "" : "s")" + (partial ? " (partial run)" : "")
    }

    /// `2 disagreements: 1 verdict difference (accept vs reject), 1 keyword/location
    /// difference (same verdict), 0 without a verdict`: what kind of work each one is.
    public var breakdown: String {
        let count = disagreements.count
        guard count > 0 else { return "no disagreements" + (partial ? " (partial run)" : "") }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(count, "disagreement")): "
            + "\(plural(verdictDisagreements.count, "verdict difference")) (accept vs reject), "
            + "\(plural(keywordOrLocationDisagreements.count, "keyword/location difference")) (same verdict, another keyword or instance location), "
            + "\(noVerdictDisagreements.count) without a verdict (error, crash, timeout)"
    }

    /// Header lines naming the schema each side judges by.
    private var schemaLines: [String] {
        var lines: [String] = []
        if let schemaFile { lines.append("schema given to the JSON Schema engines: \(schemaFile)") }
        if schemaIsForeign {
            lines.append("note: this is not the project's murti.schema.json; sides with a built-in schema still judge by the "
                + "project's, so disagreements may be differences between the two schemas")
        }
        return lines
    }

    private func sideLabel(_ side: Side) -> String {
        var label = side.name
        if let info = side.implementation { label += " (\(info.name) \(info.version))" }
        if let schema = side.schema { label += ", schema: \(schema)" }
        return label
    }

    private func renderedText() -> String {
        var lines = [summary] + schemaLines + ["sides:"] + sides.map { "  " + sideLabel($0) }
        let width = sides.map(\.name.count).max() ?? 0
        for row in disagreements + informationalDifferences {
            lines.append("")
            let tag = row.informational ? " [informational, not counted]" : ""
            lines.append("\(row.id) (expected schema verdict: \(row.expectedSchema))\(tag)")
            for (side, verdict) in zip(sides, row.verdicts) {
                lines.append("  " + side.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + verdict.summary)
            }
            lines.append("  differs on: " + row.differences.map(\.rawValue).joined(separator: ", "))
        }
        lines.append("")
        lines.append("summary: \(breakdown)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func renderedMarkdown() -> String {
        var lines = ["## Agreement", "", summary, ""]
        for line in schemaLines { lines += [Self.cell(line), ""] }
        lines.append("| side | implementation | schema | command |")
        lines.append("|---|---|---|---|")
        for side in sides {
            let info = side.implementation.map { "\($0.name) \($0.version)" } ?? "—"
            lines.append("| \(Self.cell(side.name)) | \(Self.cell(info)) | \(Self.cell(side.schema ?? "—")) | "
                + "`\(Self.cell(side.command.joined(separator: " ")))` |")
        }
        for row in disagreements + informationalDifferences {
            lines.append("")
            lines.append("### `\(row.id)`" + (row.informational ? " (informational, not counted)" : ""))
            lines.append("")
            lines.append("Expected schema verdict: **\(row.expectedSchema)**; differs on: "
                + row.differences.map(\.rawValue).joined(separator: ", "))
            lines.append("")
            lines.append("| side | verdict | layer | keyword | instance location |")
            lines.append("|---|---|---|---|---|")
            for (side, verdict) in zip(sides, row.verdicts) {
                switch verdict {
                case .failed(let reason):
                    lines.append("| \(Self.cell(side.name)) | \(Self.cell(reason)) | | | |")
                case .verdict(let outcome, let layer, let rule, let path):
                    let location = path.map { "`\(Self.cell($0))`" } ?? ""
                    lines.append("| \(Self.cell(side.name)) | \(outcome) | \(layer.map(String.init) ?? "") | \(Self.cell(rule ?? "")) | \(location) |")
                }
            }
        }
        lines += ["", "**Summary:** \(Self.cell(breakdown))"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private func renderedJSON() -> String {
        func verdictValue(_ verdict: SideVerdict) -> JSONValue {
            switch verdict {
            case .failed(let reason): return .object(["error": .string(reason)])
            case .verdict(let outcome, let layer, let rule, let path):
                var members: [String: JSONValue] = ["outcome": .string(outcome)]
                if let layer { members["layer"] = .number(Double(layer)) }
                if let rule { members["rule"] = .string(rule) }
                if let path { members["path"] = .string(path) }
                return .object(members)
            }
        }
        func rowValue(_ row: AgreementRow) -> JSONValue {
            .object([
                "id": .string(row.id), "expectedSchema": .string(row.expectedSchema),
                "informational": .bool(row.informational),
                "differences": .array(row.differences.map { .string($0.rawValue) }),
                "verdicts": .object(Dictionary(
                    zip(sides, row.verdicts).map { ($0.name, verdictValue($1)) }, uniquingKeysWith: { first, _ in first })),
            ])
        }
        let sideValues: [JSONValue] = sides.map { side in
            var members: [String: JSONValue] = [
                "name": .string(side.name), "command": .array(side.command.map { .string($0) }),
            ]
            if let schema = side.schema { members["schema"] = .string(schema) }
            if let info = side.implementation {
                members["implementation"] = .object([
                    "name": .string(info.name), "version": .string(info.version),
                    "language": .string(info.language), "schemaOnly": .bool(info.schemaOnly),
                ])
            }
            return .object(members)
        }
        let document: JSONValue = .object([
            "agreementVersion": .number(1), "partial": .bool(partial), "fixtures": .number(Double(rows.count)),
            "sides": .array(sideValues),
            "schema": schemaFile.map { .string($0) } ?? .null,
            "counts": .object([
                "disagreements": .number(Double(disagreements.count)),
                "verdict": .number(Double(verdictDisagreements.count)),
                "keywordOrLocation": .number(Double(keywordOrLocationDisagreements.count)),
                "noVerdict": .number(Double(noVerdictDisagreements.count)),
            ]),
            "disagreements": .array(disagreements.map(rowValue)),
            "informational": .array(informationalDifferences.map(rowValue)),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
