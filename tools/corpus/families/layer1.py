"""Layer 1, bytes to a JSON value (docs/CONTRACT.md §1, RFC 8259 / RFC 7493): nesting, document
size, byte-exact faults, lone surrogates, layer-1 faults hidden under later layers' faults and
the order in which layer 1 picks its first fault."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..corpuslib import Entry, compact, payload, pointer, pretty
from .common import MARK, ROOT, splice, text_child


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


SURROGATE_SRC = ("CONTRACT §1 (decode.encoding: a lone surrogate, raw or escaped); DECISIONS 6a "
                 "(a high surrogate escape followed by a broken escape is decode.encoding at the "
                 "high surrogate, the earlier offset); DECISIONS 2 (the lowest byte offset wins)")


def _text_document(value_text: bytes, close: bool = True) -> bytes:
    """A payload whose one text node's `value` is the raw JSON string body `value_text`; cut
    off right after it (no closing quote, no newline) when `close` is false."""
    marker = "\ue000VALUE\ue000"
    text = pretty(payload({"type": "vstack", "children": [
        {"type": "text", "props": {"value": marker}}]}))
    head, tail = text.encode("utf-8").split(marker.encode("utf-8"))
    return head + value_text + (tail if close else b"")


def surrogates(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """docs/DECISIONS.md 6a: the high surrogate's fault comes first, so it decides."""
    broken = [
        ("escaped-high-then-bad-hex", rb"Hi \ud800\u12x9 there",
         "an escaped high surrogate \\ud800 followed by the broken escape \\u12x9 (x is not a hex "
         "digit): the lone surrogate is the earlier fault"),
        ("escaped-high-then-bad-escape", rb"Hi \ud83d\q there",
         "an escaped high surrogate \\ud83d followed by \\q, not an escape of RFC 8259: the lone "
         "surrogate is the earlier fault"),
        ("escaped-high-then-short-escape", rb"Hi \ud800\u00",
         "an escaped high surrogate followed by \\u00 and the closing quote (an escape of two hex "
         "digits): the lone surrogate is the earlier fault"),
    ]
    for name, body, description in broken:
        add(f"invalid/decode/encoding/{name}.json", _text_document(body),
            **reject(1, "decode.encoding", "", description=description, source=SURROGATE_SRC))
    cut = [
        ("escaped-high-cut-off", rb"Hi \ud800",
         "the document ends right after an escaped high surrogate, inside its string (no closing "
         "quote, no newline): the lone surrogate is at a lower offset than the missing end"),
        ("escaped-high-cut-off-after-backslash", b"Hi \\ud83d\\",
         "the document ends after an escaped high surrogate and a lone backslash: the surrogate "
         "is not followed by a low one, and its offset is the lower"),
        ("escaped-high-cut-off-in-low-escape", rb"Hi \ud83d\ude",
         "the document ends inside the escape that would have been the low surrogate (\\ude): the "
         "high surrogate has no low one, and its offset is the lower"),
    ]
    for name, body, description in cut:
        add(f"invalid/decode/encoding/{name}.json", _text_document(body, close=False),
            **reject(1, "decode.encoding", "", description=description, source=SURROGATE_SRC))


def _splice(document: dict[str, Any], raw: bytes, marker: str = "\ue000MARK\ue000") -> bytes:
    """The document's compact text with the string `marker` (quotes included) replaced by `raw`."""
    text = compact(document).encode("utf-8")
    quoted = b'"' + marker.encode("utf-8") + b'"'
    assert text.count(quoted) == 1
    return text.replace(quoted, raw)


def layer1_order(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Two layer-1 faults, the first in byte order decides (docs/DECISIONS.md 2). Each pair comes in
    both orders, so a client that always prefers one rule fails one of the two."""
    order_src = ("CONTRACT §1 (layer 1); DECISIONS 2 (one scan front to back: the fault at the lowest "
                 "byte offset wins; invalid UTF-8 anywhere is decode.encoding)")
    deep = b"[" * 509 + b"0" + b"]" * 509  # nesting 513: the document, screen, root, props, then 509 arrays
    root = {"type": "vstack", "props": {"n": "\ue000MARK\ue000"}}
    cases = [
        ("invalid/decode/depth/nesting-513-before-duplicate-name.json",
         _splice(payload(root), deep + b'},"type":"vstack","props2":{"z":1'), "decode.depth",
         "nesting 513 in props, then a repeated member name later in the document: the depth fault "
         "comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/syntax/duplicate-after-trailing-comma.json",
         _splice(payload(root), b'[1,]},"type":"vstack","props2":{"z":1'), "decode.syntax",
         "a trailing comma in props, then a repeated member name: the syntax fault comes first",
         order_src),
        ("invalid/decode/depth/nesting-513-before-trailing-comma.json",
         _splice(payload(root), deep + b',}'), "decode.depth",
         "nesting 513 in props, then a trailing comma: the depth fault comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/syntax/trailing-comma-before-nesting-513.json",
         _splice(payload(root), b'[1,],"m":' + deep), "decode.syntax",
         "a trailing comma in props, then nesting 513: the syntax fault comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/encoding/lone-surrogate-before-duplicate-name.json",
         _splice(payload(root), b'"\\ud800"},"type":"vstack","props2":{"z":1'), "decode.encoding",
         "an escaped lone surrogate in props, then a repeated member name: the surrogate comes first",
         order_src + "; DECISIONS 6a"),
        ("invalid/decode/duplicate-key/before-lone-surrogate.json",
         _splice(payload(root), b'1},"type":"vstack","props2":{"z":"\\ud800"'), "decode.duplicateKey",
         "a repeated member name, then an escaped lone surrogate later: the repeated name comes first "
         "(found at its opening quote)", order_src + "; DECISIONS 6a"),
        ("invalid/decode/encoding/lone-surrogate-before-number-overflow.json",
         _splice(payload(root), b'"\\ud800","m":1e400'), "decode.encoding",
         "an escaped lone surrogate, then the number 1e400: the surrogate comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-lone-surrogate.json",
         _splice(payload(root), b'1e400,"m":"\\ud800"'), "decode.number",
         "the number 1e400, then an escaped lone surrogate: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-invalid-utf8.json",
         _splice(payload(root), b'1e400,"m":"ab\xffcd"'), "decode.number",
         "the number 1e400, then the byte FF in a later string: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/duplicate-key/before-invalid-utf8.json",
         _splice(payload(root), b'1},"type":"vstack","props2":{"z":"ab\xffcd"'), "decode.duplicateKey",
         "a repeated member name, then the byte FF in a later string: the repeated name comes first",
         order_src + "; DECISIONS 6a"),
        ("invalid/decode/syntax/trailing-comma-before-invalid-utf8.json",
         _splice(payload(root), b'[1,],"m":"ab\xffcd"'), "decode.syntax",
         "a trailing comma, then the byte FF in a later string: the syntax fault comes first (a client that "
         "checks UTF-8 before it parses says decode.encoding)", order_src),
        ("invalid/decode/number/overflow-before-trailing-comma.json",
         _splice(payload(root), b'1e400,"m":[1,]'), "decode.number",
         "the number 1e400, then a trailing comma: the number comes first (a client that checks numbers "
         "after its parser says decode.syntax)", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-duplicate-name.json",
         _splice(payload(root), b'1e400},"type":"vstack","props2":{"z":1'), "decode.number",
         "the number 1e400, then a repeated member name: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/encoding/lone-surrogate-before-trailing-comma.json",
         _splice(payload(root), b'"\\ud800","m":[1,]'), "decode.encoding",
         "an escaped lone surrogate, then a trailing comma: the surrogate comes first (a client that checks "
         "surrogates after its parser says decode.syntax)", order_src + "; DECISIONS 6a"),
        ("invalid/decode/encoding/invalid-utf8-after-backslash.json",
         _splice(payload(root), b'"ab\\\xffcd"'), "decode.encoding",
         "a backslash followed by the byte FF: not UTF-8, so decode.encoding, though no escape starts with it "
         "either", order_src),
        ("invalid/decode/encoding/invalid-utf8-in-unicode-escape.json",
         _splice(payload(root), b'"ab\\u\xf4\x90\x80\x80cd"'), "decode.encoding",
         "\\u followed by F4 90 80 80 (past U+10FFFF) where a hex digit should be: the escape breaks at a byte "
         "that is not UTF-8, so decode.encoding", order_src),
    ]
    for fid, data, rule, description, source in cases:
        # decode.duplicateKey is reported at the object holding both names (docs/DECISIONS.md 5).
        path = pointer(*ROOT) if rule == "decode.duplicateKey" else ""
        add(fid, data, **reject(1, rule, path, description=description, source=source))


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Adds this module's families through generate.py's `add` (docs/EXPECTATIONS.md)."""
    nesting(add, reject, accept)
    sizes(add, reject, accept)
    bytes_level(add, reject, accept)
    surrogates(add, reject)
    layer1_order(add, reject)
