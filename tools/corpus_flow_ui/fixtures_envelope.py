"""envelope/ (page members, nav, strips, pagination, refresh, rule 1 defaults), fallback/
(arrangement, columns, width, counts and flags that fall back), layout/ (WidgetLayout)."""

from .flowlib import (
    ALONE,
    CONTAINED,
    KEPT,
    PAGE,
    RECORDED,
    SCREEN,
    add,
    color,
    corners,
    decoded,
    dropped,
    expect_one_section,
    fw,
    hw,
    insets,
    layout,
    layout_in,
    one_section,
    page,
    radius,
    sec,
    section,
    strip,
    strip_in,
    sw,
    tb,
    text,
    title_block,
    widget,
)

W = sw(0, 0)


def register() -> None:
    envelope()
    fallbacks()
    widget_layout()


ABSENCES = "seed: Widget schema in one paragraph (\"FlowCore's envelope types default absences\")"
D84 = "docs/DECISIONS.md D84"


def envelope() -> None:
    add("envelope/page-complete.json",
        {"page": {
            "id": "home",
            "nav": {"title": "Home", "subtitle": {"text": "Jakarta", "color": "#767676"},
                    "bg_color": {"hex": "#FFFFFF", "dark_hex": "#1C1C1E"},
                    "left_button": {"title": "Back", "icon": "chevron.left", "action": {"type": "dismiss"}},
                    "right_buttons": [{"title": "Cart", "icon": "cart"}, {"title": "Help"}]},
            "header": strip_in(tb("greeting", "Good morning"), sticky=False),
            "sections": [{"id": "main", "widgets": [tb("first", "First")]}],
            "footer": strip_in(tb("cta", "Continue")),
            "pagination": {"has_more": True, "postback": {"cursor": "c_20", "offset": 20}},
            "refresh": {"pull_to_refresh": False}}},
        decoded(page(
            "home",
            nav={"title": text("Home"), "subtitle": text("Jakarta", color=color("#767676")),
                 "bg_color": color("#FFFFFF", dark_hex="#1C1C1E"),
                 "left_button": {"title": text("Back"), "icon": {"symbol": "chevron.left"},
                                 "action": {"type": "dismiss"}},
                 "right_buttons": [{"title": text("Cart"), "icon": {"symbol": "cart"}},
                                   {"title": text("Help")}]},
            header=strip(title_block(hw(0), "greeting", "Good morning"), sticky=False),
            sections=[section(sec(0), "main", widgets=[title_block(sw(0, 0), "first", "First")])],
            footer=strip(title_block(fw(0), "cta", "Continue")),
            pagination={"has_more": True, "postback": {"cursor": "c_20", "offset": 20}},
            refresh={"pull_to_refresh": False})),
        description="every page member given, nothing to fall back: each is written back in the answer's shape",
        source="SCHEMA.md: The envelope; seed: Layer 1: page envelope", promise=KEPT)

    add("envelope/page-empty.json", {"page": {}},
        decoded(page()),
        description="an empty page decodes: id null, no sections, every other member null",
        source=f"{D84} (a page without id decodes, id null); SCHEMA.md: Widgets (\"The page always renders\")",
        promise=PAGE)

    add("envelope/page-without-id.json",
        {"page": {"sections": [{"id": "s", "widgets": [tb("t", "Hi")]}]}},
        decoded(page(None, sections=[section(sec(0), "s", widgets=[title_block(sw(0, 0), "t", "Hi")])])),
        description="page.id is marked required, yet a page without it decodes with id null and no diagnostic",
        source=f"{D84} (a page without id decodes, id null); SCHEMA.md: The envelope", promise=PAGE)

    add("envelope/nulls-equal-absent.json",
        {"page": {"id": None, "nav": None, "header": None, "footer": None, "pagination": None,
                  "refresh": None, "sections": [
                      {"id": None, "layout": None, "header": None, "widgets": [
                          {"type": "separator", "id": None, "layout": None, "data": None,
                           "actions": None, "tracking": None}]},
                      {"widgets": None}]}},
        decoded(page(None, sections=[section(sec(0), None, widgets=[widget(sw(0, 0), "separator", None, data={})]),
                                     section(sec(1))])),
        description="null equals absent at every level: page members, section members, the widget envelope and its "
                    "data",
        source=f"{D84} (null equals absent); {ABSENCES}", promise=CONTAINED)

    # Raw text: json.dumps would write the names without their escapes.
    add("envelope/member-names-escaped.json",
        '{"page": {"id": "p", "s\\u0065ctions": [{"id": "s", "w\\u0069dgets": ['
        '{"type": "title_block", "id": "t", "d\\u0061ta": {"title": "Hi"}}]}]}}\n',
        decoded(page("p", sections=[section(sec(0), "s", widgets=[title_block(sw(0, 0), "t", "Hi")])])),
        description="member names written with \\u escapes are the names they spell: the section, its widget and the "
                    "widget's data are read, and each src spells the name, not its escape (/page/sections/0/widgets/0)",
        source="RFC 8259 §7 (an escape stands for its character), §8.3 (names compared after escapes are resolved); "
               "RFC 6901 §3 (a pointer's tokens are the member names)",
        promise=KEPT)

    add("envelope/strip-without-sticky.json",
        {"page": {"id": "p", "header": {"widgets": [tb("h", "Top")]}}},
        decoded(page("p", header=strip(title_block(hw(0), "h", "Top")))),
        description="a header strip without sticky is sticky: the one default this page takes",
        source=f"{ABSENCES}; {D84} (sticky true)", promise=PAGE)
    add("envelope/strip-empty.json",
        {"page": {"id": "p", "footer": {"sticky": False}}},
        decoded(page("p", footer=strip(sticky=False))),
        description="a footer strip without widgets has none",
        source=f"{ABSENCES}; SCHEMA.md: The envelope", promise=PAGE)

    add("envelope/pagination-empty.json",
        {"page": {"id": "p", "pagination": {}}},
        decoded(page("p", pagination={"has_more": False, "postback": None})),
        description="pagination {} alone: has_more defaults to false, postback to null",
        source=f"{ABSENCES}; {D84} (has_more false)", promise=PAGE)
    add("envelope/refresh-empty.json",
        {"page": {"id": "p", "refresh": {}}},
        decoded(page("p", refresh={"pull_to_refresh": True})),
        description="refresh {} alone: pull_to_refresh defaults to true",
        source=f"{ABSENCES}; {D84} (pull_to_refresh true)", promise=PAGE)

    postback = {"cursor": ["a", 1, True, None, {"deep": [[], {}]}], "offset": 20.0, "score": 1.5e21}
    add("envelope/postback-opaque.json",
        {"page": {"id": "feed", "pagination": {"has_more": True, "postback": postback}}},
        decoded(page("feed", pagination={"has_more": True,
                                         "postback": {"cursor": ["a", 1, True, None, {"deep": [[], {}]}],
                                                      "offset": 20, "score": 1.5e21}})),
        description="postback comes back untouched, compared after RFC 8785 canonicalisation (20.0 is 20)",
        source="SCHEMA.md: The envelope (\"pagination.postback is opaque\"); docs/CONTRACT.md §8 Answer", promise=KEPT)

    add("envelope/postback-string.json",
        {"page": {"id": "feed", "pagination": {"has_more": True, "postback": "opaque-cursor-9"}}},
        decoded(page("feed", pagination={"has_more": True, "postback": "opaque-cursor-9"})),
        description="a postback that is a string, with has_more given: the string is kept as received",
        source="SCHEMA.md: The envelope (\"Use any cursor shape you like\")", promise=KEPT)

    add("envelope/section-empty.json",
        {"page": {"id": "p", "sections": [{}]}},
        decoded(page("p", sections=[section(sec(0))])),
        description="an empty section stays: id null, the default layout, no header, no widgets",
        source=f"{ABSENCES}; SCHEMA.md: Sections", promise=SCREEN)

    add("envelope/section-layout-without-columns.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "grid", "item_spacing": 0, "insets": insets()}),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("grid", 2, 0))),
        description="a grid layout without columns has 2 columns: the one default this layout takes",
        source="seed: Section schema in one paragraph (\"columns (grid only, default 2)\")", promise=ALONE)
    add("envelope/section-insets-partial.json",
        one_section(tb("t", "Hi"), layout=layout_in("grid", section_insets={"top": 12})),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("grid", 2, 0, insets(top=12)))),
        description="section insets with only the top side: the other three are 0",
        source="SCHEMA.md: Atoms (Insets: \"Send only the sides you need\")", promise=ALONE)
    add("envelope/section-layout-without-spacing.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "vertical", "columns": 2, "insets": insets()}),
        decoded(expect_one_section(title_block(W, "t", "Hi"))),
        description="a section layout without item_spacing has 0 points between widgets",
        source=f"{D84} (item_spacing 0); {ABSENCES}", promise=ALONE)

    add("envelope/section-layout-complete.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "grid", "columns": 3, "item_spacing": 10,
                                           "insets": {"top": 12, "left": 16, "right": 16, "bottom": 24}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"),
                                   layout_=layout("grid", 3, 10, insets(12, 16, 16, 24)))),
        description="a section layout with every member given",
        source="SCHEMA.md: Sections", promise=KEPT)


R2 = "docs/FLOW-UI.md Decision 10 (outside data a bad member falls back alone)"


def fallbacks() -> None:
    def arrangement(name: str, given: object, expected: str, *diagnostics: dict, description: str,
                    source: str, promise: str) -> None:
        add(f"fallback/{name}.json", one_section(tb("t", "Hi"), layout=layout_in(given)),
            decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(expected)), *diagnostics),
            description=description, source=source, promise=promise)

    add("fallback/arrangement-named.json",
        {"page": {"id": "p", "sections": [{"id": a, "layout": layout_in(a)}
                                          for a in ("vertical", "carousel", "grid")]}},
        decoded(page("p", sections=[section(sec(i), a, layout(a)) for i, a in enumerate(("vertical", "carousel",
                                                                                         "grid"))])),
        description="the three arrangement names, each read as given", source="SCHEMA.md: Sections", promise=KEPT)
    arrangement("arrangement-case-sensitive", "Grid", "vertical",
                description="arrangement names are case-sensitive: Grid is an unknown string, so vertical, silently",
                source="SCHEMA.md: Sections (\"Unknown arrangement strings fall back to vertical\"); docs/FLOW-UI.md "
                       "Decision 7", promise=ALONE)
    arrangement("arrangement-empty-string", "", "vertical",
                description="an empty arrangement string is unknown: vertical, no diagnostic",
                source="SCHEMA.md: Sections (\"Unknown arrangement strings fall back to vertical\"); docs/FLOW-UI.md "
                       "Decision 7", promise=ALONE)
    arrangement("arrangement-number", 2, "vertical", dropped(sec(0) + "/layout/arrangement"),
                description="an arrangement that is not a string falls back to vertical and is reported",
                source="docs/FLOW-UI.md Decision 7", promise=RECORDED)

    def columns(name: str, given: object, expected: int, *diagnostics: dict, description: str,
                source: str = "docs/FLOW-UI.md Decision 8", promise: str = RECORDED) -> None:
        add(f"fallback/{name}.json",
            one_section(tb("t", "Hi"), layout=layout_in("grid", given)),
            decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("grid", expected)),
                    *diagnostics),
            description=description, source=source, promise=promise)

    columns("columns-integral-float", 3.0, 3, description="columns 3.0 is the integer 3",
            source="docs/FLOW-UI.md Decision 18 (\"2.0 yes\")", promise=KEPT)
    columns("columns-one", 1, 1, description="one column is a grid of one column: columns is at least 1, and 1 is kept",
            source="docs/FLOW-UI.md Decision 8", promise=KEPT)
    columns("columns-fraction", 2.5, 2, dropped(sec(0) + "/layout/columns"),
            description="columns 2.5 is no integer: the default 2, reported",
            source="docs/FLOW-UI.md Decisions 8 and 18 (\"2.5 no\")")
    columns("columns-zero", 0, 2, dropped(sec(0) + "/layout/columns"),
            description="a grid of zero columns cannot lay anything out: 2, reported")
    columns("columns-negative", -3, 2, dropped(sec(0) + "/layout/columns"),
            description="a grid of -3 columns cannot lay anything out: 2, reported")
    columns("columns-string", "3", 2, dropped(sec(0) + "/layout/columns"),
            description="columns \"3\" is a string, not a number: 2, reported")
    columns("columns-beyond-int", 1e20, 2, dropped(sec(0) + "/layout/columns"),
            description="columns 1e20 is integral but no 64-bit integer holds it: 2, reported",
            source="docs/FLOW-UI.md Decisions 8 and 18")

    add("fallback/item-spacing-string.json",
        one_section(tb("t", "Hi"), layout=layout_in(item_spacing="8")),
        decoded(expect_one_section(title_block(W, "t", "Hi")), dropped(sec(0) + "/layout/item_spacing")),
        description="item_spacing \"8\" falls back to 0, reported; the section and its widget stay",
        source=R2, promise=ALONE)
    add("fallback/item-spacing-negative.json",
        one_section(tb("t", "Hi"), layout=layout_in(item_spacing=-4)),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(item_spacing=-4))),
        description="a negative item_spacing is a number and is kept (the renderer decides what it means)",
        source="docs/FLOW-UI.md Decision 18", promise=KEPT)
    add("fallback/insets-not-object.json",
        one_section(tb("t", "Hi"), layout=layout_in("carousel", section_insets=16)),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("carousel")),
                dropped(sec(0) + "/layout/insets")),
        description="insets 16 is not an object: four sides of 0, reported; the arrangement stays",
        source=R2, promise=ALONE)
    add("fallback/insets-side-string.json",
        one_section(tb("t", "Hi"), layout=layout_in(section_insets={"top": 8, "left": "16", "right": 16,
                                                                    "bottom": 0})),
        decoded(expect_one_section(title_block(W, "t", "Hi"),
                                   layout_=layout(section_insets=insets(8, 0, 16, 0))),
                dropped(sec(0) + "/layout/insets/left")),
        description="one bad side falls back to 0 alone; the other sides stay",
        source=R2, promise=RECORDED)
    add("fallback/layout-several-faults.json",
        one_section(tb("t", "Hi"), layout={"arrangement": True, "columns": "two", "item_spacing": [8],
                                           "insets": {"bottom": False, "top": 4, "left": 0, "right": 0}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(section_insets=insets(top=4))),
                dropped(sec(0) + "/layout/arrangement"), dropped(sec(0) + "/layout/columns"),
                dropped(sec(0) + "/layout/item_spacing"), dropped(sec(0) + "/layout/insets/bottom")),
        description="every layout member wrong at once: each falls back alone, listed in document order",
        source="docs/FLOW-UI.md Decisions 10 and 20", promise=RECORDED,
        combination="the order of several diagnostics is the point (document order, Decision 20); each fault "
                    "alone has its fixture above")

    add("fallback/header-sticky-not-boolean.json",
        {"page": {"id": "p", "header": {"sticky": "yes", "widgets": [tb("h", "Top")]}}},
        decoded(page("p", header=strip(title_block(hw(0), "h", "Top"))), dropped("/page/header/sticky")),
        description="sticky \"yes\" is not a boolean: true, reported; the strip and its widget stay",
        source=R2, promise=ALONE)
    add("fallback/footer-sticky-not-boolean.json",
        {"page": {"id": "p", "footer": {"sticky": 0, "widgets": []}}},
        decoded(page("p", footer=strip()), dropped("/page/footer/sticky")),
        description="sticky 0 is not a boolean: true, reported; the footer strip stays",
        source=R2, promise=ALONE)
    add("fallback/has-more-not-boolean.json",
        {"page": {"id": "p", "pagination": {"has_more": "true", "postback": {"n": 2}}}},
        decoded(page("p", pagination={"has_more": False, "postback": {"n": 2}}), dropped("/page/pagination/has_more")),
        description="has_more \"true\" falls back to false, reported; postback stays",
        source=R2, promise=RECORDED)
    add("fallback/pull-to-refresh-not-boolean.json",
        {"page": {"id": "p", "refresh": {"pull_to_refresh": 0}}},
        decoded(page("p", refresh={"pull_to_refresh": True}), dropped("/page/refresh/pull_to_refresh")),
        description="pull_to_refresh 0 falls back to true, reported",
        source=R2, promise=RECORDED)

    def width(name: str, given: object, expected: object, description: str, source: str, promise: str) -> None:
        chrome = {} if expected is None else {"width": expected}
        diagnostics = [dropped(W + "/layout/width")] if expected is None else []
        add(f"fallback/{name}.json",
            one_section(tb("t", "Hi", layout={"width": given}), layout=layout_in("carousel")),
            decoded(expect_one_section(title_block(W, "t", "Hi", layout_=chrome), layout_=layout("carousel")),
                    *diagnostics),
            description=description, source=source, promise=promise)

    width("width-fill", "fill", "fill", "width fill", "SCHEMA.md: WidgetLayout", KEPT)
    width("width-hug", "hug", "hug", "width hug", "SCHEMA.md: WidgetLayout", KEPT)
    width("width-fraction", 0.75, 0.75, "width 0.75: a peeking card in a carousel",
          "SCHEMA.md: WidgetLayout (\"Fractions inside carousels are what produce peeking cards\")", KEPT)
    width("width-one", 1, 1, "width 1 is the whole container, a fraction still",
          "SCHEMA.md: WidgetLayout; docs/FLOW-UI.md Decision 9", KEPT)
    width("width-fraction-as-string", "0.75", None,
          "width \"0.75\" is neither fill, hug nor a number: width falls back to absent, reported; the widget stays",
          "docs/FLOW-UI.md Decision 9", ALONE)
    for name, given, what in [("zero", 0, "0"), ("above-one", 1.5, "1.5"), ("unknown-keyword", "half", "\"half\""),
                              ("boolean", True, "true")]:
        width(f"width-{name}", given, None,
              f"width {what} is no width: it falls back to absent alone, reported; the widget stays",
              "docs/FLOW-UI.md Decision 9", ALONE)


def widget_layout() -> None:
    full_in = {"margin": {"top": 0, "left": 16, "right": 16, "bottom": 12},
               "padding": {"top": 12, "left": 12, "right": 12, "bottom": 12},
               "corner_radius": 12, "background": {"hex": "#FFFFFF", "dark_hex": "#1C1C1E"},
               "gradient": {"colors": [{"hex": "#FF512F"}, {"hex": "#DD2476"}], "angle": 90},
               "border": {"width": 1, "color": {"hex": "#EAEAEA"}, "dash_width": 5, "dash_gap": 3},
               "width": "fill"}
    full_out = {"margin": insets(0, 16, 16, 12), "padding": insets(12, 12, 12, 12),
                "corner_radius": radius(12), "background": color("#FFFFFF", dark_hex="#1C1C1E"),
                "gradient": {"colors": [color("#FF512F"), color("#DD2476")], "angle": 90},
                "border": {"width": 1, "color": color("#EAEAEA"), "dash_width": 5, "dash_gap": 3},
                "width": "fill"}
    add("layout/complete.json", one_section(tb("t", "Hi", layout=full_in)),
        decoded(expect_one_section(title_block(W, "t", "Hi", layout_=full_out))),
        description="every WidgetLayout member: insets four sides, corner radius four corners, colours in object form",
        source="SCHEMA.md: WidgetLayout; seed: Layout and atoms complete the contract", promise=KEPT)

    def chrome(name: str, given: dict, expected: dict, *diagnostics: dict, description: str,
               source: str) -> None:
        add(f"layout/{name}.json", one_section(tb("t", "Hi", layout=given)),
            decoded(expect_one_section(title_block(W, "t", "Hi", layout_=expected)), *diagnostics),
            description=description, source=source, promise=ALONE if diagnostics else KEPT)

    chrome("corner-radius-object", {"corner_radius": {"top_left": 12, "top_right": 8}},
           {"corner_radius": corners(12, 8, 0, 0)},
           description="corner radii by corner: the corners not given are 0",
           source="SCHEMA.md: WidgetLayout (\"or { top_left: 12, top_right: 12, ... }\"); docs/FLOW-UI.md Decision 19")
    chrome("corner-radius-bad-corner", {"corner_radius": {"top_left": "12", "bottom_right": 4}},
           {"corner_radius": corners(0, 0, 0, 4)}, dropped(W + "/layout/corner_radius/top_left"),
           description="a corner that is not a number falls back to 0 alone",
           source="docs/FLOW-UI.md Decisions 10 and 19")
    chrome("corner-radius-string", {"corner_radius": "12", "padding": {"top": 4}},
           {"padding": insets(top=4)}, dropped(W + "/layout/corner_radius"),
           description="corner_radius \"12\" falls back to absent; the rest of the layout stays",
           source=R2)
    chrome("margin-partial", {"margin": {"left": 16}}, {"margin": insets(left=16)},
           description="a margin with one side: four sides written, the others 0",
           source="SCHEMA.md: Atoms (Insets); docs/CONTRACT.md §8 Answer")
    chrome("margin-not-object", {"margin": [0, 16], "padding": {"left": 8}},
           {"padding": insets(left=8)}, dropped(W + "/layout/margin"),
           description="a margin array falls back to absent alone",
           source=R2)
    chrome("background-shorthand", {"background": "#F8F8F8"}, {"background": color("#F8F8F8")},
           description="a bare hex background is a ColorData",
           source="SCHEMA.md: Atoms (ColorData \"#4F8CFF\")")
    chrome("background-bad-member", {"background": {"hex": "#FFFFFF", "alpha": "half"}},
           {"background": color("#FFFFFF")}, dropped(W + "/layout/background/alpha"),
           description="outside data a bad atom member falls back alone: the colour keeps its hex",
           source=R2)
    chrome("gradient-colors-lossy",
           {"gradient": {"colors": ["#FF512F", 7, {"hex": "#DD2476", "dark_hex": "#000000"}], "angle": 45}},
           {"gradient": {"colors": [color("#FF512F"), color("#DD2476", dark_hex="#000000")], "angle": 45}},
           dropped(W + "/layout/gradient/colors/1"),
           description="one gradient colour that is no ColorData is dropped from the colours alone: the gradient and "
                       "the widget stay",
           source="README: Pages that refuse to die (\"bad array elements are dropped rather than fatal\"); "
                  "docs/FLOW-UI.md Decision 10")
    chrome("gradient-without-colors", {"gradient": {"angle": 90}}, {"gradient": {"colors": [], "angle": 90}},
           description="a gradient without colors has colors []",
           source="docs/FLOW-UI.md Decision 5 (payload arrays always written)")
    chrome("border-color-shorthand", {"border": {"width": 2, "color": "#E5E7EB"}},
           {"border": {"width": 2, "color": color("#E5E7EB")}},
           description="a border colour as a bare hex", source="SCHEMA.md: WidgetLayout, Atoms")
    chrome("unknown-members", {"shadow": {"radius": 4}, "opacity": 0.5, "z_index": 2}, {},
           description="layout members Flow-UI does not define are ignored: layout {}",
           source="SCHEMA.md: Compatibility rules 2; seed: What not to stuff (\"Do not add CSS strings\")")
    add("layout/empty-and-null.json",
        one_section(tb("a", "A", layout={}), {"type": "title_block", "id": "b", "layout": None,
                                              "data": {"title": "B"}}),
        decoded(expect_one_section(title_block(sw(0, 0), "a", "A"), title_block(sw(0, 1), "b", "B"))),
        description="an empty and a null layout are both written {}",
        source="docs/CONTRACT.md §8 Answer (\"layout ({} when empty)\"), rule 1", promise=KEPT)
