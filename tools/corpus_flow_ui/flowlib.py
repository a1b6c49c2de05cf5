"""Constructors for Flow-UI expected answers (docs/CONTRACT.md §8 "Answer"; docs/FLOW-UI.md).

Each constructor writes one shape of the answer exactly as the contract fixes it: every page
member present, section layouts with their four members, widgets with src/type/id/content/
layout/actions/tracking (and data when typed), insets with four sides, corner radii with four
corners. They take the values a fixture's author decided from the spec; nothing here reads a
fixture's input or runs a decoder.
"""

from __future__ import annotations

import json
from typing import Any

FIXTURES: list[tuple[str, bytes, dict[str, Any]]] = []

Json = Any


# The promises a fixture isolates (docs/FLOW-UI.md "The promises"; an entry's `promise`).
PAGE = "pageAlwaysRenders"
SCREEN = "oneBadWidgetNeverBlanksAScreen"
CONTAINED = "containsUnknownAndMalformed"
DROPPED = "badElementsAreDropped"
ALONE = "badMembersFallBackAlone"
RECORDED = "everyProblemIsRecorded"
IDS = "idsAreUniqueWithinAPage"
REJECTIONS = "onlyThreeRejections"
PAGE_FIRST = "pageBeforeSheet"
KEPT = "keptAsReceived"
SHAPE = "answerHasTheContractsShape"
HOSTILE = "hostileBytesCostOneElement"


def add(fid: str, document: Json | bytes | str, expected: dict[str, Any], *, description: str,
        source: str, promise: str, profile: str | None = None, informational: bool = False,
        combination: str | None = None, hostile: dict[str, Any] | None = None) -> None:
    """Registers a fixture: its id (path under corpus-flow-ui/), its bytes, its expectation.

    `source` leads with what the expectation rests on (docs/DECISIONS.md D82): a published
    statement (`seed:`, `SCHEMA.md:`, `README:`, `ADDING_A_WIDGET.md:`, an RFC) or a project
    decision (`docs/FLOW-UI.md Decision N`, `docs/DECISIONS.md DN`). `promise` is the one the
    fixture's fault puts at stake (D81); `combination` says why the fixture holds more than one
    fault on purpose (D80); `hostile` is the `hostileElement` of D83."""
    if isinstance(document, bytes):
        data = document
    elif isinstance(document, str):
        data = document.encode("utf-8")
    else:
        data = (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    entry: dict[str, Any] = {"description": description, "source": source, "promise": promise}
    if profile is not None:
        entry["profile"] = profile
    if informational:
        entry["informational"] = True
    if combination is not None:
        entry["combination"] = True
        entry["combinationReason"] = combination
    if hostile is not None:
        entry["hostileElement"] = hostile
    entry.update(expected)
    assert all(fid != existing for existing, _, _ in FIXTURES), f"duplicate fixture id {fid}"
    FIXTURES.append((fid, data, entry))


# ------------------------------------------------------------------ pointers

def sec(i: int) -> str:
    return f"/page/sections/{i}"


def sw(i: int, j: int) -> str:
    """The pointer of widget j of section i of a page."""
    return f"/page/sections/{i}/widgets/{j}"


def hw(j: int) -> str:
    return f"/page/header/widgets/{j}"


def fw(j: int) -> str:
    return f"/page/footer/widgets/{j}"


# ------------------------------------------------------------------ atoms and chrome

def insets(top: float = 0, left: float = 0, right: float = 0, bottom: float = 0) -> Json:
    return {"top": top, "left": left, "right": right, "bottom": bottom}


def corners(top_left: float = 0, top_right: float = 0, bottom_left: float = 0,
            bottom_right: float = 0) -> Json:
    return {"top_left": top_left, "top_right": top_right, "bottom_left": bottom_left,
            "bottom_right": bottom_right}


def radius(r: float) -> Json:
    return corners(r, r, r, r)


def text(value: str, **members: Json) -> Json:
    return {"text": value, **members}


def color(hex: str | None = None, **members: Json) -> Json:
    return ({"hex": hex} if hex is not None else {}) | members


def layout(arrangement: str = "vertical", columns: int = 2, item_spacing: float = 0,
           section_insets: Json | None = None) -> Json:
    """A section layout written with all four members (docs/CONTRACT.md §8 rule 1 defaults)."""
    return {"arrangement": arrangement, "columns": columns, "item_spacing": item_spacing,
            "insets": section_insets if section_insets is not None else insets()}


DEFAULT_LAYOUT = layout()


def layout_in(arrangement: str = "vertical", columns: object = 2, item_spacing: object = 0,
              section_insets: object = None) -> Json:
    """A section layout as a document gives it with all four members, so that no default is
    taken besides the one a fixture isolates (docs/DECISIONS.md D80)."""
    return {"arrangement": arrangement, "columns": columns, "item_spacing": item_spacing,
            "insets": section_insets if section_insets is not None else insets()}


def strip_in(*widgets: Json, sticky: bool = True) -> Json:
    """A header or footer strip as a document gives it, sticky stated (docs/DECISIONS.md D80)."""
    return {"sticky": sticky, "widgets": list(widgets)}


# ------------------------------------------------------------------ envelope

def widget(src: str, type_: str, id_: str | None = None, content: str = "typed", *,
           data: Json = None, layout_: Json | None = None, actions: Json | None = None,
           tracking: Json = None) -> Json:
    """A surviving widget; `data` is given (and written) for typed widgets only."""
    answer = {"src": src, "type": type_, "id": id_, "content": content,
              "layout": layout_ if layout_ is not None else {},
              "actions": actions if actions is not None else {}, "tracking": tracking}
    if content == "typed":
        assert data is not None, f"{src}: a typed widget has data"
        answer["data"] = data
    else:
        assert data is None, f"{src}: only typed widgets have data"
    return answer


def title_block(src: str, id_: str | None, title: str, **rest: Json) -> Json:
    """A typed title_block whose title is the plain text `title`."""
    return widget(src, "title_block", id_, data={"title": text(title)}, **rest)


def section(src: str, id_: str | None = None, layout_: Json | None = None, header: Json = None,
            widgets: list[Json] | tuple[Json, ...] = ()) -> Json:
    return {"src": src, "id": id_, "layout": layout_ if layout_ is not None else DEFAULT_LAYOUT,
            "header": header, "widgets": list(widgets)}


def strip(*widgets: Json, sticky: bool = True) -> Json:
    return {"sticky": sticky, "widgets": list(widgets)}


def page(id_: str | None = None, *, nav: Json = None, header: Json = None,
         sections: list[Json] | tuple[Json, ...] = (), footer: Json = None,
         pagination: Json = None, refresh: Json = None) -> Json:
    return {"id": id_, "nav": nav, "header": header, "sections": list(sections),
            "footer": footer, "pagination": pagination, "refresh": refresh}


def sheet(id_: str | None = None, *, config: Json = None, header: Json = None,
          sections: list[Json] | tuple[Json, ...] = (), footer: Json = None) -> Json:
    return {"id": id_, "config": config, "header": header, "sections": list(sections),
            "footer": footer}


# ------------------------------------------------------------------ answers

def decoded(document: Json, *diagnostics: Json) -> dict[str, Any]:
    """A decoded page; diagnostics listed in document order of src (Decision 20)."""
    return {"outcome": "decoded", "page": document, "diagnostics": list(diagnostics)}


def decoded_sheet(document: Json, *diagnostics: Json) -> dict[str, Any]:
    return {"outcome": "decoded", "sheet": document, "diagnostics": list(diagnostics)}


def rejected(reason: str) -> dict[str, Any]:
    return {"outcome": "rejected", "reason": reason}


def unknown(src: str, type_: str) -> Json:
    return {"kind": "unknownType", "src": src, "widgetType": type_}


def malformed(src: str, type_: str) -> Json:
    return {"kind": "malformedPayload", "src": src, "widgetType": type_}


def dropped(src: str) -> Json:
    return {"kind": "droppedElement", "src": src}


def renamed(src: str, to: str) -> Json:
    return {"kind": "duplicateID", "src": src, "renamedTo": to}


# ------------------------------------------------------------------ documents

def doc_page(**members: Json) -> Json:
    return {"page": members}


def one_section(*widgets: Json, page_id: str = "p", **section_members: Json) -> Json:
    """A page holding one section with these widgets (section id `s` unless given)."""
    members = {"id": "s", **section_members, "widgets": list(widgets)}
    return {"page": {"id": page_id, "sections": [members]}}


def expect_one_section(*widgets: Json, page_id: str = "p", section_id: str | None = "s",
                       layout_: Json | None = None, header: Json = None) -> Json:
    """The expected page of `one_section`."""
    return page(page_id, sections=[section(sec(0), section_id, layout_, header, widgets)])


def tb(id_: str | None, title: Json, **envelope: Json) -> Json:
    """An input title_block widget."""
    return {"type": "title_block", **({"id": id_} if id_ is not None else {}),
            **envelope, "data": {"title": title}}
