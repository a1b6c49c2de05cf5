import FlowUIReference
import Foundation
import Testing

/// docs/FLOW-UI.md "The starter models" states exactly what the reference reads: every model,
/// member, type and presence of ``ModelCatalog``, so the page cannot drift from the decoder.
@Suite("docs/FLOW-UI.md's model tables and the reference's catalog")
struct ModelTablesTests {
    static let page = (try? String(
        contentsOf: FlowCorpus.packageRoot.appendingPathComponent("docs/FLOW-UI.md"), encoding: .utf8)) ?? ""

    @Test("every model and member of the catalog is documented with its type and presence, and nothing else")
    func pageMatchesCatalog() throws {
        let tables = try #require(ModelTables(page: Self.page), "docs/FLOW-UI.md has no \(ModelTables.heading) section")
        #expect(tables.models.count == ModelCatalog.shapes.count)
        let differences = tables.differences(from: ModelCatalog.shapes)
        #expect(differences.isEmpty, "docs/FLOW-UI.md and ModelCatalog differ:\n\(differences.joined(separator: "\n"))")
    }

    @Test("each starter model a profile can bind has its payload in the catalog")
    func everyStarterModelHasAShape() {
        for model in WidgetModel.allCases where model != .opaque {
            #expect(ModelCatalog.shape(of: model)?.kind == .payload, "\(model.rawValue)")
        }
        #expect(ModelCatalog.shape(of: .opaque) == nil)
    }

    @Test("a drifted table is caught, naming the member", arguments: [
        ("| `max_lines` | `integer` | optional |", "| `max_lines` | `number` | optional |", "TextData.max_lines: the table says type number, the reference integer"),
        ("| `url` | `string` | required |", "| `url` | `string` | optional |", "ImageData.url: the table says optional, the reference required"),
        ("| `dash_gap` | `number` | optional | points |\n", "", "Border.dash_gap: read by the reference, missing from the table"),
        ("| `angle` | `number` | optional | degrees |", "| `angle` | `number` | optional | degrees |\n| `stops` | `number[]` | optional | |",
         "Gradient.stops: in the table, not read by the reference"),
        ("The data is a `SeparatorData`", "The data is like a SeparatorData", "separator: the page does not say its data is a `SeparatorData`"),
    ])
    func drift(_ change: (String, String, String)) throws {
        #expect(Self.page.contains(change.0), "the page no longer holds \(change.0)")
        let drifted = try #require(ModelTables(page: Self.page.replacingOccurrences(of: change.0, with: change.1)))
        #expect(drifted.differences(from: ModelCatalog.shapes) == [change.2])
    }

    @Test("a width's union type survives the table's escaped bars")
    func escapedBars() {
        #expect(ModelTables.cells(#"| `width` | `"fill" \| "hug" \| number` | optional | x |"#)
            == ["`width`", #"`"fill" | "hug" | number`"#, "optional", "x"])
    }
}
