import Foundation
import FlowUIReference

/// The tables of docs/FLOW-UI.md "The starter models", read back: each `####` heading is a
/// model, each row of the table under it a member (`| member | type | when absent | notes |`,
/// code spans unwrapped, `\|` an escaped bar).
struct ModelTables {
    /// One documented member.
    struct Row: Equatable {
        var name: String
        var type: String
        var presence: String
    }

    /// One documented model: its rows, and the text under its heading.
    struct Model {
        var name: String
        var rows: [Row] = []
        var text = ""
    }

    var models: [Model] = []

    /// The section's heading; the section runs to the next `## ` heading.
    static let heading = "## The starter models"

    /// Reads the section of `page`; `nil` when the page has none.
    init?(page: String) {
        let lines = page.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: Self.heading) else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("#### ") {
                models.append(Model(name: Self.unwrap(String(line.dropFirst(5)))))
                continue
            }
            guard !models.isEmpty, line.hasPrefix("### ") == false else { continue }
            models[models.count - 1].text += line + "\n"
            let cells = Self.cells(line)
            guard cells.count == 4, cells[0].hasPrefix("`") else { continue }
            models[models.count - 1].rows.append(Row(
                name: Self.unwrap(cells[0]), type: Self.unwrap(cells[1]), presence: Self.unwrap(cells[2])))
        }
    }

    /// The cells of a table row, split at bars that are not escaped, trimmed.
    static func cells(_ line: String) -> [String] {
        guard line.hasPrefix("|") else { return [] }
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }

    /// `text` without its code-span backticks.
    static func unwrap(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// Where the tables and `catalog` differ, each naming the model and member: empty when they
    /// agree on every model, member name (in order), type and presence.
    func differences(from catalog: [ModelShape]) -> [String] {
        var found: [String] = []
        let documented = models.map(\.name)
        for shape in catalog where !documented.contains(shape.name) {
            found.append("\(shape.name): in the catalog, no #### heading in docs/FLOW-UI.md")
        }
        for model in models {
            guard let shape = catalog.first(where: { $0.name == model.name }) else {
                found.append("\(model.name): documented, not in the catalog")
                continue
            }
            if let same = shape.sameAs {
                if !model.text.contains("is a `\(same)`") { found.append("\(model.name): the page does not say its data is a `\(same)`") }
                if !model.rows.isEmpty { found.append("\(model.name): has the members of \(same); the page gives it a table of its own") }
                continue
            }
            found += Self.differences(model.name, documented: model.rows, catalog: shape.members)
        }
        return found
    }

    private static func differences(_ model: String, documented: [Row], catalog: [ModelMember]) -> [String] {
        var found: [String] = []
        let names = catalog.map(\.name)
        for member in catalog where !documented.contains(where: { $0.name == member.name }) {
            found.append("\(model).\(member.name): read by the reference, missing from the table")
        }
        for row in documented {
            guard let member = catalog.first(where: { $0.name == row.name }) else {
                found.append("\(model).\(row.name): in the table, not read by the reference")
                continue
            }
            if row.type != member.type.description {
                found.append("\(model).\(row.name): the table says type \(row.type), the reference \(member.type)")
            }
            if row.presence != member.presence.description {
                found.append("\(model).\(row.name): the table says \(row.presence), the reference \(member.presence)")
            }
        }
        if found.isEmpty, documented.map(\.name) != names {
            found.append("\(model): members in another order than the reference's: \(names.joined(separator: ", "))")
        }
        return found
    }
}
