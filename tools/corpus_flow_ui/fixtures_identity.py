"""identity/: docs/CONTRACT.md §8 rule 3 — ids claimed in traversal order, repeats renamed X#k."""

from .flowlib import (
    IDS,
    add,
    decoded,
    dropped,
    expect_one_section,
    fw,
    hw,
    malformed,
    one_section,
    page,
    renamed,
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

R3 = "docs/CONTRACT.md §8 rule 3"
RENAMED = "SCHEMA.md: About id (\"A repeat is renamed (cart_row, then cart_row#2)\")"


def ids_in_one_section(name: str, ids: list, expected: list, description: str,
                       source: str = RENAMED, combination: str | None = None) -> None:
    """A section of title_blocks with these ids; `expected` are the ids after renaming."""
    widgets = [tb(id_, f"W{i}") for i, id_ in enumerate(ids)]
    answers = [title_block(sw(0, i), out, f"W{i}") for i, out in enumerate(expected)]
    pairs = enumerate(zip(ids, expected, strict=True))
    diagnostics = [renamed(sw(0, i), out) for i, (given, out) in pairs if given != out]
    add(f"identity/{name}.json", one_section(*widgets),
        decoded(expect_one_section(*answers), *diagnostics), description=description, source=source,
        promise=IDS, combination=combination)


def register() -> None:
    add("identity/missing-ids.json", one_section(tb(None, "A"), tb(None, "B")),
        decoded(expect_one_section(title_block(sw(0, 0), None, "A"), title_block(sw(0, 1), None, "B"))),
        description="widgets without ids have id null and claim nothing: no diagnostic",
        source=f"{R3} (\"A widget without an id claims nothing and has id null\"); SCHEMA.md: About id",
        promise=IDS)
    ids_in_one_section("repeats-in-a-section", ["row", "row", "row"], ["row", "row#2", "row#3"],
                       "three widgets claiming row: row, row#2, row#3",
                       combination="the suffix counts up: a third claim is #3, which takes two renames")
    ids_in_one_section("literal-suffix-claimed-first", ["x", "x#2", "x"], ["x", "x#2", "x#3"],
                       "a literal x#2 claimed before the repeat: the repeat skips to x#3")
    ids_in_one_section("literal-suffix-after-rename", ["x", "x", "x#2"], ["x", "x#2", "x#2#2"],
                       "a literal x#2 after x was renamed x#2 is itself a repeat: x#2#2",
                       combination="a rename and a later literal claim of the renamed id meet: two renames by design")
    ids_in_one_section("smallest-unclaimed-suffix", ["x#3", "x", "x", "x"], ["x#3", "x", "x#2", "x#4"],
                       "k is the smallest unclaimed suffix: x#2, then past the literal x#3 to x#4",
                       combination="skipping a literal suffix shows only on a second rename")
    ids_in_one_section("suffix-alone-is-an-id", ["a#2", "a#3"], ["a#2", "a#3"],
                       "ids that look renamed are ordinary ids when they do not repeat")
    ids_in_one_section("many-repeats", ["row"] * 12, ["row"] + [f"row#{k}" for k in range(2, 13)],
                       "twelve repeats: suffixes run past one digit",
                       combination="suffixes past one digit take ten renames or more")
    ids_in_one_section("empty-string-id", ["", ""], ["", "#2"],
                       "the empty string is an id like any other: its repeat is #2",
                       f"{RENAMED}; docs/FLOW-UI.md Decision 22")
    ids_in_one_section("case-differs", ["Row", "row", "ROW"], ["Row", "row", "ROW"],
                       "ids are compared exactly: Row, row and ROW are three ids, none renamed",
                       "docs/FLOW-UI.md Decision 22")
    ids_in_one_section("nfc-and-nfd-differ", ["caf\u00e9", "cafe\u0301"], ["caf\u00e9", "cafe\u0301"],
                       "ids are compared code point by code point: café in NFC and in NFD are two ids",
                       "docs/FLOW-UI.md Decision 22")

    add("identity/across-the-page.json",
        {"page": {"id": "p", "header": strip_in(tb("dup", "Header")), "sections": [
            {"id": "a", "header": tb("dup", "Section header"), "widgets": [tb("dup", "A1")]},
            {"id": "b", "widgets": [tb("dup", "B1")]}],
            "footer": strip_in(tb("dup", "Footer"))}},
        decoded(page("p", header=strip(title_block(hw(0), "dup", "Header")), sections=[
            section(sec(0), "a", header=title_block(sec(0) + "/header", "dup#2", "Section header"),
                    widgets=[title_block(sw(0, 0), "dup#3", "A1")]),
            section(sec(1), "b", widgets=[title_block(sw(1, 0), "dup#4", "B1")])],
            footer=strip(title_block(fw(0), "dup#5", "Footer"))),
            renamed(sec(0) + "/header", "dup#2"),
            renamed(sw(0, 0), "dup#3"), renamed(sw(1, 0), "dup#4"), renamed(fw(0), "dup#5")),
        description="one id across the header strip, a section header, two sections and the footer: renamed in "
                    "traversal order",
        source=f"{R3} (\"page header widgets, then each section's header and widgets, ..., then footer widgets\")",
        promise=IDS, combination="traversal order shows only across several claims of one id in every place")

    add("identity/traversal-not-text-order.json",
        {"page": {"footer": strip_in(tb("x", "Footer")),
                  "sections": [{"widgets": [tb("x", "Widget")], "header": tb("x", "Section header")}],
                  "header": strip_in(tb("x", "Header")), "id": "p"}},
        decoded(page("p", header=strip(title_block(hw(0), "x", "Header")), sections=[section(
            sec(0), None, header=title_block(sec(0) + "/header", "x#2", "Section header"),
            widgets=[title_block(sw(0, 0), "x#3", "Widget")])],
            footer=strip(title_block(fw(0), "x#4", "Footer"))),
            renamed(fw(0), "x#4"), renamed(sw(0, 0), "x#3"), renamed(sec(0) + "/header", "x#2")),
        description="the text writes footer, then widgets before their section header, then the header strip: claims "
                    "still follow traversal order; diagnostics are listed in document order",
        source=f"{R3} (\"whatever the member order in the text\"); docs/FLOW-UI.md Decision 20", promise=IDS,
        combination="traversal order against text order shows only across several claims")

    acc = sw(0, 0)
    add("identity/nested-items-share-the-page.json",
        one_section({"type": "accordion", "id": "row", "data": {"header": "Rows", "items": [
            tb("row", "Item 1"), tb("row", "Item 2")]}}, tb("row", "After")),
        decoded(expect_one_section(
            widget(acc, "accordion", "row", data={"header": text("Rows"), "items": [
                title_block(acc + "/data/items/0", "row#2", "Item 1"),
                title_block(acc + "/data/items/1", "row#3", "Item 2")]}),
            title_block(sw(0, 1), "row#4", "After")),
            renamed(acc + "/data/items/0", "row#2"), renamed(acc + "/data/items/1", "row#3"),
            renamed(sw(0, 1), "row#4")),
        description="the accordion claims before its items, its items before the next widget; all in the page's id "
                    "space",
        source=f"{R3} (\"each widget before the items nested in its data\", "
               "\"Nested widgets share the page's id space\")", promise=IDS,
        combination="the order of three claims (accordion, its items, the next widget) is the point")

    add("identity/data-written-before-id.json",
        one_section({"data": {"header": "H", "items": [tb("a", "Item")]}, "type": "accordion", "id": "a"}),
        decoded(expect_one_section(widget(acc, "accordion", "a", data={"header": text("H"), "items": [
            title_block(acc + "/data/items/0", "a#2", "Item")]})),
            renamed(acc + "/data/items/0", "a#2")),
        description="data written before id in the text: the accordion still claims a first, its item becomes a#2",
        source=f"{R3} (\"whatever the member order in the text\")", promise=IDS)

    add("identity/unknown-widget-claims.json",
        one_section({"type": "poll", "id": "x"}, tb("x", "Typed")),
        decoded(expect_one_section(widget(sw(0, 0), "poll", "x", "unknown"), title_block(sw(0, 1), "x#2", "Typed")),
                unknown(sw(0, 0), "poll"), renamed(sw(0, 1), "x#2")),
        description="an unknown widget survives, so it claims its id: the next x is renamed",
        source=f"{R3}; SCHEMA.md: Widgets", promise=IDS,
        combination="a contained widget's claim shows only through the rename of a later widget")
    add("identity/malformed-widget-claims.json",
        one_section({"type": "title_block", "id": "m", "data": {}}, tb("m", "Typed")),
        decoded(expect_one_section(widget(sw(0, 0), "title_block", "m", "malformed"),
                                   title_block(sw(0, 1), "m#2", "Typed")),
                malformed(sw(0, 0), "title_block"), renamed(sw(0, 1), "m#2")),
        description="a malformed widget survives, so it claims its id: the next m is renamed",
        source=f"{R3}; SCHEMA.md: Widgets", promise=IDS,
        combination="a contained widget's claim shows only through the rename of a later widget")

    add("identity/malformed-and-renamed.json",
        one_section(tb("x", "Typed"), {"type": "title_block", "id": "x", "data": {}}),
        decoded(expect_one_section(title_block(sw(0, 0), "x", "Typed"),
                                   widget(sw(0, 1), "title_block", "x#2", "malformed")),
                malformed(sw(0, 1), "title_block"), renamed(sw(0, 1), "x#2")),
        description="a malformed widget that repeats an id is contained and renamed: at one src the content diagnostic "
                    "comes before the rename",
        source="docs/FLOW-UI.md Decision 20 (\"At one src the content diagnostic ... comes before duplicateID\"); "
               + RENAMED, promise=IDS,
        combination="the order of two diagnostics at one src is the point, which needs both at once")

    add("identity/dropped-widgets-claim-nothing.json",
        one_section({"id": "x", "data": {"title": "no type"}}, tb("x", "Kept")),
        decoded(expect_one_section(title_block(sw(0, 1), "x", "Kept")), dropped(sw(0, 0))),
        description="a dropped widget claims nothing: the next x keeps its id",
        source=f"{R3}; docs/CONTRACT.md §8 rule 2", promise=IDS)

    add("identity/malformed-items-claim-nothing.json",
        one_section({"type": "accordion", "id": "acc", "data": {"items": [tb("x", "Never decoded")]}},
                    tb("x", "Kept")),
        decoded(expect_one_section(widget(sw(0, 0), "accordion", "acc", "malformed"),
                                   title_block(sw(0, 1), "x", "Kept")),
                malformed(sw(0, 0), "accordion")),
        description="items inside a malformed accordion are never decoded and claim nothing: the next x keeps its id",
        source=f"{R3}; docs/CONTRACT.md §8 Diagnostics", promise=IDS)
    add("identity/unknown-data-claims-nothing.json",
        one_section({"type": "poll", "id": "poll", "data": {"items": [tb("x", "Never read")]}}, tb("x", "Kept")),
        decoded(expect_one_section(widget(sw(0, 0), "poll", "poll", "unknown"), title_block(sw(0, 1), "x", "Kept")),
                unknown(sw(0, 0), "poll")),
        description="widgets inside an unknown widget's data are never read and claim nothing",
        source="seed: Layer 3: widget envelope "
               "(\"The framework does not peek inside data except by calling the type's decoder\"); " + R3,
        promise=IDS)

    add("identity/section-header-claims.json",
        one_section(tb("h", "Widget"), header=tb("h", "Header")),
        decoded(expect_one_section(title_block(sw(0, 0), "h#2", "Widget"),
                                   header=title_block(sec(0) + "/header", "h", "Header")),
                renamed(sw(0, 0), "h#2")),
        description="a section header claims before its section's widgets",
        source=R3, promise=IDS)

    add("identity/section-ids-not-renamed.json",
        {"page": {"id": "p", "sections": [{"id": "s", "widgets": [tb("s", "Same as section")]}, {"id": "s"}]}},
        decoded(page("p", sections=[section(sec(0), "s", widgets=[title_block(sw(0, 0), "s", "Same as section")]),
                                    section(sec(1), "s")])),
        description="section ids are not widget ids: repeats are not renamed and do not collide with widgets",
        source="docs/FLOW-UI.md Decision 16", promise=IDS)
