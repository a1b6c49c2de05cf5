import Foundation
import MurtiProtocol

extension CompatibilityMatrix {
    /// The version of the JSON form (docs/MATRIX.md "JSON").
    static let jsonVersion = 1

    /// The matrix as data (docs/MATRIX.md "JSON"): `matrixVersion`, `contract`, `corpus`,
    /// `notes`, `implementations` (each column with its totals), and `groups` with their
    /// counts, rules and rows; a row's `cells` are in column order.
    func jsonDocument() -> String {
        func counts(_ value: RunReport.Counts?) -> JSONValue {
            guard let value else { return .null }
            return .object([
                "passed": .number(Double(value.passed)), "failed": .number(Double(value.failed)),
                "errored": .number(Double(value.errored)), "skipped": .number(Double(value.skipped)),
                "unsupported": .number(Double(value.unsupported)), "informational": .number(Double(value.informational)),
                "notRun": .number(Double(value.notRun)), "expectedFailures": .number(Double(value.expectedFailures)),
                "counted": .number(Double(value.counted)),
            ])
        }
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let implementations: [JSONValue] = columns.map { column in
            .object([
                "file": .string(column.file), "name": .string(column.name), "version": .string(column.version),
                "language": .string(column.language), "scope": .string(column.scope), "statement": .string(column.statement),
                "certified": .bool(column.certified), "badge": .object(["color": .string(column.badgeColor), "message": .string(column.badgeMessage)]),
                "reportVersion": .string(column.reportVersion), "totals": counts(column.totals),
                "corpus": .object(["corpusVersion": .string(column.corpus.corpusVersion), "sha256": .string(column.corpus.sha256)]),
            ])
        }
        let groupsValue: [JSONValue] = groups.map { group in
            .object([
                "key": .string(group.key), "title": .string(group.title), "counts": .array(group.counts.map(counts)),
                "rules": .array(group.rules.map { rule in
                    .object([
                        "key": .string(rule.key), "counts": .array(rule.counts.map(counts)),
                        "rows": .array(rule.rows.map { row in
                            .object([
                                "id": .string(row.id), "description": .string(row.description), "expected": .string(row.expected),
                                "failing": .bool(row.isFailing), "differs": .bool(row.differs),
                                "cells": .array(row.cells.map { cell in
                                    .object([
                                        "state": .string(cell.state.rawValue), "kind": text(cell.kind), "reason": text(cell.reason),
                                        "answer": text(cell.answer),
                                    ])
                                }),
                            ])
                        }),
                    ])
                }),
            ])
        }
        let document: JSONValue = .object([
            "matrixVersion": .number(Double(Self.jsonVersion)), "contract": .string(contract.rawValue),
            "corpus": .object(["corpusVersion": .string(corpus.corpusVersion), "sha256": .string(corpus.sha256)]),
            "notes": .array(notes.map(JSONValue.string)), "implementations": .array(implementations), "groups": .array(groupsValue),
        ])
        return Self.pretty(document)
    }

    /// `value` pretty-printed with sorted keys.
    package static func pretty(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
