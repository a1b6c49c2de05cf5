"""pages/: whole pages of the kinds the upstream project's demo and test pages exercise (a
storefront, a page of broken widgets, identity, a paged feed, layouts, a checkout with app
widgets), written with our own content."""

from .flowlib import (
    IDS,
    KEPT,
    SCREEN,
    add,
    color,
    decoded,
    dropped,
    fw,
    hw,
    insets,
    layout,
    malformed,
    page,
    radius,
    renamed,
    sec,
    section,
    strip,
    sw,
    text,
    title_block,
    unknown,
    widget,
)

CARD_CHROME_IN = {"margin": {"left": 16, "right": 16}, "padding": {"top": 10, "left": 10, "right": 10, "bottom": 10},
                  "corner_radius": 12, "background": {"hex": "#F8F8F8", "dark_hex": "#1C1C1E"}}
CARD_CHROME = {"margin": insets(0, 16, 16, 0), "padding": insets(10, 10, 10, 10), "corner_radius": radius(12),
               "background": color("#F8F8F8", dark_hex="#1C1C1E")}
WHOLE = ("a whole page of the kind the upstream demo and tests serve, every rule at once as a decoder meets them; "
         "each fault alone has its fixture in the concern folders")
INLINE_SHEET = {"type": "open_bottom_sheet", "sheet": {
    "id": "size_sheet", "config": {"detents": ["medium"], "grabber": True},
    "header": {"widgets": [{"type": "title_block", "id": "sheet_title", "data": {"title": "Pick a size"}}]},
    "sections": [{"id": "sizes", "widgets": [{"type": "tag_rail", "id": "filters",
                                              "data": {"tags": [{"text": "S"}]}}]}]}}


def register() -> None:
    storefront()
    refuses_to_die()
    test_registry_pages()
    feed()
    layouts()
    checkout()


def storefront() -> None:
    P = sec(1)
    card = P + "/widgets/0"
    faq = P + "/widgets/3"
    add("pages/storefront.json",
        {"page": {
            "id": "store",
            "header": {"sticky": True, "widgets": [{"type": "tag_rail", "id": "filters",
                                                    "layout": {"padding": {"top": 8, "left": 16, "right": 16,
                                                                           "bottom": 8}},
                                                    "data": {"tags": [{"text": {"text": "All", "color": "#FFFFFF"},
                                                                       "bg_color": "#4F8CFF", "corner_radius": 14},
                                                                      {"text": "Audio", "corner_radius": 14},
                                                                      {"text": "Watches", "corner_radius": 14}]}}]},
            "sections": [
                {"id": "promos", "layout": {"arrangement": "carousel", "item_spacing": 12,
                                            "insets": {"top": 12, "left": 16, "right": 16}},
                 "widgets": [
                     {"type": "banner", "id": "promo_1", "layout": {"width": 0.85},
                      "data": {"image": {"url": "https://img.example/promo1.jpg", "aspect_ratio": 2.2,
                                         "corner_radius": 14, "shimmer": True},
                               "title": {"text": "Free delivery", "font": {"size": 22, "weight": "bold"},
                                         "color": "#FFFFFF"}},
                      "actions": {"tap": {"type": "deeplink", "url": "app://offers/free"}},
                      "tracking": {"impression_id": "imp_promo_1", "surface": "store"}},
                     {"type": "banner", "id": "promo_2", "layout": {"width": 0.85},
                      "data": {"image": "https://img.example/promo2.jpg"},
                      "actions": {"tap": {"type": "toast", "message": "Soon"}}}]},
                {"id": "popular", "layout": {"item_spacing": 0, "insets": {"top": 20}},
                 "header": {"type": "title_block", "id": "popular_title",
                            "layout": {"padding": {"left": 16, "right": 16, "bottom": 8},
                                       "background": {"hex": "#FFFFFF", "dark_hex": "#000000"}},
                            "data": {"title": {"text": "Popular", "font": {"size": 20, "weight": "bold"}},
                                     "subtitle": {"text": "This week", "color": "#767676"}}},
                 "widgets": [
                     {"type": "image_text_card", "id": "product_a", "layout": CARD_CHROME_IN,
                      "data": {"image": {"url": "https://img.example/a.jpg", "aspect_ratio": 1, "corner_radius": 10,
                                         "alt": "Wireless earbuds"},
                               "title": {"text": "Earbuds", "font": {"size": 16, "weight": "semibold"}},
                               "subtitle": {"text": "Noise cancelling", "color": "#767676"},
                               "tags": [{"text": {"text": "BESTSELLER", "font": {"size": 10, "weight": "bold"}},
                                         "bg_color": "#4F8CFF"}],
                               "trailing_icon": {"symbol": "chevron.right", "size": 13, "color": "#B5B5B5"}},
                      "actions": {"tap": INLINE_SHEET, "long_press": {"type": "api", "endpoint": "wishlist/add"}},
                      "tracking": {"impression_id": "imp_a", "slot": 1}},
                     {"type": "separator", "id": "sep", "layout": {"margin": {"top": 12, "bottom": 4}},
                      "data": {"insets": {"left": 16, "right": 16}}},
                     {"type": "stepper_row", "id": "qty", "data": {"title": {"text": "Quantity",
                                                                             "font": {"weight": "medium"}},
                                                                   "min": 1, "max": 5, "initial": 1},
                      "actions": {"change": {"type": "api", "endpoint": "cart/update"}}},
                     {"type": "accordion", "id": "faq", "data": {
                         "header": {"text": "Delivery", "font": {"size": 15, "weight": "semibold"}},
                         "items": [{"type": "image_text_card", "id": "faq_row",
                                    "data": {"title": {"text": "Same-day in the city", "font": {"size": 14}},
                                             "subtitle": {"text": "Order before noon", "color": "#767676"}}}]}}]}],
            "footer": {"sticky": True, "widgets": [{"type": "button_row", "id": "checkout",
                                                    "layout": {"padding": {"top": 10, "left": 16, "right": 16,
                                                                           "bottom": 10}},
                                                    "data": {"buttons": [{"title": {"text": "Checkout",
                                                                                    "color": "#FFFFFF"},
                                                                          "bg_color": "#059669", "corner_radius": 12,
                                                                          "full_width": True,
                                                                          "action": {"type": "api",
                                                                                     "endpoint": "checkout"}}]}}]}}},
        decoded(page(
            "store",
            header=strip(widget(hw(0), "tag_rail", "filters", layout_={"padding": insets(8, 16, 16, 8)}, data={"tags": [
                {"text": text("All", color=color("#FFFFFF")), "bg_color": color("#4F8CFF"),
                 "corner_radius": radius(14)},
                {"text": text("Audio"), "corner_radius": radius(14)},
                {"text": text("Watches"), "corner_radius": radius(14)}]})),
            sections=[
                section(sec(0), "promos", layout("carousel", 2, 12, insets(12, 16, 16, 0)), widgets=[
                    widget(sw(0, 0), "banner", "promo_1", layout_={"width": 0.85}, data={
                        "image": {"url": "https://img.example/promo1.jpg", "aspect_ratio": 2.2,
                                  "corner_radius": radius(14), "shimmer": True},
                        "title": text("Free delivery", font={"size": 22, "weight": "bold"}, color=color("#FFFFFF"))},
                        actions={"tap": {"type": "deeplink", "url": "app://offers/free"}},
                        tracking={"impression_id": "imp_promo_1", "surface": "store"}),
                    widget(sw(0, 1), "banner", "promo_2", layout_={"width": 0.85},
                           data={"image": {"url": "https://img.example/promo2.jpg"}},
                           actions={"tap": {"type": "toast", "message": "Soon"}})]),
                section(P, "popular", layout(section_insets=insets(top=20)),
                        header=widget(P + "/header", "title_block", "popular_title",
                                      layout_={"padding": insets(0, 16, 16, 8),
                                               "background": color("#FFFFFF", dark_hex="#000000")},
                                      data={"title": text("Popular", font={"size": 20, "weight": "bold"}),
                                            "subtitle": text("This week", color=color("#767676"))}),
                        widgets=[
                            widget(card, "image_text_card", "product_a", layout_=CARD_CHROME, data={
                                "image": {"url": "https://img.example/a.jpg", "aspect_ratio": 1,
                                          "corner_radius": radius(10), "alt": "Wireless earbuds"},
                                "title": text("Earbuds", font={"size": 16, "weight": "semibold"}),
                                "subtitle": text("Noise cancelling", color=color("#767676")),
                                "tags": [{"text": text("BESTSELLER", font={"size": 10, "weight": "bold"}),
                                          "bg_color": color("#4F8CFF")}],
                                "trailing_icon": {"symbol": "chevron.right", "size": 13, "color": color("#B5B5B5")}},
                                actions={"tap": INLINE_SHEET, "long_press": {"type": "api",
                                                                             "endpoint": "wishlist/add"}},
                                tracking={"impression_id": "imp_a", "slot": 1}),
                            widget(P + "/widgets/1", "separator", "sep", layout_={"margin": insets(top=12, bottom=4)},
                                   data={"insets": insets(0, 16, 16, 0)}),
                            widget(P + "/widgets/2", "stepper_row", "qty", data={
                                "title": text("Quantity", font={"weight": "medium"}), "min": 1, "max": 5, "initial": 1},
                                actions={"change": {"type": "api", "endpoint": "cart/update"}}),
                            widget(faq, "accordion", "faq", data={
                                "header": text("Delivery", font={"size": 15, "weight": "semibold"}),
                                "items": [widget(faq + "/data/items/0", "image_text_card", "faq_row", data={
                                    "title": text("Same-day in the city", font={"size": 14}),
                                    "subtitle": text("Order before noon", color=color("#767676")), "tags": []})]})])],
            footer=strip(widget(fw(0), "button_row", "checkout", layout_={"padding": insets(10, 16, 16, 10)}, data={
                "buttons": [{"title": text("Checkout", color=color("#FFFFFF")), "bg_color": color("#059669"),
                             "corner_radius": radius(12), "full_width": True,
                             "action": {"type": "api", "endpoint": "checkout"}}]})))),
        description="a storefront: filter rail, peeking banner carousel, a sticky section header, every starter type, "
                    "an inline sheet whose ids claim nothing",
        source="SCHEMA.md: The envelope, Sections, Widgets, Starter widget payloads; README: The JSON contract",
        promise=KEPT, combination=WHOLE)


def refuses_to_die() -> None:
    add("pages/refuses-to-die.json",
        {"page": {"id": "broken", "sections": [{"id": "mixed", "layout": {"item_spacing": 8, "insets": {"top": 16,
                                                                                                        "left": 0}},
                                                 "widgets": [
            {"type": "title_block", "id": "intro", "layout": {"padding": {"left": 16, "right": 16, "bottom": 8}},
             "data": {"title": {"text": "Three of these are broken", "font": {"size": 20, "weight": "bold"}}}},
            {"type": "image_text_card", "id": "fine_1", "layout": CARD_CHROME_IN, "data": {"title": "Decodes"}},
            {"type": "teleporter", "id": "mystery", "data": {"range_km": 11}},
            {"type": "image_text_card", "id": "drifted", "data": {"caption": "title went missing"}},
            {"id": "typeless", "data": {"title": "No type"}},
            {"type": "image_text_card", "id": "fine_2", "layout": CARD_CHROME_IN, "data": {"title": "Decodes "
                                                                                                    "too"}}]}]}},
        decoded(page("broken", sections=[section(sec(0), "mixed", layout(item_spacing=8, section_insets=insets(top=16)),
                                                 widgets=[
            widget(sw(0, 0), "title_block", "intro", layout_={"padding": insets(0, 16, 16, 8)},
                   data={"title": text("Three of these are broken", font={"size": 20, "weight": "bold"})}),
            widget(sw(0, 1), "image_text_card", "fine_1", layout_=CARD_CHROME, data={"title": text("Decodes"),
                                                                                     "tags": []}),
            widget(sw(0, 2), "teleporter", "mystery", "unknown"),
            widget(sw(0, 3), "image_text_card", "drifted", "malformed"),
            widget(sw(0, 5), "image_text_card", "fine_2", layout_=CARD_CHROME,
                   data={"title": text("Decodes too"), "tags": []})])]),
            unknown(sw(0, 2), "teleporter"), malformed(sw(0, 3), "image_text_card"), dropped(sw(0, 4))),
        description="a page of healthy and broken widgets: unknown and malformed contained, the typeless one dropped, "
                    "the healthy ones render",
        source="README: One bad widget never blanks a screen; README: What you get (Pages that refuse to die)",
        promise=SCREEN, combination=WHOLE)


def test_registry_pages() -> None:
    add("pages/test-registry-basic.json",
        {"page": {"id": "basic",
                  "nav": {"title": {"text": "Basics", "font": {"size": 18, "weight": "semibold"}},
                          "bg_color": {"hex": "#FFFFFF", "dark_hex": "#1C1C1E"}},
                  "header": {"sticky": True, "widgets": [{"type": "test_text", "id": "hello",
                                                          "data": {"title": "Hello"}}]},
                  "sections": [
                      {"id": "intro", "layout": {"arrangement": "vertical", "item_spacing": 12}, "widgets": [
                          {"type": "test_text", "id": "one",
                           "layout": {"margin": {"left": 16, "right": 16, "bottom": 12}, "corner_radius": 12,
                                      "background": {"hex": "#F5F5F5"}},
                           "data": {"title": "First"}, "actions": {"tap": {"type": "toast", "message": "First!"}},
                           "tracking": {"impression_id": "imp_one"}},
                          {"type": "test_text", "id": "two", "data": {"title": "Second"}}]},
                      {"id": "rail", "layout": {"arrangement": "carousel", "item_spacing": 8, "insets": {"left": 16,
                                                                                                         "right": 16}},
                       "widgets": [{"type": "test_text", "id": "ra", "layout": {"width": 0.75}, "data": {"title": "A"}},
                                   {"type": "test_text", "id": "rb", "layout": {"width": "0.75"},
                                    "data": {"title": "B"}}]}],
                  "footer": {"sticky": True, "widgets": [{"type": "test_text", "id": "go", "data": {"title": "Go"}}]},
                  "pagination": {"has_more": True, "postback": {"cursor": "xyz", "offset": 20}},
                  "refresh": {"pull_to_refresh": True}}},
        decoded(page(
            "basic",
            nav={"title": text("Basics", font={"size": 18, "weight": "semibold"}),
                 "bg_color": color("#FFFFFF", dark_hex="#1C1C1E"), "right_buttons": []},
            header=strip(widget(hw(0), "test_text", "hello", data={"title": text("Hello")})),
            sections=[
                section(sec(0), "intro", layout(item_spacing=12), widgets=[
                    widget(sw(0, 0), "test_text", "one",
                           layout_={"margin": insets(0, 16, 16, 12), "corner_radius": radius(12),
                                    "background": color("#F5F5F5")},
                           data={"title": text("First")}, actions={"tap": {"type": "toast", "message": "First!"}},
                           tracking={"impression_id": "imp_one"}),
                    widget(sw(0, 1), "test_text", "two", data={"title": text("Second")})]),
                section(sec(1), "rail", layout("carousel", 2, 8, insets(0, 16, 16, 0)), widgets=[
                    widget(sw(1, 0), "test_text", "ra", layout_={"width": 0.75}, data={"title": text("A")}),
                    widget(sw(1, 1), "test_text", "rb", data={"title": text("B")})])],
            footer=strip(widget(fw(0), "test_text", "go", data={"title": text("Go")})),
            pagination={"has_more": True, "postback": {"cursor": "xyz", "offset": 20}},
            refresh={"pull_to_refresh": True}),
            dropped(sw(1, 1) + "/layout/width")),
        profile="test-registry",
        description="every page member under a one-type test registry; a width written as the string \"0.75\" falls "
                    "back alone",
        source="SCHEMA.md: The envelope; docs/FLOW-UI.md Decision 9", promise=KEPT, combination=WHOLE)
    add("pages/test-registry-problems.json",
        {"page": {"id": "problems", "sections": [{"id": "only", "widgets": [
            {"type": "test_text", "id": "ok_1", "data": {"title": "Fine"}},
            {"type": "riddle", "id": "what", "data": {"answer": 42}},
            {"type": "test_text", "id": "bad", "data": {"heading": "no title"}},
            {"id": "no_type", "data": {"title": "Where is my type"}},
            {"type": "test_text", "id": "ok_2", "data": {"title": "Fine too"}}]}]}},
        decoded(page("problems", sections=[section(sec(0), "only", widgets=[
            widget(sw(0, 0), "test_text", "ok_1", data={"title": text("Fine")}),
            widget(sw(0, 1), "riddle", "what", "unknown"),
            widget(sw(0, 2), "test_text", "bad", "malformed"),
            widget(sw(0, 4), "test_text", "ok_2", data={"title": text("Fine too")})])]),
            unknown(sw(0, 1), "riddle"), malformed(sw(0, 2), "test_text"), dropped(sw(0, 3))),
        profile="test-registry",
        description="good, unknown, malformed, typeless and good again under the test registry",
        source="README: Pages that refuse to die", promise=SCREEN, combination=WHOLE)
    add("pages/test-registry-identity.json",
        {"page": {"id": "ids", "header": {"widgets": [{"type": "test_text", "id": "same",
                                                       "data": {"title": "Header"}}]},
                  "sections": [
                      {"id": "first", "header": {"type": "test_text", "data": {"title": "No id"}}, "widgets": [
                          {"type": "test_text", "data": {"title": "No id"}},
                          {"type": "test_text", "id": "same", "data": {"title": "Second claim"}},
                          {"type": "test_text", "data": {"title": "No id"}}]},
                      {"layout": {"arrangement": "grid", "columns": 2}, "widgets": [
                          {"type": "test_text", "id": "same", "data": {"title": "Third claim"}},
                          {"type": "test_text", "data": {"title": "No id"}}]}],
                  "footer": {"widgets": [{"type": "test_text", "data": {"title": "No id"}}]}}},
        decoded(page("ids", header=strip(widget(hw(0), "test_text", "same", data={"title": text("Header")})), sections=[
            section(sec(0), "first", header=widget(sec(0) + "/header", "test_text", None, data={"title": text("No "
                                                                                                              "id")}),
                    widgets=[widget(sw(0, 0), "test_text", None, data={"title": text("No id")}),
                             widget(sw(0, 1), "test_text", "same#2", data={"title": text("Second claim")}),
                             widget(sw(0, 2), "test_text", None, data={"title": text("No id")})]),
            section(sec(1), None, layout("grid"), widgets=[
                widget(sw(1, 0), "test_text", "same#3", data={"title": text("Third claim")}),
                widget(sw(1, 1), "test_text", None, data={"title": text("No id")})])],
            footer=strip(widget(fw(0), "test_text", None, data={"title": text("No id")}))),
            renamed(sw(0, 1), "same#2"), renamed(sw(1, 0), "same#3")),
        profile="test-registry",
        description="ids missing and repeated across header, section header, two sections and footer: missing ids stay "
                    "null, repeats renamed",
        source="SCHEMA.md: About id; docs/CONTRACT.md §8 rule 3", promise=IDS, combination=WHOLE)


def feed() -> None:
    def item(i: int) -> dict:
        return {"type": "image_text_card", "id": f"item_{i}", "layout": {"corner_radius": 12},
                "data": {"image": {"url": f"https://img.example/{i}.jpg", "aspect_ratio": 1}, "title": f"Item {i}"}}

    def item_answer(j: int, i: int) -> dict:
        return widget(sw(0, j), "image_text_card", f"item_{i}", layout_={"corner_radius": radius(12)}, data={
            "image": {"url": f"https://img.example/{i}.jpg", "aspect_ratio": 1}, "title": text(f"Item {i}"),
            "tags": []})

    add("pages/feed-first.json",
        {"page": {"id": "feed", "sections": [{"id": "feed_1", "layout": {"item_spacing": 8},
                                               "widgets": [item(1), item(2), item(3)]}],
                  "pagination": {"has_more": True, "postback": {"next_page": 2, "seen": ["item_1", "item_2",
                                                                                         "item_3"]}}}},
        decoded(page("feed", sections=[section(sec(0), "feed_1", layout(item_spacing=8),
                                               widgets=[item_answer(0, 1), item_answer(1, 2), item_answer(2, 3)])],
                     pagination={"has_more": True, "postback": {"next_page": 2, "seen": ["item_1", "item_2",
                                                                                         "item_3"]}})),
        description="the first page of a feed: has_more with an opaque postback cursor",
        source="SCHEMA.md: The envelope (pagination)", promise=KEPT)
    add("pages/feed-last.json",
        {"page": {"id": "feed", "sections": [{"id": "feed_2", "widgets": [
            item(4), {"type": "title_block", "id": "the_end",
                      "data": {"title": {"text": "You are all caught "
                                                 "up", "alignment": "center", "color": "#767676"}}}]}],
                  "pagination": {"has_more": False}}},
        decoded(page("feed", sections=[section(sec(0), "feed_2", widgets=[
            item_answer(0, 4), widget(sw(0, 1), "title_block", "the_end", data={
                "title": text("You are all caught up", alignment="center", color=color("#767676"))})])],
            pagination={"has_more": False, "postback": None})),
        description="the last page of a feed: has_more false, no postback",
        source="SCHEMA.md: The envelope (pagination)", promise=KEPT)


def layouts() -> None:
    def banner(id_: str, width: object = None) -> dict:
        chrome = {} if width is None else {"width": width}
        return {"type": "banner", "id": id_, "layout": chrome, "data": {"image": f"https://img.example/{id_}.jpg"}}

    def banner_answer(src: str, id_: str, width: object = None) -> dict:
        return widget(src, "banner", id_, layout_={} if width is None else {"width": width},
                      data={"image": {"url": f"https://img.example/{id_}.jpg"}})

    add("pages/layout-gallery.json",
        {"page": {"id": "layouts", "sections": [
            {"id": "carousel", "layout": {"arrangement": "carousel", "item_spacing": 10, "insets": {"left": 16,
                                                                                                    "right": 16}},
             "widgets": [banner("c1", 0.75), banner("c2", 0.75), banner("c3", "hug")]},
            {"id": "grid", "layout": {"arrangement": "grid", "columns": 3, "item_spacing": 10},
             "widgets": [banner("g1"), banner("g2"), banner("g3"), banner("g4")]},
            {"id": "list", "layout": {"arrangement": "vertical", "item_spacing": 12, "insets": {"bottom": 24}},
             "widgets": [banner("v1", "fill")]}]}},
        decoded(page("layouts", sections=[
            section(sec(0), "carousel", layout("carousel", 2, 10, insets(0, 16, 16, 0)), widgets=[
                banner_answer(sw(0, 0), "c1", 0.75), banner_answer(sw(0, 1), "c2", 0.75),
                banner_answer(sw(0, 2), "c3", "hug")]),
            section(sec(1), "grid", layout("grid", 3, 10), widgets=[
                banner_answer(sw(1, i), f"g{i + 1}") for i in range(4)]),
            section(sec(2), "list", layout(item_spacing=12, section_insets=insets(bottom=24)),
                    widgets=[banner_answer(sw(2, 0), "v1", "fill")])])),
        description="the three arrangements side by side, with widths in a carousel",
        source="SCHEMA.md: Sections, WidgetLayout (width)", promise=KEPT, combination=WHOLE)


def checkout() -> None:
    acc = sw(0, 3)
    add("pages/checkout-app-widgets.json",
        {"page": {"id": "checkout", "sections": [{"id": "form", "widgets": [
            {"type": "title_block", "id": "heading", "data": {"title": "Schedule delivery"}},
            {"type": "date_picker_row", "id": "date", "data": {"title": "Date", "style": "calendar"},
             "actions": {"change": {"type": "toast", "message": "Date updated"}}},
            {"type": "stepper_row", "id": "boxes", "data": {"title": "Boxes", "min": 1, "max": 8, "initial": 1}},
            {"type": "accordion", "id": "help", "data": {"header": "What next?", "items": [
                {"type": "order_card", "id": "summary", "data": {"order_number": "#1042",
                                                                 "status": {"text": "Packed"}}}]}}]}],
            "footer": {"widgets": [{"type": "button_row", "id": "confirm", "data": {"buttons": [
                {"title": "Confirm", "full_width": True, "action": {"type": "open_bottom_sheet", "sheet": {
                    "id": "done", "sections": [{"widgets": [{"type": "title_block", "id": "heading",
                                                             "data": {"title": "Booked"}}]}]}}}]}}]}}},
        decoded(page("checkout", sections=[section(sec(0), "form", widgets=[
            title_block(sw(0, 0), "heading", "Schedule delivery"),
            widget(sw(0, 1), "date_picker_row", "date", data={"title": "Date", "style": "calendar"},
                   actions={"change": {"type": "toast", "message": "Date updated"}}),
            widget(sw(0, 2), "stepper_row", "boxes", data={"title": text("Boxes"), "min": 1, "max": 8, "initial": 1}),
            widget(acc, "accordion", "help", data={"header": text("What next?"), "items": [
                widget(acc + "/data/items/0", "order_card", "summary",
                       data={"order_number": "#1042", "status": {"text": "Packed"}})]})])],
            footer=strip(widget(fw(0), "button_row", "confirm", data={"buttons": [
                {"title": text("Confirm"), "full_width": True, "action": {"type": "open_bottom_sheet", "sheet": {
                    "id": "done", "sections": [{"widgets": [{"type": "title_block", "id": "heading",
                                                             "data": {"title": "Booked"}}]}]}}}]})))),
        profile="app-registry",
        description="a checkout mixing starter widgets with the app's own opaque ones, nested in an accordion; the "
                    "inline sheet's ids claim nothing",
        source="ADDING_A_WIDGET.md: Register it; SCHEMA.md: Bottom sheets", promise=KEPT)
