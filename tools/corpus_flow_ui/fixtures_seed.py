"""seed/: one fixture per statement of the seed (seeds/flow-ui-json-schema: "SwiftUI JSON schema:
pages, sections, widgets"), its examples rewritten with our own values."""

from .flowlib import (
    ALONE,
    CONTAINED,
    IDS,
    KEPT,
    PAGE,
    RECORDED,
    SCREEN,
    add,
    decoded,
    dropped,
    expect_one_section,
    insets,
    layout,
    layout_in,
    malformed,
    one_section,
    page,
    renamed,
    sec,
    section,
    sw,
    tb,
    text,
    title_block,
    unknown,
    widget,
)


def register() -> None:
    add("seed/section-example.json",
        {"page": {"id": "shop", "sections": [{
            "id": "sec_new",
            "layout": {"arrangement": "carousel", "columns": 2, "item_spacing": 8,
                       "insets": {"left": 16, "right": 16}},
            "header": {"type": "title_block", "data": {"title": "New in"}},
            "widgets": []}]}},
        decoded(page("shop", sections=[section(
            sec(0), "sec_new", layout("carousel", 2, 8, insets(0, 16, 16, 0)),
            title_block(sec(0) + "/header", None, "New in"), [])])),
        description="the seed's section shape: carousel layout with two insets, a one-widget header, no widgets",
        source="seed: Layer 2: section schema", promise=KEPT)

    add("seed/arrangement-unknown-becomes-vertical.json",
        one_section(tb("t", "Hi"), layout=layout_in("masonry", item_spacing=4)),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"),
                                   layout_=layout("vertical", 2, 4))),
        description="an arrangement string none of vertical/carousel/grid is vertical, without a diagnostic",
        source="seed: Layer 2: section schema (\"Unknown strings become vertical\"); SCHEMA.md: Sections",
        promise=ALONE)

    add("seed/columns-kept-outside-grid.json",
        one_section(tb("t", "Hi"), layout=layout_in("carousel", 3)),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"),
                                   layout_=layout("carousel", 3))),
        description="columns is decoded whatever the arrangement; it only matters to a grid",
        source="seed: Layer 2: section schema (\"columns matters for grid only\"); docs/FLOW-UI.md Decision 8",
        promise=KEPT)

    add("seed/two-titles-two-widgets.json",
        one_section(tb("first", "Deals"), tb("second", "Ends tonight"), layout=layout_in("vertical")),
        decoded(expect_one_section(title_block(sw(0, 0), "first", "Deals"),
                                   title_block(sw(0, 1), "second", "Ends tonight"))),
        description="two titles are two widgets in a vertical section",
        source="seed: Layer 2: section schema (\"If you need two titles, that is two widgets in a vertical section\")",
        promise=KEPT)

    add("seed/header-array-is-not-a-header.json",
        one_section(tb("w", "Body"), header=[tb("h1", "Deals"), tb("h2", "Ends tonight")]),
        decoded(expect_one_section(title_block(sw(0, 0), "w", "Body")), dropped(sec(0) + "/header")),
        description="a section header given as an array: the header is null, the section and its widgets stay",
        source="seed: Layer 2: section schema (\"A section header is one widget, not an array\"); docs/FLOW-UI.md "
               "Decision 15", promise=SCREEN)

    add("seed/widget-envelope-example.json",
        one_section({"type": "image_text_card", "id": "product_9", "layout": {}, "data": {},
                     "actions": {"tap": {}}, "tracking": {}}),
        decoded(expect_one_section(widget(sw(0, 0), "image_text_card", "product_9", "malformed",
                                          actions={"tap": {}}, tracking={})),
                malformed(sw(0, 0), "image_text_card")),
        description="the seed's widget envelope with empty data: image_text_card's title is required, so it is "
                    "contained as malformed",
        source="seed: Layer 3: widget envelope; docs/FLOW-UI.md Decision 4", promise=CONTAINED)

    add("seed/bare-string-is-textdata.json",
        one_section(tb("t", "Hello")),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hello"))),
        description="\"Hello\" as a TextData is {\"text\": \"Hello\"}",
        source="seed: Atoms sit inside data (\"Bare string shorthand exists for the common case\")", promise=CONTAINED)

    add("seed/new-optional-field-is-additive.json",
        one_section({"type": "title_block", "id": "t",
                     "data": {"title": "Hi", "badge": {"text": "NEW"}, "eyebrow": "Spring"}}),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"))),
        description="fields a payload model does not know are ignored and not written back; no diagnostic",
        source="seed: Extending the schema (\"New optional field on an existing data model: additive, safe\"); "
               "SCHEMA.md: Compatibility rules 2", promise=CONTAINED)

    add("seed/coding-key-drift-is-malformed.json",
        one_section(tb("before", "Kept"),
                    {"type": "title_block", "id": "drift", "data": {"heading": "Renamed key"}},
                    tb("after", "Kept too")),
        decoded(expect_one_section(title_block(sw(0, 0), "before", "Kept"),
                                   widget(sw(0, 1), "title_block", "drift", "malformed"),
                                   title_block(sw(0, 2), "after", "Kept too")),
                malformed(sw(0, 1), "title_block")),
        description="a backend that renamed title to heading: that widget is malformed and contained; its neighbours "
                    "render",
        source="seed: Schema as tests (\"Drift is a malformed payload, contained, with a coding path\"); SCHEMA.md: "
               "Compatibility rules 3", promise=CONTAINED)

    add("seed/new-type-string-is-skipped.json",
        one_section(tb("a", "Before"), {"type": "story_carousel", "id": "new", "data": {"stories": [1, 2]}},
                    tb("b", "After")),
        decoded(expect_one_section(title_block(sw(0, 0), "a", "Before"),
                                   widget(sw(0, 1), "story_carousel", "new", "unknown"),
                                   title_block(sw(0, 2), "b", "After")),
                unknown(sw(0, 1), "story_carousel")),
        description="a type this client does not register is contained as unknown; its data is never read",
        source="seed: Extending the schema (\"New type string: old binaries skip\"); SCHEMA.md: Compatibility rules 1",
        promise=CONTAINED)

    add("seed/new-action-type-is-kept.json",
        one_section(tb("t", "Share", actions={"tap": {"type": "share_sheet", "url": "https://example.com/p/1"}})),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Share",
                                               actions={"tap": {"type": "share_sheet",
                                                                "url": "https://example.com/p/1"}}))),
        description="an action type no built-in handles is kept as received; only a handler decides, never the decoder",
        source="seed: Extending the schema (\"New action type string: old binaries ignore it unless a handler "
               "exists\")", promise=KEPT)

    tracking = {"impression_id": "imp_7", "experiment": {"arm": "b", "weights": [0.25, 0.75]}, "slot": 3,
                "seen": False, "note": None}
    add("seed/tracking-is-opaque.json",
        one_section(tb("t", "Hi", tracking=tracking)),
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi", tracking=tracking))),
        description="tracking is forwarded as received, nested values and nulls included",
        source="seed: Transport is not the schema (\"tracking is part of the widget envelope and opaque to the "
               "renderer\")", promise=KEPT)

    add("seed/dark-hex-on-colordata.json",
        one_section(tb("t", {"text": "Night", "color": {"hex": "#111111", "dark_hex": "#EEEEEE"}})),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", data={
            "title": text("Night", color={"hex": "#111111", "dark_hex": "#EEEEEE"})}))),
        description="dark appearance lives on ColorData.dark_hex",
        source="seed: Layout and atoms complete the contract (\"Dark appearance lives on ColorData.dark_hex\")",
        promise=KEPT)

    add("seed/no-version-key.json",
        {"version": 3, "schema_version": "2.0", "page": {"id": "p", "version": "9", "sections": []}},
        decoded(page("p")),
        description="version keys mean nothing to Flow-UI: ignored at the top and in the page",
        source="seed: Version the contract (\"There is no required version key in Flow-UI\")", promise=PAGE)

    add("seed/sections-renamed-body-is-breakage.json",
        {"page": {"id": "p", "body": [{"id": "s", "widgets": [tb("t", "Lost")]}]}},
        decoded(page("p")),
        description="a backend that renamed sections to body: the page decodes with no sections, the breakage the seed "
                    "warns of",
        source="seed: Version the contract (\"Renaming sections to body: breakage\")", promise=PAGE)

    add("seed/children-is-not-an-envelope-key.json",
        one_section({"type": "title_block", "id": "parent", "data": {"title": "Parent"},
                     "children": [tb("parent", "Never decoded"), {"type": 1}]},
                    tb("after", "After")),
        decoded(expect_one_section(title_block(sw(0, 0), "parent", "Parent"),
                                   title_block(sw(0, 1), "after", "After"))),
        description="children is not an envelope key: ignored, so what it holds is never decoded, claims no id and "
                    "reports nothing",
        source="seed: What not to stuff into the widget envelope (\"Do not add children as a reserved envelope key\")",
        promise=RECORDED)

    add("seed/accordion-items-nest.json",
        one_section({"type": "accordion", "id": "faq", "data": {"header": "Shipping", "items": [
            tb("q1", "When does it ship?"), {"type": "separator"}]}}),
        decoded(expect_one_section(widget(sw(0, 0), "accordion", "faq", data={
            "header": text("Shipping"), "items": [
                title_block(sw(0, 0) + "/data/items/0", "q1", "When does it ship?"),
                widget(sw(0, 0) + "/data/items/1", "separator", None, data={})]}))),
        description="nesting lives in a payload field the type owns: accordion items are full widgets",
        source="seed: What not to stuff into the widget envelope (\"the way accordion uses items\"); SCHEMA.md: "
               "Starter widget payloads", promise=KEPT)

    add("seed/ids-unique-within-page.json",
        one_section(tb("cart_row", "One"), tb("cart_row", "Two")),
        decoded(expect_one_section(title_block(sw(0, 0), "cart_row", "One"),
                                   title_block(sw(0, 1), "cart_row#2", "Two")),
                renamed(sw(0, 1), "cart_row#2")),
        description="a repeated id is renamed id#2 and reported",
        source="SCHEMA.md: About id (\"Ids must be unique within a page\"); docs/CONTRACT.md §8 rule 3", promise=IDS)

    add("seed/contained-with-coding-path.json",
        one_section({"type": "banner", "id": "b", "data": {"image": {"aspect_ratio": 2}}}),
        decoded(expect_one_section(widget(sw(0, 0), "banner", "b", "malformed")),
                malformed(sw(0, 0), "banner")),
        description="a banner whose image lacks its url: the diagnostic points at the widget (its src), the message "
                    "may name the path inside",
        source="seed: Schema as tests (\"Drift is a malformed payload, contained, with a coding path\"); "
               "docs/CONTRACT.md §8 "
               "Diagnostics", promise=CONTAINED)
