"""Shapes and splicing shared by the fixture families (stdlib only)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..corpuslib import payload, pretty

ROOT = ("screen", "root")
CHILD0 = ROOT + ("children", 0)
PROPS = CHILD0 + ("props",)
ACTION = CHILD0 + ("action",)
MARK = "\ue000MARK\ue000"  # replaced by exact bytes in byte-level fixtures


def splice(doc: dict[str, Any], raw: bytes, dump: Callable[[Any], str] = pretty) -> bytes:
    """The document's text with MARK replaced by `raw` (bytes), byte for byte."""
    text = dump(doc).encode("utf-8")
    mark = MARK.encode("utf-8")
    assert text.count(mark) == 1
    return text.replace(mark, raw)


def splice_bare(doc: dict[str, Any], raw: bytes, dump: Callable[[Any], str] = pretty) -> bytes:
    """The document's text with the string "MARK" (quotes included) replaced by `raw`: a value
    that is not a string (a number lexeme, a container) written byte for byte."""
    text = dump(doc).encode("utf-8")
    mark = b'"' + MARK.encode("utf-8") + b'"'
    assert text.count(mark) == 1
    return text.replace(mark, raw)


def text_child(props: dict[str, Any], node_type: str = "text") -> dict[str, Any]:
    return payload({"type": "vstack", "children": [{"type": node_type, "props": props}]})


def with_action(action: dict[str, Any], props: dict[str, Any] | None = None) -> dict[str, Any]:
    node = {"type": "button", "props": props or {"title": "Go"}, "action": action}
    return payload({"type": "vstack", "children": [node]})


def button(action: dict[str, Any], title: str = "Go") -> dict[str, Any]:
    return {"type": "button", "props": {"title": title}, "action": action}


def action_doc(action: dict[str, Any]) -> dict[str, Any]:
    return payload({"type": "vstack", "children": [
        {"type": "button", "props": {"title": "Go"}, "action": action}]})
