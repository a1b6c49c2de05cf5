"""contained/: containment at each level (docs/CONTRACT.md §8 rule 2): page members, header/footer strips,
sections, section headers, widget envelopes, widget content, payload-array elements, atoms."""

from .flowlib import (
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


def page_level() -> None:
    def member(name: str, given: object, description: str) -> None:
        add(f"contained/page/{name.replace('_', '-')}-wrong-type.json",
            {"page": {"id": "p", name: given, "sections": [GOOD_SECTION]}},
            decoded(page("p", sections=[kept_section()]), dropped(f"/page/{name}")),
            description=description, source="CONTRACT §8 rule 2 (\"page members ... that member alone falls back to "
                                            "absent\")")

    member("nav", "Home", "a nav that is a string falls back to null; the page renders")
    member("header", [tb("h", "Top")], "a header strip given as an array falls back to null")
    member("footer", 3, "a footer that is a number falls back to null")
    member("pagination", "next", "a pagination that is a string falls back to null")
    member("refresh", True, "a refresh that is a boolean falls back to null")
    add("contained/page/id-wrong-type.json",
        {"page": {"id": 42, "sections": [GOOD_SECTION]}},
        decoded(page(None, sections=[kept_section()]), dropped("/page/id")),
        description="a page id that is a number falls back to null; the page renders",
        source="CONTRACT §8 rules 1 and 2")
    add("contained/page/sections-wrong-type.json",
        {"page": {"id": "p", "sections": {"id": "s", "widgets": []}}},
        decoded(page("p"), dropped("/page/sections")),
        description="sections given as an object falls back to no sections, reported",
        source="CONTRACT §8 rule 2; README: What you get (\"the page always renders\")")
    add("contained/page/section-elements-not-objects.json",
        {"page": {"id": "p", "sections": ["intro", GOOD_SECTION, 7, None, [GOOD_SECTION]]}},
        decoded(page("p", sections=[kept_section(1)]), dropped(sec(0)), dropped(sec(2)), dropped(sec(3)),
                dropped(sec(4))),
        description="elements of sections that are not objects (null included) are dropped alone; the section kept "
                    "keeps its src",
        source="CONTRACT §8 rule 2 (\"an element of sections that is not an object is dropped alone\"); "
               "docs/FLOW-UI.md Decision 12")
    add("contained/page/every-member-wrong.json",
        {"page": {"id": [], "nav": 1, "header": "h", "sections": [GOOD_SECTION], "footer": [],
                  "pagination": False, "refresh": "r"}},
        decoded(page(None, sections=[kept_section()]), dropped("/page/id"), dropped("/page/nav"),
                dropped("/page/header"), dropped("/page/footer"), dropped("/page/pagination"),
                dropped("/page/refresh")),
        description="every page member wrong at once: the sections still render",
        source="README: One bad widget never blanks a screen; CONTRACT §8 rule 2 (\"a page never disappears\")")
    add("contained/page/nav-member-wrong.json",
        {"page": {"id": "p", "nav": {"title": "Orders", "subtitle": 12, "bg_color": ["#FFF"],
                                     "left_button": "back", "right_buttons": {"title": "x"}}}},
        decoded(page("p", nav={"title": text("Orders"), "right_buttons": []}),
                dropped("/page/nav/subtitle"), dropped("/page/nav/bg_color"), dropped("/page/nav/left_button"),
                dropped("/page/nav/right_buttons")),
        description="bad nav members fall back alone; the title stays",
        source="CONTRACT §8 rule 2 (\"nav: that member alone falls back to absent\")")


def strip_level() -> None:
    add("contained/strip/widgets-wrong-type.json",
        {"page": {"id": "p", "header": {"sticky": False, "widgets": {"type": "title_block"}},
                  "sections": [GOOD_SECTION]}},
        decoded(page("p", header=strip(sticky=False), sections=[kept_section()]),
                dropped("/page/header/widgets")),
        description="strip widgets that are not an array fall back to []; the strip and its sticky stay",
        source="CONTRACT §8 rule 2 (\"header/footer strips\")")
    add("contained/strip/one-bad-widget.json",
        {"page": {"id": "p", "footer": {"widgets": [tb("a", "A"), {"id": "b", "data": {"title": "B"}}, tb("c", "C")]}}},
        decoded(page("p", footer=strip(title_block(fw(0), "a", "A"), title_block(fw(2), "c", "C"))),
                dropped(fw(1))),
        description="a footer widget without type is dropped; its neighbours keep their src",
        source="CONTRACT §8 rule 2; README: One bad widget never blanks a screen")
    add("contained/strip/contained-widgets.json",
        {"page": {"id": "p", "header": {"widgets": [{"type": "weather_chip", "id": "w"},
                                                    {"type": "title_block", "id": "m", "data": {"title": 1}}]}}},
        decoded(page("p", header=strip(widget(hw(0), "weather_chip", "w", "unknown"),
                                       widget(hw(1), "title_block", "m", "malformed"))),
                unknown(hw(0), "weather_chip"), malformed(hw(1), "title_block")),
        description="unknown and malformed widgets are contained in a header strip as anywhere else",
        source="ADDING_A_WIDGET.md: Register it (\"page headers and footers\"); SCHEMA.md: Widgets")


def section_level() -> None:
    add("contained/section/id-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": 7, "widgets": [tb("t", "Kept")]}]}},
        decoded(page("p", sections=[section(sec(0), None, widgets=[title_block(sw(0, 0), "t", "Kept")])]),
                dropped(sec(0) + "/id")),
        description="a section id that is a number falls back to null; the section renders",
        source="CONTRACT §8 rule 2 (\"a section's id\")")
    add("contained/section/layout-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": "s", "layout": ["grid"], "widgets": [tb("t", "Kept")]}]}},
        decoded(page("p", sections=[kept_section()]), dropped(sec(0) + "/layout")),
        description="a section layout that is an array falls back to the default layout",
        source="CONTRACT §8 rule 2 (\"a section's layout\")")
    add("contained/section/widgets-wrong-type.json",
        {"page": {"id": "p", "sections": [{"id": "s", "header": tb("h", "Head"), "widgets": "none"}]}},
        decoded(page("p", sections=[section(sec(0), "s", header=title_block(sec(0) + "/header", "h", "Head"))]),
                dropped(sec(0) + "/widgets")),
        description="section widgets that are a string fall back to []; the header stays",
        source="CONTRACT §8 rule 2")
    add("contained/section/one-bad-widget.json",
        one_section(tb("a", "A"), {"id": "b", "data": {"title": "B"}}, tb("c", "C")),
        decoded(expect_one_section(title_block(sw(0, 0), "a", "A"), title_block(sw(0, 2), "c", "C")),
                dropped(sw(0, 1))),
        description="one widget without type is dropped; the section keeps the others",
        source="README: One bad widget never blanks a screen; CONTRACT §8 rule 2")
    add("contained/section/every-widget-bad.json",
        one_section({"data": {}}, 5, {"type": 9}),
        decoded(expect_one_section(), dropped(sw(0, 0)), dropped(sw(0, 1)), dropped(sw(0, 2))),
        description="a section all of whose widgets are dropped is still a section, with none",
        source="CONTRACT §8 rule 2 (\"a section never disappears for one bad member\")")
    add("contained/section/neighbours-unaffected.json",
        {"page": {"id": "p", "sections": [
            {"id": "bad", "layout": "grid", "widgets": [{"type": "title_block", "data": {}}]},
            {"id": "good", "widgets": [tb("t", "Fine")]}]}},
        decoded(page("p", sections=[
            section(sec(0), "bad", widgets=[widget(sw(0, 0), "title_block", None, "malformed")]),
            section(sec(1), "good", widgets=[title_block(sw(1, 0), "t", "Fine")])]),
            dropped(sec(0) + "/layout"), malformed(sw(0, 0), "title_block")),
        description="faults in one section touch nothing in the next",
        source="README: One bad widget never blanks a screen")


def header_level() -> None:
    H = sec(0) + "/header"

    def header(name: str, given: object, expected: object, *diagnostics: dict, description: str,
               source: str) -> None:
        add(f"contained/section-header/{name}.json",
            one_section(tb("w", "Body"), header=given),
            decoded(expect_one_section(title_block(sw(0, 0), "w", "Body"), header=expected), *diagnostics),
            description=description, source=source)

    header("malformed", {"type": "title_block", "id": "h", "data": {"subtitle": "no title"}},
           widget(H, "title_block", "h", "malformed"), malformed(H, "title_block"),
           description="a section header whose payload does not decode stays, contained as malformed; the widgets "
                       "render",
           source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 15")
    header("unknown", {"type": "sticky_banner", "id": "h", "data": {"x": 1}},
           widget(H, "sticky_banner", "h", "unknown"), unknown(H, "sticky_banner"),
           description="a section header of an unregistered type stays, contained as unknown",
           source="SCHEMA.md: Widgets; docs/FLOW-UI.md Decision 15")
    header("without-type", {"id": "h", "data": {"title": "Popular"}}, None, dropped(H),
           description="a section header without type: the header is null, reported at the header",
           source="CONTRACT §8 rule 2 (\"for a section header, the header becomes null\")")
    header("id-wrong-type", {"type": "title_block", "id": 3, "data": {"title": "Popular"}}, None, dropped(H),
           description="a section header whose id is a number has a broken envelope: null",
           source="CONTRACT §8 rule 2")
    header("string", "Popular", None, dropped(H),
           description="a section header given as a bare string is no widget: null",
           source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 15")


def widget_level() -> None:
    def envelope(name: str, bad: object, description: str, source: str = "CONTRACT §8 rule 2 (widget "
                                                                         "envelope)") -> None:
        add(f"contained/widget/{name}.json",
            one_section(tb("before", "Before"), bad, tb("after", "After")),
            decoded(expect_one_section(title_block(sw(0, 0), "before", "Before"),
                                       title_block(sw(0, 2), "after", "After")),
                    dropped(sw(0, 1))),
            description=description, source=source)

    def several(name: str, bad: list, description: str, source: str = "CONTRACT §8 rule 2 (widget envelope)") -> None:
        add(f"contained/widget/{name}.json",
            one_section(tb("before", "Before"), *bad, tb("after", "After")),
            decoded(expect_one_section(title_block(sw(0, 0), "before", "Before"),
                                       title_block(sw(0, len(bad) + 1), "after", "After")),
                    *[dropped(sw(0, i + 1)) for i in range(len(bad))]),
            description=description, source=source)

    several("not-objects", ["title_block", 12, None, [tb("x", "X")]],
            "widgets that are a string, a number, null or an array are dropped alone",
            "CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 12")
    several("type-missing-or-not-string", [{"id": "x", "data": {"title": "X"}}, {"type": 12, "id": "y"},
                                           {"type": None, "id": "z"}],
            "a widget without type, with a number type, or with type null is dropped",
            "SCHEMA.md: Widgets (type required); CONTRACT §8 rules 1 and 2")
    several("id-not-string", [{"type": "title_block", "id": 12, "data": {"title": "X"}},
                              {"type": "title_block", "id": {"value": "y"}, "data": {"title": "Y"}}],
            "a widget whose id is a number or an object is dropped (ids are strings)")
    envelope("layout-not-object", {"type": "title_block", "id": "x", "layout": "card", "data": {"title": "X"}},
             "a widget whose layout is a string is dropped")
    envelope("actions-not-object", {"type": "title_block", "id": "x", "actions": [{"type": "toast"}],
                                    "data": {"title": "X"}},
             "a widget whose actions are an array is dropped")
    envelope("action-not-object", {"type": "title_block", "id": "x", "actions": {"tap": "open"},
                                   "data": {"title": "X"}},
             "a widget with an action that is a string is dropped: actions map events to action objects",
             "CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 13")
    several("tracking-not-object", [{"type": "title_block", "id": "x", "tracking": "imp_1", "data": {"title": "X"}},
                                    {"type": "title_block", "id": "y", "tracking": [1, 2], "data": {"title": "Y"}}],
            "a widget whose tracking is a string or an array is dropped",
            "CONTRACT §8 rule 2; docs/FLOW-UI.md Decision 14")
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
        source="SCHEMA.md: Widgets (\"A widget whose type the client does not know is skipped\"); CONTRACT §8 Answer")
    add("contained/widget/unknown-type-layout-fault.json",
        one_section({"type": "hologram", "id": "h", "layout": {"margin": "wide", "width": "hug"}}),
        decoded(expect_one_section(widget(W, "hologram", "h", "unknown", layout_={"width": "hug"})),
                unknown(W, "hologram"), dropped(W + "/layout/margin")),
        description="layout faults of a contained widget are reported: the widget survives, so its chrome is graded",
        source="CONTRACT §8 rule 2 and Diagnostics (\"only diagnostics on what survives are graded\")")
    add("contained/widget/malformed-missing-required.json",
        one_section({"type": "title_block", "id": "m", "data": {"subtitle": "No title here"}}),
        decoded(expect_one_section(widget(W, "title_block", "m", "malformed")), malformed(W, "title_block")),
        description="a registered widget whose required title is missing is malformed",
        source="ADDING_A_WIDGET.md: Model the payload (\"Required fields stay required\"); docs/FLOW-UI.md Decision 4")
    add("contained/widget/malformed-wrong-type.json",
        one_section({"type": "title_block", "id": "m", "data": {"title": ["Hello"]}}),
        decoded(expect_one_section(widget(W, "title_block", "m", "malformed")), malformed(W, "title_block")),
        description="a title that is an array is no TextData: malformed",
        source="CONTRACT §8 rule 2 (\"inside a registered widget's data: the widget is contained, malformed\")")
    add("contained/widget/malformed-data-not-object.json",
        one_section({"type": "title_block", "id": "s", "data": "Hello"},
                    {"type": "button_row", "id": "a", "data": [{"title": "Buy"}]}),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "s", "malformed"),
                                   widget(sw(0, 1), "button_row", "a", "malformed")),
                malformed(sw(0, 0), "title_block"), malformed(sw(0, 1), "button_row")),
        description="data that is a string or an array is no payload object: malformed (shorthands are for atoms, not "
                    "data)",
        source="CONTRACT §8 rule 2")
    add("contained/widget/absent-data.json",
        one_section({"type": "title_block", "id": "t"}, {"type": "separator", "id": "sep"},
                    {"type": "button_row", "id": "row"}),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "t", "malformed"),
                                   widget(sw(0, 1), "separator", "sep", data={}),
                                   widget(sw(0, 2), "button_row", "row", data={"buttons": []})),
                malformed(sw(0, 0), "title_block")),
        description="absent data decodes the model from {}: title_block lacks its title, separator and button_row "
                    "decode",
        source="CONTRACT §8 rule 1 (\"A registered widget with absent data decodes its model from {}\")")
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
        source="CONTRACT §8 Answer (widget); docs/FLOW-UI.md Decision 27")
    add("contained/widget/malformed-hides-inner-faults.json",
        one_section({"type": "image_text_card", "id": "c", "data": {"tags": [5, {"text": "ok"}], "subtitle": "x"}}),
        decoded(expect_one_section(widget(W, "image_text_card", "c", "malformed")), malformed(W, "image_text_card")),
        description="a card without title is malformed; the bad tag inside it is not reported (nothing inside a "
                    "malformed widget is graded)",
        source="CONTRACT §8 Diagnostics (\"one inside a malformed widget's data ... is ignored\")")


def element_level() -> None:
    row = sw(0, 0)
    add("contained/payload-element/one-bad-button.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [
            {"title": "Save"}, {"style": "solid"}, {"title": "Share", "style": "outline"}]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": [
            {"title": text("Save")}, {"title": text("Share"), "style": "outline"}]})),
            dropped(row + "/data/buttons/1")),
        description="a button without its title is dropped alone: one bad button does not empty a button_row",
        source="SCHEMA.md: Compatibility rules 5")
    add("contained/payload-element/deep-fault-drops-element.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [
            {"title": {"text": "Buy", "font": {"size": "large"}}}, {"title": "Later"}]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": [{"title": text("Later")}]})),
                dropped(row + "/data/buttons/0")),
        description="a fault deep inside a payload-array element drops that element, not the widget and not the field "
                    "alone",
        source="CONTRACT §8 rule 2 (\"unless the fault lies inside an element of a payload array, which alone is then "
               "dropped\")")
    add("contained/payload-element/elements-of-every-kind.json",
        one_section({"type": "tag_rail", "id": "tags", "data": {"tags": [
            "Audio", {"text": "Deals"}, None, 4, {"text": {"font": {}}}, {"text": "Sale", "bg_color": "#FF0000"}]}}),
        decoded(expect_one_section(widget(row, "tag_rail", "tags", data={"tags": [
            {"text": text("Deals")}, {"text": text("Sale"), "bg_color": color("#FF0000")}]})),
            dropped(row + "/data/tags/0"), dropped(row + "/data/tags/2"), dropped(row + "/data/tags/3"),
            dropped(row + "/data/tags/4")),
        description="tags that are a bare string, null, a number or lack their text are dropped alone",
        source="SCHEMA.md: Compatibility rules 5; docs/FLOW-UI.md Decisions 4 and 12")
    add("contained/payload-element/every-button-bad.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [1, "Buy"]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": []})),
                dropped(row + "/data/buttons/0"), dropped(row + "/data/buttons/1")),
        description="all buttons dropped: the button_row is still typed, with buttons []",
        source="SCHEMA.md: Compatibility rules 5; CONTRACT §8 Answer")
    add("contained/payload-element/array-itself-wrong.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": {"title": "Buy"}}}),
        decoded(expect_one_section(widget(row, "button_row", "row", "malformed")), malformed(row, "button_row")),
        description="buttons that are an object, not an array: the fault is the member's, so the widget is malformed",
        source="CONTRACT §8 rule 2")
    add("contained/payload-element/card-tags.json",
        one_section({"type": "image_text_card", "id": "c", "data": {"title": "AirPods", "tags": [
            {"text": "BESTSELLER"}, {"text": "x", "corner_radius": "round"}]}}),
        decoded(expect_one_section(widget(row, "image_text_card", "c", data={
            "title": text("AirPods"), "tags": [{"text": text("BESTSELLER")}]})),
            dropped(row + "/data/tags/1")),
        description="a card's bad tag is dropped alone; the card stays typed",
        source="SCHEMA.md: Compatibility rules 5; ADDING_A_WIDGET.md: Model the payload (LossyArray)")
    items = row + "/data/items"
    add("contained/payload-element/accordion-items.json",
        one_section({"type": "accordion", "id": "acc", "data": {"header": "More", "items": [
            tb("ok", "Fine"), {"data": {"title": "no type"}}, {"type": "poll", "id": "u"},
            {"type": "title_block", "id": "m", "data": {}}, "text"]}}),
        decoded(expect_one_section(widget(row, "accordion", "acc", data={"header": text("More"), "items": [
            title_block(items + "/0", "ok", "Fine"), widget(items + "/2", "poll", "u", "unknown"),
            widget(items + "/3", "title_block", "m", "malformed")]})),
            dropped(items + "/1"), unknown(items + "/2", "poll"), malformed(items + "/3", "title_block"),
            dropped(items + "/4")),
        description="accordion items are widgets: bad envelopes dropped, unknown and malformed items contained in "
                    "place",
        source="SCHEMA.md: Starter widget payloads (accordion items are full widgets); CONTRACT §8 rule 2")
    add("contained/payload-element/accordion-items-not-array.json",
        one_section({"type": "accordion", "id": "acc", "data": {"header": "More", "items": {"type": "separator"}}}),
        decoded(expect_one_section(widget(row, "accordion", "acc", "malformed")), malformed(row, "accordion")),
        description="accordion items that are an object: the accordion is malformed",
        source="CONTRACT §8 rule 2")
    add("contained/payload-element/nav-right-buttons.json",
        {"page": {"id": "p", "nav": {"title": "Cart", "right_buttons": [
            {"title": "Edit"}, {"icon": "trash"}, {"title": "Help", "disabled": "no"}]}}},
        decoded(page("p", nav={"title": text("Cart"), "right_buttons": [{"title": text("Edit")},
                                                                         {"title": text("Help")}]}),
                dropped("/page/nav/right_buttons/1"), dropped("/page/nav/right_buttons/2/disabled")),
        description="outside data a button without title is dropped from right_buttons; a bad member of a kept button "
                    "falls back alone",
        source="CONTRACT §8 rule 2; docs/FLOW-UI.md Decisions 4 and 10")


def atom_level() -> None:
    def in_data(name: str, data: dict, description: str, type_: str = "title_block") -> None:
        add(f"contained/atom/{name}.json",
            one_section({"type": type_, "id": "m", "data": data}, tb("n", "Next")),
            decoded(expect_one_section(widget(sw(0, 0), type_, "m", "malformed"), title_block(sw(0, 1), "n", "Next")),
                    malformed(sw(0, 0), type_)),
            description=description, source="CONTRACT §8 rule 2 (inside a registered widget's data)")

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
    add("contained/atom/outside-data-atom-falls-back.json",
        {"page": {"id": "p", "nav": {"title": 5, "subtitle": {"text": "Sub", "font": {"size": "big", "weight": "bold"}},
                                     "bg_color": {"token": "surface"}}}},
        decoded(page("p", nav={"subtitle": text("Sub", font={"weight": "bold"}), "bg_color": {"token": "surface"},
                               "right_buttons": []}),
                dropped("/page/nav/title"), dropped("/page/nav/subtitle/font/size")),
        description="outside data the innermost bad member falls back: a bad title goes, a bad font size goes, the "
                    "rest stays",
        source="CONTRACT §8 rule 2 (\"anywhere else: that member alone falls back to absent\"); docs/FLOW-UI.md "
               "Decision 10")
    add("contained/atom/outside-data-required-fails-atom.json",
        {"page": {"id": "p", "nav": {"title": {"font": {"size": 18}}, "left_button": {"title": {"color": "#000"}}}}},
        decoded(page("p", nav={"right_buttons": []}), dropped("/page/nav/title"), dropped("/page/nav/left_button")),
        description="outside data an atom missing its required member falls back whole, at the member holding it",
        source="docs/FLOW-UI.md Decisions 4 and 10")
