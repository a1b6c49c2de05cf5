"""payload/ (the starter library's models), shorthand/ (atoms' bare forms), actions/ (events and
action objects, as received), additive/ (unknown keys, never a failure)."""

from .flowlib import (
    CONTAINED,
    DROPPED,
    IDS,
    KEPT,
    RECORDED,
    add,
    color,
    corners,
    decoded,
    dropped,
    expect_one_section,
    insets,
    layout_in,
    malformed,
    one_section,
    page,
    radius,
    renamed,
    sec,
    section,
    sw,
    tb,
    text,
    title_block,
    widget,
)

W = sw(0, 0)


def single(name: str, type_: str, data: object, expected_data: object, description: str,
           source: str, *diagnostics: dict, content: str = "typed", promise: str | None = None) -> None:
    """One widget of `type_` in one section; its promise by default: a contained widget is about
    containment, a dropped element about dropping, a clean one about what is kept."""
    default = CONTAINED if content != "typed" else DROPPED if diagnostics else KEPT
    add(name, one_section({"type": type_, "id": "w", "data": data}),
        decoded(expect_one_section(widget(W, type_, "w", content, data=expected_data)), *diagnostics),
        description=description, source=source, promise=promise or default)


def register() -> None:
    payloads()
    shorthands()
    actions()
    additive()


def payloads() -> None:
    S = "SCHEMA.md: Starter widget payloads"
    single("payload/title-block-full.json", "title_block",
           {"title": {"text": "**Sale**", "font": {"size": 22, "weight": "bold", "token": "title.large"},
                      "color": {"hex": "#1C1C1C", "token": "text.primary", "alpha": 0.9},
                      "alignment": "center", "max_lines": 2, "is_markdown": True},
            "subtitle": {"text": "Today only", "font": {"weight": "light"}}},
           {"title": text("**Sale**", font={"size": 22, "weight": "bold", "token": "title.large"},
                          color={"hex": "#1C1C1C", "token": "text.primary", "alpha": 0.9},
                          alignment="center", max_lines=2, is_markdown=True),
            "subtitle": text("Today only", font={"weight": "light"})},
           "a title_block with every TextData, FontData and ColorData member", f"{S}; SCHEMA.md: Atoms")
    single("payload/vocabulary-kept-as-received.json", "title_block",
           {"title": {"text": "Hi", "alignment": "justified", "font": {"weight": "black"}}},
           {"title": text("Hi", alignment="justified", font={"weight": "black"})},
           "alignment and weight values SCHEMA.md does not list are kept as received, never a malformed widget",
           "docs/FLOW-UI.md Decision 6")
    single("payload/image-text-card-full.json", "image_text_card",
           {"image": {"url": "https://img.example/1.jpg", "aspect_ratio": 1, "scale_mode": "fill",
                      "corner_radius": 10, "placeholder_color": "#EEEEEE", "shimmer": True, "alt": "Headphones"},
            "title": {"text": "AirPods Pro 2", "font": {"size": 16, "weight": "semibold"}},
            "subtitle": {"text": "Noise cancelling", "color": "#767676"},
            "tags": [{"text": {"text": "NEW", "color": "#FFFFFF"}, "bg_color": "#4F8CFF", "border_color": "#2F6CDF",
                      "corner_radius": 6, "icon": "sparkles", "action": {"type": "toast", "message": "New!"}}],
            "trailing_icon": {"symbol": "chevron.right", "size": 13, "color": "#B5B5B5",
                              "action": {"type": "dismiss"}}},
           {"image": {"url": "https://img.example/1.jpg", "aspect_ratio": 1, "scale_mode": "fill",
                      "corner_radius": radius(10), "placeholder_color": color("#EEEEEE"), "shimmer": True,
                      "alt": "Headphones"},
            "title": text("AirPods Pro 2", font={"size": 16, "weight": "semibold"}),
            "subtitle": text("Noise cancelling", color=color("#767676")),
            "tags": [{"text": text("NEW", color=color("#FFFFFF")), "bg_color": color("#4F8CFF"),
                      "border_color": color("#2F6CDF"), "corner_radius": radius(6), "icon": {"symbol": "sparkles"},
                      "action": {"type": "toast", "message": "New!"}}],
            "trailing_icon": {"symbol": "chevron.right", "size": 13, "color": color("#B5B5B5"),
                              "action": {"type": "dismiss"}}},
           "an image_text_card with every member: ImageData, TagData, IconData, corner radii as four corners",
           f"{S}; SCHEMA.md: Atoms; docs/CONTRACT.md §8 Answer")
    single("payload/image-text-card-title-only.json", "image_text_card", {"title": "Plain"},
           {"title": text("Plain"), "tags": []},
           "an image_text_card with only its title: tags written [], absent atoms left out",
           f"{S}; docs/CONTRACT.md §8 Answer")
    single("payload/image-text-card-without-title.json", "image_text_card",
           {"image": "https://img.example/2.jpg", "subtitle": "No title"}, None,
           "an image_text_card without title is malformed", "docs/FLOW-UI.md Decision 4",
           malformed(W, "image_text_card"), content="malformed")
    single("payload/separator-full.json", "separator",
           {"style": "dashed", "color": {"hex": "#EAEAEA"}, "thickness": 1, "insets": {"left": 16, "right": 16}},
           {"style": "dashed", "color": color("#EAEAEA"), "thickness": 1, "insets": insets(0, 16, 16, 0)},
           "the separator's data is a SeparatorData; insets written with four sides",
           f"{S} (\"separator: the data object IS a SeparatorData\")")
    single("payload/separator-empty.json", "separator", {}, {},
           "a separator with empty data: every SeparatorData member is optional", "docs/FLOW-UI.md Decision 4")
    single("payload/separator-bad-thickness.json", "separator", {"style": "line", "thickness": "1px"}, None,
           "a separator thickness \"1px\" makes the separator malformed", "docs/CONTRACT.md §8 rule 2",
           malformed(W, "separator"), content="malformed")
    single("payload/button-row-full.json", "button_row",
           {"buttons": [{"title": {"text": "Pay", "color": "#FFFFFF"}, "style": "solid", "bg_color": "#059669",
                         "corner_radius": {"top_left": 12, "bottom_right": 12}, "icon": {"symbol": "lock", "size": 14},
                         "full_width": True, "disabled": False, "action": {"type": "api", "endpoint": "pay"}}]},
           {"buttons": [{"title": text("Pay", color=color("#FFFFFF")), "style": "solid", "bg_color": color("#059669"),
                         "corner_radius": corners(12, 0, 0, 12), "icon": {"symbol": "lock", "size": 14},
                         "full_width": True, "disabled": False, "action": {"type": "api", "endpoint": "pay"}}]},
           "a button with every ButtonData member", f"{S}; SCHEMA.md: Atoms")
    single("payload/button-row-empty.json", "button_row", {}, {"buttons": []},
           "a button_row without buttons: buttons []", "docs/CONTRACT.md §8 Answer (payload arrays always present)")
    single("payload/tag-rail.json", "tag_rail",
           {"tags": [{"text": "All", "bg_color": "#4F8CFF", "corner_radius": 14}, {"text": "Audio"}]},
           {"tags": [{"text": text("All"), "bg_color": color("#4F8CFF"), "corner_radius": radius(14)},
                     {"text": text("Audio")}]},
           "a tag_rail of two tags", S)
    single("payload/banner-full.json", "banner",
           {"image": {"url": "https://img.example/b.jpg", "aspect_ratio": 2.2, "shimmer": True},
            "title": {"text": "50% off", "color": "#FFFFFF"}, "subtitle": "Code WELCOME"},
           {"image": {"url": "https://img.example/b.jpg", "aspect_ratio": 2.2, "shimmer": True},
            "title": text("50% off", color=color("#FFFFFF")), "subtitle": text("Code WELCOME")},
           "a banner with image, title and subtitle", S)
    single("payload/banner-image-only.json", "banner", {"image": "https://img.example/c.jpg"},
           {"image": {"url": "https://img.example/c.jpg"}}, "a banner with only its image", S)
    single("payload/stepper-row-full.json", "stepper_row",
           {"title": "Quantity", "subtitle": "Max 5", "min": 1, "max": 5.0, "initial": 1},
           {"title": text("Quantity"), "subtitle": text("Max 5"), "min": 1, "max": 5, "initial": 1},
           "a stepper_row; max 5.0 is the integer 5", f"{S}; docs/CONTRACT.md §8 rule 2 (\"2.0 yes\")")
    single("payload/stepper-row-fractional-count.json", "stepper_row", {"title": "Qty", "initial": 1.5}, None,
           "a stepper initial count of 1.5 is no integer: malformed", "docs/CONTRACT.md §8 rule 2 (\"2.5 no\")",
           malformed(W, "stepper_row"), content="malformed")
    single("payload/stepper-row-without-title.json", "stepper_row", {"min": 0, "max": 3}, None,
           "a stepper without its accessible title is malformed", "docs/FLOW-UI.md Decision 4",
           malformed(W, "stepper_row"), content="malformed")
    single("payload/accordion-full.json", "accordion",
           {"header": {"text": "What happens next?", "font": {"size": 15}}, "initially_expanded": True,
            "items": [tb("step1", "We pack it"), {"type": "separator", "data": {"style": "space"}}]},
           {"header": text("What happens next?", font={"size": 15}), "initially_expanded": True,
            "items": [title_block(W + "/data/items/0", "step1", "We pack it"),
                      widget(W + "/data/items/1", "separator", None, data={"style": "space"})]},
           "an accordion with header, initially_expanded and two items written as widgets",
           f"{S} (\"items are full widgets, any registered type nests\")")
    single("payload/accordion-without-header.json", "accordion", {"items": [tb("x", "X")]}, None,
           "an accordion without its header is malformed; its items are not decoded",
           "docs/FLOW-UI.md Decision 4", malformed(W, "accordion"), content="malformed")
    single("payload/accordion-nested.json", "accordion",
           {"header": "Outer", "items": [{"type": "accordion", "id": "inner", "data": {
               "header": "Inner", "items": [tb("leaf", "Leaf")]}}]},
           {"header": text("Outer"), "items": [widget(W + "/data/items/0", "accordion", "inner", data={
               "header": text("Inner"),
               "items": [title_block(W + "/data/items/0/data/items/0", "leaf", "Leaf")]})]},
           "an accordion inside an accordion", S)
    single("payload/button-bad-bool-dropped.json", "button_row",
           {"buttons": [{"title": "Go", "full_width": "yes"}, {"title": "Stay"}]},
           {"buttons": [{"title": text("Stay")}]},
           "full_width \"yes\" is no boolean: inside data that drops the button, not just the member",
           "docs/CONTRACT.md §8 rule 2; SCHEMA.md: Compatibility rules 5", dropped(W + "/data/buttons/0"))


def shorthands() -> None:
    A = "SCHEMA.md: Atoms"

    def bare(*arguments: object, **keywords: object) -> None:
        # A decoder that refuses a bare form contains the widget: that is what these isolate.
        single(*arguments, **keywords, promise=CONTAINED)  # type: ignore[arg-type]

    bare("shorthand/text-object-form.json", "title_block", {"title": {"text": "Hello"}},
           {"title": text("Hello")}, "the object form of \"Hello\" gives the same answer as the bare string", A)
    bare("shorthand/text-empty-string.json", "title_block", {"title": ""}, {"title": text("")},
           "an empty string is a TextData too", "docs/FLOW-UI.md Decision 23")
    bare("shorthand/image-bare-url.json", "banner", {"image": "https://img.example/hero.jpg"},
           {"image": {"url": "https://img.example/hero.jpg"}}, "a bare URL as "
                                                               "ImageData", f"{A} (ImageData \"https://...\")")
    bare("shorthand/image-any-string.json", "banner", {"image": "hero.jpg"}, {"image": {"url": "hero.jpg"}},
           "a bare string that is not an absolute URL is still the url: the image loader decides",
           "docs/FLOW-UI.md Decision 23")
    bare("shorthand/color-bare-hex.json", "title_block",
           {"title": {"text": "Hi", "color": "#4F8CFF"}, "subtitle": {"text": "Alpha", "color": "#CC1C1C1C"}},
           {"title": text("Hi", color=color("#4F8CFF")), "subtitle": text("Alpha", color=color("#CC1C1C1C"))},
           "a bare hex as ColorData, six and eight digits", f"{A} (ColorData \"#4F8CFF\")")
    bare("shorthand/color-bare-string-is-hex.json", "title_block",
           {"title": {"text": "Hi", "color": "surface.primary"}},
           {"title": text("Hi", color=color("surface.primary"))},
           "any bare string is the hex; a token needs the object form", "docs/FLOW-UI.md Decision 23")
    bare("shorthand/icon-bare-symbol.json", "image_text_card",
           {"title": "Settings", "trailing_icon": "chevron.right"},
           {"title": text("Settings"), "tags": [], "trailing_icon": {"symbol": "chevron.right"}},
           "a bare SF Symbol name as IconData", f"{A} (IconData \"star.fill\")")
    bare("shorthand/inside-elements.json", "button_row",
           {"buttons": [{"title": "Buy", "bg_color": "#059669", "icon": "cart"}]},
           {"buttons": [{"title": text("Buy"), "bg_color": color("#059669"), "icon": {"symbol": "cart"}}]},
           "shorthands inside payload-array elements: title, bg_color and icon", A)
    bare("shorthand/placeholder-color.json", "banner",
           {"image": {"url": "https://img.example/p.jpg", "placeholder_color": "#F0F0F0"}},
           {"image": {"url": "https://img.example/p.jpg", "placeholder_color": color("#F0F0F0")}},
           "an image placeholder_color as a bare hex", A)
    bare("shorthand/number-is-no-text.json", "title_block", {"title": 2024}, None,
           "a number is no TextData (the shorthand is a string): malformed", A,
           malformed(W, "title_block"), content="malformed")
    add("shorthand/nav.json",
        {"page": {"id": "p", "nav": {"title": "Orders", "bg_color": "#FFFFFF",
                                     "left_button": {"title": "Back", "icon": "chevron.left"}}}},
        decoded(page("p", nav={"title": text("Orders"), "bg_color": color("#FFFFFF"),
                               "left_button": {"title": text("Back"), "icon": {"symbol": "chevron.left"}},
                               "right_buttons": []})),
        description="shorthands in the nav: title, bg_color, a button title and "
                    "icon", source=f"{A}; SCHEMA.md: The envelope", promise=RECORDED)


def actions() -> None:
    def with_actions(name: str, given: dict, expected: dict, description: str, source: str) -> None:
        add(f"actions/{name}.json", one_section(tb("t", "Tap me", actions=given)),
            decoded(expect_one_section(title_block(W, "t", "Tap me", actions=expected))),
            description=description, source=source, promise=KEPT)

    builtins = {"tap": {"type": "toast", "message": "Saved", "duration": 2.50},
                "long_press": {"type": "dismiss"}, "change": {"type": "refresh_page"},
                "swipe_left": {"type": "api", "endpoint": "cart/remove", "body": {"sku": 42}}}
    with_actions("built-in-types", builtins,
                 {**builtins, "tap": {"type": "toast", "message": "Saved", "duration": 2.5}},
                 "the built-in action types, each object as received (2.50 is 2.5 canonically)",
                 "SCHEMA.md: Actions; docs/CONTRACT.md §8 Answer (\"actions (event name → action object "
                 "as received)\")")
    with_actions("host-types", {"tap": {"type": "deeplink", "url": "app://orders/42"},
                                "long_press": {"type": "confetti", "intensity": 3}},
                 {"tap": {"type": "deeplink", "url": "app://orders/42"},
                  "long_press": {"type": "confetti", "intensity": 3}},
                 "deeplink and a host-invented type are kept: the host's handlers decide",
                 "SCHEMA.md: Actions (\"Anything else (deeplink included) is handled by the host app\")")
    with_actions("empty-action-object", {"tap": {}}, {"tap": {}},
                 "an action {} is kept, as in the seed's own envelope example",
                 "seed: Layer 3: widget envelope; docs/FLOW-UI.md Decision 13")
    with_actions("action-type-not-judged", {"tap": {"message": "no type"}, "change": {"type": 7}},
                 {"tap": {"message": "no type"}, "change": {"type": 7}},
                 "an action without type, or with a number type, is still an object: kept for the handler chain to "
                 "ignore",
                 "docs/FLOW-UI.md Decision 13")
    with_actions("null-entry-absent", {"tap": None, "long_press": {"type": "dismiss"}},
                 {"long_press": {"type": "dismiss"}},
                 "a null event entry equals absent and is left out", "docs/CONTRACT.md §8 rule 1")
    with_actions("invented-event-names", {"double_tap": {"type": "toast", "message": "2x"}, "appear": {"type": "api"}},
                 {"double_tap": {"type": "toast", "message": "2x"}, "appear": {"type": "api"}},
                 "event names beyond tap, long_press and change are kept",
                 "seed: Layer 3: widget envelope (\"plus anything you invent\")")
    add("actions/inline-sheet-not-decoded.json",
        one_section(tb("buy", "Buy", actions={"tap": {"type": "open_bottom_sheet", "sheet": {
            "id": "confirm", "sections": [{"widgets": [tb("buy", "Same id"), {"type": 3}]}]}}}),
            tb("buy", "Second")),
        decoded(expect_one_section(
            title_block(sw(0, 0), "buy", "Buy", actions={"tap": {"type": "open_bottom_sheet", "sheet": {
                "id": "confirm", "sections": [{"widgets": [{"type": "title_block", "id": "buy",
                                                            "data": {"title": "Same id"}}, {"type": 3}]}]}}}),
            title_block(sw(0, 1), "buy#2", "Second")),
            renamed(sw(0, 1), "buy#2")),
        description="an inline sheet rides in its action as received: not decoded, so its ids claim nothing and its "
                    "faults report nothing",
        source="SCHEMA.md: Bottom sheets (\"Inline sheets ride inside an open_bottom_sheet action\"); docs/FLOW-UI.md "
               "Decision 24", promise=IDS)
    row = W
    add("actions/payload-actions.json",
        one_section({"type": "button_row", "id": "row", "data": {"buttons": [
            {"title": "Toast", "action": {"type": "toast", "message": "Hi"}},
            {"title": "Broken", "action": "toast"}]}}),
        decoded(expect_one_section(widget(row, "button_row", "row", data={"buttons": [
            {"title": text("Toast"), "action": {"type": "toast", "message": "Hi"}}]})),
            dropped(row + "/data/buttons/1")),
        description="a button's action is kept as received; one that is a string is no action, so that button is "
                    "dropped",
        source="SCHEMA.md: Atoms (ButtonData action: ActionData); docs/CONTRACT.md §8 rule 2", promise=DROPPED)


def additive() -> None:
    C = "SCHEMA.md: Compatibility rules 2 (\"New optional fields on existing payloads are always safe\")"
    add("additive/unknown-keys-everywhere.json",
        {"meta": {"generated": "2026-01-01"}, "page": {
            "id": "p", "theme": {"accent": "#FF0000"},
            "header": {"sticky": True, "collapsible": True, "widgets": []},
            "sections": [{"id": "s", "background": "#FFFFFF", "visible_if": "user.vip",
                          "layout": {**layout_in("grid"), "masonry": True},
                          "widgets": [{"type": "title_block", "id": "t", "style": "color: red", "priority": 1,
                                       "data": {"title": {"text": "Hi", "shadow": 2}, "badge": "new"}}]}]}},
        decoded(page("p", header={"sticky": True, "widgets": []}, sections=[section(
            sec(0), "s", {"arrangement": "grid", "columns": 2, "item_spacing": 0, "insets": insets()},
            widgets=[title_block(sw(0, 0), "t", "Hi")])])),
        description="unknown keys at the top, page, strip, section, layout, envelope, data and atom levels are ignored",
        source=f"{C}; seed: What not to stuff into the widget envelope", promise=CONTAINED)
    single("additive/unknown-atom-keys.json", "image_text_card",
           {"title": "Hi", "image": {"url": "https://img.example/x.jpg", "blurhash": "LEHV6n"},
            "tags": [{"text": "New", "pulse": True}]},
           {"title": text("Hi"), "image": {"url": "https://img.example/x.jpg"}, "tags": [{"text": text("New")}]},
           "unknown keys inside atoms and array elements are ignored; the elements stay", C)
    add("additive/repurposed-key-is-contained.json",
        one_section({"type": "title_block", "id": "t", "data": {"title": {"text": "Hi"}, "subtitle": {"lines": 2}}}),
        decoded(expect_one_section(widget(W, "title_block", "t", "malformed")), malformed(W, "title_block")),
        description="a key given a new meaning (subtitle as an object without text) is malformed on old clients, "
                    "contained",
        source="SCHEMA.md: Compatibility rules 3 (\"Never repurpose an existing key's meaning\")", promise=CONTAINED)
