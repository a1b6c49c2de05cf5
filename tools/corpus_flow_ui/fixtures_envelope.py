"""envelope/ (page members, nav, strips, pagination, refresh, rule 1 defaults), fallback/
(arrangement, columns, width, counts and flags that fall back), layout/ (WidgetLayout)."""

from .flowlib import (
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
    one_section,
    page,
    radius,
    sec,
    section,
    strip,
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


def envelope() -> None:
    add("envelope/page-complete.json",
        {"page": {
            "id": "home",
            "nav": {"title": "Home", "subtitle": {"text": "Jakarta", "color": "#767676"},
                    "bg_color": {"hex": "#FFFFFF", "dark_hex": "#1C1C1E"},
                    "left_button": {"title": "Back", "icon": "chevron.left", "action": {"type": "dismiss"}},
                    "right_buttons": [{"title": "Cart", "icon": "cart"}, {"title": "Help"}]},
            "header": {"sticky": False, "widgets": [tb("greeting", "Good morning")]},
            "sections": [{"id": "main", "widgets": [tb("first", "First")]}],
            "footer": {"widgets": [tb("cta", "Continue")]},
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
        description="every page member, each written back in the answer's shape",
        source="SCHEMA.md: The envelope; seed: Layer 1: page envelope")

    add("envelope/page-empty.json", {"page": {}},
        decoded(page()),
        description="an empty page decodes: id null, no sections, every other member null",
        source="CONTRACT §8 rule 1; README: What you get (\"the page always renders\")")

    add("envelope/page-without-id.json",
        {"page": {"sections": [{"id": "s", "widgets": [tb("t", "Hi")]}]}},
        decoded(page(None, sections=[section(sec(0), "s", widgets=[title_block(sw(0, 0), "t", "Hi")])])),
        description="page.id is marked required, yet a page without it decodes with id null and no diagnostic",
        source="CONTRACT §8 rule 1; SCHEMA.md: The envelope")

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
        source="CONTRACT §8 rule 1")

    add("envelope/strip-defaults.json",
        {"page": {"id": "p", "header": {}, "footer": {"widgets": []}}},
        decoded(page("p", header=strip(), footer=strip())),
        description="a strip without members is sticky with no widgets",
        source="CONTRACT §8 rule 1 (header/footer sticky true); SCHEMA.md: The envelope")

    add("envelope/pagination-refresh-defaults.json",
        {"page": {"id": "p", "pagination": {}, "refresh": {}}},
        decoded(page("p", pagination={"has_more": False, "postback": None},
                     refresh={"pull_to_refresh": True})),
        description="pagination.has_more defaults to false, refresh.pull_to_refresh to true",
        source="CONTRACT §8 rule 1")

    postback = {"cursor": ["a", 1, True, None, {"deep": [[], {}]}], "offset": 20.0, "score": 1.5e21}
    add("envelope/postback-opaque.json",
        {"page": {"id": "feed", "pagination": {"has_more": True, "postback": postback}}},
        decoded(page("feed", pagination={"has_more": True,
                                         "postback": {"cursor": ["a", 1, True, None, {"deep": [[], {}]}],
                                                      "offset": 20, "score": 1.5e21}})),
        description="postback comes back untouched, compared after RFC 8785 canonicalisation (20.0 is 20)",
        source="SCHEMA.md: The envelope (\"pagination.postback is opaque\"); CONTRACT §8 Answer")

    add("envelope/postback-string.json",
        {"page": {"id": "feed", "pagination": {"postback": "opaque-cursor-9"}}},
        decoded(page("feed", pagination={"has_more": False, "postback": "opaque-cursor-9"})),
        description="a postback of any JSON type is kept, a string included",
        source="SCHEMA.md: The envelope (\"Use any cursor shape you like\")")

    add("envelope/section-empty.json",
        {"page": {"id": "p", "sections": [{}]}},
        decoded(page("p", sections=[section(sec(0))])),
        description="an empty section stays: id null, the default layout, no header, no widgets",
        source="CONTRACT §8 rule 1 (section layout defaults)")

    add("envelope/section-layout-partial.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "grid", "insets": {"top": 12}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"),
                                   layout_=layout("grid", 2, 0, insets(top=12)))),
        description="a grid without columns has 2; missing insets sides are 0; item_spacing 0",
        source="CONTRACT §8 rule 1; SCHEMA.md: Atoms (Insets: \"Send only the sides you need\")")

    add("envelope/section-layout-complete.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "grid", "columns": 3, "item_spacing": 10,
                                           "insets": {"top": 12, "left": 16, "right": 16, "bottom": 24}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"),
                                   layout_=layout("grid", 3, 10, insets(12, 16, 16, 24)))),
        description="a section layout with every member given",
        source="SCHEMA.md: Sections")


def fallbacks() -> None:
    def arrangement(name: str, given: object, expected: str, *diagnostics: dict, description: str,
                    source: str) -> None:
        add(f"fallback/{name}.json", one_section(tb("t", "Hi"), layout={"arrangement": given}),
            decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(expected)), *diagnostics),
            description=description, source=source)

    add("fallback/arrangement-named.json",
        {"page": {"id": "p", "sections": [{"id": a, "layout": {"arrangement": a}} for a in ("vertical", "carousel",
                                                                                            "grid")]}},
        decoded(page("p", sections=[section(sec(i), a, layout(a)) for i, a in enumerate(("vertical", "carousel",
                                                                                         "grid"))])),
        description="the three arrangement names", source="SCHEMA.md: Sections")
    arrangement("arrangement-case-sensitive", "Grid", "vertical",
                description="arrangement names are case-sensitive: Grid is an unknown string, so vertical, silently",
                source="SCHEMA.md: Sections; docs/FLOW-UI.md Decision 7")
    arrangement("arrangement-empty-string", "", "vertical",
                description="an empty arrangement string is unknown: vertical, no diagnostic",
                source="CONTRACT §8 rule 1; docs/FLOW-UI.md Decision 7")
    arrangement("arrangement-number", 2, "vertical", dropped(sec(0) + "/layout/arrangement"),
                description="an arrangement that is not a string falls back to vertical and is reported",
                source="CONTRACT §8 rules 1 and 2; docs/FLOW-UI.md Decision 7")

    def columns(name: str, given: object, expected: int, *diagnostics: dict, description: str,
                source: str = "CONTRACT §8 rules 1 and 2; docs/FLOW-UI.md Decision 8") -> None:
        add(f"fallback/{name}.json",
            one_section(tb("t", "Hi"), layout={"arrangement": "grid", "columns": given}),
            decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("grid", expected)),
                    *diagnostics),
            description=description, source=source)

    columns("columns-integral-float", 3.0, 3, description="columns 3.0 is the integer 3",
            source="CONTRACT §8 rule 2 (\"integers take integral numbers only: 2.0 yes\")")
    columns("columns-fraction", 2.5, 2, dropped(sec(0) + "/layout/columns"),
            description="columns 2.5 is no integer: the default 2, reported",
            source="CONTRACT §8 rule 2 (\"2.5 no\")")
    add("fallback/columns-below-one.json",
        {"page": {"id": "p", "sections": [{"id": "zero", "layout": {"arrangement": "grid", "columns": 0}},
                                          {"id": "negative", "layout": {"arrangement": "grid", "columns": -3}}]}},
        decoded(page("p", sections=[section(sec(0), "zero", layout("grid")), section(sec(1), "negative",
                                                                                     layout("grid"))]),
                dropped(sec(0) + "/layout/columns"), dropped(sec(1) + "/layout/columns")),
        description="a grid of zero or negative columns cannot lay anything out: 2, reported",
        source="CONTRACT §8 rules 1 and 2; docs/FLOW-UI.md Decision 8")
    columns("columns-string", "3", 2, dropped(sec(0) + "/layout/columns"),
            description="columns \"3\" is a string, not a number: 2, reported")
    columns("columns-beyond-int", 1e20, 2, dropped(sec(0) + "/layout/columns"),
            description="columns 1e20 is integral but no 64-bit integer holds it: 2, reported",
            source="CONTRACT §8 rule 2 (\"a value its type cannot hold\"); docs/FLOW-UI.md Decision 18")

    add("fallback/item-spacing-string.json",
        one_section(tb("t", "Hi"), layout={"item_spacing": "8"}),
        decoded(expect_one_section(title_block(W, "t", "Hi")), dropped(sec(0) + "/layout/item_spacing")),
        description="item_spacing \"8\" falls back to 0, reported",
        source="CONTRACT §8 rules 1 and 2")
    add("fallback/item-spacing-negative.json",
        one_section(tb("t", "Hi"), layout={"item_spacing": -4}),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(item_spacing=-4))),
        description="a negative item_spacing is a number and is kept (the renderer decides what it means)",
        source="docs/FLOW-UI.md Decision 18")
    add("fallback/insets-not-object.json",
        one_section(tb("t", "Hi"), layout={"arrangement": "carousel", "insets": 16}),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout("carousel")),
                dropped(sec(0) + "/layout/insets")),
        description="insets 16 is not an object: four sides of 0, reported; the arrangement stays",
        source="CONTRACT §8 rules 1 and 2")
    add("fallback/insets-side-string.json",
        one_section(tb("t", "Hi"), layout={"insets": {"top": 8, "left": "16", "right": 16}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"),
                                   layout_=layout(section_insets=insets(8, 0, 16, 0))),
                dropped(sec(0) + "/layout/insets/left")),
        description="one bad side falls back to 0 alone; the other sides stay",
        source="CONTRACT §8 rule 2 (\"that member alone falls back\"); docs/FLOW-UI.md Decision 10")
    add("fallback/layout-several-faults.json",
        one_section(tb("t", "Hi"), layout={"arrangement": True, "columns": "two", "item_spacing": [8],
                                           "insets": {"bottom": False, "top": 4}}),
        decoded(expect_one_section(title_block(W, "t", "Hi"), layout_=layout(section_insets=insets(top=4))),
                dropped(sec(0) + "/layout/arrangement"), dropped(sec(0) + "/layout/columns"),
                dropped(sec(0) + "/layout/item_spacing"), dropped(sec(0) + "/layout/insets/bottom")),
        description="every layout member wrong at once: each falls back alone, listed in document order",
        source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 20")

    add("fallback/sticky-not-boolean.json",
        {"page": {"id": "p", "header": {"sticky": "yes", "widgets": [tb("h", "Top")]},
                  "footer": {"sticky": 0, "widgets": []}}},
        decoded(page("p", header=strip(title_block(hw(0), "h", "Top")), footer=strip()),
                dropped("/page/header/sticky"), dropped("/page/footer/sticky")),
        description="sticky that is not a boolean falls back to true; the strips and their widgets stay",
        source="CONTRACT §8 rules 1 and 2")
    add("fallback/flags-not-boolean.json",
        {"page": {"id": "p", "pagination": {"has_more": "true", "postback": {"n": 2}},
                  "refresh": {"pull_to_refresh": 0}}},
        decoded(page("p", pagination={"has_more": False, "postback": {"n": 2}},
                     refresh={"pull_to_refresh": True}),
                dropped("/page/pagination/has_more"), dropped("/page/refresh/pull_to_refresh")),
        description="has_more \"true\" and pull_to_refresh 0 fall back to their defaults; postback stays",
        source="CONTRACT §8 rules 1 and 2")

    def width(name: str, given: object, expected: object, description: str, source: str) -> None:
        chrome = {} if expected is None else {"width": expected}
        diagnostics = [dropped(W + "/layout/width")] if expected is None else []
        add(f"fallback/{name}.json",
            one_section(tb("t", "Hi", layout={"width": given}), layout={"arrangement": "carousel"}),
            decoded(expect_one_section(title_block(W, "t", "Hi", layout_=chrome), layout_=layout("carousel")),
                    *diagnostics),
            description=description, source=source)

    width("width-fill", "fill", "fill", "width fill", "SCHEMA.md: WidgetLayout")
    width("width-hug", "hug", "hug", "width hug", "SCHEMA.md: WidgetLayout")
    width("width-fraction", 0.75, 0.75, "width 0.75: a peeking card in a carousel",
          "SCHEMA.md: WidgetLayout (\"Fractions inside carousels are what produce peeking cards\")")
    width("width-one", 1, 1, "width 1 is the whole container, a fraction still",
          "SCHEMA.md: WidgetLayout; docs/FLOW-UI.md Decision 9")
    width("width-fraction-as-string", "0.75", None,
          "width \"0.75\" is neither fill, hug nor a number: width falls back to absent, reported; the widget stays",
          "CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 9")
    add("fallback/width-out-of-range.json",
        one_section(tb("a", "A", layout={"width": 0}), tb("b", "B", layout={"width": 1.5, "corner_radius": 4}),
                    tb("c", "C", layout={"width": "half"}), tb("d", "D", layout={"width": True})),
        decoded(expect_one_section(title_block(sw(0, 0), "a", "A"),
                                   title_block(sw(0, 1), "b", "B", layout_={"corner_radius": radius(4)}),
                                   title_block(sw(0, 2), "c", "C"), title_block(sw(0, 3), "d", "D")),
                dropped(sw(0, 0) + "/layout/width"), dropped(sw(0, 1) + "/layout/width"),
                dropped(sw(0, 2) + "/layout/width"), dropped(sw(0, 3) + "/layout/width")),
        description="width 0, 1.5, \"half\" and true are no width: each falls back to absent alone, reported",
        source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 9")


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
        source="SCHEMA.md: WidgetLayout; seed: Layout and atoms complete the contract")

    def chrome(name: str, given: dict, expected: dict, *diagnostics: dict, description: str,
               source: str) -> None:
        add(f"layout/{name}.json", one_section(tb("t", "Hi", layout=given)),
            decoded(expect_one_section(title_block(W, "t", "Hi", layout_=expected)), *diagnostics),
            description=description, source=source)

    chrome("corner-radius-object", {"corner_radius": {"top_left": 12, "top_right": 8}},
           {"corner_radius": corners(12, 8, 0, 0)},
           description="corner radii by corner: the corners not given are 0",
           source="SCHEMA.md: WidgetLayout (\"or { top_left: 12, top_right: 12, ... }\"); docs/FLOW-UI.md Decision 19")
    chrome("corner-radius-bad-corner", {"corner_radius": {"top_left": "12", "bottom_right": 4}},
           {"corner_radius": corners(0, 0, 0, 4)}, dropped(W + "/layout/corner_radius/top_left"),
           description="a corner that is not a number falls back to 0 alone",
           source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decisions 10 and 19")
    chrome("corner-radius-string", {"corner_radius": "12", "padding": {"top": 4}},
           {"padding": insets(top=4)}, dropped(W + "/layout/corner_radius"),
           description="corner_radius \"12\" falls back to absent; the rest of the layout stays",
           source="CONTRACT §8 rule 2")
    chrome("margin-partial", {"margin": {"left": 16}}, {"margin": insets(left=16)},
           description="a margin with one side: four sides written, the others 0",
           source="SCHEMA.md: Atoms (Insets); CONTRACT §8 Answer")
    chrome("margin-not-object", {"margin": [0, 16], "padding": {"left": 8}},
           {"padding": insets(left=8)}, dropped(W + "/layout/margin"),
           description="a margin array falls back to absent alone",
           source="CONTRACT §8 rule 2")
    chrome("background-shorthand", {"background": "#F8F8F8"}, {"background": color("#F8F8F8")},
           description="a bare hex background is a ColorData",
           source="SCHEMA.md: Atoms (ColorData \"#4F8CFF\")")
    chrome("background-bad-member", {"background": {"hex": "#FFFFFF", "alpha": "half"}},
           {"background": color("#FFFFFF")}, dropped(W + "/layout/background/alpha"),
           description="outside data a bad atom member falls back alone: the colour keeps its hex",
           source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 10")
    chrome("gradient-colors-lossy",
           {"gradient": {"colors": ["#FF512F", 7, {"hex": "#DD2476", "dark_hex": "#000000"}], "angle": 45}},
           {"gradient": {"colors": [color("#FF512F"), color("#DD2476", dark_hex="#000000")], "angle": 45}},
           dropped(W + "/layout/gradient/colors/1"),
           description="a gradient colour that is no ColorData is dropped alone; shorthands read",
           source="README: Pages that refuse to die (\"bad array elements are dropped rather than fatal\")")
    chrome("gradient-without-colors", {"gradient": {"angle": 90}}, {"gradient": {"colors": [], "angle": 90}},
           description="a gradient without colors has colors []",
           source="CONTRACT §8 Answer (arrays always present); docs/FLOW-UI.md Decision 5")
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
        source="CONTRACT §8 Answer (\"layout ({} when empty)\"), rule 1")
