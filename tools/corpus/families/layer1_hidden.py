"""Layer-1 faults hidden under the faults of later layers (docs/CONTRACT.md §1: the first
failing layer wins): a document that also breaks the schema or the semantics is still refused
by layer 1."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..corpuslib import Entry, compact, payload, pointer
from .common import MARK, ROOT, splice, splice_bare

LAYER1_SRC = (
    "CONTRACT §1 (layer 1: bytes → JSON value, the whole document; the first failing layer "
    "wins); RFC 7493 §2.1 / §2.3"
)


def hidden_layer1(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Faults of layer 1 inside what no model reads: the whole document is decoded first."""
    enc = LAYER1_SRC + "; DECISIONS 2 (invalid UTF-8 anywhere, inside or outside strings)"
    dup = LAYER1_SRC + "; DECISIONS 5 (the path is the object holding both members)"
    higher = "DECISIONS 10 (a higher minor ignores unknown members' values, after layer 1)"

    def node(**members: Any) -> dict[str, Any]:
        return payload({"type": "vstack", **members})

    def higher_minor(**members: Any) -> dict[str, Any]:
        return payload({"type": "vstack", **members}, version="1.3")

    byte_faults = [
        (
            "ff-in-unknown-member",
            node(extra=MARK),
            b"ab\xffcd",
            None,
            "the byte FF inside the value of an unknown node member",
        ),
        (
            "ff-in-unknown-member-higher-minor",
            higher_minor(extra=MARK),
            b"ab\xffcd",
            "client-1.2",
            "the byte FF inside an unknown node member of a 1.3 document under a 1.2 client, "
            "whose value the policy would ignore",
        ),
        (
            "raw-surrogate-in-unknown-prop",
            node(props={"unknownProp": MARK}),
            b"\xed\xa0\x80",
            None,
            "ED A0 80 (a raw U+D800) inside an unknown prop's value",
        ),
        (
            "overlong-in-unknown-top-level-member",
            {**node(), "meta": {"note": MARK}},
            b"\xc0\xaf",
            None,
            "an overlong C0 AF inside an unknown top-level member",
        ),
        (
            "truncated-in-unknown-action-member",
            payload({"type": "button", "action": {"type": "dismiss", "extra": MARK}}),
            b"ab\xe2\x82",
            None,
            "a truncated sequence inside an unknown action member (the string's end is cut too)",
        ),
        (
            "ff-in-unknown-member-name-higher-minor",
            payload({"type": "vstack", MARK: 1}, version="1.3"),
            b"x\xff",
            "client-1.2",
            "the byte FF inside an unknown member's name, in a 1.3 document under a 1.2 client",
        ),
    ]
    escapes = [
        (
            "escaped-lone-surrogate-in-unknown-member",
            node(extra=MARK),
            b"\\ud800",
            None,
            "an escaped lone surrogate \\ud800 as the value of an unknown node member",
        ),
        (
            "escaped-lone-low-in-unknown-prop",
            node(props={"x": [MARK]}),
            b"\\udc00",
            None,
            "an escaped lone low surrogate inside an array in an unknown prop",
        ),
        (
            "escaped-lone-surrogate-ignored-higher-minor",
            higher_minor(extra={"v": MARK}),
            b"\\ud83d",
            "client-1.2",
            "an escaped lone surrogate inside an unknown member of a 1.3 document under a 1.2 "
            "client",
        ),
    ]
    surrogate = LAYER1_SRC + "; DECISIONS 2 (an escaped lone surrogate)"
    faults = [(*fault, enc) for fault in byte_faults] + [(*fault, surrogate) for fault in escapes]
    for name, doc, raw, profile, what, source in faults:
        extra = {"profile": profile} if profile else {}
        add(
            f"invalid/decode/encoding/{name}.json",
            splice(doc, raw),
            **reject(
                1,
                "decode.encoding",
                "",
                description=what,
                source=source + ("; " + higher if profile else ""),
                **extra,
            ),
        )

    # MARK is the second member's name; it is replaced by the first member's name.
    duplicates = [
        (
            "in-unknown-member",
            node(extra={"a": 1, MARK: 2}),
            b"a",
            pointer(*ROOT, "extra"),
            None,
            "two members named a inside the object value of an unknown node member",
        ),
        (
            "in-unknown-member-higher-minor",
            higher_minor(extra={"a": 1, MARK: 2}),
            b"a",
            pointer(*ROOT, "extra"),
            "client-1.2",
            "two members named a inside an unknown member of a 1.3 document under a 1.2 client",
        ),
        (
            "unknown-member-twice",
            payload({"type": "vstack", "extra": 1, MARK: 2}),
            b"extra",
            pointer(*ROOT),
            None,
            "an unknown node member written twice: decode.duplicateKey (layer 1) before "
            "additionalProperties (layer 2)",
        ),
        (
            "in-unknown-prop-array",
            node(props={"unknownProp": [{"k": 1, MARK: 2}]}),
            b"k",
            pointer(*ROOT, "props", "unknownProp", 0),
            None,
            "two members named k in an object inside an array inside an unknown prop",
        ),
        (
            "in-unknown-top-level-member",
            {**node(), "meta": {"k": 1, MARK: 2}},
            b"k",
            pointer("meta"),
            None,
            "two members named k inside an unknown top-level member",
        ),
    ]
    for name, doc, twin, where, profile, what in duplicates:
        extra = {"profile": profile} if profile else {}
        add(
            f"invalid/decode/duplicate-key/{name}.json",
            splice(doc, twin),
            **reject(
                1,
                "decode.duplicateKey",
                where,
                description=what,
                source=dup + ("; " + higher if profile else ""),
                **extra,
            ),
        )

    add(
        "invalid/decode/number/1e400-in-unknown-member.json",
        splice_bare(node(extra=MARK), b"1e400"),
        **reject(
            1,
            "decode.number",
            "",
            description="the number 1e400 (past the largest double) as the value of an "
            "unknown node member",
            source=LAYER1_SRC + "; DECISIONS 3",
        ),
    )
    add(
        "invalid/decode/number/1e400-ignored-higher-minor.json",
        splice_bare(higher_minor(extra=MARK), b"-1e400"),
        **reject(
            1,
            "decode.number",
            "",
            profile="client-1.2",
            description="-1e400 inside an unknown member of a 1.3 document under a 1.2 client",
            source=LAYER1_SRC + "; DECISIONS 3; " + higher,
        ),
    )
    add(
        "invalid/decode/syntax/trailing-comma-in-unknown-member.json",
        splice_bare(node(extra=MARK), b"[1, 2,]"),
        **reject(
            1,
            "decode.syntax",
            "",
            description="a trailing comma inside an array that is an unknown node member's value",
            source=LAYER1_SRC + "; RFC 8259 §5",
        ),
    )
    add(
        "invalid/decode/syntax/raw-control-in-unknown-prop.json",
        splice(node(props={"unknownProp": MARK}), b"a\x01b"),
        **reject(
            1,
            "decode.syntax",
            "",
            description="a raw U+0001 inside an unknown prop's string value",
            source=LAYER1_SRC + "; RFC 8259 §7; DECISIONS 2",
        ),
    )
    # Nesting past 512 inside an unknown member: the limit is on the whole document.
    deep = b"[" * 510 + b"]" * 510  # the member sits at nesting 4, so its arrays reach 513
    add(
        "invalid/decode/depth/nesting-513-in-unknown-member.json",
        splice_bare(node(extra=MARK), deep, dump=compact),
        **reject(
            1,
            "decode.depth",
            "",
            description="an unknown node member whose value nests arrays to a total nesting "
            "of 513 (the top level counts 1)",
            source=LAYER1_SRC + "; CONTRACT §1 (decode.depth: 512 accepted, 513 refused); "
            "DECISIONS 4",
        ),
    )


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Adds this module's families through generate.py's `add` (docs/EXPECTATIONS.md)."""
    hidden_layer1(add, reject)
