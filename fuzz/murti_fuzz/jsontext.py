"""A JSON writer that decides every byte, and the byte-level faults applied after it.

`json.dumps` cannot write a number lexeme as given (`1E+2`, `-0`, `1e400`), an object with
two members of one name, an escaped lone surrogate or a chosen escape per string; layer 1 of
the contract (docs/CONTRACT.md §1, docs/DECISIONS.md 1–6) is about exactly those bytes. Documents are Python
values (dict in written order, list, str, bool, None, int, float) plus the wrappers below.
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple


class Num(NamedTuple):
    """A number written exactly as `lexeme` (RFC 8259 §6, or deliberately not)."""

    lexeme: str


class Pairs(NamedTuple):
    """An object written member by member, duplicates allowed (RFC 7493 §2.3)."""

    members: tuple  # ((name, value), ...)


class Str(NamedTuple):
    """A string with its own escaping: `minimal` (only what RFC 8259 §7 requires), `ascii`
    (every non-ASCII code point as `\\uXXXX`, astral ones as surrogate pairs) or `all`
    (every code point escaped)."""

    text: str
    escape: str = "minimal"


class Raw(NamedTuple):
    """Text written verbatim where a value goes (a bad lexeme, a lone surrogate escape, a
    raw control character inside quotes)."""

    text: str


class Style(NamedTuple):
    """Layout of the written text: `indent` (None: one line), the separators, the newline,
    and the default string escaping."""

    indent: object = None  # None, or the indentation string
    item_separator: str = ","
    key_separator: str = ":"
    newline: str = "\n"
    escape: str = "minimal"


COMPACT = Style()
PRETTY = Style(indent="  ", item_separator=",", key_separator=": ", escape="ascii")
PRETTY_RAW = Style(indent="  ", item_separator=",", key_separator=": ", escape="minimal")
STYLES = [COMPACT, Style(item_separator=", ", key_separator=": "),
          Style(indent="  ", key_separator=": "), Style(indent="\t", newline="\r\n"),
          Style(escape="ascii"), Style(indent=" ", escape="all")]

_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n",
                  "\r": "\\r", "\t": "\\t"}


_PLAIN = {"minimal": re.compile(r'[\x00-\x1f"\\]'), "ascii": re.compile(r'[^\x20-\x7e]|["\\]')}


def quoted(text: str, mode: str) -> str:
    """`text` as a JSON string literal. The common case (nothing to escape, or the `minimal`
    and `ascii` modes) runs at C speed: json.dumps escapes exactly what those modes do."""
    if mode != "all":
        if _PLAIN[mode].search(text) is None:
            return '"' + text + '"'
        return json.dumps(text, ensure_ascii=mode == "ascii")
    return '"' + escape_string(text, mode) + '"'


def escape_string(text: str, mode: str) -> str:
    """The body of a JSON string literal for `text` (without quotes)."""
    out = []
    for char in text:
        code = ord(char)
        if mode == "all":
            out.append(_u_escape(code))
        elif char in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[char])
        elif code < 0x20:
            out.append(f"\\u{code:04x}")
        elif mode == "ascii" and code > 0x7E:
            out.append(_u_escape(code))
        else:
            out.append(char)
    return "".join(out)


def _u_escape(code: int) -> str:
    if code > 0xFFFF:
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


MAX_TEXT = 16 * 1024 * 1024  # characters; far past any limit of the contract (2 MiB)


class TooLarge(ValueError):
    """The text would pass MAX_TEXT characters (a value that holds itself never ends)."""


def dumps(value: Any, style: Style = COMPACT, limit: int = MAX_TEXT) -> str:
    """The document as text (str; may hold lone surrogates from Raw, which `dump` keeps).
    Iterative, so a value nested thousands deep is written without recursion. Raises
    TooLarge past `limit` characters."""
    parts = []
    size = 0
    counted = 0
    # Work items: a str is written as is; a (value, level) pair is a value to write.
    work = [(value, 0)]
    steps = 0
    while work:
        item = work.pop()
        if isinstance(item, str):
            parts.append(item)
        else:
            _write(item[0], style, item[1], parts, work)
        steps += 1
        if steps & 1023 == 0 or not work:
            # Counted in steps: a value that holds itself is stopped within 1,024 items of
            # passing the limit (every item is far shorter than it).
            size += sum(map(len, parts[counted:]))
            counted = len(parts)
            if size > limit:
                raise TooLarge(f"the document passes {limit} characters")
    return "".join(parts)


def dump(value: Any, style: Style = COMPACT) -> bytes:
    """The document as UTF-8 bytes; a lone surrogate code point in the text is written with
    `surrogatepass` (the raw encoded surrogate, itself a layer-1 fault)."""
    text = _plain_dumps(value, style)
    if text is None:
        text = dumps(value, style)
    return text.encode("utf-8", "surrogatepass")


_PLAIN_SCALARS = (str, int, float, bool, type(None))
_SENTINEL = "\U0010FFFE\uFFFF"  # around a placeholder; found twice in a text, never once


def _plain_dumps(value: Any, style: Style) -> str | None:
    """The same text as `dumps`, through json.dumps, for the common document: dicts, lists
    and scalars, with Num, Str and Raw leaves spliced in afterwards, no Pairs, no `all`
    escaping, finite floats, and indentation only within INDENT_DEPTH; `None` for anything
    else (or should a placeholder ever collide with generated text)."""
    if style.escape == "all":
        return None
    leaves = []
    size = 0

    def plain(item: Any, level: int) -> Any:
        nonlocal size
        kind = type(item)
        if kind is str:
            size += len(item)
            return item
        if kind in (int, bool) or item is None:
            return item
        if kind is dict or kind is list:
            if level >= INDENT_DEPTH and style.indent is not None:
                raise _NotPlain
            if kind is dict:
                result = {}
                for key, member in item.items():
                    if type(key) is not str:
                        raise _NotPlain
                    result[key] = plain(member, level + 1)
                return result
            return [plain(member, level + 1) for member in item]
        if kind is float:
            if item != item or item in (float("inf"), float("-inf")):
                raise _NotPlain
            return item
        if kind is Num or kind is Raw:
            text = item.lexeme if kind is Num else item.text
        elif kind is Str and item.escape != "all":
            text = quoted(item.text, item.escape)
        else:
            raise _NotPlain
        leaves.append(text)
        size += len(text)
        return f"{_SENTINEL}{len(leaves) - 1}{_SENTINEL}"

    try:
        copy = plain(value, 0)
    except (_NotPlain, RecursionError):
        return None
    if size > MAX_TEXT:
        return None  # left to `dumps`, which says TooLarge
    text = json.dumps(copy, ensure_ascii=style.escape == "ascii", indent=style.indent,
                      separators=(style.item_separator, style.key_separator), check_circular=False)
    if style.newline != "\n" and style.indent is not None:
        text = text.replace("\n", style.newline)
    if leaves:
        marker = json.dumps(_SENTINEL, ensure_ascii=style.escape == "ascii")[1:-1]
        pieces = text.split('"' + marker)
        if len(pieces) != len(leaves) + 1:
            return None
        out = [pieces[0]]
        for piece in pieces[1:]:
            number, _, rest = piece.partition(marker + '"')
            if not number.isdigit():
                return None
            out.append(leaves[int(number)])
            out.append(rest)
        text = "".join(out)
    return text


class _NotPlain(Exception):
    """The value needs the writer above (Pairs, `all` escaping, deep indentation, NaN)."""


def _write(value: Any, style: Style, level: int, parts: list[Any], work: list[Any]) -> None:
    if isinstance(value, Raw):
        parts.append(value.text)
    elif isinstance(value, Num):
        parts.append(value.lexeme)
    elif isinstance(value, Str):
        parts.append(quoted(value.text, value.escape))
    elif isinstance(value, str):
        parts.append(quoted(value, style.escape))
    elif value is True:
        parts.append("true")
    elif value is False:
        parts.append("false")
    elif value is None:
        parts.append("null")
    elif isinstance(value, int):
        parts.append(str(value))
    elif isinstance(value, float):
        parts.append(repr(value) if value == value and abs(value) != float("inf") else "null")
    elif isinstance(value, (dict, Pairs)):
        members = list(value.items()) if isinstance(value, dict) else list(value.members)
        _container("{", "}", members, style, level, parts, work, is_object=True)
    elif isinstance(value, (list, tuple)):
        _container("[", "]", list(value), style, level, parts, work, is_object=False)
    else:
        raise TypeError(f"cannot write {type(value).__name__}")


INDENT_DEPTH = 32


def _container(
    opening: str,
    closing: str,
    items: list[Any],
    style: Style,
    level: int,
    parts: list[Any],
    work: list[Any],
    is_object: bool,
) -> None:
    parts.append(opening)
    if not items:
        parts.append(closing)
        return
    # Deeper than INDENT_DEPTH a container is written on one line: indenting a value nested
    # 500 deep costs its square in whitespace, and the layout is tested well above that depth.
    indented = style.indent is not None and level < INDENT_DEPTH
    inner = style.newline + style.indent * (level + 1) if indented else ""
    pending = []  # in writing order; pushed reversed onto the work stack
    for index, item in enumerate(items):
        if index:
            pending.append(style.item_separator)
        pending.append(inner)
        if is_object:
            name, member = item
            pending.append((name if isinstance(name, (Str, Raw)) else str(name), level + 1))
            pending.append(style.key_separator)
            pending.append((member, level + 1))
        else:
            pending.append((item, level + 1))
    if indented:
        pending.append(style.newline + style.indent * level)
    pending.append(closing)
    work.extend(reversed(pending))


# Byte-level faults (docs/CONTRACT.md §1 layer 1): each takes the document's bytes and a position
# (an index the strategy drew, clamped here) and returns new bytes.
INVALID_UTF8 = [b"\xff", b"\x80", b"\xc0\x80", b"\xc3", b"\xed\xa0\x80", b"\xed\xbf\xbf",
                b"\xf4\x90\x80\x80", b"\xe2\x82", b"\xf0\x9f\x98", b"\xf8\x88\x80\x80\x80"]
TAILS = [b",", b" x", b"}", b"]", b"\x00", b"\n\n", b"{}", b"\xef\xbb\xbf", b"/", b" null"]
INSERTS = [b",", b"/*c*/", b"//c\n", b"\x00", b"\x01", b"\x7f", b"\\", b'"', b"\r", b"\x0b",
           b"\xc2\xa0", b"\xe2\x80\xa8", b"NaN"]


def _clamp(data: bytes, position: int) -> int:
    return max(0, min(len(data), position))


def fault_bom(data: bytes, position: int) -> bytes:
    return b"\xef\xbb\xbf" + data


def fault_utf16(data: bytes, position: int) -> bytes:
    """The same text as UTF-16 (little endian, with or without its BOM by position parity)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return b"\xff\xfe" + data
    encoded = text.encode("utf-16-le", "surrogatepass")
    return (b"\xff\xfe" + encoded) if position % 2 else encoded


def fault_invalid_utf8(data: bytes, position: int) -> bytes:
    at = _clamp(data, position)
    return data[:at] + INVALID_UTF8[position % len(INVALID_UTF8)] + data[at:]


def fault_truncate(data: bytes, position: int) -> bytes:
    return data[:_clamp(data, position)]


def fault_tail(data: bytes, position: int) -> bytes:
    return data + TAILS[position % len(TAILS)]


def fault_insert(data: bytes, position: int) -> bytes:
    at = _clamp(data, position)
    return data[:at] + INSERTS[position % len(INSERTS)] + data[at:]


def fault_trailing_comma(data: bytes, position: int) -> bytes:
    """A comma before the first `}` or `]` at or after `position`."""
    at = _clamp(data, position)
    for index in range(at, len(data)):
        if data[index] in b"}]":
            return data[:index] + b"," + data[index:]
    return data + b","


BYTE_FAULTS = {
    "bom": fault_bom,
    "utf16": fault_utf16,
    "invalid-utf8": fault_invalid_utf8,
    "truncate": fault_truncate,
    "tail": fault_tail,
    "insert": fault_insert,
    "trailing-comma": fault_trailing_comma,
}
