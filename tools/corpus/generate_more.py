"""The second half of tools/corpus/generate.py: schema bounds, code-point counting, JSON nesting,
document size, byte-exact layer-1 faults and envelope shapes. See generate.py."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from . import corpuslib as lib
from .corpuslib import Entry, compact, payload, pointer, pretty

ROOT = ("screen", "root")
CHILD0 = ROOT + ("children", 0)
PROPS = CHILD0 + ("props",)
ACTION = CHILD0 + ("action",)
MARK = "\uE000MARK\uE000"  # replaced by exact bytes in byte-level fixtures

EMOJI = "\U0001F600"           # 1 code point, 4 UTF-8 bytes, 2 UTF-16 units
FLAG = "\U0001F1EE\U0001F1E9"  # 🇮🇩: 2 code points (regional indicators), 1 grapheme
NFD_E = "e\u0301"              # é decomposed: 2 code points, 1 grapheme
ZWJ = "\U0001F469\u200D\U0001F4BB"  # 👩‍💻: 3 code points, 1 grapheme
CJK = "\u6F22"                 # 漢: 1 code point, 3 UTF-8 bytes, 1 UTF-16 unit

LENGTH_SRC = "seed: Bounds (Max string length 4096); CONTRACT §1 (Counting: code points)"


def text_child(props: dict[str, Any], node_type: str = "text") -> dict[str, Any]:
    return payload({"type": "vstack", "children": [{"type": node_type, "props": props}]})


def with_action(action: dict[str, Any], props: dict[str, Any] | None = None) -> dict[str, Any]:
    node = {"type": "button", "props": props or {"title": "Go"}, "action": action}
    return payload({"type": "vstack", "children": [node]})


def splice(doc: dict[str, Any], raw: bytes) -> bytes:
    """The document's pretty text with MARK replaced by `raw` (bytes), byte for byte."""
    text = pretty(doc).encode("utf-8")
    mark = MARK.encode("utf-8")
    assert text.count(mark) == 1
    return text.replace(mark, raw)


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
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

    nesting(add, reject, accept)
    sizes(add, reject, accept)
    bytes_level(add, reject, accept)
    envelopes(add, reject, accept)


def button(action: dict[str, str], title: str = "Go") -> dict[str, Any]:
    return {"type": "button", "props": {"title": title}, "action": action}


# ---------------------------------------------------------------- JSON nesting (decode.depth)

def nested_doc(total: int, kind: str = "array", profile_depth: int | None = None) -> bytes:
    """A payload whose deepest container sits at nesting `total` (top-level object = 1).

    The top-level object, `screen`, `root` and `props` are nesting 1–4; the rest is a chain of
    single-member containers in the `deep` prop, the innermost one empty.
    """
    inner = total - 4
    text = "[" * inner + "]" * inner if kind == "array" else '{"a":' * (inner - 1) + "{}" + "}" * (inner - 1)
    doc = pretty(payload({"type": "vstack", "props": {"deep": MARK}})).encode("utf-8")
    quoted = b'"' + MARK.encode("utf-8") + b'"'
    assert doc.count(quoted) == 1
    return doc.replace(quoted, text.encode("ascii"))


def nesting(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    src = "CONTRACT §1 (decode.depth: the top-level value counting as 1: 512 accepted, 513 " \
          "refused); DECISIONS 4"
    add("valid/decode/nesting-512-arrays.json", nested_doc(512),
        **accept(description="JSON nesting of exactly 512 (arrays inside props)", source=src))
    add("invalid/decode/depth/nesting-513-arrays.json", nested_doc(513),
        **reject(1, "decode.depth", "",
                 description="JSON nesting of 513 (arrays inside props)", source=src))
    add("valid/decode/nesting-512-objects.json", nested_doc(512, "object"),
        **accept(description="JSON nesting of exactly 512 (objects inside props)", source=src))
    add("invalid/decode/depth/nesting-513-objects.json", nested_doc(513, "object"),
        **reject(1, "decode.depth", "",
                 description="JSON nesting of 513 (objects inside props)", source=src))
    add("invalid/decode/depth/nesting-100000.json", nested_doc(100000),
        **reject(1, "decode.depth", "",
                 description="100,000 nested arrays inside props: refused, without crashing "
                             "or overflowing a stack",
                 source="CONTRACT §1 (No input of any size or depth may crash or hang a "
                        "validator)"))
    add("valid/decode/tight/nesting-16.json", nested_doc(16),
        **accept(profile="tight-bounds",
                 description="JSON nesting of 16 under a profile whose maxNesting is 16",
                 source="CONTRACT §1 (nesting over the profile's maxNesting)"))
    add("invalid/decode/depth/tight-nesting-17.json", nested_doc(17),
        **reject(1, "decode.depth", "", profile="tight-bounds",
                 description="JSON nesting of 17 under a profile whose maxNesting is 16",
                 source="CONTRACT §1 (nesting over the profile's maxNesting)"))


# ---------------------------------------------------------------- document size (decode.size)

def sized(n_bytes: int, unit: str = "a") -> bytes:
    """A valid payload of exactly n_bytes, padded with `unit` in a props string."""
    base = pretty(text_child({"value": ""})).encode("utf-8")
    room = n_bytes - len(base)
    width = len(unit.encode("utf-8"))
    count, rest = divmod(room, width)
    text = unit * count + "a" * rest
    blob = pretty(text_child({"value": text})).encode("utf-8")
    assert len(blob) == n_bytes
    return blob


def sizes(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    src = "CONTRACT §1 (decode.size: over the profile's maxDocumentBytes; checked before " \
          "parsing); DECISIONS 1"
    add("valid/decode/size-4096.json", sized(4096),
        **accept(profile="small-document",
                 description="a document of exactly 4096 bytes (final newline included) under a "
                             "profile whose maxDocumentBytes is 4096", source=src))
    add("invalid/decode/size/size-4097.json", sized(4097),
        **reject(1, "decode.size", "", profile="small-document",
                 description="a document of 4097 bytes under a profile whose maxDocumentBytes "
                             "is 4096", source=src))
    add("valid/decode/size-4096-multibyte.json", sized(4096, "\u00e9"),
        **accept(profile="small-document",
                 description="4096 bytes, most of them two-byte é: at the byte limit", source=src))
    add("invalid/decode/size/size-4097-multibyte.json", sized(4097, "\u00e9"),
        **reject(1, "decode.size", "", profile="small-document",
                 description="4097 bytes but only about 2100 characters: the size is counted in "
                             "bytes, not characters", source=src))


# ---------------------------------------------------------------- byte-exact layer 1

def bytes_level(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    base = text_child({"value": MARK})

    def in_string(raw: bytes) -> bytes:
        return splice(base, raw)

    enc = "RFC 7493 §2.1 (UTF-8); RFC 3629 §3; CONTRACT §1 (decode.encoding); DECISIONS 2"
    faults = [
        ("ff-in-string", b"ab\xffcd", "the byte FF, never valid in UTF-8"),
        ("lone-continuation", b"ab\x80cd", "a continuation byte 80 with no lead byte"),
        ("overlong-slash", b"ab\xc0\xafcd", "the overlong two-byte encoding C0 AF of '/'"),
        ("overlong-3-byte", b"ab\xe0\x80\xafcd", "the overlong three-byte encoding E0 80 AF"),
        ("truncated-sequence", b"ab\xe2\x82", "a three-byte sequence cut after two bytes"),
        ("raw-surrogate-high", b"ab\xed\xa0\x80cd", "ED A0 80, the raw UTF-8 form of U+D800"),
        ("raw-surrogate-low", b"ab\xed\xb0\x80cd", "ED B0 80, the raw UTF-8 form of U+DC00"),
        ("raw-surrogate-pair-cesu8", b"ab\xed\xa0\xbd\xed\xb8\x80cd",
         "a surrogate pair encoded as two three-byte sequences (CESU-8)"),
        ("above-10ffff", b"ab\xf4\x90\x80\x80cd", "F4 90 80 80, past U+10FFFF"),
        ("byte-f5", b"ab\xf5\x80\x80\x80cd", "the lead byte F5, never valid in UTF-8"),
        ("latin1-e-acute", b"caf\xe9", "é written as the single Latin-1 byte E9"),
    ]
    for name, raw, what in faults:
        add(f"invalid/decode/encoding/{name}.json", in_string(raw),
            **reject(1, "decode.encoding", "",
                     description=f"a props string holding {what}", source=enc))
    doc = pretty(base).encode("utf-8")
    add("invalid/decode/encoding/bom.json", b"\xef\xbb\xbf" + in_string(b"hi"),
        **reject(1, "decode.encoding", "",
                 description="a UTF-8 byte order mark before an otherwise valid document",
                 source="RFC 8259 §8.1 (MUST NOT add a byte order mark); CONTRACT §1"))
    utf16 = pretty(text_child({"value": "hi"})).encode("utf-16-le")
    add("invalid/decode/encoding/utf16le-bom.json", b"\xff\xfe" + utf16,
        **reject(1, "decode.encoding", "",
                 description="a valid document encoded as UTF-16LE with its BOM",
                 source="RFC 8259 §8.1 (JSON text exchanged … MUST be encoded using UTF-8)"))
    add("invalid/decode/encoding/ff-between-tokens.json",
        doc.replace(MARK.encode(), b"hi").replace(b'"screen":', b'"screen":\xff', 1),
        **reject(1, "decode.encoding", "",
                 description="the byte FF outside any string, where whitespace may stand",
                 source="DECISIONS 2 (invalid UTF-8 anywhere, inside or outside strings)"))
    add("invalid/decode/encoding/ff-in-member-name.json",
        splice(text_child({MARK: "hi"}), b"na\xffme"),
        **reject(1, "decode.encoding", "",
                 description="the byte FF inside a member name",
                 source="DECISIONS 2 (invalid UTF-8 anywhere)"))

    syn = "RFC 8259 §7 (control characters must be escaped); CONTRACT §1 (decode.syntax); " \
          "DECISIONS 2"
    for name, raw, what in [
        ("raw-nul", b"a\x00b", "a raw NUL byte (U+0000)"),
        ("raw-tab", b"a\tb", "a raw tab (U+0009)"),
        ("raw-newline", b"a\nb", "a raw line feed (U+000A)"),
        ("raw-carriage-return", b"a\rb", "a raw carriage return (U+000D)"),
        ("raw-unit-separator", b"a\x1fb", "a raw U+001F, the last control character"),
    ]:
        add(f"invalid/decode/syntax/{name}-in-string.json", in_string(raw),
            **reject(1, "decode.syntax", "",
                     description=f"a props string holding {what}", source=syn))
    valid_text = in_string(b"hi")
    add("invalid/decode/syntax/nul-after-document.json", valid_text + b"\x00",
        **reject(1, "decode.syntax", "",
                 description="a NUL byte after the document's closing brace",
                 source="RFC 8259 §2 (JSON-text = ws value ws); CONTRACT §1 (bytes after the "
                        "document)"))
    add("invalid/decode/syntax/form-feed-before-document.json", b"\x0c" + valid_text,
        **reject(1, "decode.syntax", "",
                 description="a form feed before the document: not JSON whitespace",
                 source="RFC 8259 §2 (ws = space, tab, line feed, carriage return)"))
    add("invalid/decode/syntax/nbsp-between-tokens.json",
        valid_text.replace(b'"screen":', b'"screen":\xc2\xa0', 1),
        **reject(1, "decode.syntax", "",
                 description="U+00A0 (valid UTF-8) between tokens: not JSON whitespace",
                 source="RFC 8259 §2 (ws)"))
    add("invalid/decode/syntax/empty.json", b"",
        **reject(1, "decode.syntax", "",
                 description="an empty document (zero bytes)",
                 source="RFC 8259 §2 (a JSON text is a serialized value); DECISIONS 2"))
    add("invalid/decode/syntax/whitespace-only.json", b" \n\t\r\n",
        **reject(1, "decode.syntax", "",
                 description="a document of whitespace only",
                 source="RFC 8259 §2 (a JSON text is a serialized value)"))

    ok = "RFC 8259 §7 (any code point except \", \\ and U+0000–U+001F may appear raw); " \
         "RFC 7493 §2.1"
    for name, raw, what in [
        ("raw-del", b"a\x7fb", "a raw DEL (U+007F), which is not a JSON control character"),
        ("raw-c1-nel", "a\u0085b".encode(), "a raw U+0085 (a C1 control, allowed raw)"),
        ("raw-line-separators", "a\u2028b\u2029c".encode(),
         "raw U+2028 and U+2029 (valid JSON, invalid in pre-2019 JavaScript)"),
        ("noncharacters-raw", "\uffff\ufffe\ufdd0\U0010ffff\U0001fffe".encode(),
         "the raw noncharacters U+FFFF, U+FFFE, U+FDD0, U+10FFFF, U+1FFFE"),
        ("bom-inside-string", "a\ufeffb".encode(), "U+FEFF inside a string (not a BOM there)"),
    ]:
        add(f"valid/unicode/{name}.json", in_string(raw),
            **accept(description=f"a props string holding {what}",
                     source=ok + ("; CONTRACT §1 (Noncharacters … are accepted)"
                                  if "nonchar" in name else "")))
    add("valid/decode/crlf-and-tabs.json",
        valid_text.replace(b"  ", b"\t").replace(b"\n", b"\r\n"),
        **accept(description="CRLF line ends and tab indentation: JSON whitespace",
                 source="RFC 8259 §2 (ws)"))
    add("valid/decode/no-final-newline.json", valid_text.rstrip(b"\n"),
        **accept(description="a document with no newline after the closing brace",
                 source="RFC 8259 §2"))
    add("valid/decode/surrounding-whitespace.json", b" \r\n\t" + valid_text + b"\n\n \t",
        **accept(description="whitespace before and after the document",
                 source="RFC 8259 §2 (JSON-text = ws value ws)"))


# ---------------------------------------------------------------- envelope shape (schema)

SEED_DASHBOARD = {
    "schemaVersion": "1.0",
    "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [
        {"type": "text", "props": {"value": "Hello, {{user.name}}"}}]}},
}


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def envelope(**changes: Any) -> dict[str, Any]:
    env = {"schemaVersion": "1.0", "alg": "ed25519",
           "payload": b64(compact(SEED_DASHBOARD).encode()),
           "signature": b64(bytes(range(64)))}
    for key, value in changes.items():
        if value is None:
            env.pop(key)
        else:
            env[key] = value
    return env


def envelopes(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    env_src = "CONTRACT §0 (envelope); CONTRACT §6 (c: the envelope's shape)"
    req = ["envelope"]

    def bad(
        name: str,
        doc: dict[str, Any] | None,
        rule: str,
        path: str,
        description: str,
        source: str = env_src,
        blob: bytes | None = None,
    ) -> None:
        add(f"invalid/schema/envelope/{name}.json", blob or pretty(doc),
            **reject(2, rule, path, requires=req, description=description, source=source))

    bad("missing-alg", envelope(alg=None), "required", "", "an envelope without alg")
    bad("missing-payload", envelope(payload=None), "required", "", "an envelope without payload")
    bad("missing-schema-version", envelope(schemaVersion=None), "required", "",
        "an envelope without schemaVersion",
        source=env_src + "; seed: schemaVersion policy (present on both the envelope and the "
                         "payload)")
    bad("alg-hs256", envelope(alg="HS256"), "enum", "/alg", "alg HS256: not in {ed25519, es256}")
    bad("alg-none", envelope(alg="none"), "enum", "/alg", "alg \"none\"")
    bad("alg-case", envelope(alg="Ed25519"), "enum", "/alg",
        "alg Ed25519: the enum is case-sensitive")
    bad("alg-number", envelope(alg=25519), "enum", "/alg",
        "alg as a number: alg is stated by enum alone, so enum is the failing keyword")
    bad("enc-unknown", envelope(enc="aes-256-gcm"), "enum", "/enc",
        "enc aes-256-gcm: not hybrid-x25519-aesgcm")
    bad("extra-key", envelope(kid="key-1"), "additionalProperties", "",
        "an envelope with an unknown member kid")
    bad("with-screen", envelope(screen=SEED_DASHBOARD["screen"]), "additionalProperties", "",
        "an envelope that also carries a payload's screen member")
    bad("payload-number", envelope(payload=12345), "type", "/payload", "payload as a number")
    bad("signature-null", {**envelope(), "signature": None}, "type", "/signature",
        "signature null: present (so read as an envelope) but not a string")
    bad("schema-version-number", envelope(schemaVersion=1.0), "type", "/schemaVersion",
        "an envelope whose schemaVersion is the number 1.0")
    bad("schema-version-malformed", envelope(schemaVersion="1"), "pattern", "/schemaVersion",
        "an envelope whose schemaVersion is \"1\"")
    # Without signature the discriminator picks the payload branch (docs/CONTRACT.md §0). A bare
    # envelope minus its signature would break two rules there (required: screen, and
    # additionalProperties: alg, payload), so this one carries a valid screen as well.
    # No `requires`: without a signature the document is a payload to every client.
    add("invalid/schema/envelope/missing-signature-read-as-payload.json",
        pretty({**envelope(signature=None), "screen": SEED_DASHBOARD["screen"]}),
        **reject(2, "additionalProperties", "",
                 description="envelope members without signature (and a valid screen): the "
                             "document is read as a payload, where alg and payload are unknown "
                             "members",
                 source=env_src + "; CONTRACT §0 (if/then/else on the presence of signature)"))

    # maxLength twins. The shapes at the limit pass the schema; the profile accepts only
    # es256, so the next step (docs/CONTRACT.md §6 d) refuses alg ed25519 as envelope.alg.
    pad = compact(SEED_DASHBOARD).encode()
    at_limit = pad + b" " * (786432 - len(pad))
    assert len(b64(at_limit)) == 1048576
    over = at_limit + b"   "
    assert len(b64(over)) == 1048580
    add("invalid/envelope/payload-1048576.json",
        compact(envelope(payload=b64(at_limit))),
        **reject(2, "envelope.alg", "/alg", profile="es256-only", requires=req, schema="accept",
                 description="payload of exactly 1,048,576 base64 characters passes maxLength; "
                             "the profile accepts only es256, so alg ed25519 is refused next",
                 source="seed: Bounds (Max envelope payload size); CONTRACT §6 (c then d)"))
    bad("payload-1048580", None, "maxLength", "/payload",
        "payload of 1,048,580 base64 characters (the shortest well-formed base64 past "
        "1,048,576)",
        source="seed: Bounds (Max envelope payload size); CONTRACT §0",
        blob=compact(envelope(payload=b64(over))).encode())
    sig = bytes(i % 256 for i in range(768))
    assert len(b64(sig)) == 1024
    add("invalid/envelope/signature-1024.json", pretty(envelope(signature=b64(sig))),
        **reject(2, "envelope.alg", "/alg", profile="es256-only", requires=req, schema="accept",
                 description="signature of exactly 1024 base64 characters passes maxLength; "
                             "the profile accepts only es256, so alg ed25519 is refused next",
                 source="CONTRACT §0 (signature at most 1,024); CONTRACT §6 (c then d)"))
    bad("signature-1028", envelope(signature=b64(sig + b"\x00\x01\x02")), "maxLength",
        "/signature", "signature of 1028 base64 characters",
        source="CONTRACT §0 (signature at most 1,024)")
    add("invalid/version/major/envelope-2.0.json", pretty(envelope(schemaVersion="2.0")),
        **reject(2, "version.major", "/schemaVersion", requires=req,
                 description="an envelope at schemaVersion 2.0 (its signature is not valid "
                             "either): the major gate runs before verification",
                 source="seed: schemaVersion policy (the envelope's is checked before "
                        "verify/decrypt); CONTRACT §6 (b)"))
    add("invalid/version/major/envelope-2.0-bad-shape.json",
        pretty(envelope(schemaVersion="2.0", alg="rot13", kid="k")),
        **reject(2, "version.major", "/schemaVersion", requires=req, schema="reject",
                 description="an envelope at schemaVersion 2.0 with an unknown alg and an extra "
                             "member: the major gate (b) runs before the shape (c)",
                 source="CONTRACT §6 (b before c); CONTRACT §1 (a wrong major is never "
                        "validated further)"))
