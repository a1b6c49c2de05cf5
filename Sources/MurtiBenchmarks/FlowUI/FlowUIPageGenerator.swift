/// Deterministic Flow-UI pages of a chosen number of widgets for `bench flowui`
/// (docs/PERFORMANCE.md "Flow-UI"): sections of 20 widgets of about 120 bytes each (11.6 MiB
/// for 100,000 widgets, denser than a real 7 MB page of as many widgets), mostly title blocks and
/// every one of the eight starter types of SCHEMA.md "Starter widget payloads" among them
/// (atoms in both forms, layouts, actions, tracking, accordions with two items), with a fault
/// now and then so that diagnostics are written too: every 97th widget lacks its required
/// title (malformed), every 89th carries a button without title (one element dropped), and
/// every 50th repeats an id (renamed).
///
/// Written with ``JSONByteWriter``, never with a JSON library, so the generator shares no code
/// with what it measures.
struct FlowUIPageGenerator {
    /// The widgets per section.
    static let sectionSize = 20

    /// One generated page.
    struct Page {
        /// The document's bytes.
        var bytes: [UInt8]
        /// Every widget object of the page, accordion items included.
        var widgets: Int
    }

    /// A page of `widgets` widgets in all (accordion items counted), seeded by `seed`.
    static func page(widgets target: Int, seed: UInt64 = 1) -> Page {
        var random = SplitMix64(seed: seed)
        var writer = JSONByteWriter(capacity: target * 160)
        var written = 0
        writer.openObject()
        writer.name("page")
        writer.openObject()
        writer.name("id")
        writer.string("bench")
        writer.name("pagination")
        writer.openObject()
        writer.name("has_more")
        writer.bool(true)
        writer.name("postback")
        writer.openObject()
        writer.name("cursor")
        writer.string("c_\(target)")
        writer.closeObject()
        writer.closeObject()
        writer.name("sections")
        writer.openArray()
        var section = 0
        while written < target {
            writer.openObject()
            writer.name("id")
            writer.string("sec_\(section)")
            writer.name("layout")
            writer.openObject()
            writer.name("arrangement")
            writer.string(section % 3 == 0 ? "carousel" : section % 3 == 1 ? "vertical" : "grid")
            writer.name("item_spacing")
            writer.integer(8)
            writer.closeObject()
            writer.name("widgets")
            writer.openArray()
            var inSection = 0
            while inSection < sectionSize, written < target {
                written += widget(&writer, index: written, room: target - written, random: &random)
                inSection += 1
            }
            writer.closeArray()
            writer.closeObject()
            section += 1
        }
        writer.closeArray()
        writer.closeObject()
        writer.closeObject()
        return Page(bytes: writer.bytes, widgets: written)
    }

    /// The types in turn: mostly title blocks, as a feed is, every starter type among them.
    private static let kinds = [
        "title_block", "image_text_card", "title_block", "separator", "title_block", "button_row", "title_block",
        "banner", "title_block", "stepper_row", "title_block", "tag_rail", "title_block", "image_text_card",
        "title_block", "accordion",
    ]

    /// Writes widget `index`; returns how many widget objects it wrote (3 for an accordion with
    /// its two items, when `room` allows).
    private static func widget(_ writer: inout JSONByteWriter, index: Int, room: Int, random: inout SplitMix64) -> Int {
        var kind = kinds[index % kinds.count]
        if kind == "accordion", room < 3 { kind = "title_block" }
        writer.openObject()
        writer.name("type")
        writer.string(kind)
        writer.name("id")
        writer.string(index % 50 == 49 ? "w\(index - 1)" : "w\(index)")
        if random.chance(5) { layout(&writer, random: &random) }
        if random.chance(5) {
            writer.name("actions")
            writer.openObject()
            writer.name("tap")
            writer.openObject()
            writer.name("type")
            writer.string("toast")
            writer.name("message")
            writer.string("Tapped \(index)")
            writer.closeObject()
            writer.closeObject()
        }
        if random.chance(5) {
            writer.name("tracking")
            writer.openObject()
            writer.name("impression_id")
            writer.string("imp_\(index)")
            writer.name("slot")
            writer.integer(index % 7)
            writer.closeObject()
        }
        writer.name("data")
        writer.openObject()
        var count = 1
        let broken = index % 97 == 96
        switch kind {
        case "title_block":
            if !broken { text(&writer, "title", "Title \(index)", rich: random.chance(10)) }
        case "image_text_card":
            image(&writer, "image", index: index, random: &random)
            if !broken { text(&writer, "title", "Card \(index)", rich: random.chance(20)) }
            writer.name("tags")
            writer.openArray()
            for tag in 0..<1 { tagData(&writer, "Tag \(tag)") }
            writer.closeArray()
            writer.name("trailing_icon")
            writer.string("chevron.right")
        case "button_row":
            writer.name("buttons")
            writer.openArray()
            for button in 0..<2 {
                writer.openObject()
                if !(index % 89 == 88 && button == 1) { text(&writer, "title", "Button \(button)", rich: false) }
                writer.name("style")
                writer.string(button == 0 ? "solid" : "outline")
                writer.name("action")
                writer.openObject()
                writer.name("type")
                writer.string("api")
                writer.name("path")
                writer.string("/b/\(index)/\(button)")
                writer.closeObject()
                writer.closeObject()
            }
            writer.closeArray()
        case "separator":
            writer.name("style")
            writer.string("dashed")
            writer.name("insets")
            writer.openObject()
            writer.name("left")
            writer.integer(16)
            writer.name("right")
            writer.integer(16)
            writer.closeObject()
        case "banner":
            image(&writer, "image", index: index, random: &random)
            text(&writer, "title", "Banner \(index)", rich: false)
        case "stepper_row":
            if !broken { text(&writer, "title", "Quantity", rich: false) }
            writer.name("min")
            writer.integer(0)
            writer.name("max")
            writer.integer(10)
            writer.name("initial")
            writer.integer(index % 10)
        case "tag_rail":
            writer.name("tags")
            writer.openArray()
            for tag in 0..<3 { tagData(&writer, "Chip \(tag)") }
            writer.closeArray()
        default:
            text(&writer, "header", "More \(index)", rich: false)
            writer.name("initially_expanded")
            writer.bool(index % 2 == 0)
            writer.name("items")
            writer.openArray()
            for item in 0..<2 {
                writer.openObject()
                writer.name("type")
                writer.string("title_block")
                writer.name("id")
                writer.string("w\(index)_\(item)")
                writer.name("data")
                writer.openObject()
                text(&writer, "title", "Item \(item)", rich: false)
                writer.closeObject()
                writer.closeObject()
            }
            writer.closeArray()
            count = 3
        }
        writer.closeObject()
        writer.closeObject()
        return count
    }

    private static func text(_ writer: inout JSONByteWriter, _ name: String, _ value: String, rich: Bool) {
        writer.name(name)
        guard rich else { return writer.string(value) }
        writer.openObject()
        writer.name("text")
        writer.string(value)
        writer.name("font")
        writer.openObject()
        writer.name("size")
        writer.integer(16)
        writer.name("weight")
        writer.string("semibold")
        writer.closeObject()
        writer.name("color")
        writer.openObject()
        writer.name("hex")
        writer.string("#1C1C1E")
        writer.name("dark_hex")
        writer.string("#F2F2F7")
        writer.closeObject()
        writer.name("max_lines")
        writer.integer(2)
        writer.closeObject()
    }

    private static func image(_ writer: inout JSONByteWriter, _ name: String, index: Int, random: inout SplitMix64) {
        writer.name(name)
        let url = "https://img.example.com/\(index).jpg"
        guard random.chance(30) else { return writer.string(url) }
        writer.openObject()
        writer.name("url")
        writer.string(url)
        writer.name("aspect_ratio")
        writer.number("2.2")
        writer.name("corner_radius")
        writer.integer(12)
        writer.name("alt")
        writer.string("Product \(index)")
        writer.closeObject()
    }

    private static func tagData(_ writer: inout JSONByteWriter, _ label: String) {
        writer.openObject()
        writer.name("text")
        writer.string(label)
        writer.name("bg_color")
        writer.string("#EEF2FF")
        writer.closeObject()
    }

    private static func layout(_ writer: inout JSONByteWriter, random: inout SplitMix64) {
        writer.name("layout")
        writer.openObject()
        writer.name("margin")
        writer.openObject()
        writer.name("left")
        writer.integer(16)
        writer.name("right")
        writer.integer(16)
        writer.name("bottom")
        writer.integer(12)
        writer.closeObject()
        writer.name("corner_radius")
        writer.integer(12)
        writer.name("background")
        writer.openObject()
        writer.name("hex")
        writer.string("#FFFFFF")
        writer.name("dark_hex")
        writer.string("#1C1C1E")
        writer.closeObject()
        if random.chance(50) {
            writer.name("width")
            writer.number("0.75")
        }
        writer.closeObject()
    }
}
