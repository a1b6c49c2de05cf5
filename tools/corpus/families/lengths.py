"""Layer-2 lengths and counts of murti.schema.json (docs/CONTRACT.md §0, §1 Counting): strings
in code points, node ids and identifiers around 128, members and items."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import corpuslib as lib
from ..corpuslib import Entry, compact, payload, pointer, pretty
from .common import ACTION, CHILD0, MARK, PROPS, ROOT, action_doc, button, splice, text_child, with_action

EMOJI = "\U0001F600"           # 1 code point, 4 UTF-8 bytes, 2 UTF-16 units


FLAG = "\U0001F1EE\U0001F1E9"  # 🇮🇩: 2 code points (regional indicators), 1 grapheme


NFD_E = "e\u0301"              # é decomposed: 2 code points, 1 grapheme


ZWJ = "\U0001F469\u200D\U0001F4BB"  # 👩‍💻: 3 code points, 1 grapheme


CJK = "\u6F22"                 # 漢: 1 code point, 3 UTF-8 bytes, 1 UTF-16 unit


LENGTH_SRC = "seed: Bounds (Max string length 4096); CONTRACT §1 (Counting: code points)"


ZWJ_FAMILY = "\U0001f469\u200d\U0001f469\u200d\U0001f467"  # 👩‍👩‍👧: 5 code points, 1 grapheme


JAMO_LVT = "\u1100\u1161\u11a8"  # 각 as conjoining jamo: 3 code points, 1 grapheme


JAMO_LV = "\u1100\u1161"  # 가 as conjoining jamo: 2 code points, 1 grapheme


CRLF = "\r\n"  # CR LF: 2 code points, 1 grapheme (UAX #29 GB3)


ID_SRC = (
    "CONTRACT §0 (node id: a string ≤ 128); CONTRACT §1 (Counting: code points, never "
    "graphemes or UTF-16 units)"
)


IDENTIFIER_SRC = ("CONTRACT §0 (Identifier: ^[A-Za-z][A-Za-z0-9_]*$, at most 128 characters; never a URL); "
                  "seed: What validates where (the schema checks the shape of the reference)")


def lengths_and_counts(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Schema bounds: string lengths in code points, ids and identifiers, member and item counts."""
    value = pointer(*PROPS, "value")

    # ------------------------------------------------ string length in code points (schema)
    def twins(name: str, unit_at_limit: str, unit_over: str, what: str, valid_dir: str = "valid/unicode") -> None:
        assert len(unit_at_limit) == 4096 and len(unit_over) == 4097, name
        add(f"{valid_dir}/{name}-4096.json", pretty(text_child({"value": unit_at_limit})),
            **accept(description=f"a props string of exactly 4096 code points: {what}",
                     source=LENGTH_SRC))
        add(f"invalid/schema/value/{name}-4097.json", pretty(text_child({"value": unit_over})),
            **reject(2, "maxLength", value,
                     description=f"a props string of 4097 code points: {what}",
                     source=LENGTH_SRC))

    twins("string", "a" * 4096, "a" * 4097, "ASCII", valid_dir="valid/bounds")
    twins("emoji", EMOJI * 4096, EMOJI * 4097,
          "U+1F600 each (4 UTF-8 bytes, 2 UTF-16 units); a UTF-16 or byte count says more")
    twins("flags", FLAG * 2048, FLAG * 2048 + FLAG[0],
          "regional-indicator flag pairs (2 code points per grapheme); a grapheme count says "
          "half")
    twins("nfd", NFD_E * 2048, NFD_E * 2048 + "e",
          "NFD e + U+0301 pairs; a grapheme count or an NFC normalisation says fewer")
    twins("zwj", ZWJ * 1365 + "a", ZWJ * 1365 + "ab",
          "ZWJ sequences (woman + ZWJ + laptop, 3 code points, 1 grapheme)")
    twins("cjk", CJK * 4096, CJK * 4097, "U+6F22 each (3 UTF-8 bytes)")
    add("valid/unicode/emoji-2049-utf16-4098.json", pretty(text_child({"value": EMOJI * 2049})),
        **accept(description="2049 emoji: 2049 code points (accepted) but 4098 UTF-16 units and "
                             "8196 bytes, which a UTF-16 or byte count would refuse",
                 source=LENGTH_SRC))

    # Escapes count as the code point they stand for, not as source characters.
    def escaped(unit: str, n: int) -> bytes:
        doc = text_child({"value": MARK})
        return splice(doc, (unit * n).encode("ascii"))

    add("valid/unicode/escaped-ascii-4096.json", escaped("\\u0041", 4096),
        **accept(description="a string of 4096 \\u0041 escapes (24,576 source characters): 4096 "
                             "code points after unescaping",
                 source=LENGTH_SRC + "; RFC 8259 §7"))
    add("invalid/schema/value/escaped-ascii-4097.json", escaped("\\u0041", 4097),
        **reject(2, "maxLength", value,
                 description="a string of 4097 \\u0041 escapes: 4097 code points",
                 source=LENGTH_SRC + "; RFC 8259 §7"))
    add("valid/unicode/escaped-pairs-4096.json", escaped("\\ud83d\\ude00", 4096),
        **accept(description="4096 escaped surrogate pairs \\ud83d\\ude00: 4096 code points "
                             "(8192 UTF-16 units)",
                 source=LENGTH_SRC + "; RFC 8259 §7"))
    add("invalid/schema/value/escaped-pairs-4097.json", escaped("\\ud83d\\ude00", 4097),
        **reject(2, "maxLength", value,
                 description="4097 escaped surrogate pairs: 4097 code points",
                 source=LENGTH_SRC + "; RFC 8259 §7"))

    # Strings in every place a value can hold one.
    long = "x" * 4097
    places = [
        ("in-array", {"items": ["ok", long]}, ("items", 1)),
        ("in-object", {"meta": {"note": long}}, ("meta", "note")),
        ("deep", {"a": [{"b": [[{"c": long}]]}]}, ("a", 0, "b", 0, 0, "c")),
    ]
    for name, props, tail in places:
        add(f"invalid/schema/value/string-4097-{name}.json", pretty(text_child(props)),
            **reject(2, "maxLength", pointer(*PROPS, *tail),
                     description=f"a 4097-code-point string nested {name.replace('-', ' ')} of "
                                 f"a props value",
                     source="CONTRACT §0 (strings ≤ 4096 code points, recursively)"))
    add("invalid/schema/action/params-string-4097.json",
        pretty(with_action({"type": "navigate", "screen": "productDetail",
                            "params": {"note": long}})),
        **reject(2, "maxLength", pointer(*ACTION, "params", "note"),
                 description="a 4097-code-point string in an action's params",
                 source="CONTRACT §0 (props and params: strings ≤ 4096 code points)"))
    add("invalid/schema/action/onsuccess-params-string-4097.json",
        pretty(with_action({"type": "api", "request": "getAccountBalance",
                            "onSuccess": {"type": "navigate", "screen": "balanceDetail",
                                          "params": {"notes": ["fine", long]}}})),
        **reject(2, "maxLength", pointer(*ACTION, "onSuccess", "params", "notes", 1),
                 description="a 4097-code-point string in an array in an onSuccess action's "
                             "params",
                 source="CONTRACT §0 (params, recursively)"))
    add("valid/bounds/prop-name-5000.json",
        pretty(text_child({"value": "hi", "n" * 5000: 1})),
        **accept(description="a props member NAME of 5000 characters: the length bound is on "
                             "string values, and the schema states no bound on names",
                 source="seed: Bounds (Max string length (any value)); CONTRACT §0 "
                        "(strings are values)"))

    # ------------------------------------------------ node id and identifiers (schema)
    long_id = lib.LONG_NAME
    add("valid/bounds/id-128.json", pretty(payload({"type": "vstack", "id": "i" * 128})),
        **accept(description="a node id of exactly 128 characters",
                 source="CONTRACT §0 (id: string ≤ 128)"))
    add("invalid/schema/node/id-129.json", pretty(payload({"type": "vstack", "id": "i" * 129})),
        **reject(2, "maxLength", "/screen/root/id",
                 description="a node id of 129 characters",
                 source="CONTRACT §0 (id: string ≤ 128)"))
    add("valid/unicode/id-128-emoji.json", pretty(payload({"type": "vstack", "id": EMOJI * 128})),
        **accept(description="a node id of 128 emoji: 128 code points (512 bytes, 256 UTF-16 "
                             "units); id has no pattern",
                 source="CONTRACT §0 (id: string ≤ 128); CONTRACT §1 (Counting)"))
    add("invalid/schema/node/id-129-emoji.json",
        pretty(payload({"type": "vstack", "id": EMOJI * 129})),
        **reject(2, "maxLength", "/screen/root/id",
                 description="a node id of 129 emoji: 129 code points",
                 source="CONTRACT §0 (id: string ≤ 128); CONTRACT §1 (Counting)"))

    long_doc = payload({"type": long_id, "children": [
        button({"type": "navigate", "screen": long_id}),
        button({"type": "api", "request": long_id}),
        button({"type": "openURL", "link": long_id}),
    ]}, key=long_id)
    add("valid/bounds/identifiers-128.json", pretty(long_doc),
        **accept(profile="long-identifiers",
                 description="a screen key, a component type, a screen, a request and a link of "
                             "exactly 128 characters, all registered in the profile",
                 source="seed: Bounds (Max identifier length 128)"))
    over = long_id + "X"
    cases = [
        ("screen/key-129", payload({"type": "vstack"}, key=over), "/screen/key", "screen key"),
        ("node/type-129", payload({"type": "vstack", "children": [{"type": over}]}),
         pointer(*CHILD0, "type"), "component type name"),
        ("action/screen-129", with_action({"type": "navigate", "screen": over}),
         pointer(*ACTION, "screen"), "navigate screen"),
        ("action/request-129", with_action({"type": "api", "request": over}),
         pointer(*ACTION, "request"), "api request"),
        ("action/link-129", with_action({"type": "openURL", "link": over}),
         pointer(*ACTION, "link"), "openURL link"),
    ]
    for name, doc, path, what in cases:
        add(f"invalid/schema/{name}.json", pretty(doc),
            **reject(2, "maxLength", path,
                     description=f"a {what} of 129 characters (well-formed otherwise)",
                     source="seed: Bounds (Max identifier length 128)"))
    add("invalid/render/type-128-unregistered.json",
        pretty(payload({"type": "vstack", "children": [{"type": long_id}]})),
        **accept(layer=4, rule="render.placeholder", placeholders=[pointer(*CHILD0)],
                 description="a 128-character type name passes the schema; it is not registered "
                             "in the default profile, so it renders as the placeholder",
                 source="seed: Bounds; seed: What validates where (layer 4)"))

    # ------------------------------------------------ member counts (schema maxProperties)
    def members(n: int, first: tuple[str, Any] = ("value", "hi")) -> dict[str, Any]:
        out = {first[0]: first[1]}
        for i in range(1, n):
            out[f"p{i}"] = i
        return out

    add("valid/bounds/props-64.json", pretty(text_child(members(64))),
        **accept(description="a props object of exactly 64 members",
                 source="seed: Bounds (Max props per object 64)"))
    add("invalid/schema/props/props-65.json", pretty(text_child(members(65))),
        **reject(2, "maxProperties", pointer(*PROPS),
                 description="a props object of 65 members",
                 source="seed: Bounds (Max props per object 64)"))
    add("invalid/schema/props/root-props-65.json",
        pretty(payload({"type": "vstack", "props": members(65, ("spacing", 8))})),
        **reject(2, "maxProperties", "/screen/root/props",
                 description="the root node's props with 65 members",
                 source="seed: Bounds (Max props per object 64)"))
    add("valid/bounds/value-object-64.json", pretty(text_child({"meta": members(64)})),
        **accept(description="an object value inside props with exactly 64 members",
                 source="CONTRACT §0 (objects ≤ 64 members, recursively)"))
    add("invalid/schema/value/object-65.json", pretty(text_child({"meta": members(65)})),
        **reject(2, "maxProperties", pointer(*PROPS, "meta"),
                 description="an object value inside props with 65 members",
                 source="CONTRACT §0 (objects ≤ 64 members, recursively)"))
    add("invalid/schema/value/object-65-in-array.json",
        pretty(text_child({"rows": [{"a": 1}, members(65)]})),
        **reject(2, "maxProperties", pointer(*PROPS, "rows", 1),
                 description="an object of 65 members inside an array inside props",
                 source="CONTRACT §0 (objects ≤ 64 members, recursively)"))
    add("valid/bounds/params-64.json",
        pretty(with_action({"type": "navigate", "screen": "productDetail",
                            "params": members(64, ("productId", "abc123"))})),
        **accept(description="an action's params with exactly 64 members",
                 source="CONTRACT §0 (props (and params): ≤ 64 members)"))
    add("invalid/schema/action/params-object-65.json",
        pretty(with_action({"type": "api", "request": "getAccountBalance",
                            "params": {"filter": members(65, ("currency", "IDR"))}})),
        **reject(2, "maxProperties", pointer(*ACTION, "params", "filter"),
                 description="an object of 65 members inside an action's params",
                 source="CONTRACT §0 (params: objects ≤ 64 members, recursively)"))
    add("invalid/schema/action/params-65.json",
        pretty(with_action({"type": "navigate", "screen": "productDetail",
                            "params": members(65, ("productId", "abc123"))})),
        **reject(2, "maxProperties", pointer(*ACTION, "params"),
                 description="an action's params with 65 members",
                 source="CONTRACT §0 (props (and params): ≤ 64 members)"))

    # ------------------------------------------------ array and children counts (maxItems)
    add("valid/bounds/array-512.json", compact(text_child({"items": list(range(512))})),
        **accept(description="an array value of exactly 512 items",
                 source="seed: Bounds (Max array-value length 512)"))
    add("invalid/schema/value/array-513.json", compact(text_child({"items": list(range(513))})),
        **reject(2, "maxItems", pointer(*PROPS, "items"),
                 description="an array value of 513 items",
                 source="seed: Bounds (Max array-value length 512)"))
    add("invalid/schema/value/array-513-nested.json",
        compact(text_child({"rows": [{"cells": list(range(513))}]})),
        **reject(2, "maxItems", pointer(*PROPS, "rows", 0, "cells"),
                 description="an array of 513 items inside an object inside an array of props",
                 source="CONTRACT §0 (arrays ≤ 512 items, recursively)"))
    add("invalid/schema/value/array-513-of-arrays.json",
        compact(text_child({"grid": [[0], list(range(513))]})),
        **reject(2, "maxItems", pointer(*PROPS, "grid", 1),
                 description="an array of 513 items as the second item of an array",
                 source="CONTRACT §0 (arrays ≤ 512 items, recursively)"))
    add("invalid/schema/action/params-array-513.json",
        compact(with_action({"type": "api", "request": "getAccountBalance",
                             "params": {"ids": list(range(513))}})),
        **reject(2, "maxItems", pointer(*ACTION, "params", "ids"),
                 description="an array of 513 items in an action's params",
                 source="CONTRACT §0 (params: arrays ≤ 512 items)"))
    add("valid/bounds/children-256.json",
        compact(payload({"type": "vstack", "children": [{"type": "text"}] * 256})),
        **accept(description="a node with exactly 256 children",
                 source="seed: Bounds (Max children per node 256)"))
    add("invalid/schema/node/children-257.json",
        compact(payload({"type": "vstack", "children": [{"type": "text"}] * 257})),
        **reject(2, "maxItems", "/screen/root/children",
                 description="a node with 257 children",
                 source="seed: Bounds (Max children per node 256)"))
    add("invalid/schema/node/nested-children-257.json",
        compact(payload({"type": "vstack", "children": [
            {"type": "hstack", "children": [{"type": "text"}] * 257}]})),
        **reject(2, "maxItems", pointer(*CHILD0, "children"),
                 description="a nested node with 257 children",
                 source="seed: Bounds (Max children per node 256)"))


def ids(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    where = pointer(*ROOT, "id")

    def id_doc(identifier: str) -> str:
        return pretty(payload({"type": "vstack", "id": identifier}))

    over = [
        ("id-nfd-130", NFD_E * 65, "65 NFD letters (e + U+0301): 130 code points, 65 graphemes"),
        ("id-nfd-129", NFD_E * 64 + "e", "64 NFD letters and an e: 129 code points, 65 graphemes"),
        (
            "id-zwj-129",
            ZWJ_FAMILY * 25 + "abcd",
            "25 ZWJ family sequences (5 code points each) and 4 letters: 129 code points, "
            "29 graphemes",
        ),
        (
            "id-flags-129",
            FLAG * 64 + FLAG[0],
            "64 flags and one more regional indicator: 129 code points, 65 graphemes",
        ),
        (
            "id-jamo-129",
            JAMO_LVT * 43,
            "43 Hangul syllables as conjoining jamo (L V T): 129 code points, 43 graphemes",
        ),
        ("id-crlf-129", CRLF * 64 + "a", "64 CR LF pairs and an a: 129 code points, 65 graphemes"),
        (
            "id-one-grapheme-129",
            "e" + "\u0301" * 128,
            "an e with 128 combining acute accents: 129 code points, 1 grapheme",
        ),
    ]
    for name, identifier, what in over:
        assert len(identifier) == 129 or len(identifier) == 130, name
        add(
            f"invalid/schema/node/{name}.json",
            id_doc(identifier),
            **reject(
                2,
                "maxLength",
                where,
                description=f"a node id of {what}: over maxLength 128 in code points, "
                f"within it in graphemes",
                source=ID_SRC,
            ),
        )
    at_limit = [
        ("id-nfd-128", NFD_E * 64, "64 NFD letters: 128 code points, 64 graphemes"),
        (
            "id-zwj-128",
            ZWJ_FAMILY * 25 + "abc",
            "25 ZWJ family sequences and 3 letters: 128 code "
            "points, 28 graphemes, 153 UTF-16 units",
        ),
        ("id-flags-128", FLAG * 64, "64 flags: 128 code points, 64 graphemes, 256 UTF-16 units"),
        (
            "id-jamo-128",
            JAMO_LVT * 42 + JAMO_LV,
            "43 Hangul syllables as conjoining jamo: 128 code points, 43 graphemes",
        ),
    ]
    for name, identifier, what in at_limit:
        assert len(identifier) == 128, name
        add(
            f"valid/unicode/{name}.json",
            id_doc(identifier),
            **accept(
                description=f"a node id of {what}: exactly maxLength 128 in code points "
                f"(a UTF-16 count says more, a grapheme count less)",
                source=ID_SRC,
            ),
        )
    # An id deeper in the tree and one written with escapes: the bound holds everywhere, on
    # the unescaped value.
    child = {"type": "vstack", "children": [{"type": "text", "id": NFD_E * 65}]}
    add(
        "invalid/schema/node/child-id-nfd-130.json",
        pretty(payload(child)),
        **reject(
            2,
            "maxLength",
            pointer(*ROOT, "children", 0, "id"),
            description="a child node's id of 65 NFD letters (130 code points, 65 graphemes)",
            source=ID_SRC,
        ),
    )
    escaped = payload({"type": "vstack", "id": MARK})
    add(
        "invalid/schema/node/id-nfd-130-escaped.json",
        splice(escaped, b"e\\u0301" * 65),
        **reject(
            2,
            "maxLength",
            where,
            description="a node id of 65 NFD letters written as e\\u0301 escapes: 130 code "
            "points after unescaping",
            source=ID_SRC + "; RFC 8259 §7",
        ),
    )


def identifiers(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """The identifier pattern at every site it guards: a screen key, an action's screen, request
    and link. A leading digit or underscore, an empty name and a dot are refused everywhere."""
    key_at = pointer("screen", "key")
    for name, key, description in [
        ("key-leading-digit", "2dashboard", "a screen key starting with a digit"),
        ("key-leading-underscore", "_dashboard", "a screen key starting with an underscore"),
    ]:
        add(f"invalid/schema/screen/{name}.json",
            pretty(payload({"type": "vstack"}, key=key)),
            **reject(2, "pattern", key_at, description=description, source=IDENTIFIER_SRC))
    action_at = pointer(*ROOT, "children", 0, "action")
    for name, action, member, description in [
        ("screen-leading-digit", {"type": "navigate", "screen": "2productDetail"}, "screen",
         "a navigate screen starting with a digit"),
        ("screen-leading-underscore", {"type": "navigate", "screen": "_productDetail"}, "screen",
         "a navigate screen starting with an underscore"),
        ("link-leading-digit", {"type": "openURL", "link": "2help"}, "link", "an openURL link starting with a digit"),
        ("link-leading-underscore", {"type": "openURL", "link": "_help"}, "link",
         "an openURL link starting with an underscore"),
        ("link-empty", {"type": "openURL", "link": ""}, "link", "an empty openURL link"),
        ("link-leading-dot", {"type": "openURL", "link": ".help"}, "link", "an openURL link starting with a dot"),
        ("link-leading-dash", {"type": "openURL", "link": "-help"}, "link", "an openURL link starting with a hyphen"),
        ("link-dot", {"type": "openURL", "link": "help.faq"}, "link",
         "an openURL link with a dot: identifiers have none (type names do)"),
        ("request-empty", {"type": "api", "request": ""}, "request", "an empty api request"),
        ("request-dot", {"type": "api", "request": "account.balance"}, "request",
         "an api request with a dot: identifiers have none (type names do)"),
    ]:
        add(f"invalid/schema/action/{name}.json", pretty(action_doc(action)),
            **reject(2, "pattern", action_at + "/" + member, description=description, source=IDENTIFIER_SRC))
    type_src = ("CONTRACT §0 (Type name: ^[A-Za-z][A-Za-z0-9_.]*$: a letter first, the dot namespaces "
                "third-party components)")
    add("invalid/schema/node/type-leading-dash.json",
        pretty(payload({"type": "vstack", "children": [{"type": "-text", "props": {"value": "Hi"}}]})),
        **reject(2, "pattern", pointer(*ROOT, "children", 0, "type"),
                 description="a node type starting with a hyphen", source=type_src))
    version_src = ("seed: schemaVersion policy (Format: MAJOR.MINOR); CONTRACT §0 (`^[0-9]+\\.[0-9]+$`: "
                   "each part a run of ASCII digits); DECISIONS 7 (a malformed version is pattern)")
    for name, version, description in [
        ("underscore-in-major", "1_0.0", "a schemaVersion 1_0.0: an underscore is not a digit"),
        ("underscore-in-minor", "1.0_1", "a schemaVersion 1.0_1: an underscore is not a digit"),
    ]:
        add(f"invalid/schema/version/{name}.json", pretty(payload({"type": "vstack"}, version=version)),
            **reject(2, "pattern", "/schemaVersion", description=description, source=version_src))


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Adds this module's families through generate.py's `add` (docs/EXPECTATIONS.md)."""
    lengths_and_counts(add, reject, accept)
    ids(add, reject, accept)
    identifiers(add, reject)
