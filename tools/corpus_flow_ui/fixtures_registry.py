"""registry/ (profiles: the same bytes typed under one registry, unknown under another) and
sheet/ (bottom sheets: their own chrome and id space)."""

from .flowlib import (
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
    sw,
    tb,
    text,
    title_block,
    unknown,
    widget,
)

P = "CONTRACT §8 Profile"


def register() -> None:
    registries()
    sheets()


def registries() -> None:
    test_page = one_section({"type": "test_text", "id": "a", "data": {"title": "Typed here"}},
                            {"type": "test_text", "id": "b", "data": {"not_title": "missing"}},
                            tb("c", "A starter title"), page_id="tests")
    add("registry/test-registry-typed.json", test_page,
        decoded(expect_one_section(widget(sw(0, 0), "test_text", "a", data={"title": text("Typed here")}),
                                   widget(sw(0, 1), "test_text", "b", "malformed"),
                                   widget(sw(0, 2), "title_block", "c", "unknown"), page_id="tests"),
                malformed(sw(0, 1), "test_text"), unknown(sw(0, 2), "title_block")),
        profile="test-registry",
        description="a registry binding test_text to the title_block model: test_text is typed (or malformed), the "
                    "unregistered title_block unknown",
        source=f"{P} (\"registry, an object {{type: model}}\")")
    add("registry/test-registry-bytes-by-default.json", test_page,
        decoded(expect_one_section(widget(sw(0, 0), "test_text", "a", "unknown"),
                                   widget(sw(0, 1), "test_text", "b", "unknown"),
                                   title_block(sw(0, 2), "c", "A starter title"), page_id="tests"),
                unknown(sw(0, 0), "test_text"), unknown(sw(0, 1), "test_text")),
        description="the same bytes under the default registry: test_text is unknown (its bad payload is never read), "
                    "title_block typed",
        source=f"{P} (\"Default: the eight starter types bound to their own models\")")
    add("registry/empty-registry.json",
        one_section(tb("t", "Hi"), {"type": "separator", "id": "sep"}),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", "unknown"),
                                   widget(sw(0, 1), "separator", "sep", "unknown")),
                unknown(sw(0, 0), "title_block"), unknown(sw(0, 1), "separator")),
        profile="empty-registry",
        description="a client registering nothing: every widget is unknown, the page still renders",
        source=f"{P}; SCHEMA.md: Compatibility rules 1")
    card = {"type": "image_text_card", "id": "product_9", "layout": {}, "data": {},
            "actions": {"tap": {}}, "tracking": {}}
    add("registry/opaque-card.json", one_section(card),
        decoded(expect_one_section(widget(sw(0, 0), "image_text_card", "product_9", data={},
                                          actions={"tap": {}}, tracking={}))),
        profile="opaque-cards",
        description="the seed's envelope example under a registry binding image_text_card to opaque: typed, data as "
                    "received",
        source=f"{P} (\"opaque (any data decodes, null included)\"); seed: Layer 3: widget envelope")
    add("registry/opaque-any-data.json",
        one_section({"type": "order_card", "id": "o1", "data": {"order_number": "#42", "items": ["Case"],
                                                                "total": 12.50}},
                    {"type": "order_card", "id": "o2", "data": "just a string"},
                    {"type": "order_card", "id": "o3", "data": [1, 2]},
                    {"type": "date_picker_row", "id": "d1", "data": None},
                    {"type": "date_picker_row", "id": "d2"}),
        decoded(expect_one_section(
            widget(sw(0, 0), "order_card", "o1", data={"order_number": "#42", "items": ["Case"], "total": 12.5}),
            widget(sw(0, 1), "order_card", "o2", data="just a string"),
            widget(sw(0, 2), "order_card", "o3", data=[1, 2]),
            widget(sw(0, 3), "date_picker_row", "d1", data={}),
            widget(sw(0, 4), "date_picker_row", "d2", data={}))),
        profile="app-registry",
        description="opaque data of any JSON type is kept as received; null and absent data are {}",
        source=f"{P}; CONTRACT §8 rule 1; docs/FLOW-UI.md Decision 17")
    acc = sw(0, 0)
    add("registry/opaque-nested-in-accordion.json",
        one_section({"type": "accordion", "id": "acc", "data": {"header": "Orders", "items": [
            {"type": "order_card", "id": "o", "data": {"order_number": "#7"}}]}}),
        decoded(expect_one_section(widget(acc, "accordion", "acc", data={"header": text("Orders"), "items": [
            widget(acc + "/data/items/0", "order_card", "o", data={"order_number": "#7"})]}))),
        profile="app-registry",
        description="an app widget nests in a starter accordion",
        source="ADDING_A_WIDGET.md: Register it (\"nested inside containers like the accordion\")")
    remapped = one_section({"type": "card", "id": "c", "data": {"title": "Card", "tags": ["bad"]}},
                           {"type": "hero", "id": "h", "data": {"image": "https://img.example/h.jpg"}},
                           tb("t", "Title only"))
    add("registry/remapped-models.json", remapped,
        decoded(expect_one_section(
            widget(sw(0, 0), "card", "c", data={"title": text("Card"), "tags": []}),
            widget(sw(0, 1), "hero", "h", data={"image": {"url": "https://img.example/h.jpg"}}),
            widget(sw(0, 2), "title_block", "t", "malformed")),
            dropped(sw(0, 0) + "/data/tags/0"), malformed(sw(0, 2), "title_block")),
        profile="remapped",
        description="the registry binds types to models: card reads as image_text_card, hero as banner, and "
                    "title_block as banner (so it lacks its image)",
        source=P)
    add("registry/remapped-bytes-by-default.json", remapped,
        decoded(expect_one_section(widget(sw(0, 0), "card", "c", "unknown"),
                                   widget(sw(0, 1), "hero", "h", "unknown"),
                                   title_block(sw(0, 2), "t", "Title only")),
                unknown(sw(0, 0), "card"), unknown(sw(0, 1), "hero")),
        description="the same bytes by default: card and hero unknown (card's bad tag never read), title_block typed",
        source=P)
    add("registry/type-names-exact.json",
        one_section({"type": "Title_Block", "id": "a", "data": {"title": "A"}},
                    {"type": " title_block", "id": "b", "data": {"title": "B"}},
                    {"type": "", "id": "c"}),
        decoded(expect_one_section(widget(sw(0, 0), "Title_Block", "a", "unknown"),
                                   widget(sw(0, 1), " title_block", "b", "unknown"),
                                   widget(sw(0, 2), "", "c", "unknown")),
                unknown(sw(0, 0), "Title_Block"), unknown(sw(0, 1), " title_block"), unknown(sw(0, 2), "")),
        description="type names match exactly: another case, a leading space or the empty string are unregistered "
                    "types",
        source="docs/FLOW-UI.md Decision 22")


def sheets() -> None:
    B = "SCHEMA.md: Bottom sheets"

    def ss(i: int, j: int) -> str:
        return f"/sheet/sections/{i}/widgets/{j}"

    add("sheet/basic.json",
        {"sheet": {"id": "confirm", "config": {"detents": ["medium", "large", 0.4], "grabber": True,
                                               "dismissible": False, "corner_radius": 24},
                   "header": {"widgets": [tb("title", "Confirm order")]},
                   "sections": [{"id": "body", "widgets": [tb("line", "1 x Case")]}],
                   "footer": {"widgets": [{"type": "button_row", "id": "cta", "data": {"buttons": [
                       {"title": "Place order", "action": {"type": "api", "endpoint": "order"}}]}}]}}},
        decoded_sheet(sheet("confirm", config={"detents": ["medium", "large", 0.4], "grabber": True,
                                               "dismissible": False, "corner_radius": 24},
                            header=strip(title_block("/sheet/header/widgets/0", "title", "Confirm order")),
                            sections=[section("/sheet/sections/0", "body",
                                              widgets=[title_block(ss(0, 0), "line", "1 x Case")])],
                            footer=strip(widget("/sheet/footer/widgets/0", "button_row", "cta", data={"buttons": [
                                {"title": text("Place order"), "action": {"type": "api", "endpoint": "order"}}]})))),
        description="a sheet: config, fixed header and footer, sections of the same widgets",
        source=f"{B} (\"Same widgets, different chrome\")")
    add("sheet/empty.json", {"sheet": {}}, decoded_sheet(sheet()),
        description="an empty sheet decodes: id, config, header and footer null, no sections",
        source=f"{B}; CONTRACT §8 rule 1")
    add("sheet/config-empty.json", {"sheet": {"id": "s", "config": {}}},
        decoded_sheet(sheet("s", config={"detents": []})),
        description="a config without members: detents [], the rest left out",
        source=f"{B}; docs/FLOW-UI.md Decision 21")
    add("sheet/detents-lossy.json",
        {"sheet": {"id": "s", "config": {"detents": ["medium", True, 0.5, None, {"height": 300}, "large"]}}},
        decoded_sheet(sheet("s", config={"detents": ["medium", 0.5, "large"]}),
                      dropped("/sheet/config/detents/1"), dropped("/sheet/config/detents/3"),
                      dropped("/sheet/config/detents/4")),
        description="detents that are neither a name nor a fraction are dropped alone",
        source=f"{B} (\"named detents or height fractions\"); README: Pages that refuse to die")
    add("sheet/config-faults.json",
        {"sheet": {"id": "s", "config": {"detents": "medium", "grabber": "yes", "dismissible": 1,
                                         "corner_radius": "24"}}},
        decoded_sheet(sheet("s", config={"detents": []}),
                      dropped("/sheet/config/detents"), dropped("/sheet/config/grabber"),
                      dropped("/sheet/config/dismissible"), dropped("/sheet/config/corner_radius")),
        description="each bad config member falls back alone",
        source="CONTRACT §8 rule 2")
    add("sheet/config-not-object.json",
        {"sheet": {"id": "s", "config": "large", "sections": [{"widgets": [tb("t", "Body")]}]}},
        decoded_sheet(sheet("s", sections=[section("/sheet/sections/0", widgets=[title_block(ss(0, 0), "t", "Body")])]),
                      dropped("/sheet/config")),
        description="a config that is a string falls back to null; the sheet renders",
        source="CONTRACT §8 rule 2")
    add("sheet/own-id-space.json",
        {"sheet": {"id": "s", "header": {"widgets": [tb("x", "Header")]},
                   "sections": [{"widgets": [tb("x", "Body")]}], "footer": {"widgets": [tb("x", "Footer")]}}},
        decoded_sheet(sheet("s", header=strip(title_block("/sheet/header/widgets/0", "x", "Header")),
                            sections=[section("/sheet/sections/0", widgets=[title_block(ss(0, 0), "x#2", "Body")])],
                            footer=strip(title_block("/sheet/footer/widgets/0", "x#3", "Footer"))),
                      renamed(ss(0, 0), "x#2"), renamed("/sheet/footer/widgets/0", "x#3")),
        description="a sheet is an id space of its own, claimed in the same traversal order as a page",
        source="CONTRACT §8 rule 3 (\"A sheet is an id space of its own\")")
    add("sheet/containment.json",
        {"sheet": {"id": "s", "sections": [{"widgets": [
            {"type": "map_pin", "id": "u"}, {"type": "banner", "id": "m", "data": {}}, {"id": "d"}, tb("ok",
                                                                                                       "Fine")]}]}},
        decoded_sheet(sheet("s", sections=[section("/sheet/sections/0", widgets=[
            widget(ss(0, 0), "map_pin", "u", "unknown"), widget(ss(0, 1), "banner", "m", "malformed"),
            title_block(ss(0, 3), "ok", "Fine")])]),
            unknown(ss(0, 0), "map_pin"), malformed(ss(0, 1), "banner"), dropped(ss(0, 2))),
        description="a sheet contains unknown, malformed and broken widgets as a page does",
        source=f"{B}; CONTRACT §8 rule 2")
    add("sheet/strip-sticky.json",
        {"sheet": {"header": {"sticky": False, "widgets": []}, "footer": {"widgets": []}}},
        decoded_sheet(sheet(header=strip(sticky=False), footer=strip())),
        description="sheet strips have the page's shape: sticky read when given, true otherwise",
        source="docs/FLOW-UI.md Decision 21")
    add("sheet/page-members-ignored.json",
        {"sheet": {"id": "s", "nav": {"title": "Nope"}, "pagination": {"has_more": True}, "refresh": {}}},
        decoded_sheet(sheet("s")),
        description="nav, pagination and refresh are page members: in a sheet they are unknown keys, ignored",
        source=f"{B}; SCHEMA.md: Compatibility rules 2")
    add("sheet/page-wins-over-sheet.json",
        {"sheet": {"id": "the_sheet"}, "page": {"id": "the_page"}},
        decoded(page("the_page")),
        description="a document with both a page and a sheet object is a page, whatever their order",
        source="docs/FLOW-UI.md Decision 3")
    add("sheet/page-not-object-then-sheet.json",
        {"page": "home", "sheet": {"id": "s", "config": {"grabber": True}}},
        decoded_sheet(sheet("s", config={"detents": [], "grabber": True})),
        description="a page member that is no object is no page: the sheet is the document",
        source="CONTRACT §8 rule 4 (\"neither a page nor a sheet object\"); docs/FLOW-UI.md Decision 3")
