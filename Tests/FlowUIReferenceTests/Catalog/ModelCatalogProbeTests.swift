import JSONKit
import FlowUIReference
import Foundation
import Testing

/// ``ModelCatalog`` describes what the decoder reads: each model, with only its required members
/// and valid values, decodes clean; without a required member, or with any member of the wrong
/// type, or with a bad element in a lossy array, it does not. A member the decoder does not read,
/// or reads as another type, fails one of these probes by name.
@Suite("the model catalog against the reference decoder")
struct ModelCatalogProbeTests {
    struct Probe: CustomTestStringConvertible, Sendable {
        var name: String
        var value: String
        var clean: Bool
        var model: String
        var testDescription: String { "\(model): \(name) (\(clean ? "decodes clean" : "reported"))" }
    }

    /// A widget (as JSON text) holding `value` where a model named `model` is read.
    static func host(_ model: String, _ value: String) -> String {
        switch model {
        case "TextData": widget("title_block", #"{"title": \#(value)}"#)
        case "FontData": widget("title_block", #"{"title": {"text": "t", "font": \#(value)}}"#)
        case "ColorData": widget("title_block", #"{"title": {"text": "t", "color": \#(value)}}"#)
        case "ImageData": widget("banner", #"{"image": \#(value)}"#)
        case "IconData": widget("image_text_card", #"{"title": "t", "trailing_icon": \#(value)}"#)
        case "ButtonData": widget("button_row", #"{"buttons": [\#(value)]}"#)
        case "TagData": widget("tag_rail", #"{"tags": [\#(value)]}"#)
        case "SeparatorData": widget("separator", value)
        case "Insets": widget("separator", #"{"insets": \#(value)}"#)
        case "CornerRadius": widget("banner", #"{"image": {"url": "u", "corner_radius": \#(value)}}"#)
        case "WidgetLayout": widget("separator", "{}", layout: value)
        case "Gradient": widget("separator", "{}", layout: #"{"gradient": \#(value)}"#)
        case "Border": widget("separator", "{}", layout: #"{"border": \#(value)}"#)
        default: widget(model, value)
        }
    }

    static func widget(_ type: String, _ data: String, layout: String = "{}") -> String {
        #"{"type": "\#(type)", "id": "w", "layout": \#(layout), "data": \#(data)}"#
    }

    /// A value of `type` the decoder must accept.
    static func valid(_ type: MemberType) -> String {
        switch type {
        case .string: #""x""#
        case .number: "1.5"
        case .integer: "3"
        case .boolean: "true"
        case .action: #"{"type": "toast"}"#
        case .model(let name): minimal(name)
        case .array(let element): "[\(valid(element))]"
        case .width: #""fill""#
        case .widget: #"{"type": "separator", "id": "item"}"#
        }
    }

    /// A value of the wrong type for `type` (a number is never an atom, but a corner radius).
    static func invalid(_ type: MemberType) -> String {
        switch type {
        case .string, .action, .widget: "1"
        case .number, .boolean: #""x""#
        case .integer: "2.5"
        case .model(let name): ModelCatalog.shape(name)?.bareForm == .number ? #""x""# : "1"
        case .array: "{}"
        case .width: #""wide""#
        }
    }

    /// The object of `model` holding its required members only.
    static func minimal(_ model: String, adding extra: (String, String)? = nil, removing: String? = nil) -> String {
        let members = (ModelCatalog.shape(model)?.members ?? [])
            .filter { $0.presence == .required && $0.name != removing }
            .map { "\"\($0.name)\": \(valid($0.type))" }
        return "{" + (members + (extra.map { ["\"\($0.0)\": \($0.1)"] } ?? [])).joined(separator: ", ") + "}"
    }

    static let probes: [Probe] = ModelCatalog.shapes.flatMap { shape -> [Probe] in
        var probes = [Probe(name: "its required members alone", value: minimal(shape.name), clean: true, model: shape.name)]
        for member in shape.members {
            if member.presence == .required {
                probes.append(Probe(name: "without \(member.name)", value: minimal(shape.name, removing: member.name), clean: false, model: shape.name))
            } else {
                probes.append(Probe(name: "\(member.name) a valid \(member.type)",
                                    value: minimal(shape.name, adding: (member.name, valid(member.type))), clean: true, model: shape.name))
            }
            probes.append(Probe(name: "\(member.name) of the wrong type (\(invalid(member.type)))",
                                value: minimal(shape.name, adding: (member.name, invalid(member.type)), removing: member.name),
                                clean: false, model: shape.name))
            if case .array(let element) = member.type {
                probes.append(Probe(name: "\(member.name) with a bad element",
                                    value: minimal(shape.name, adding: (member.name, "[\(invalid(element))]")), clean: false, model: shape.name))
            }
        }
        return probes
    }

    @Test("each probe decodes clean or is reported, as the catalog says", arguments: probes)
    func probe(_ probe: Probe) throws {
        let (widgets, diagnostics) = try Decoding.widgets(Self.host(probe.model, probe.value))
        let typed = widgets.count == 1 && { if case .typed = widgets[0].content { return true } else { return false } }()
        let clean = typed && diagnostics.isEmpty
        #expect(clean == probe.clean, "\(Self.host(probe.model, probe.value)) → \(diagnostics.map(\.graded))")
    }
}
