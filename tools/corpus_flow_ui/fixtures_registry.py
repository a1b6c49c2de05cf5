"""registry/ (profiles: the same bytes typed under one registry, unknown under another) and
sheet/ (bottom sheets: their own chrome and id space)."""

import json

from .flowlib import (
    CONTAINED,
    DROPPED,
    IDS,
    KEPT,
    PAGE,
    PAGE_FIRST,
    RECORDED,
    add,
    decoded,
    decoded_sheet,
    dropped,
    expect_one_section,
    malformed,
    one_section,
    page,
    renamed,
    section,
    sheet,
    strip,
    strip_in,
    sw,
    tb,
    text,
    title_block,
    unknown,
    widget,
)

P = "docs/CONTRACT.md §8 Profile"


def register() -> None:
    registries()
    sheets()


def registries() -> None:
    test_page = one_section({"type": "test_text", "id": "a", "data": {"title": "Typed here"}},
                            tb("c", "A starter title"), page_id="tests")
    add("registry/test-registry-typed.json", test_page,
        decoded(expect_one_section(widget(sw(0, 0), "test_text", "a", data={"title": text("Typed here")}),
                                   widget(sw(0, 1), "title_block", "c", "unknown"), page_id="tests"),
                unknown(sw(0, 1), "title_block")),
        profile="test-registry",
        description="a registry binding test_text to the title_block model: test_text is typed, the unregistered "
                    "title_block unknown",
        source=f"{P} (\"registry, an object {{type: model}}\")", promise=CONTAINED)
    add("registry/test-registry-bytes-by-default.json", test_page,
        decoded(expect_one_section(widget(sw(0, 0), "test_text", "a", "unknown"),
                                   title_block(sw(0, 1), "c", "A starter title"), page_id="tests"),
                unknown(sw(0, 0), "test_text")),
        description="the same bytes under the default registry: test_text is unknown, title_block typed",
        source=f"{P} (\"Default: the eight starter types bound to their own models\")", promise=CONTAINED)
    add("registry/test-registry-malformed.json",
        one_section({"type": "test_text", "id": "b", "data": {"not_title": "missing"}}, page_id="tests"),
        decoded(expect_one_section(widget(sw(0, 0), "test_text", "b", "malformed"), page_id="tests"),
                malformed(sw(0, 0), "test_text")),
        profile="test-registry",
        description="under the test registry a test_text without title is malformed: the model decides, not the type "
                    "name",
        source=f"{P}; docs/FLOW-UI.md Decision 4", promise=CONTAINED)
    add("registry/empty-registry.json",
        one_section(tb("t", "Hi")),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", "unknown")), unknown(sw(0, 0), "title_block")),
        profile="empty-registry",
        description="a client registering nothing: its title_block is unknown, the page still renders",
        source=f"{P}; SCHEMA.md: Compatibility rules 1", promise=CONTAINED)
    card = {"type": "image_text_card", "id": "product_9", "layout": {}, "data": {},
            "actions": {"tap": {}}, "tracking": {}}
    add("registry/opaque-card.json", one_section(card),
        decoded(expect_one_section(widget(sw(0, 0), "image_text_card", "product_9", data={},
                                          actions={"tap": {}}, tracking={}))),
        profile="opaque-cards",
        description="the seed's envelope example under a registry binding image_text_card to opaque: typed, data as "
                    "received",
        source=f"{P} (\"opaque (any data decodes, null included)\"); seed: Layer 3: widget envelope", promise=KEPT)
    add("registry/opaque-any-data.json",
        one_section({"type": "order_card", "id": "o1", "data": {"order_number": "#42", "items": ["Case"],
                                                                "total": 12.50}},
                    {"type": "order_card", "id": "o2", "data": "just a string"},
                    {"type": "order_card", "id": "o3", "data": [1, 2]}),
        decoded(expect_one_section(
            widget(sw(0, 0), "order_card", "o1", data={"order_number": "#42", "items": ["Case"], "total": 12.5}),
            widget(sw(0, 1), "order_card", "o2", data="just a string"),
            widget(sw(0, 2), "order_card", "o3", data=[1, 2]))),
        profile="app-registry",
        description="opaque data of any JSON type is kept as received",
        source="docs/FLOW-UI.md Decision 17", promise=KEPT)
    for name, member in [("null", {"data": None}), ("absent", {})]:
        add(f"registry/opaque-{name}-data.json",
            one_section({"type": "date_picker_row", "id": "d", **member}),
            decoded(expect_one_section(widget(sw(0, 0), "date_picker_row", "d", data={}))),
            profile="app-registry",
            description=f"{name} opaque data is written {{}}",
            source="docs/FLOW-UI.md Decision 17; docs/CONTRACT.md §8 rule 1", promise=KEPT)
    acc = sw(0, 0)
    add("registry/opaque-nested-in-accordion.json",
        one_section({"type": "accordion", "id": "acc", "data": {"header": "Orders", "items": [
            {"type": "order_card", "id": "o", "data": {"order_number": "#7"}}]}}),
        decoded(expect_one_section(widget(acc, "accordion", "acc", data={"header": text("Orders"), "items": [
            widget(acc + "/data/items/0", "order_card", "o", data={"order_number": "#7"})]}))),
        profile="app-registry",
        description="an app widget nests in a starter accordion",
        source="ADDING_A_WIDGET.md: Register it (\"nested inside containers like the accordion\")", promise=KEPT)
    card = one_section({"type": "card", "id": "c", "data": {"title": "Card", "tags": ["bad"]}})
    add("registry/remapped-card.json", card,
        decoded(expect_one_section(widget(sw(0, 0), "card", "c", data={"title": text("Card"), "tags": []})),
                dropped(sw(0, 0) + "/data/tags/0")),
        profile="remapped",
        description="the registry binds card to image_text_card: its tags are a lossy TagData array, so the bare "
                    "string tag is dropped alone",
        source=P, promise=DROPPED)
    add("registry/remapped-card-by-default.json", card,
        decoded(expect_one_section(widget(sw(0, 0), "card", "c", "unknown")), unknown(sw(0, 0), "card")),
        description="the same bytes by default: card is unknown, and its bad tag is never read",
        source=P, promise=CONTAINED)
    add("registry/remapped-hero.json",
        one_section({"type": "hero", "id": "h", "data": {"image": "https://img.example/h.jpg"}}),
        decoded(expect_one_section(widget(sw(0, 0), "hero", "h", data={"image": {"url": "https://img.example/h.jpg"}}))),
        profile="remapped",
        description="the registry binds hero to banner: a bare image URL decodes it",
        source=P, promise=CONTAINED)
    add("registry/remapped-title-block.json",
        one_section(tb("t", "Title only")),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", "malformed")),
                malformed(sw(0, 0), "title_block")),
        profile="remapped",
        description="the registry binds title_block to banner: a title_block's data lacks the banner's image, so it is "
                    "malformed",
        source=P, promise=CONTAINED)
    for name, type_ in [("case", "Title_Block"), ("leading-space", " title_block"), ("empty", "")]:
        add(f"registry/type-name-{name}.json",
            one_section({"type": type_, "id": "a", "data": {"title": "A"}}),
            decoded(expect_one_section(widget(sw(0, 0), type_, "a", "unknown")), unknown(sw(0, 0), type_)),
            description=f"type names match exactly: {json.dumps(type_)} is an unregistered type",
            source="docs/FLOW-UI.md Decision 22", promise=CONTAINED)


def sheets() -> None:
    B = "SCHEMA.md: Bottom sheets"

    def ss(i: int, j: int) -> str:
        return f"/sheet/sections/{i}/widgets/{j}"

    add("sheet/basic.json",
        {"sheet": {"id": "confirm", "config": {"detents": ["medium", "large", 0.4], "grabber": True,
                                               "dismissible": False, "corner_radius": 24},
                   "header": strip_in(tb("title", "Confirm order")),
                   "sections": [{"id": "body", "widgets": [tb("line", "1 x Case")]}],
                   "footer": strip_in({"type": "button_row", "id": "cta", "data": {"buttons": [
                       {"title": "Place order", "action": {"type": "api", "endpoint": "order"}}]}})}},
        decoded_sheet(sheet("confirm", config={"detents": ["medium", "large", 0.4], "grabber": True,
                                               "dismissible": False, "corner_radius": 24},
                            header=strip(title_block("/sheet/header/widgets/0", "title", "Confirm order")),
                            sections=[section("/sheet/sections/0", "body",
                                              widgets=[title_block(ss(0, 0), "line", "1 x Case")])],
                            footer=strip(widget("/sheet/footer/widgets/0", "button_row", "cta", data={"buttons": [
                                {"title": text("Place order"), "action": {"type": "api", "endpoint": "order"}}]})))),
        description="a sheet: config, fixed header and footer, sections of the same widgets",
        source=f"{B} (\"Same widgets, different chrome\")", promise=KEPT)
    add("sheet/empty.json", {"sheet": {}}, decoded_sheet(sheet()),
        description="an empty sheet decodes: id, config, header and footer null, no sections",
        source=f"{B}; docs/CONTRACT.md §8 rule 1", promise=PAGE)
    add("sheet/config-empty.json", {"sheet": {"id": "s", "config": {}}},
        decoded_sheet(sheet("s", config={"detents": []})),
        description="a config without members: detents [], the rest left out",
        source=f"{B}; docs/FLOW-UI.md Decision 21", promise=KEPT)
    for name, bad in [("boolean", True), ("null", None), ("object", {"height": 300})]:
        add(f"sheet/detent-{name}.json",
            {"sheet": {"id": "s", "config": {"detents": ["medium", bad, "large"]}}},
            decoded_sheet(sheet("s", config={"detents": ["medium", "large"]}), dropped("/sheet/config/detents/1")),
            description=f"a detent that is {'null' if bad is None else 'a' + ('n ' if name[0] == 'o' else ' ') + name} "
                        "is neither a name nor a fraction: dropped alone",
            source=f"{B} (\"named detents or height fractions\"); README: Pages that refuse to die (\"bad array "
                   "elements are dropped rather than fatal\")", promise=RECORDED)
    for member, bad in [("detents", "medium"), ("grabber", "yes"), ("dismissible", 1), ("corner_radius", "24")]:
        add(f"sheet/config-{member.replace('_', '-')}-wrong-type.json",
            {"sheet": {"id": "s", "config": {member: bad}}},
            decoded_sheet(sheet("s", config={"detents": []}), dropped(f"/sheet/config/{member}")),
            description=f"a config {member} of the wrong type falls back alone",
            source="docs/FLOW-UI.md Decision 10", promise=RECORDED)
    add("sheet/config-not-object.json",
        {"sheet": {"id": "s", "config": "large", "sections": [{"widgets": [tb("t", "Body")]}]}},
        decoded_sheet(sheet("s", sections=[section("/sheet/sections/0", widgets=[title_block(ss(0, 0), "t", "Body")])]),
                      dropped("/sheet/config")),
        description="a config that is a string falls back to null; the sheet renders",
        source="docs/FLOW-UI.md Decision 10", promise=PAGE)
    add("sheet/own-id-space.json",
        {"sheet": {"id": "s", "header": strip_in(tb("x", "Header")), "sections": [{"widgets": [tb("x", "Body")]}]}},
        decoded_sheet(sheet("s", header=strip(title_block("/sheet/header/widgets/0", "x", "Header")),
                            sections=[section("/sheet/sections/0", widgets=[title_block(ss(0, 0), "x#2", "Body")])]),
                      renamed(ss(0, 0), "x#2")),
        description="a sheet is an id space of its own, claimed in the page's traversal order: header first",
        source="docs/CONTRACT.md §8 rule 3 (\"A sheet is an id space of its own\")", promise=IDS)
    for name, bad, kept, diagnostic, promise in [
        ("unknown-widget", {"type": "map_pin", "id": "u"}, widget(ss(0, 0), "map_pin", "u", "unknown"),
         unknown(ss(0, 0), "map_pin"), CONTAINED),
        ("malformed-widget", {"type": "banner", "id": "m", "data": {}}, widget(ss(0, 0), "banner", "m", "malformed"),
         malformed(ss(0, 0), "banner"), CONTAINED),
        ("dropped-widget", {"id": "d"}, None, dropped(ss(0, 0)), DROPPED),
    ]:
        add(f"sheet/{name}.json",
            {"sheet": {"id": "s", "sections": [{"widgets": [bad, tb("ok", "Fine")]}]}},
            decoded_sheet(sheet("s", sections=[section("/sheet/sections/0", widgets=(
                [kept] if kept else []) + [title_block(ss(0, 1), "ok", "Fine")])]), diagnostic),
            description=f"a sheet contains a{'n' if name[0] == 'u' else ''} {name.replace('-', ' ')} as a page does",
            source=f"{B} (\"Same widgets, different chrome\"); docs/CONTRACT.md §8 rule 2", promise=promise)
    add("sheet/strip-sticky.json",
        {"sheet": {"header": {"sticky": False, "widgets": []}, "footer": {"widgets": []}}},
        decoded_sheet(sheet(header=strip(sticky=False), footer=strip())),
        description="sheet strips have the page's shape: sticky read when given (header), true otherwise (footer)",
        source="docs/FLOW-UI.md Decision 21", promise=PAGE)
    add("sheet/page-members-ignored.json",
        {"sheet": {"id": "s", "nav": {"title": "Nope"}, "pagination": {"has_more": True}, "refresh": {}}},
        decoded_sheet(sheet("s")),
        description="nav, pagination and refresh are page members: in a sheet they are unknown keys, ignored",
        source=f"{B}; SCHEMA.md: Compatibility rules 2", promise=KEPT)
    add("sheet/page-wins-over-sheet.json",
        {"sheet": {"id": "the_sheet"}, "page": {"id": "the_page"}},
        decoded(page("the_page")),
        description="a document with both a page and a sheet object is a page, whatever their order",
        source="docs/FLOW-UI.md Decision 3", promise=PAGE_FIRST)
    add("sheet/page-not-object-then-sheet.json",
        {"page": "home", "sheet": {"id": "s", "config": {"grabber": True}}},
        decoded_sheet(sheet("s", config={"detents": [], "grabber": True})),
        description="a page member that is no object is no page: the sheet is the document",
        source="docs/FLOW-UI.md Decision 3; docs/CONTRACT.md §8 rule 4 (\"neither a page nor a sheet object\")",
        promise=PAGE_FIRST)
