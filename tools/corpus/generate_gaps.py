"""The third part of tools/corpus/generate.py: fixture families for drifts a real client
showed that no earlier fixture caught (see generate.py; stdlib only).

- odd schemaVersion parts: signs, spaces, empty parts, extra parts, line ends
  (`^[0-9]+\\.[0-9]+$` is ECMA-262: `$` matches only at the very end);
- node ids whose code-point length and grapheme count fall on opposite sides of 128
  (NFD, ZWJ sequences, flags, Hangul jamo, a single grapheme of many marks);
- layer-1 faults inside parts no model reads: unknown members, unknown props, ignored
  values under a higher minor (layer 1 covers the whole document);
- deep and wide values inside every bound, as cost fixtures under valid/cost/.

Every expectation is written from the seed (Bounds, schemaVersion policy), docs/CONTRACT.md §0–§2 and
docs/DECISIONS.md, never from what an implementation says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .corpuslib import Entry, compact, payload, pointer, pretty

ROOT = ("screen", "root")
MARK = "\ue000MARK\ue000"  # replaced by exact bytes in byte-level fixtures

NFD_E = "e\u0301"  # é decomposed: 2 code points, 1 grapheme
ZWJ_FAMILY = "\U0001f469\u200d\U0001f469\u200d\U0001f467"  # 👩‍👩‍👧: 5 code points, 1 grapheme
FLAG = "\U0001f1ee\U0001f1e9"  # 🇮🇩: 2 regional indicators, 1 grapheme
JAMO_LVT = "\u1100\u1161\u11a8"  # 각 as conjoining jamo: 3 code points, 1 grapheme
JAMO_LV = "\u1100\u1161"  # 가 as conjoining jamo: 2 code points, 1 grapheme
CRLF = "\r\n"  # CR LF: 2 code points, 1 grapheme (UAX #29 GB3)

VERSION_SRC = (
    "seed: schemaVersion policy (Format: MAJOR.MINOR); CONTRACT §0 (`^[0-9]+\\.[0-9]+$`); "
    "CONTRACT §1 (`pattern` is ECMA-262); DECISIONS 7"
)
ID_SRC = (
    "CONTRACT §0 (node id: a string ≤ 128); CONTRACT §1 (Counting: code points, never "
    "graphemes or UTF-16 units)"
)
LAYER1_SRC = (
    "CONTRACT §1 (layer 1: bytes → JSON value, the whole document; the first failing layer "
    "wins); RFC 7493 §2.1 / §2.3"
)


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


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    versions(add, reject)
    ids(add, reject, accept)
    hidden_layer1(add, reject)
    cost(add, accept)
    edges(add, reject, accept)


# ---------------------------------------------------------------- schemaVersion parts


def versions(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    where = pointer("schemaVersion")
    cases = [
        (
            "plus-major",
            "+1.0",
            "a plus sign before the major: `[0-9]+` has no sign (a client "
            "parsing the major with Int() reads 1)",
        ),
        (
            "plus-major-2",
            "+2.0",
            "+2.0: malformed, so `pattern`, never `version.major` (the gate "
            "reads no major from a string it cannot parse, DECISIONS 7)",
        ),
        ("minus-minor", "1.-0", "a minus sign before the minor"),
        ("plus-minor", "1.+0", "a plus sign before the minor"),
        ("trailing-space", "1.0 ", "a space after the minor"),
        ("space-before-dot", "1 .0", "a space between the major and the dot"),
        ("space-after-dot", "1. 0", "a space between the dot and the minor"),
        ("double-dot", "1..0", "an empty part between two dots"),
        ("dot-only", ".", "both parts empty"),
        ("trailing-dot-zero", "1.0.", "an empty third part after the minor"),
        ("four-components", "1.0.0.0", "four parts"),
        ("trailing-crlf", "1.0\r\n", "1.0 followed by CR LF"),
        ("trailing-cr", "1.0\r", "1.0 followed by a carriage return"),
        ("leading-newline", "\n1.0", "a line feed before the major: `^` matches only at the start"),
        ("trailing-tab", "1.0\t", "a tab after the minor"),
        ("trailing-nul", "1.0\u0000", "U+0000 after the minor (escaped, so layer 1 accepts it)"),
        ("exponent", "1e0.0", "an exponent in the major: digits only"),
    ]
    for name, version, what in cases:
        add(
            f"invalid/schema/version/{name}.json",
            pretty(payload({"type": "vstack"}, version=version)),
            **reject(
                2,
                "pattern",
                where,
                description=f"schemaVersion {version!r}: {what}",
                source=VERSION_SRC,
            ),
        )
    # The same trailing line feed as the existing trailing-newline fixture, spelled as a
    # \u000a escape: the pattern is matched against the unescaped value.
    doc = payload({"type": "vstack"}, version=MARK)
    add(
        "invalid/schema/version/trailing-newline-escaped.json",
        splice(doc, b"1.0\\u000a"),
        **reject(
            2,
            "pattern",
            where,
            description='schemaVersion "1.0\\u000a": a trailing line feed written as a '
            "\\u escape; ECMA-262 `$` does not match before it",
            source=VERSION_SRC + "; RFC 8259 §7 (the escape stands for U+000A)",
        ),
    )
    # A higher minor spelled with a sign is malformed, not a higher minor.
    add(
        "invalid/schema/version/plus-higher-minor-client-1.2.json",
        pretty(payload({"type": "vstack"}, version="+1.3")),
        **reject(
            2,
            "pattern",
            where,
            profile="client-1.2",
            description="schemaVersion +1.3 under a 1.2 client: malformed, so `pattern`; it is "
            "not a higher minor (a client reading the parts with Int() would "
            "take it for one and render)",
            source=VERSION_SRC + "; DECISIONS 10",
        ),
    )
    add(
        "invalid/schema/version/envelope-trailing-newline.json",
        pretty(
            {"schemaVersion": "1.0\n", "alg": "ed25519", "payload": "e30=", "signature": "AAAA"}
        ),
        **reject(
            2,
            "pattern",
            where,
            requires=["envelope"],
            description="an envelope whose schemaVersion is 1.0 followed by a line feed: "
            "the gate (b) cannot read it, so the shape (c) refuses it",
            source=VERSION_SRC + "; CONTRACT §6 (b, c)",
        ),
    )


# ---------------------------------------------------------------- ids around 128


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


# ---------------------------------------------------------------- layer 1 everywhere


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


# ---------------------------------------------------------------- cost fixtures


def nested(levels: int, kind: str = "object", leaf: int | str = 0) -> Any:
    """A value of `levels` nested containers around `leaf`."""
    value = leaf
    for level in range(levels):
        value = {"a": value} if kind == "object" or (kind == "mixed" and level % 2) else [value]
    return value


def cost(add: Callable[..., None], accept: Callable[..., Entry]) -> None:
    src = (
        "seed: Bounds (these caps bound worst-case decode + render cost regardless of what an "
        "authentic-but-malicious payload asks for); CONTRACT §4 (Cost)"
    )
    # props at nesting 4 (top level 1, screen 2, root 3, props 4): values may nest to 512 - 4.
    add(
        "valid/cost/props-16-values-nested-500.json",
        compact(
            payload({"type": "vstack", "props": {f"p{index}": nested(500) for index in range(16)}})
        ),
        **accept(
            description="16 props values, each 500 objects deep (about 48 KB): inside every "
            "bound; the work must stay linear in the size",
            source=src,
        ),
    )
    add(
        "valid/cost/value-nested-500-objects.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(500)}})),
        **accept(description="a single props value 500 objects deep", source=src),
    )
    add(
        "valid/cost/value-nested-500-arrays.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(500, "array")}})),
        **accept(description="a single props value 500 arrays deep", source=src),
    )
    add(
        "valid/cost/value-nested-508-mixed.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(508, "mixed", "x")}})),
        **accept(
            description="a props value alternating arrays and objects to a total nesting of "
            "512, the limit",
            source=src + "; CONTRACT §1 (decode.depth: 512 accepted)",
        ),
    )
    action = {"type": "dismiss", "params": {f"p{index}": nested(499) for index in range(16)}}
    add(
        "valid/cost/params-16-values-nested-499.json",
        compact(payload({"type": "button", "action": action})),
        **accept(
            description="16 action params values, each 499 objects deep (params sit at nesting 5)",
            source=src,
        ),
    )
    add(
        "valid/cost/props-64-arrays-512.json",
        compact(
            payload(
                {"type": "vstack", "props": {f"p{index}": list(range(512)) for index in range(64)}}
            )
        ),
        **accept(
            description="64 props values, each an array of 512 numbers: every count at its "
            "bound at once",
            source=src + "; seed: Bounds (Max props per object 64, Max array-value length 512)",
        ),
    )
    wide = {f"k{index}": {f"m{inner}": "v" for inner in range(64)} for index in range(64)}
    add(
        "valid/cost/value-64-objects-of-64.json",
        compact(payload({"type": "vstack", "props": {"wide": wide}})),
        **accept(
            description="a props value of 64 objects of 64 members each",
            source=src + "; seed: Bounds (Max props per object 64)",
        ),
    )


# ---------------------------------------------------------------- edges the mutation score found


def edges(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Cases no fixture had, found by the surviving mutants of tools/mutation (docs/MUTATION.md);
    each expectation is written from the contract, not from the mutant."""
    for name, node, where in [
        (
            "extra-keys-16",
            {"type": "vstack", **{f"k{index}": index for index in range(16)}},
            "after its type",
        ),
        (
            "extra-keys-16-before-type",
            {**{f"k{index}": index for index in range(16)}, "type": "vstack"},
            "before its type",
        ),
    ]:
        add(
            f"invalid/schema/node/{name}.json",
            pretty(payload(node)),
            **reject(
                2,
                "additionalProperties",
                pointer(*ROOT),
                description=f"a node with 16 unknown members written {where} (17 members): "
                f"one additionalProperties at the node, however many keys and "
                f"wherever type is",
                source="CONTRACT §0 (node: no other keys); DECISIONS 8",
            ),
        )
    names = (
        "CONTRACT §0 (identifier `^[A-Za-z][A-Za-z0-9_]*$`, type name `^[A-Za-z][A-Za-z0-9_.]*$`)"
    )
    action = {"type": "navigate", "screen": "Zone_2"}
    add(
        "invalid/semantic/screen/letters-digits-underscore.json",
        pretty(payload({"type": "button", "action": action})),
        **reject(
            3,
            "semantic.screen",
            pointer(*ROOT, "action", "screen"),
            description="a navigate to Zone_2: a well-formed identifier (a capital Z first, "
            "then letters, an underscore and a digit) that the profile does not "
            "know",
            source=names + "; CONTRACT §1 (layer 3: semantic.screen)",
        ),
    )
    add(
        "invalid/render/type-letters-digits-underscore.json",
        pretty(payload({"type": "vstack", "children": [{"type": "ext.Zoom_v2"}]})),
        **accept(
            layer=4,
            rule="render.placeholder",
            placeholders=[pointer(*ROOT, "children", 0)],
            description="a child of type ext.Zoom_v2: a well-formed type name (Z, digits, "
            "an underscore, a dot) that is not registered: a placeholder",
            source=names + "; seed: What validates where (layer 4)",
        ),
    )
    envelope = {
        "schemaVersion": "1.0",
        "alg": "ed25519",
        "payload": "e30=",
        "signature": "A" * 1025,
    }
    add(
        "invalid/schema/envelope/signature-1025.json",
        pretty(envelope),
        **reject(
            2,
            "maxLength",
            pointer("signature"),
            requires=["envelope"],
            description="a signature of 1025 characters, one past maxLength 1024 (its base64 "
            "form is checked later, in step d)",
            source="CONTRACT §0 (signature at most 1,024); CONTRACT §6 (c before d)",
        ),
    )
    envelope = {
        "schemaVersion": "1.0",
        "alg": "ed25519",
        "payload": "A" * 1048577,
        "signature": "AAAA",
    }
    add(
        "invalid/schema/envelope/payload-1048577.json",
        compact(envelope),
        **reject(
            2,
            "maxLength",
            pointer("payload"),
            requires=["envelope"],
            description="a payload of 1,048,577 characters, one past maxLength 1,048,576 "
            "(its base64 form is checked later, in step d)",
            source="seed: Bounds (Max envelope payload size); CONTRACT §0; CONTRACT §6 (c "
            "before d)",
        ),
    )
    token = (
        "CONTRACT §1 (Data-key tokens: exactly `{{` identifier (`.` identifier)* `}}`; anything "
        "else is literal text); DECISIONS 12"
    )
    for name, value, what in [
        ("open-braces-at-end", "Hello {{", "two opening braces at the very end"),
        (
            "token-one-closing-brace-at-end",
            "Hello {{user.name}",
            "{{user.name} at the very end (one closing brace)",
        ),
        ("token-dot-at-end", "Hello {{user.", "{{user. at the very end"),
        (
            "segment-129",
            "{{" + "k" * 129 + "}}",
            "braces around a 129-letter key: not an identifier (at most 128), so literal text",
        ),
    ]:
        add(
            f"valid/semantic/{name}.json",
            pretty(payload({"type": "text", "props": {"value": value}})),
            **accept(
                description=f"a props string with {what}: no token, so nothing to resolve",
                source=token + ("; CONTRACT §0 (identifier ≤ 128)" if "129" in name else ""),
            ),
        )
    add(
        "invalid/semantic/data-key/segment-128.json",
        pretty(payload({"type": "text", "props": {"value": "{{" + "k" * 128 + "}}"}})),
        **reject(
            3,
            "semantic.dataKey",
            pointer(*ROOT, "props", "value"),
            description="a token whose key is one 128-letter identifier, the longest allowed: "
            "a token, and the profile does not know the key",
            source=token + "; CONTRACT §0 (identifier ≤ 128)",
        ),
    )
