"""hostile/ (depth, size, encodings, repeated names, number edges: no input may crash or hang a
decoder; what RFC 8259 §9 lets a parser go either way on is `informational`, docs/CONTRACT.md §8 rule 4)
and rejected/ (the only three rejections)."""

import json

from .flowlib import (
    CONTAINED,
    DROPPED,
    HOSTILE,
    IDS,
    KEPT,
    PAGE,
    REJECTIONS,
    add,
    decoded,
    dropped,
    expect_one_section,
    layout,
    malformed,
    one_section,
    page,
    rejected,
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

R4 = "docs/CONTRACT.md §8 rule 4"
D1 = "docs/FLOW-UI.md Decision 1"


def compact(document: object) -> str:
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False)


def register() -> None:
    depth_and_size()
    encodings()
    repeated_names()
    numbers()
    hostile_elements()
    rejections()


def nested_accordion(levels: int) -> dict:
    node: dict = {"type": "accordion", "data": {"header": f"Level {levels - 1}", "items": []}}
    for level in range(levels - 2, -1, -1):
        node = {"type": "accordion", "data": {"header": f"Level {level}", "items": [node]}}
    return node


def depth_and_size() -> None:
    levels = 150
    # Nesting: page object 2, sections 3, section 4, widgets 5, then 3 per level (widget, data,
    # items): the innermost items array is at 8 + 3 * 149 = 455, inside the 512 limit.
    src = sw(0, 0)
    answers = []
    for level in range(levels):
        answers.append((src, None, f"Level {level}"))
        src += "/data/items/0"
    inner = None
    for src_, id_, header in reversed(answers):
        items = [] if inner is None else [inner]
        inner = widget(src_, "accordion", id_, data={"header": text(header), "items": items})
    add("hostile/deep-accordions.json", compact(one_section(nested_accordion(levels))),
        decoded(expect_one_section(inner)),
        description="150 accordions nested in each other: decoded to the bottom (a recursive decoder must not run out "
                    "of stack)",
        source="SCHEMA.md: Starter widget payloads (\"items are full widgets, any registered type nests\"); "
               "CONTRACT §1 (no input may crash a validator)", promise=PAGE)
    add("hostile/deep-accordions-past-nesting.json", compact(one_section(nested_accordion(200))),
        rejected("notJSON"), informational=True,
        description="200 nested accordions nest past 512 containers: more than Foundation's parsers read (RFC 8259 §9 "
                    "allows a limit); informational: how deep a reader goes is left open by every source",
        source=f"RFC 8259 §9; {D1}", promise=REJECTIONS)
    deep = "[" * 500 + "]" * 500
    add("hostile/unknown-data-deep.json",
        '{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"vr_scene","id":"v","data":{"mesh":'
        + deep + '}}]}]}}',
        decoded(expect_one_section(widget(sw(0, 0), "vr_scene", "v", "unknown")), unknown(sw(0, 0), "vr_scene")),
        description="an unknown widget's data nested 500 arrays deep (507 in all): read as JSON, never as a payload",
        source="seed: Layer 3: widget envelope (\"The framework does not peek inside data\"); RFC 8259 §9",
        promise=CONTAINED)
    rows = "[" + ",".join(["0"] * 200_000) + "]"
    add("hostile/unknown-data-huge-array.json",
        '{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"spreadsheet","id":"x","data":{"rows":'
        + rows + '}},{"type":"title_block","id":"t","data":{"title":"After"}}]}]}}',
        decoded(expect_one_section(widget(sw(0, 0), "spreadsheet", "x", "unknown"),
                                   title_block(sw(0, 1), "t", "After")),
                unknown(sw(0, 0), "spreadsheet")),
        description="an unknown widget carrying 200,000 array elements: skipped quickly, the next widget renders",
        source="SCHEMA.md: Compatibility rules 1; CONTRACT §1 (no input may hang a validator)", promise=CONTAINED)
    count = 1000
    buttons = [{"title": f"B{i}"} if i % 2 == 0 else {"title": i} for i in range(count)]
    row = sw(0, 0)
    add("hostile/button-row-1000.json", compact(one_section({"type": "button_row", "id": "row",
                                                             "data": {"buttons": buttons}})),
        decoded(expect_one_section(widget(row, "button_row", "row", data={
            "buttons": [{"title": text(f"B{i}")} for i in range(0, count, 2)]})),
            *[dropped(f"{row}/data/buttons/{i}") for i in range(1, count, 2)]),
        description="1,000 buttons, every second one bad: 500 kept, 500 dropped alone",
        source="SCHEMA.md: Compatibility rules 5", promise=DROPPED,
        combination="volume: 500 faults in one array must cost neither the row nor quadratic time")
    repeats = 300
    add("hostile/section-300-repeated-ids.json",
        compact(one_section(*[{"type": "separator", "id": "row", "data": {}} for _ in range(repeats)])),
        decoded(expect_one_section(*[widget(sw(0, i), "separator", "row" if i == 0 else f"row#{i + 1}", data={})
                                     for i in range(repeats)]),
                *[renamed(sw(0, i), f"row#{i + 1}") for i in range(1, repeats)]),
        description="300 separators, each with its data, all claiming row: renamed row#2 to row#300 (a renamer must "
                    "not be quadratic in a way that hangs)",
        source="SCHEMA.md: About id (\"A repeat is renamed (cart_row, then cart_row#2)\"); docs/CONTRACT.md §8 rule 3",
        promise=IDS, combination="volume: 299 renames of one id must not take quadratic time")
    long_title = "Ωmega " * 2_000
    add("hostile/long-text.json", one_section({"type": "title_block", "id": "t", "data": {"title": long_title}}),
        decoded(expect_one_section(title_block(sw(0, 0), "t", long_title))),
        description="a title of 12,000 code points decodes (Flow-UI sets no length limit)",
        source="SCHEMA.md: Atoms", promise=KEPT)
    spaced = '\n\t {\r\n "page" :\t{ "id" : "p" ,\n\n "sections" : [ ] } }  \n\n'
    add("hostile/whitespace.json", spaced, decoded(page("p")),
        description="every kind of JSON whitespace between tokens",
        source="RFC 8259 §2", promise=PAGE)


OPEN = "informational: the sources leave it open"


def encodings() -> None:
    page_bytes = b'{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"title_block","id":"t","data":{"title":"'
    tail = b'"}}]}]}}'
    add("hostile/byte-order-mark.json", b"\xef\xbb\xbf" + page_bytes + b"Hi" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"))), informational=True,
        description=f"a UTF-8 byte order mark before the page: ignored, as Foundation's JSONDecoder does; {OPEN} "
                    "(RFC 8259 §8.1 lets a reader ignore it or not, and no element can absorb it)",
        source=f"RFC 8259 §8.1 (\"MAY ignore the presence of a byte order mark\"); {D1}", promise=PAGE)
    add("hostile/utf16.json", "\ufeff{\"page\":{\"id\":\"p\"}}".encode("utf-16-le"), rejected("notJSON"),
        informational=True,
        description=f"a UTF-16 document: Flow-UI's JSON is UTF-8; {OPEN} (the whole document, not one element, is in "
                    "another encoding, and readers that detect UTF-16 exist)",
        source=f"RFC 8259 §8.1; {D1}", promise=REJECTIONS)
    add("hostile/surrogate-pair.json", page_bytes + b"\\ud83d\\ude00 \\u00e9" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "\U0001F600 \u00e9"))),
        description="an escaped surrogate pair and an escaped é decode to their characters",
        source="RFC 8259 §7", promise=KEPT)
    add("hostile/control-and-noncharacters.json", page_bytes + b"tab\\t nul\\u0000 nonchar\\uffff" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "tab\t nul\u0000 nonchar\uffff"))),
        description="escaped control characters, NUL and a noncharacter are valid string content",
        source="RFC 8259 §7, §8.2", promise=KEPT)
    syntax = f"{OPEN} (RFC 8259 §9 lets a parser accept extensions, and the fault is the document's syntax, not one " \
             "element's)"
    add("hostile/trailing-comma.json", '{"page":{"id":"p","sections":[],}}', rejected("notJSON"),
        informational=True,
        description="a trailing comma: not RFC 8259 (Foundation's JSONDecoder accepts it, this reader does not); "
                    + syntax,
        source=f"RFC 8259 §4; {D1}", promise=REJECTIONS)
    add("hostile/comment.json", '{"page":{"id":"p"} // the home page\n}', rejected("notJSON"), informational=True,
        description=f"a comment: not RFC 8259; {syntax}", source=f"RFC 8259 §9; {D1}", promise=REJECTIONS)
    add("hostile/nan.json", '{"page":{"id":"p","sections":[{"layout":{"item_spacing":NaN}}]}}',
        rejected("notJSON"), informational=True,
        description=f"NaN is not a JSON number; {syntax}", source=f"RFC 8259 §6; {D1}", promise=REJECTIONS)


def repeated_names() -> None:
    S = (f"RFC 8259 §4 (\"The names within an object SHOULD be unique\"); docs/FLOW-UI.md Decision 2; {R4} "
         "(lint refuses repeated names in every other fixture)")
    why = f"{OPEN} (which of the two a reader keeps is not said, and no element can absorb a page-level member)"
    add("hostile/repeated-page-id.json", '{"page":{"id":"first","id":"second"}}', decoded(page("first")),
        informational=True,
        description="a page id given twice: the first wins, as in Foundation's JSONDecoder (JSONSerialization and "
                    f"ECMAScript keep the last); {why}",
        source=S, promise=PAGE)
    add("hostile/repeated-page.json", '{"page":{"id":"one"},"page":{"id":"two"}}', decoded(page("one")),
        informational=True, description=f"the page member given twice: the first page is decoded; {why}", source=S,
        promise=PAGE)
    add("hostile/repeated-sections.json",
        '{"page":{"id":"p","sections":[{"id":"a"}],"sections":[{"id":"b"},{"id":"c"}]}}',
        decoded(page("p", sections=[section(sec(0), "a")])), informational=True,
        description=f"sections given twice: the first array is read; src pointers cannot tell the two apart; {why}",
        source=S, promise=PAGE)


def numbers() -> None:
    add("hostile/number-out-of-range.json",
        '{"page":{"id":"p","sections":[{"id":"s","layout":{"item_spacing":1e400}}]}}', rejected("notJSON"),
        informational=True,
        description=f"1e400 is beyond the double range: Foundation refuses the document; I-JSON forbids it; {OPEN} "
                    "(RFC 8259 §9 lets a parser set the range)",
        source=f"RFC 7493 §2.2; {D1}", promise=REJECTIONS)
    add("hostile/number-edges.json",
        '{"page":{"id":"p","sections":[{"id":"s","layout":{"arrangement":"grid","columns":1E1,"item_spacing":1e-400,'
        '"insets":{"top":1.7976931348623157e308,"left":-0,"right":0.1,"bottom":5e-324}},"widgets":['
        '{"type":"stepper_row","id":"n","data":{"title":"N","min":-9007199254740993,"max":9007199254740993,"initial":-0.0}}]}]}}',
        decoded(page("p", sections=[section(
            sec(0), "s", layout("grid", 10, 0, {"top": 1.7976931348623157e308, "left": 0, "right": 0.1,
                                                "bottom": 5e-324}),
            widgets=[widget(sw(0, 0), "stepper_row", "n", data={
                "title": text("N"), "min": -9007199254740992, "max": 9007199254740992, "initial": 0})])])),
        description="number edges inside the double range: 1E1 is the integer 10, underflow reads 0, -0 is 0, 2^53+1 "
                    "rounds to 2^53 and is an integer",
        source="RFC 8259 §6; RFC 8785 §3.2.2.3; docs/FLOW-UI.md Decision 18", promise=KEPT)
    add("hostile/integer-out-of-int-range.json",
        one_section({"type": "stepper_row", "id": "n", "data": {"title": "N", "max": 1e19}}),
        decoded(expect_one_section(widget(sw(0, 0), "stepper_row", "n", "malformed")),
                malformed(sw(0, 0), "stepper_row")),
        description="a stepper max of 1e19: integral, but no 64-bit integer holds it, so the stepper is malformed",
        source="docs/FLOW-UI.md Decision 18; docs/CONTRACT.md §8 rule 2 (\"a value its type cannot hold\")",
        promise=CONTAINED)


MARK = "@@hostile@@"
DUPLICATE = "@@duplicate@@"
# The hostile bytes of each kind, written where the marker is; a duplicate key is written in place of the
# marker member.
BYTES = {"invalid-utf8": b"caf\xe9", "lone-surrogate": b"\\ud800", "overlong-utf8": b"\xc0\xaf",
         "lone-low-surrogate": b"x\\udc00", "truncated-utf8": b"euro \xe2\x82"}
WHAT = {"invalid-utf8": "a Latin-1 byte (not UTF-8)", "lone-surrogate": "an escaped lone high surrogate",
        "overlong-utf8": "an overlong UTF-8 encoding", "lone-low-surrogate": "an escaped lone low surrogate",
        "truncated-utf8": "a UTF-8 sequence cut short", "duplicate-key": "a member name given twice"}
PLACE = {"widget-actions": "widget's actions (an event name given twice, the second no action object)",
         "widget-middle": "widget between two others", "widget-first": "widget before two others",
         "section": "section", "nav-button": "nav button", "payload-element": "payload-array element",
         "accordion-item": "accordion item"}
HOSTILE_SOURCE = "docs/DECISIONS.md D83 (hostile bytes inside one element cost that element at most); RFC 8259 §8"


def hostile_bytes(document: object, kind: str, duplicate: str) -> bytes:
    """`document` written compact, the marker string replaced by `kind`'s bytes, or (for a
    duplicate key) the marker member by `duplicate`, a member whose name the object already has."""
    text = compact(document).encode("utf-8")
    if kind == "duplicate-key":
        return text.replace(f'"{DUPLICATE}":0'.encode(), duplicate.encode("utf-8"))
    return text.replace(MARK.encode(), BYTES[kind])


def hostile_elements() -> None:
    """docs/DECISIONS.md D83: hostile bytes inside one element (a widget, a section, a nav button,
    a payload-array element, an accordion item), in several positions. A decoder may refuse the
    page as notJSON or contain that element (keep it in any form, contain it, or drop it);
    losing a valid sibling is a wrong outcome. The entry's own answer is the reference's:
    notJSON for bytes no Unicode string holds, the first member for a repeated name."""
    a, c = tb("a", "Before"), tb("c", "After")
    row = sw(0, 0)
    items = row + "/data/items"
    positions = {
        # name: (document with the marker, the element's src, the page without it, the reference's page
        #        for a repeated name, the duplicated member)
        "widget-middle": (
            one_section(a, {"type": "title_block", "id": "b", DUPLICATE: 0, "data": {"title": MARK}}, c),
            sw(0, 1),
            expect_one_section(title_block(sw(0, 0), "a", "Before"), title_block(sw(0, 2), "c", "After")),
            expect_one_section(title_block(sw(0, 0), "a", "Before"), widget(sw(0, 1), "title_block", "b",
                                                                            data={"title": text(MARK)}),
                               title_block(sw(0, 2), "c", "After")),
            '"id":"b2"'),
        "widget-first": (
            one_section({"type": "title_block", "id": "b", DUPLICATE: 0, "data": {"title": MARK}}, a, c),
            sw(0, 0),
            expect_one_section(title_block(sw(0, 1), "a", "Before"), title_block(sw(0, 2), "c", "After")),
            expect_one_section(widget(sw(0, 0), "title_block", "b", data={"title": text(MARK)}),
                               title_block(sw(0, 1), "a", "Before"), title_block(sw(0, 2), "c", "After")),
            '"type":"banner"'),
        "section": (
            {"page": {"id": "p", "sections": [{"id": "s0", "widgets": [a]},
                                              {"id": MARK, DUPLICATE: 0, "widgets": [tb("b", "Inside")]},
                                              {"id": "s2", "widgets": [c]}]}},
            sec(1),
            page("p", sections=[section(sec(0), "s0", widgets=[title_block(sw(0, 0), "a", "Before")]),
                                section(sec(2), "s2", widgets=[title_block(sw(2, 0), "c", "After")])]),
            page("p", sections=[section(sec(0), "s0", widgets=[title_block(sw(0, 0), "a", "Before")]),
                                section(sec(1), MARK, widgets=[title_block(sw(1, 0), "b", "Inside")]),
                                section(sec(2), "s2", widgets=[title_block(sw(2, 0), "c", "After")])]),
            '"id":"other"'),
        "nav-button": (
            {"page": {"id": "p", "nav": {"title": "Cart", "right_buttons": [
                {"title": "Edit"}, {"title": MARK, DUPLICATE: 0}, {"title": "Help"}]}}},
            "/page/nav/right_buttons/1",
            page("p", nav={"title": text("Cart"), "right_buttons": [{"title": text("Edit")}, {"title": text("Help")}]}),
            page("p", nav={"title": text("Cart"), "right_buttons": [{"title": text("Edit")}, {"title": text(MARK)},
                                                                    {"title": text("Help")}]}),
            '"title":"Second"'),
        "payload-element": (
            one_section({"type": "button_row", "id": "row", "data": {"buttons": [
                {"title": "Save"}, {"title": MARK, DUPLICATE: 0}, {"title": "Share"}]}}),
            row + "/data/buttons/1",
            expect_one_section(widget(row, "button_row", "row", data={"buttons": [
                {"title": text("Save")}, {"title": text("Share")}]})),
            expect_one_section(widget(row, "button_row", "row", data={"buttons": [
                {"title": text("Save")}, {"title": text(MARK)}, {"title": text("Share")}]})),
            '"title":"Second"'),
        "accordion-item": (
            one_section({"type": "accordion", "id": "acc", "data": {"header": "More", "items": [
                tb("i0", "First"), {"type": "title_block", "id": "i1", DUPLICATE: 0, "data": {"title": MARK}},
                tb("i2", "Last")]}}),
            items + "/1",
            expect_one_section(widget(row, "accordion", "acc", data={"header": text("More"), "items": [
                title_block(items + "/0", "i0", "First"), title_block(items + "/2", "i2", "Last")]})),
            expect_one_section(widget(row, "accordion", "acc", data={"header": text("More"), "items": [
                title_block(items + "/0", "i0", "First"), widget(items + "/1", "title_block", "i1",
                                                                 data={"title": text(MARK)}),
                title_block(items + "/2", "i2", "Last")]})),
            '"id":"other"'),
    }
    positions["widget-actions"] = (
        one_section(a, {"type": "title_block", "id": "b", "actions": {"tap": {"type": "toast"}, DUPLICATE: 0},
                        "data": {"title": MARK}}, c),
        sw(0, 1),
        expect_one_section(title_block(sw(0, 0), "a", "Before"), title_block(sw(0, 2), "c", "After")),
        expect_one_section(title_block(sw(0, 0), "a", "Before"),
                           widget(sw(0, 1), "title_block", "b", data={"title": text(MARK)},
                                  actions={"tap": {"type": "toast"}}),
                           title_block(sw(0, 2), "c", "After")),
        '"tap":"open"')
    plan = [(position, kind) for position in positions if position != "widget-actions"
            for kind in ("invalid-utf8", "lone-surrogate", "duplicate-key")]
    plan.append(("widget-actions", "duplicate-key"))
    plan += [("widget-middle", kind) for kind in ("overlong-utf8", "lone-low-surrogate", "truncated-utf8")]
    for position, kind in plan:
        document, src, without, with_first, duplicate = positions[position]
        if kind == "duplicate-key":
            expected = decoded(json.loads(compact(with_first).replace(MARK, "Hi")))
            document = json.loads(compact(document).replace(MARK, "Hi"))
        else:
            expected = rejected("notJSON")
            document = json.loads(compact(document).replace(f'"{DUPLICATE}":0,', "").replace(f',"{DUPLICATE}":0', ""))
            document = json.loads(compact(document))
        data = hostile_bytes(document, kind, duplicate)
        add(f"hostile/element/{position}-{kind}.json", data, expected,
            description=f"{WHAT[kind]} inside one {PLACE[position]}: refuse the page (notJSON) or lose that element "
                        "at most; its siblings survive",
            source=HOSTILE_SOURCE, promise=HOSTILE,
            hostile={"src": src, "page": without, "diagnostics": []})


def rejections() -> None:
    published = {"notJSON": "seed: Transport is not the schema (\"JSON is the documented contract\")",
                 "notObject": "SCHEMA.md: The envelope (the document is { \"page\": … })",
                 "noPage": "SCHEMA.md: The envelope (the document is { \"page\": … }); SCHEMA.md: Bottom sheets"}

    def reject(name: str, data: str | bytes, reason: str, description: str, source: str = "") -> None:
        add(f"rejected/{name}.json", data, rejected(reason), description=description,
            source=f"{published[reason]}; {R4}{source}", promise=REJECTIONS)

    reject("empty", b"", "notJSON", "zero bytes: no JSON value")
    reject("whitespace-only", " \n\t ", "notJSON", "whitespace only: no JSON value")
    reject("bare-words", "page: home", "notJSON", "text that is not JSON")
    reject("truncated", '{"page":{"id":"home","sections":[', "notJSON", "a document cut short")
    reject("html", "<!doctype html><html><body>502 Bad Gateway</body></html>\n", "notJSON",
           "an HTML error page where JSON was expected")
    reject("two-values", '{"page":{"id":"a"}} {"page":{"id":"b"}}', "notJSON",
           "two JSON values one after the other are no single JSON text", "; RFC 8259 §2")
    reject("array", '[{"page":{"id":"p"}}]', "notObject", "an array holding a page is not an object")
    reject("string", '"page"', "notObject", "a JSON string")
    reject("number", "42", "notObject", "a JSON number")
    reject("null", "null", "notObject", "JSON null")
    reject("empty-object", "{}", "noPage", "an object with neither page nor sheet")
    reject("misspelt-page", '{"pages":{"id":"p","sections":[]}}', "noPage", "pages is not page")
    reject("page-string", '{"page":"home"}', "noPage", "a page member that is a string is no page object")
    reject("page-array", '{"page":[{"id":"p"}]}', "noPage", "a page member that is an array is no page object")
    reject("page-null", '{"page":null}', "noPage", "page null equals absent: no page",
           "; docs/DECISIONS.md D84 (null equals absent)")
    reject("sheet-array", '{"sheet":[]}', "noPage", "a sheet member that is an array is no sheet object")
    reject("wrapped", '{"data":{"page":{"id":"p"}}}', "noPage",
           "a page wrapped in another object is not the document's page")
