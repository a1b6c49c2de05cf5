import Foundation
import MurtiConformance
import MurtiProtocol

extension AgreementReport {
    /// The JSON report (`agreementVersion` 2; docs/AGREEMENT.md describes every member).
    func renderedJSON() -> String {
        let tallies = tallies
        let sideValues: [JSONValue] = zip(sides, tallies).map { side, tally in
            var members: [JSONMemberName: JSONValue] = [
                "name": .string(side.name), "command": .array(side.command.map { .string($0) }),
                "role": side.role.map { .string($0.rawValue) } ?? .null,
                "counts": .object([
                    "compared": Self.number(tally.compared), "disagreeing": Self.number(tally.disagreeing),
                    "unsupported": Self.number(tally.unsupportedCount), "notComparable": Self.number(tally.notComparableCount),
                ]),
                "apart": .object([
                    "unsupported": Self.tallies(tally.unsupported), "notComparable": Self.tallies(tally.notComparable),
                ]),
            ]
            switch side.schema {
            case .file(let path)?: members["schema"] = .object(["file": .string(path)])
            case .builtIn(let description)?: members["schema"] = .object(["builtIn": .string(description)])
            case nil: members["schema"] = .null
            }
            if let info = side.implementation {
                members["implementation"] = .object([
                    "name": .string(info.name), "version": .string(info.version),
                    "language": .string(info.language), "schemaOnly": .bool(info.schemaOnly),
                    "layers": .array(info.layers.map { Self.number($0) }),
                    "capabilities": .array(info.capabilities.map { .string($0) }),
                ])
            }
            return .object(members)
        }
        let groups = groups
        let document: JSONValue = .object([
            "agreementVersion": .number(2), "partial": .bool(partial), "fixtures": Self.number(rows.count),
            "sides": .array(sideValues),
            "schema": schemaFile.map { .string($0) } ?? .null,
            "schemaIsForeign": .bool(schemaIsForeign),
            "counts": .object([
                "disagreements": Self.number(disagreements.count),
                "verdict": Self.number(verdictDisagreements.count),
                "keywordOrLocation": Self.number(keywordOrLocationDisagreements.count),
                "noVerdict": Self.number(noVerdictDisagreements.count),
                "noVerdictBesideDeviation": Self.number(noVerdictBesideDeviation.count),
                "groups": Self.number(groups.count),
            ]),
            "groups": .array(groups.map(groupValue)),
            "disagreements": .array(disagreements.map(rowValue)),
            "informational": .array(informationalDifferences.map(rowValue)),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return OutputSink.terminalSafe(String(decoding: data, as: UTF8.self)) + "\n"
    }

    private func groupValue(_ group: DisagreementGroup) -> JSONValue {
        let signature = group.signature
        return .object([
            "kind": .string(signature.kind.rawValue),
            "deviating": .array(signature.deviating.map { .string($0) }),
            "keyword": signature.keyword.map { .string($0.rawValue) } ?? .null,
            "schemaLocation": signature.schemaLocation.map { .string($0) } ?? .null,
            "cause": group.cause.map { .string($0.explanation) } ?? .null,
            "lookAt": .array(group.lookAt.map { .string($0.summary) }),
            "count": Self.number(group.fixtures.count),
            "fixtures": .array(group.fixtures.map { .string($0) }),
            "schemaLocations": Self.tallies(group.schemaLocations),
            "expectedKeywords": Self.tallies(group.expectedKeywords),
            "instanceLocations": Self.tallies(group.instanceLocations),
        ])
    }

    private func rowValue(_ row: AgreementRow) -> JSONValue {
        var expected: [JSONMemberName: JSONValue] = ["outcome": .string(row.expected.outcome.rawValue)]
        if let rejection = row.expected.rejection {
            expected["layer"] = Self.number(rejection.layer)
            if let keyword = rejection.keyword { expected["keyword"] = .string(keyword.rawValue) }
            if let path = rejection.path { expected["path"] = .string(path) }
        }
        var verdicts: [JSONMemberName: JSONValue] = [:]
        for (index, side) in sides.enumerated() where index < row.verdicts.count {
            verdicts[JSONMemberName(side.name)] = verdictValue(row.verdicts[index], row.comparisons[index])
        }
        return .object([
            "id": .string(row.id), "expected": .object(expected), "informational": .bool(row.informational),
            "differences": .array(row.differences.map { .string($0.rawValue) }), "verdicts": .object(verdicts),
        ])
    }

    private func verdictValue(_ verdict: SideVerdict, _ comparison: SideComparison) -> JSONValue {
        var members: [JSONMemberName: JSONValue] = [:]
        switch comparison {
        case .agrees: members["comparison"] = .string("agrees")
        case .deviates(let deviation): members["comparison"] = .string(deviation.rawValue)
        case .noVerdict: members["comparison"] = .string("noVerdict")
        case .apart(let gap): members["comparison"] = .string(gap.isUnsupported ? "unsupported" : "notComparable")
        }
        switch verdict {
        case .failed(let reason, let stderr):
            members["error"] = .string(reason)
            if let stderr { members["stderr"] = .string(stderr) }
        case .apart(let gap): members["reason"] = .string(gap.summary)
        case .judged(let judged):
            members["answer"] = Self.value(judged.answered)
            members["schema"] = Self.value(judged.schema)
            members["basis"] = .string(judged.basis.summary)
        }
        return .object(members)
    }

    private static func value(_ answered: AnsweredVerdict) -> JSONValue {
        var members: [JSONMemberName: JSONValue] = ["outcome": .string(answered.outcome.rawValue)]
        if let layer = answered.layer { members["layer"] = number(layer) }
        if let rule = answered.rule { members["rule"] = .string(rule.rawValue) }
        if let path = answered.path { members["path"] = .string(path) }
        if !answered.warnings.isEmpty {
            members["warnings"] = .array(answered.warnings.map { .object(["rule": .string($0.rule.rawValue), "path": .string($0.path)]) })
        }
        if !answered.placeholders.isEmpty { members["placeholders"] = .array(answered.placeholders.map { .string($0) }) }
        return .object(members)
    }

    private static func value(_ view: SchemaView) -> JSONValue {
        var members: [JSONMemberName: JSONValue] = ["outcome": .string(view.outcome.rawValue)]
        if let layer = view.layer { members["layer"] = number(layer) }
        if let rule = view.rule { members["rule"] = .string(rule.rawValue) }
        if let path = view.path { members["path"] = .string(path) }
        if let location = view.schemaLocation { members["schemaLocation"] = .string(location) }
        return .object(members)
    }

    private static func tallies(_ tallies: [Tally]) -> JSONValue {
        .array(tallies.map { .object(["name": .string($0.name), "count": number($0.count)]) })
    }

    private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }
}
