"""An implementation's declared scope, as `run` grades it (docs/CONTRACT.md §3; docs/DECISIONS.md
24, 31, 32): a client is certified for the layers, capabilities and contracts its `start`
answer declares, so a fuzz finding outside them says nothing against it. Such findings are
counted apart and never fail the run (docs/DECISIONS.md 74), and a client can gate on `fuzz`.

A client's answer to a document is outside its scope when the runner would not send the
document (an envelope without the `envelope` capability; any document to an implementation
that does not speak `murti`) or would grade the answer `unsupported` (docs/DECISIONS.md 32):
the reference expects a rejection at a layer the client does not declare, or a layer-4
placeholder without layer 4, and the client accepts or skips. A rejection at a declared
layer, a wrong rejection at an undeclared one, any rejection of a layer-4 document, and a
crash, hang or error stay in scope, as they fail a `run`.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .sides import Result, Side

ALL_LAYERS = (1, 2, 3, 4)


def is_envelope(document: bytes) -> bool:
    """Whether the document is an envelope (a top-level object with `signature`), read as
    leniently as a byte fault allows: such a document is a fixture that requires `envelope`."""
    try:
        value = json.loads(document.decode("utf-8", "replace").lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return b'"signature"' in document
    return isinstance(value, dict) and "signature" in value


def expected_layer(answer: dict[str, Any]) -> int | None:
    """The layer the reference's answer grades at: its rejection's layer, 4 for an accept with
    placeholders, None for a plain accept."""
    if answer.get("outcome") == "reject" and isinstance(answer.get("layer"), int):
        return answer["layer"]
    if answer.get("outcome") == "accept" and answer.get("placeholders"):
        return 4
    return None


def outside_scope(side: Side, result: Result, reference: Result | None,
                  document: bytes | None) -> str | None:
    """Why `side`'s answer to `document` lies outside the scope it declares, or None when it is
    graded (always None for the reference and for JSON Schema engines, D31)."""
    if side.schema_only or getattr(side, "role", None) == "reference":
        return None
    info = getattr(side, "info", None) or {}
    if "murti" not in (info.get("contracts") or ["murti"]):
        return "contract murti not declared"
    if document is not None and "envelope" not in (info.get("capabilities") or []) \
            and is_envelope(document):
        return "capability envelope not declared"
    if reference is None or reference[0] != "answer":
        return None
    layer = expected_layer(reference[1])
    layers = info.get("layers") or list(ALL_LAYERS)
    if layer is None or layer in layers:
        return None
    kind, answer = result
    if kind != "answer" or "error" in answer:
        return None  # a crash, hang or error is `errored` whatever the layer (D32)
    if "skipped" in answer or answer.get("outcome") == "accept":
        return f"layer {layer} not declared"
    return None  # a rejection: failed at a declared layer, or wrong at the undeclared one (D32)
