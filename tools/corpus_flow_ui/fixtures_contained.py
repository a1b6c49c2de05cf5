"""contained/: containment at each level (docs/CONTRACT.md §8 rule 2): page members, header/footer strips,
sections, section headers, widget envelopes, widget content, payload-array elements, atoms."""

from .flowlib import (
    ALONE,
    CONTAINED,
    DROPPED,
    PAGE,
    RECORDED,
    SCREEN,
    add,
    color,
    decoded,
    dropped,
    expect_one_section,
    fw,
    hw,
    malformed,
    one_section,
    page,
    sec,
    section,
    strip,
    strip_in,
    sw,
    tb,
    text,
    title_block,
    unknown,
    widget,
)

W = sw(0, 0)
GOOD_SECTION = {"id": "s", "widgets": [tb("t", "Kept")]}


def kept_section(index: int = 0) -> dict:
    return section(sec(index), "s", widgets=[title_block(sw(index, 0), "t", "Kept")])


def register() -> None:
    page_level()
    strip_level()
    section_level()
    header_level()
    widget_level()
    element_level()
    atom_level()


DROPS = "README: Pages that refuse to die (\"bad array elements are dropped rather than fatal\")"
CONTAINS = "README: Pages that refuse to die (\"Unknown types and malformed payloads are contained\")"
SCREEN_PROMISE = "README: One bad widget never blanks a screen"
OUTSIDE = "docs/FLOW-UI.md Decision 10 (outside data a bad member falls back alone)"
INSIDE = "docs/FLOW-UI.md Decision 11 (inside data a fault travels up to the element or the widget)"
ENVELOPE = "docs/DECISIONS.md D85 (a widget envelope of the wrong shape drops the widget)"


def page_level() -> None:
    def member(name: str, given: object, description: str) -> None:
        add(f"contained/page/{name.replace('_', '-')}-wrong-type.json",
            {"page": {"id": "p", name: given, "sections": [GOOD_SECTION]}},
            decoded(page("p", sections=[kept_section()]), dropped(f"/page/{name}")),
            description=description, source=OUTSIDE, promise=PAGE)

    member("nav", "Home", "a nav that is a string falls back to null; the page renders")
    member("header", [tb("h", "Top")], "a header strip given as an array falls back to null")
    member("footer", 3, "a footer that is a number falls back to null")
    member("pagination", "next", "a pagination that is a string falls back to null")
    member("refresh", True, "a refresh that is a boolean falls back to null")
    add("contained/page/id-wrong-type.json",
        {"page": {"id": 42, "sections": [GOOD_SECTION]}},
        decoded(page(None, sections=[kept_section()]), dropped("/page/id")),
        description="a page id that is a number falls back to null; the page renders",
        source=OUTSIDE, promise=PAGE)
    add("contained/page/sections-wrong-type.json",
        {"page": {"id": "p", "sections": {"id": "s", "widgets": []}}},
        decoded(page("p"), dropped("/page/sections")),
        description="sections given as an object falls back to no sections, reported; the page renders",
        source=OUTSIDE, promise=PAGE)
    for name, bad in [("string", "intro"), ("number", 7), ("null", None), ("array", [GOOD_SECTION])]:
        add(f"contained/page/section-{name}.json",
            {"page": {"id": "p", "sections": [bad, GOOD_SECTION]}},
            decoded(page("p", sections=[kept_section(1)]), dropped(sec(0))),
            description=f"an element of sections that is {'null' if bad is None else 'a ' + name}, not an object, is "
                        "dropped alone; the next section keeps its src",
            source=f"{DROPS}; docs/FLOW-UI.md Decision 12", promise=DROPPED)
    add("contained/page/every-member-wrong.json",
        {"page": {"id": [], "nav": 1, "header": "h", "sections": [GOOD_SECTION], "footer": [],
                  "pagination": False, "refresh": "r"}},
        decoded(page(None, sections=[kept_section()]), dropped("/page/id"), dropped("/page/nav"),
                dropped("/page/header"), dropped("/page/footer"), dropped("/page/pagination"),
                dropped("/page/refresh")),
        description="every page member wrong at once: the sections still render",
        source=f"{OUTSIDE}; SCHEMA.md: Widgets (\"The page always renders\")", promise=PAGE,
        combination="the page survives when nothing but its sections is right; each member alone has its own "
                    "*-wrong-type fixture")
    for name, given in [("subtitle", 12), ("bg-color", ["#FFF"]), ("left-button", "back"),
                        ("right-buttons", {"title": "x"})]:
        member_name = name.replace("-", "_")
        expected = {"title": text("Orders"), "right_buttons": []}
        add(f"contained/page/nav-{name}-wrong-type.json",
            {"page": {"id": "p", "nav": {"title": "Orders", member_name: given}}},
            decoded(page("p", nav=expected), dropped(f"/page/nav/{member_name}")),
            description=f"a nav {member_name} of the wrong type falls back alone; the title stays",
            source=OUTSIDE, promise=RECORDED)


def strip_level() -> None:
    add("contained/strip/widgets-wrong-type.json",
        {"page": {"id": "p", "header": {"sticky": False, "widgets": {"type": "title_block"}},
                  "sections": [GOOD_SECTION]}},
        decoded(page("p", header=strip(sticky=False), sections=[kept_section()]),
                dropped("/page/header/widgets")),
        description="strip widgets that are not an array fall back to []; the strip and its sticky stay",
        source=OUTSIDE, promise=ALONE)
    add("contained/strip/one-bad-widget.json",
        {"page": {"id": "p", "footer": strip_in(tb("a", "A"), {"id": "b", "data": {"title": "B"}}, tb("c", "C"))}},
        decoded(page("p", footer=strip(title_block(fw(0), "a", "A"), title_block(fw(2), "c", "C"))),
                dropped(fw(1))),
        description="a footer widget without type is dropped alone; its neighbours keep their src",
        source=f"{DROPS}; SCHEMA.md: Widgets (type required)", promise=DROPPED)
    add("contained/strip/unknown-widget.json",
        {"page": {"id": "p", "header": strip_in({"type": "weather_chip", "id": "w"}, tb("t", "Today"))}},
        decoded(page("p", header=strip(widget(hw(0), "weather_chip", "w", "unknown"),
                                       title_block(hw(1), "t", "Today"))),
                unknown(hw(0), "weather_chip")),
        description="an unknown widget is contained in a header strip as anywhere else",
        source="ADDING_A_WIDGET.md: Register it (\"page headers and footers\"); SCHEMA.md: Widgets",
        promise=CONTAINED)
    add("contained/strip/malformed-widget.json",
        {"page": {"id": "p", "header": strip_in({"type": "title_block", "id": "m", "data": {"title": 1}},
                                                tb("t", "Today"))}},
        decoded(page("p", header=strip(widget(hw(0), "title_block", "m", "malformed"),
                                       title_block(hw(1), "t", "Today"))),
                malformed(hw(0), "title_block")),
        description="a malformed widget is contained in a header strip as anywhere else",
        source="ADDING_A_WIDGET.md: Register it (\"page headers and footers\"); SCHEMA.md: Widgets",
        promise=CONTAINED)


def section_level() -> None:
    add("contained/section/id-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": 7, "widgets": [tb("t", "Kept")]}]}},
        decoded(page("p", sections=[section(sec(0), None, widgets=[title_block(sw(0, 0), "t", "Kept")])]),
                dropped(sec(0) + "/id")),
        description="a section id that is a number falls back to null; the section renders",
        source=OUTSIDE, promise=ALONE)
    add("contained/section/layout-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": "s", "layout": ["grid"], "widgets": [tb("t", "Kept")]}]}},
        decoded(page("p", sections=[kept_section()]), dropped(sec(0) + "/layout")),
        description="a section layout that is an array falls back to the default layout",
        source=OUTSIDE, promise=ALONE)
    add("contained/section/widgets-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": "s", "header": tb("h", "Head"), "widgets": "none"}]}},
        decoded(page("p", sections=[section(sec(0), "s", header=title_block(sec(0) + "/header", "h", "Head"))]),
                dropped(sec(0) + "/widgets")),
        description="section widgets that are a string fall back to []; the header stays",
        source=OUTSIDE, promise=ALONE)
    add("contained/section/one-bad-widget.json",
        one_section(tb("a", "A"), {"id": "b", "data": {"title": "B"}}, tb("c", "C")),
        decoded(expect_one_section(title_block(sw(0, 0), "a", "A"), title_block(sw(0, 2), "c", "C")),
                dropped(sw(0, 1))),
        description="one widget without type is dropped; the section keeps the others",
        source=f"{SCREEN_PROMISE}; {DROPS}", promise=SCREEN)
    add("contained/section/every-widget-bad.json",
        one_section({"data": {}}, 5, {"type": 9}),
        decoded(expect_one_section(), dropped(sw(0, 0)), dropped(sw(0, 1)), dropped(sw(0, 2))),
        description="a section all of whose widgets are dropped is still a section, with none",
        source=f"{SCREEN_PROMISE}; {DROPS}", promise=SCREEN,
        combination="the section outlives the loss of every widget it holds, which no single fault can show")
    add("contained/section/neighbours-unaffected.json",
        {"page": {"id": "p", "sections": [
            {"id": "bad", "widgets": [{"type": "title_block", "id": "m", "data": {}}]},
            {"id": "good", "widgets": [tb("t", "Fine")]}]}},
        decoded(page("p", sections=[
            section(sec(0), "bad", widgets=[widget(sw(0, 0), "title_block", "m", "malformed")]),
            section(sec(1), "good", widgets=[title_block(sw(1, 0), "t", "Fine")])]),
            malformed(sw(0, 0), "title_block")),
        description="a malformed widget in one section touches nothing in the next",
        source=SCREEN_PROMISE, promise=SCREEN)


def header_level() -> None:
    H = sec(0) + "/header"

    def header(name: str, given: object, expected: object, *diagnostics: dict, description: str,
               source: str, promise: str) -> None:
        add(f"contained/section-header/{name}.json",
            one_section(tb("w", "Body"), header=given),
            decoded(expect_one_section(title_block(sw(0, 0), "w", "Body"), header=expected), *diagnostics),
            description=description, source=source, promise=promise)

    header("malformed", {"type": "title_block", "id": "h", "data": {"subtitle": "no title"}},
           widget(H, "title_block", "h", "malformed"), malformed(H, "title_block"),
           description="a section header whose payload does not decode stays, contained as malformed; the widgets "
                       "render",
           source=f"{CONTAINS}; docs/FLOW-UI.md Decision 15", promise=CONTAINED)
    header("unknown", {"type": "sticky_banner", "id": "h", "data": {"x": 1}},
           widget(H, "sticky_banner", "h", "unknown"), unknown(H, "sticky_banner"),
           description="a section header of an unregistered type stays, contained as unknown",
           source="SCHEMA.md: Widgets; docs/FLOW-UI.md Decision 15", promise=CONTAINED)
    header("without-type", {"id": "h", "data": {"title": "Popular"}}, None, dropped(H),
           description="a section header without type: the header is null, reported at the header",
           source="docs/FLOW-UI.md Decision 15", promise=SCREEN)
    header("id-wrong-type", {"type": "title_block", "id": 3, "data": {"title": "Popular"}}, None, dropped(H),
           description="a section header whose id is a number has a broken envelope: null",
           source="docs/FLOW-UI.md Decision 15", promise=SCREEN)
    header("string", "Popular", None, dropped(H),
           description="a section header given as a bare string is no widget: null",
           source="docs/FLOW-UI.md Decision 15", promise=SCREEN)


def widget_level() -> None:
    def envelope(name: str, bad: object, description: str, source: str = ENVELOPE) -> None:
        add(f"contained/widget/{name}.json",
            one_section(tb("before", "Before"), bad, tb("after", "After")),
            decoded(expect_one_section(title_block(sw(0, 0), "before", "Before"),
                                       title_block(sw(0, 2), "after", "After")),
                    dropped(sw(0, 1))),
            description=description, source=source, promise=DROPPED)

    for name, bad in [("string", "title_block"), ("number", 12), ("null", None), ("array", [tb("x", "X")])]:
        envelope(f"widget-{name}", bad,
                 f"a widget that is {'null' if bad is None else 'a ' + name} is no widget object: dropped alone",
                 f"{DROPS}; docs/FLOW-UI.md Decision 12")
    envelope("type-missing", {"id": "x", "data": {"title": "X"}}, "a widget without type is dropped alone",
             f"{DROPS}; SCHEMA.md: Widgets (type required)")
    envelope("type-number", {"type": 12, "id": "y"}, "a widget whose type is a number is dropped alone",
             f"{DROPS}; SCHEMA.md: Widgets (type required)")
    envelope("type-null", {"type": None, "id": "z"}, "a widget whose type is null has no type: dropped alone",
             f"{DROPS}; SCHEMA.md: Widgets (type required); docs/DECISIONS.md D84 (null equals absent)")
    envelope("id-number", {"type": "title_block", "id": 12, "data": {"title": "X"}},
             "a widget whose id is a number is dropped (ids are strings)")
    envelope("id-object", {"type": "title_block", "id": {"value": "y"}, "data": {"title": "Y"}},
             "a widget whose id is an object is dropped (ids are strings)")
    envelope("layout-not-object", {"type": "title_block", "id": "x", "layout": "card", "data": {"title": "X"}},
             "a widget whose layout is a string is dropped")
    envelope("actions-not-object", {"type": "title_block", "id": "x", "actions": [{"type": "toast"}],
                                    "data": {"title": "X"}},
             "a widget whose actions are an array is dropped", "docs/FLOW-UI.md Decision 13")
    envelope("action-not-object", {"type": "title_block", "id": "x", "actions": {"tap": "open"},
                                   "data": {"title": "X"}},
             "a widget with an action that is a string is dropped: actions map events to action objects",
             "docs/FLOW-UI.md Decision 13")
    envelope("tracking-string", {"type": "title_block", "id": "x", "tracking": "imp_1", "data": {"title": "X"}},
             "a widget whose tracking is a string is dropped", "docs/FLOW-UI.md Decision 14")
    envelope("tracking-array", {"type": "title_block", "id": "y", "tracking": [1, 2], "data": {"title": "Y"}},
             "a widget whose tracking is an array is dropped", "docs/FLOW-UI.md Decision 14")
    envelope("unknown-type-broken-envelope", {"type": "hologram", "id": 5},
             "the envelope is checked before the registry: an unknown type with a bad id is dropped, not contained")

    add("contained/widget/unknown-type.json",
        one_section({"type": "hologram_projector", "id": "holo", "layout": {"padding": {"top": 4}},
                     "data": {"beam": [1, {"x": None}], "strength": "max"},
                     "actions": {"tap": {"type": "toast", "message": "Zap"}}, "tracking": {"imp": "h1"}}),
        decoded(expect_one_section(widget(W, "hologram_projector", "holo", "unknown",
                                          layout_={"padding": {"top": 4, "left": 0, "right": 0, "bottom": 0}},
                                          actions={"tap": {"type": "toast", "message": "Zap"}},
                                          tracking={"imp": "h1"})),
                unknown(W, "hologram_projector")),
        description="an unknown type keeps its envelope (layout, actions, tracking); its data is not read or written",
        source="SCHEMA.md: Widgets (\"A widget whose type the client does not know is skipped\"); "
               "docs/CONTRACT.md §8 Answer",
        promise=CONTAINED)
    add("contained/widget/unknown-type-layout-fault.json",
        one_section({"type": "hologram", "id": "h", "layout": {"margin": "wide", "width": "hug"}}),
        decoded(expect_one_section(widget(W, "hologram", "h", "unknown", layout_={"width": "hug"})),
                unknown(W, "hologram"), dropped(W + "/layout/margin")),
        description="layout faults of a contained widget are reported: the widget survives, so its chrome is graded",
        source="docs/CONTRACT.md §8 Diagnostics (\"only diagnostics on what survives are graded\"); docs/FLOW-UI.md "
               "Decision 27",
        promise=RECORDED,
        combination="what is graded inside a contained widget is the point: its chrome's fault next to its content's")
    add("contained/widget/malformed-missing-required.json",
        one_section({"type": "title_block", "id": "m", "data": {"subtitle": "No title here"}}),
        decoded(expect_one_section(widget(W, "title_block", "m", "malformed")), malformed(W, "title_block")),
        description="a registered widget whose required title is missing is malformed",
        source="ADDING_A_WIDGET.md: Model the payload (\"Required fields stay required\"); docs/FLOW-UI.md Decision 4",
        promise=CONTAINED)
    add("contained/widget/malformed-wrong-type.json",
        one_section({"type": "title_block", "id": "m", "data": {"title": ["Hello"]}}),
        decoded(expect_one_section(widget(W, "title_block", "m", "malformed")), malformed(W, "title_block")),
        description="a title that is an array is no TextData: malformed",
        source="seed: Schema as tests (\"Drift is a malformed payload, contained\")", promise=CONTAINED)
    add("contained/widget/malformed-inner-fault-unreported.json",
        one_section({"type": "image_text_card", "id": "m",
                     "data": {"tags": [{"text": "New"}, {"icon": "star"}], "subtitle": "No title here"}}),
        decoded(expect_one_section(widget(W, "image_text_card", "m", "malformed")),
                malformed(W, "image_text_card")),
        description="a payload malformed for its missing title reports only that: the tag without text inside it, "
                    "which a typed card would drop with a diagnostic, is not reported (the strict level; the rule "
                    "level ignores diagnostics inside a malformed widget's data)",
        source="docs/CONTRACT.md §8 Diagnostics (\"faults inside a malformed widget's data ... are ignored\"); "
               "ADDING_A_WIDGET.md: Model the payload (\"Required fields stay required\")",
        promise=CONTAINED)
    add("contained/widget/malformed-after-dropped-tag.json",
        one_section({"type": "image_text_card", "id": "m",
                     "data": {"title": "Card", "tags": [{"text": "New"}, {"icon": "star"}],
                              "trailing_icon": {"size": 12}}}),
        decoded(expect_one_section(widget(W, "image_text_card", "m", "malformed")),
                malformed(W, "image_text_card")),
        description="a payload malformed for its icon without symbol reports only that, even when a tag without text "
                    "before it would have been dropped with a diagnostic in a typed card: a decoder that "
                    "reads the tags first must take that diagnostic back (the strict level; the rule level "
                    "ignores diagnostics inside a malformed widget's data)",
        source="docs/CONTRACT.md §8 Diagnostics (\"faults inside a malformed widget's data ... are ignored\"); "
               "docs/FLOW-UI.md Decision 11 (inside data a fault travels up to the widget)",
        promise=CONTAINED)
    add("contained/widget/malformed-data-string.json",
        one_section({"type": "title_block", "id": "s", "data": "Hello"}),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "s", "malformed")),
                malformed(sw(0, 0), "title_block")),
        description="data that is a string is no payload object: malformed (shorthands are for atoms, not data)",
        source="seed: Schema as tests (\"Drift is a malformed payload, contained\"); docs/FLOW-UI.md Decision 23",
        promise=CONTAINED)
    add("contained/widget/malformed-data-array.json",
        one_section({"type": "button_row", "id": "a", "data": [{"title": "Buy"}]}),
        decoded(expect_one_section(widget(sw(0, 0), "button_row", "a", "malformed")),
                malformed(sw(0, 0), "button_row")),
        description="data that is an array is no payload object, even holding buttons: malformed",
        source="seed: Schema as tests (\"Drift is a malformed payload, contained\")", promise=CONTAINED)
    add("contained/widget/absent-data-required-member.json",
        one_section({"type": "title_block", "id": "t"}),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", "malformed")),
                malformed(sw(0, 0), "title_block")),
        description="absent data decodes the model from {}: a title_block lacks its title, so it is malformed",
        source="docs/CONTRACT.md §8 rule 1 (\"data of a registered widget: decoded as if it were {}\"); "
               "docs/FLOW-UI.md "
               "Decision 4",
        promise=CONTAINED)
    add("contained/widget/absent-data-separator.json",
        one_section({"type": "separator", "id": "sep"}),
        decoded(expect_one_section(widget(sw(0, 0), "separator", "sep", data={}))),
        description="absent data decodes the model from {}: a separator needs nothing, so it is typed",
        source="docs/CONTRACT.md §8 rule 1 (\"data of a registered widget: decoded as if it were {}\")",
        promise=CONTAINED)
    add("contained/widget/absent-data-button-row.json",
        one_section({"type": "button_row", "id": "row"}),
        decoded(expect_one_section(widget(sw(0, 0), "button_row", "row", data={"buttons": []}))),
        description="absent data decodes the model from {}: a button_row without data is typed, buttons []",
        source="docs/CONTRACT.md §8 rule 1 (\"data of a registered widget: decoded as if it were {}\")",
        promise=CONTAINED)
    add("contained/widget/malformed-keeps-envelope.json",
        one_section({"type": "banner", "id": "promo", "layout": {"corner_radius": 8, "width": 0.85},
                     "data": {"title": "No image"}, "actions": {"tap": {"type": "deeplink", "url": "app://x"}},
                     "tracking": {"slot": 1}}),
        decoded(expect_one_section(widget(W, "banner", "promo", "malformed",
                                          layout_={"corner_radius": {"top_left": 8, "top_right": 8,
                                                                     "bottom_left": 8, "bottom_right": 8},
                                                   "width": 0.85},
                                          actions={"tap": {"type": "deeplink", "url": "app://x"}},
                                          tracking={"slot": 1})),
                malformed(W, "banner")),
        description="a malformed widget keeps its envelope: layout, actions and tracking are written; data is not",
        source="docs/FLOW-UI.md Decision 27", promise=CONTAINED)
    add("contained/widget/malformed-hides-inner-faults.json",
        one_section({"type": "image_text_card", "id": "c", "data": {"tags": [5, {"text": "ok"}], "subtitle": "x"}}),
        decoded(expect_one_section(widget(W, "image_text_card", "c", "malformed")), malformed(W, "image_text_card")),
        description="a card without title is malformed; the bad tag inside it is not reported (nothing inside a "
                    "malformed widget is graded)",
        source="docs/CONTRACT.md §8 Diagnostics (\"one inside a malformed widget's data ... is ignored\")",
        promise=CONTAINED)


def element_level() -> None:
    row = sw(0, 0)
    add("contained/payload-element/one-bad-button.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [
            {"title": "Save"}, {"style": "solid"}, {"title": "Share", "style": "outline"}]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": [
            {"title": text("Save")}, {"title": text("Share"), "style": "outline"}]})),
            dropped(row + "/data/buttons/1")),
        description="a button without its title is dropped alone: one bad button does not empty a button_row",
        source="SCHEMA.md: Compatibility rules 5", promise=DROPPED)
    add("contained/payload-element/deep-fault-drops-element.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [
            {"title": {"text": "Buy", "font": {"size": "large"}}}, {"title": "Later"}]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": [{"title": text("Later")}]})),
                dropped(row + "/data/buttons/0")),
        description="a fault deep inside a payload-array element drops that element, not the widget and not the field "
                    "alone",
        source=f"SCHEMA.md: Compatibility rules 5; {INSIDE}", promise=DROPPED)
    good_tags = [{"text": "Deals"}, {"text": "Sale", "bg_color": "#FF0000"}]
    kept_tags = [{"text": text("Deals")}, {"text": text("Sale"), "bg_color": color("#FF0000")}]
    for name, bad, what in [("bare-string", "Audio", "a bare string (TagData has no shorthand)"),
                            ("null", None, "null"), ("number", 4, "a number"),
                            ("without-text", {"text": {"font": {}}}, "a tag whose text lacks its text")]:
        add(f"contained/payload-element/tag-{name}.json",
            one_section({"type": "tag_rail", "id": "tags", "data": {"tags": [good_tags[0], bad, good_tags[1]]}}),
            decoded(expect_one_section(widget(row, "tag_rail", "tags", data={"tags": kept_tags})),
                    dropped(row + "/data/tags/1")),
            description=f"a tag that is {what} is dropped alone; the rail keeps its other tags",
            source="SCHEMA.md: Compatibility rules 5; docs/FLOW-UI.md Decisions 4, 12 and 23", promise=DROPPED)
    add("contained/payload-element/every-button-bad.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [1, "Buy"]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": []})),
                dropped(row + "/data/buttons/0"), dropped(row + "/data/buttons/1")),
        description="all buttons dropped: the button_row is still typed, with buttons []",
        source="SCHEMA.md: Compatibility rules 5", promise=DROPPED,
        combination="the widget outlives the loss of every element of its array, which no single fault can show")
    add("contained/payload-element/array-itself-wrong.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": {"title": "Buy"}}}),
        decoded(expect_one_section(widget(row, "button_row", "row", "malformed")), malformed(row, "button_row")),
        description="buttons that are an object, not an array: the fault is the member's, so the widget is malformed",
        source=INSIDE, promise=CONTAINED)
    add("contained/payload-element/card-tags.json",
        one_section({"type": "image_text_card", "id": "c", "data": {"title": "AirPods", "tags": [
            {"text": "BESTSELLER"}, {"text": "x", "corner_radius": "round"}]}}),
        decoded(expect_one_section(widget(row, "image_text_card", "c", data={
            "title": text("AirPods"), "tags": [{"text": text("BESTSELLER")}]})),
            dropped(row + "/data/tags/1")),
        description="a card's bad tag is dropped alone; the card stays typed",
        source="SCHEMA.md: Compatibility rules 5; ADDING_A_WIDGET.md: Model the payload (LossyArray)", promise=DROPPED)
    items = row + "/data/items"

    def accordion_item(name: str, bad: object, expected: object, diagnostic: dict, description: str,
                       promise: str) -> None:
        kept = [title_block(items + "/0", "ok", "Fine")] + ([expected] if expected is not None else [])
        add(f"contained/payload-element/accordion-item-{name}.json",
            one_section({"type": "accordion", "id": "acc",
                         "data": {"header": "More", "items": [tb("ok", "Fine"), bad]}}),
            decoded(expect_one_section(widget(row, "accordion", "acc", data={"header": text("More"), "items": kept})),
                    diagnostic),
            description=description,
            source="SCHEMA.md: Starter widget payloads (accordion items are full widgets); " + DROPS,
            promise=promise)

    accordion_item("without-type", {"data": {"title": "no type"}}, None, dropped(items + "/1"),
                   "an accordion item without type is dropped alone; the accordion keeps its other item", DROPPED)
    accordion_item("not-object", "text", None, dropped(items + "/1"),
                   "an accordion item that is a string is dropped alone", DROPPED)
    accordion_item("unknown", {"type": "poll", "id": "u"}, widget(items + "/1", "poll", "u", "unknown"),
                   unknown(items + "/1", "poll"), "an accordion item of an unknown type is contained in place",
                   CONTAINED)
    accordion_item("malformed", {"type": "title_block", "id": "m", "data": {}},
                   widget(items + "/1", "title_block", "m", "malformed"), malformed(items + "/1", "title_block"),
                   "an accordion item whose payload does not decode is contained in place", CONTAINED)
    add("contained/payload-element/accordion-items-not-array.json",
        one_section({"type": "accordion", "id": "acc", "data": {"header": "More", "items": {"type": "separator"}}}),
        decoded(expect_one_section(widget(row, "accordion", "acc", "malformed")), malformed(row, "accordion")),
        description="accordion items that are an object: the accordion is malformed",
        source=INSIDE, promise=CONTAINED)
    add("contained/payload-element/nav-right-button-without-title.json",
        {"page": {"id": "p", "nav": {"title": "Cart", "right_buttons": [{"title": "Edit"}, {"icon": "trash"}]}}},
        decoded(page("p", nav={"title": text("Cart"), "right_buttons": [{"title": text("Edit")}]}),
                dropped("/page/nav/right_buttons/1")),
        description="outside data a button without title is dropped from right_buttons alone",
        source=f"{DROPS}; docs/FLOW-UI.md Decisions 4 and 10", promise=RECORDED)
    add("contained/payload-element/nav-right-button-bad-member.json",
        {"page": {"id": "p", "nav": {"title": "Cart", "right_buttons": [{"title": "Help", "disabled": "no"}]}}},
        decoded(page("p", nav={"title": text("Cart"), "right_buttons": [{"title": text("Help")}]}),
                dropped("/page/nav/right_buttons/0/disabled")),
        description="outside data a bad member of a kept button falls back alone: the button stays",
        source=OUTSIDE, promise=RECORDED)


def atom_level() -> None:
    def in_data(name: str, data: dict, description: str, type_: str = "title_block") -> None:
        add(f"contained/atom/{name}.json",
            one_section({"type": type_, "id": "m", "data": data}, tb("n", "Next")),
            decoded(expect_one_section(widget(sw(0, 0), type_, "m", "malformed"), title_block(sw(0, 1), "n", "Next")),
                    malformed(sw(0, 0), type_)),
            description=description, source=INSIDE, promise=CONTAINED)

    in_data("optional-atom-wrong-type", {"title": "Hi", "subtitle": 12},
            "a subtitle that is a number: even an optional atom's fault makes the widget malformed")
    in_data("atom-member-wrong-type", {"title": {"text": "Hi", "color": 5}},
            "a colour that is a number inside the title: malformed")
    in_data("atom-without-text", {"title": {"font": {"size": 20}}},
            "a TextData object without text: malformed")
    in_data("text-max-lines-fraction", {"title": {"text": "Hi", "max_lines": 2.5}},
            "max_lines 2.5 is no integer: malformed")
    in_data("image-without-url", {"image": {"aspect_ratio": 2, "alt": "Sale"}}, "a banner image without url: malformed",
            "banner")
    in_data("icon-without-symbol", {"title": "Card", "trailing_icon": {"size": 12}},
            "an icon object without symbol: malformed", "image_text_card")
    for name, nav, expected, at, description in [
        ("nav-title-wrong-type", {"title": 5, "bg_color": {"token": "surface"}},
         {"bg_color": {"token": "surface"}, "right_buttons": []}, "/page/nav/title",
         "outside data a title that is a number falls back alone; the nav keeps its colour"),
        ("nav-font-size-wrong-type", {"subtitle": {"text": "Sub", "font": {"size": "big", "weight": "bold"}}},
         {"subtitle": text("Sub", font={"weight": "bold"}), "right_buttons": []}, "/page/nav/subtitle/font/size",
         "outside data the innermost bad member falls back: a bad font size goes, the subtitle and its weight stay"),
        ("nav-title-without-text", {"title": {"font": {"size": 18}}, "subtitle": "Kept"},
         {"subtitle": text("Kept"), "right_buttons": []}, "/page/nav/title",
         "outside data an atom missing its required member falls back whole, at the member holding it"),
        ("nav-left-button-without-title", {"left_button": {"title": {"color": "#000"}}, "subtitle": "Kept"},
         {"subtitle": text("Kept"), "right_buttons": []}, "/page/nav/left_button",
         "a nav left_button whose title lacks its text fails the button, which falls back whole"),
    ]:
        add(f"contained/atom/{name}.json", {"page": {"id": "p", "nav": nav}},
            decoded(page("p", nav=expected), dropped(at)),
            description=description, source=f"{OUTSIDE}; docs/FLOW-UI.md Decision 4", promise=RECORDED)
