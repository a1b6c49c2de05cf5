"""hostile/ (depth, size, encodings, repeated names, number edges: no input may crash or hang a
decoder; what RFC 8259 §9 lets a parser go either way on is `informational`, docs/CONTRACT.md §8 rule 4)
and rejected/ (the only three rejections)."""

import json

from .flowlib import (
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
    text,
    title_block,
    unknown,
    widget,
)

R4 = "CONTRACT §8 rule 4"
D1 = "docs/FLOW-UI.md Decision 1"


def compact(document: object) -> str:
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False)


def register() -> None:
    depth_and_size()
    encodings()
    repeated_names()
    numbers()
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
        source="CONTRACT §8 rule 3 (nested items share the page's id space); CONTRACT §1 (no input may crash a "
               "validator)")
    add("hostile/deep-accordions-past-nesting.json", compact(one_section(nested_accordion(200))),
        rejected("notJSON"), informational=True,
        description="200 nested accordions nest past 512 containers: more than Foundation's parsers read (RFC 8259 §9 "
                    "allows a limit)",
        source=f"{R4}; RFC 8259 §9; {D1}")
    deep = "[" * 500 + "]" * 500
    add("hostile/unknown-data-deep.json",
        '{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"vr_scene","id":"v","data":{"mesh":'
        + deep + '}}]}]}}',
        decoded(expect_one_section(widget(sw(0, 0), "vr_scene", "v", "unknown")), unknown(sw(0, 0), "vr_scene")),
        description="an unknown widget's data nested 500 arrays deep (507 in all): read as JSON, never as a payload",
        source="seed: Layer 3 (\"The framework does not peek inside data\"); RFC 8259 §9")
    rows = "[" + ",".join(["0"] * 200_000) + "]"
    add("hostile/unknown-data-huge-array.json",
        '{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"spreadsheet","id":"x","data":{"rows":'
        + rows + '}},{"type":"title_block","id":"t","data":{"title":"After"}}]}]}}',
        decoded(expect_one_section(widget(sw(0, 0), "spreadsheet", "x", "unknown"),
                                   title_block(sw(0, 1), "t", "After")),
                unknown(sw(0, 0), "spreadsheet")),
        description="an unknown widget carrying 200,000 array elements: skipped quickly, the next widget renders",
        source="SCHEMA.md: Compatibility rules 1; CONTRACT §1 (no input may hang a validator)")
    count = 1000
    buttons = [{"title": f"B{i}"} if i % 2 == 0 else {"title": i} for i in range(count)]
    row = sw(0, 0)
    add("hostile/button-row-1000.json", compact(one_section({"type": "button_row", "id": "row",
                                                             "data": {"buttons": buttons}})),
        decoded(expect_one_section(widget(row, "button_row", "row", data={
            "buttons": [{"title": text(f"B{i}")} for i in range(0, count, 2)]})),
            *[dropped(f"{row}/data/buttons/{i}") for i in range(1, count, 2)]),
        description="1,000 buttons, every second one bad: 500 kept, 500 dropped alone",
        source="SCHEMA.md: Compatibility rules 5")
    repeats = 300
    add("hostile/section-300-repeated-ids.json",
        compact(one_section(*[{"type": "separator", "id": "row"} for _ in range(repeats)])),
        decoded(expect_one_section(*[widget(sw(0, i), "separator", "row" if i == 0 else f"row#{i + 1}", data={})
                                     for i in range(repeats)]),
                *[renamed(sw(0, i), f"row#{i + 1}") for i in range(1, repeats)]),
        description="300 widgets all claiming row: renamed row#2 to row#300 (a renamer must not be quadratic in a way "
                    "that hangs)",
        source="CONTRACT §8 rule 3")
    long_title = "Ωmega " * 2_000
    add("hostile/long-text.json", one_section({"type": "title_block", "id": "t", "data": {"title": long_title}}),
        decoded(expect_one_section(title_block(sw(0, 0), "t", long_title))),
        description="a title of 12,000 code points decodes (Flow-UI sets no length limit)",
        source="SCHEMA.md: Atoms")
    spaced = '\n\t {\r\n "page" :\t{ "id" : "p" ,\n\n "sections" : [ ] } }  \n\n'
    add("hostile/whitespace.json", spaced, decoded(page("p")),
        description="every kind of JSON whitespace between tokens",
        source="RFC 8259 §2")


def encodings() -> None:
    page_bytes = b'{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"title_block","id":"t","data":{"title":"'
    tail = b'"}}]}]}}'
    add("hostile/byte-order-mark.json", b"\xef\xbb\xbf" + page_bytes + b"Hi" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"))), informational=True,
        description="a UTF-8 byte order mark before the page: ignored, as Foundation's JSONDecoder does",
        source=f"{R4}; RFC 8259 §8.1 (\"MAY ignore the presence of a byte order mark\"); {D1}")
    add("hostile/invalid-utf8.json", page_bytes + b"caf\xe9" + tail, rejected("notJSON"), informational=True,
        description="a Latin-1 byte in a string: not UTF-8, so no JSON text",
        source=f"{R4}; RFC 8259 §8.1; {D1}")
    add("hostile/overlong-utf8.json", page_bytes + b"\xc0\xaf" + tail, rejected("notJSON"), informational=True,
        description="an overlong UTF-8 encoding of /: not well-formed UTF-8",
        source=f"{R4}; RFC 3629 §3; {D1}")
    add("hostile/utf16.json", "\ufeff{\"page\":{\"id\":\"p\"}}".encode("utf-16-le"), rejected("notJSON"),
        informational=True,
        description="a UTF-16 document: Flow-UI's JSON is UTF-8",
        source=f"{R4}; RFC 8259 §8.1; {D1}")
    add("hostile/lone-surrogate.json", page_bytes + b"\\ud800" + tail, rejected("notJSON"), informational=True,
        description="an escaped lone high surrogate: no Unicode string holds it (Foundation refuses it)",
        source=f"{R4}; RFC 8259 §8.2; {D1}")
    add("hostile/lone-low-surrogate.json", page_bytes + b"\\udc00x" + tail, rejected("notJSON"), informational=True,
        description="an escaped lone low surrogate", source=f"{R4}; RFC 8259 §8.2; {D1}")
    add("hostile/surrogate-pair.json", page_bytes + b"\\ud83d\\ude00 \\u00e9" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "\U0001F600 \u00e9"))),
        description="an escaped surrogate pair and an escaped é decode to their characters",
        source="RFC 8259 §7")
    add("hostile/control-and-noncharacters.json", page_bytes + b"tab\\t nul\\u0000 nonchar\\uffff" + tail,
        decoded(expect_one_section(title_block(sw(0, 0), "t", "tab\t nul\u0000 nonchar\uffff"))),
        description="escaped control characters, NUL and a noncharacter are valid string content",
        source="RFC 8259 §7, §8.2")
    add("hostile/trailing-comma.json", '{"page":{"id":"p","sections":[],}}', rejected("notJSON"),
        informational=True,
        description="a trailing comma: not RFC 8259 (Foundation's JSONDecoder accepts it, this reader does not)",
        source=f"{R4}; RFC 8259 §4; {D1}")
    add("hostile/comment.json", '{"page":{"id":"p"} // the home page\n}', rejected("notJSON"), informational=True,
        description="a comment: not RFC 8259", source=f"{R4}; RFC 8259 §9; {D1}")
    add("hostile/nan.json", '{"page":{"id":"p","sections":[{"layout":{"item_spacing":NaN}}]}}',
        rejected("notJSON"), informational=True,
        description="NaN is not a JSON number", source=f"{R4}; RFC 8259 §6; {D1}")


def repeated_names() -> None:
    S = f"{R4} (lint refuses repeated names in every other fixture); RFC 8259 §4; docs/FLOW-UI.md Decision 2"
    add("hostile/repeated-page-id.json", '{"page":{"id":"first","id":"second"}}', decoded(page("first")),
        informational=True,
        description="a page id given twice: the first wins, as in Foundation's JSONDecoder (JSONSerialization and "
                    "ECMAScript keep the last)",
        source=S)
    add("hostile/repeated-type.json",
        '{"page":{"id":"p","sections":[{"id":"s","widgets":[{"type":"title_block","type":"banner","id":"t","data":{"title":"Hi"}}]}]}}',
        decoded(expect_one_section(title_block(sw(0, 0), "t", "Hi"))), informational=True,
        description="a widget type given twice: the first (title_block) decides the model", source=S)
    add("hostile/repeated-page.json", '{"page":{"id":"one"},"page":{"id":"two"}}', decoded(page("one")),
        informational=True, description="the page member given twice: the first page is decoded", source=S)
    add("hostile/repeated-sections.json",
        '{"page":{"id":"p","sections":[{"id":"a"}],"sections":[{"id":"b"},{"id":"c"}]}}',
        decoded(page("p", sections=[section(sec(0), "a")])), informational=True,
        description="sections given twice: the first array is read; src pointers cannot tell the two apart", source=S)


def numbers() -> None:
    add("hostile/number-out-of-range.json",
        '{"page":{"id":"p","sections":[{"id":"s","layout":{"item_spacing":1e400}}]}}', rejected("notJSON"),
        informational=True,
        description="1e400 is beyond the double range: Foundation refuses the document; I-JSON forbids it",
        source=f"{R4}; RFC 7493 §2.2; {D1}")
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
        source="RFC 8259 §6; RFC 8785 §3.2.2.3; docs/FLOW-UI.md Decision 18")
    add("hostile/integer-out-of-int-range.json",
        one_section({"type": "stepper_row", "id": "n", "data": {"title": "N", "max": 1e19}}),
        decoded(expect_one_section(widget(sw(0, 0), "stepper_row", "n", "malformed")),
                malformed(sw(0, 0), "stepper_row")),
        description="a stepper max of 1e19: integral, but no 64-bit integer holds it, so the stepper is malformed",
        source="CONTRACT §8 rule 2 (\"a value its type cannot hold\"); docs/FLOW-UI.md Decision 18")


def rejections() -> None:
    def reject(name: str, data: str | bytes, reason: str, description: str, source: str = R4) -> None:
        add(f"rejected/{name}.json", data, rejected(reason), description=description, source=source)

    reject("empty", b"", "notJSON", "zero bytes: no JSON value")
    reject("whitespace-only", " \n\t ", "notJSON", "whitespace only: no JSON value")
    reject("bare-words", "page: home", "notJSON", "text that is not JSON")
    reject("truncated", '{"page":{"id":"home","sections":[', "notJSON", "a document cut short")
    reject("html", "<!doctype html><html><body>502 Bad Gateway</body></html>\n", "notJSON",
           "an HTML error page where JSON was expected")
    reject("two-values", '{"page":{"id":"a"}} {"page":{"id":"b"}}', "notJSON",
           "two JSON values one after the other are no single JSON text", f"{R4}; RFC 8259 §2")
    reject("array", '[{"page":{"id":"p"}}]', "notObject", "an array holding a page is not an object")
    reject("string", '"page"', "notObject", "a JSON string")
    reject("number", "42", "notObject", "a JSON number")
    reject("null", "null", "notObject", "JSON null")
    reject("empty-object", "{}", "noPage", "an object with neither page nor sheet")
    reject("misspelt-page", '{"pages":{"id":"p","sections":[]}}', "noPage", "pages is not page")
    reject("page-string", '{"page":"home"}', "noPage", "a page member that is a string is no page object")
    reject("page-array", '{"page":[{"id":"p"}]}', "noPage", "a page member that is an array is no page object")
    reject("page-null", '{"page":null}', "noPage", "page null equals absent: no page", f"{R4}; CONTRACT §8 rule 1")
    reject("sheet-array", '{"sheet":[]}', "noPage", "a sheet member that is an array is no sheet object")
    reject("wrapped", '{"data":{"page":{"id":"p"}}}', "noPage",
           "a page wrapped in another object is not the document's page")
