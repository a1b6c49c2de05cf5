"""Layer 1: bytes to a JSON value under RFC 8259 and the I-JSON limits of docs/CONTRACT.md §1.

The rules and their order follow docs/DECISIONS.md 1–6: `decode.size` before any byte is read,
then one front-to-back scan where the fault at the lowest byte offset wins, then
`decode.notObject` on the parsed value.

The scanner is iterative (an explicit stack, no recursion), so no input of any depth can exhaust
the Python stack, and `decode.depth` is refused at the byte that opens the container one level
too deep. Python's own `json.loads` accepts lone surrogate escapes, NaN/Infinity and duplicate
names, and it recurses; it is used only as a fast path for a document it parses with none of
them (hooks refuse duplicates, NaN and numbers out of range; lone surrogates are checked on its
value; a text with more brackets than the nesting allows is left to the scanner), and the
scanner judges every other document, so every refusal is the scanner's.
"""

import json
import re
from json.decoder import scanstring
from typing import Never, TypeAlias

from .json_value import JSONObject, JSONValue, Segment
from .order import pointer

DEFAULT_MAX_DOCUMENT_BYTES = 2_097_152
DEFAULT_MAX_NESTING = 512
NESTING_CEILING = 512  # CONTRACT §1: the default is also the maximum

_BOM = b"\xef\xbb\xbf"
_WS = re.compile(r"[ \t\n\r]*")
# The body of a string after its opening quote, up to and including the closing quote.
_STRING_REST = re.compile(
    r'[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"')
_STRING_PREFIX = re.compile(
    r'[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*')
_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_NUMBER_TAIL = re.compile(r"[0-9.eE+-]+")
_NUMBER_CHARS = frozenset("0123456789.eE+-")
_WS_CHARS = frozenset(" \t\n\r")
_INFINITY = float("inf")
_LITERALS = (("true", True), ("false", False), ("null", None))

# An open container of the scanner's stack: (the container, is it an object, its segment in its
# parent; None for the top-level value).
_Frame: TypeAlias = tuple[JSONObject | list[JSONValue], bool, Segment | None]


class DecodeFault(Exception):
    """A layer-1 refusal: `rule` is a docs/CONTRACT.md §1 rule id, `path` a JSON Pointer."""

    def __init__(self, rule: str, message: str, path: str = "", offset: int | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.path = path
        self.offset = offset  # byte offset of the fault, None for decode.size / notObject


class _Fault(Exception):
    """Internal: a fault at a character offset of the decoded text."""

    def __init__(self, rule: str, index: int, message: str, segments: list[Segment] | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.index = index
        self.message = message
        self.segments = segments


class _EndOfInput(Exception):
    """Internal: the text ended while a value was still open (a fault unless scanning a prefix)."""

    def __init__(self, index: int) -> None:
        super().__init__("unexpected end of input")
        self.index = index


def limits_from_profile(profile: JSONValue) -> tuple[int, int]:
    """(maxDocumentBytes, maxNesting) from a docs/CONTRACT.md §2 profile; defaults for anything missing
    or malformed, maxNesting clamped to the 512 ceiling."""
    bounds = profile.get("bounds") if isinstance(profile, dict) else None
    bounds = bounds if isinstance(bounds, dict) else {}

    def number(name: str, default: int) -> int:
        value = bounds.get(name)
        is_int = isinstance(value, int) and not isinstance(value, bool)
        return value if is_int and value >= 0 else default

    max_bytes = number("maxDocumentBytes", DEFAULT_MAX_DOCUMENT_BYTES)
    max_nesting = min(number("maxNesting", DEFAULT_MAX_NESTING), NESTING_CEILING)
    return max_bytes, max_nesting


def decode_document(data: bytes, max_document_bytes: int = DEFAULT_MAX_DOCUMENT_BYTES,
                    max_nesting: int = DEFAULT_MAX_NESTING) -> JSONObject:
    """Decodes `data` (bytes) into Python values (dict with members in written order, list, str,
    int, float, bool, None). Returns the top-level object; raises DecodeFault."""
    if len(data) > max_document_bytes:
        raise DecodeFault("decode.size",
                          f"{len(data)} bytes, over maxDocumentBytes {max_document_bytes}")
    if data.startswith(_BOM):
        raise DecodeFault("decode.encoding", "byte 0: a UTF-8 byte order mark", offset=0)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        # Python's strict decoder refuses overlongs and encoded surrogates too (RFC 3629).
        # A fault in the well-formed prefix comes earlier in the bytes, so it wins.
        prefix = data[:error.start].decode("utf-8")
        if prefix:  # an empty prefix is not an empty document: bytes follow it
            try:
                _parse(prefix, max_nesting)
            except _Fault as fault:
                raise _public(fault, prefix) from None
            except _EndOfInput:
                pass
        raise DecodeFault("decode.encoding",
                          f"byte {error.start}: not UTF-8 ({error.reason})",
                          offset=error.start) from None
    value = _accepted_by_json_loads(text, max_nesting)
    if value is not None:
        return value
    try:
        value = _parse(text, max_nesting)
    except _Fault as fault:
        raise _public(fault, text) from None
    except _EndOfInput as end:
        offset = len(text[:end.index].encode("utf-8"))
        raise DecodeFault("decode.syntax", f"byte {offset}: unexpected end of input",
                          offset=offset) from None
    if not isinstance(value, dict):
        raise DecodeFault("decode.notObject",
                          f"the top-level value is {_kind(value)}, not an object")
    return value


class _NotClean(Exception):
    """Internal: `json.loads` met something the scanner must judge (the fast path gives up)."""


def _distinct_members(pairs: list[tuple[str, JSONValue]]) -> JSONObject:
    members = dict(pairs)
    if len(members) != len(pairs):
        raise _NotClean
    return members


def _finite_float(lexeme: str) -> float:
    value = float(lexeme)
    if value == _INFINITY or value == -_INFINITY:
        raise _NotClean
    return value


def _short_int(lexeme: str) -> int:
    if len(lexeme) > 300:  # the scanner checks long integers against double range
        raise _NotClean
    return int(lexeme)


def _no_constant(_: str) -> Never:
    raise _NotClean  # NaN, Infinity


def _accepted_by_json_loads(text: str, max_nesting: int) -> JSONObject | None:
    """The value of a document with no layer-1 fault, through C `json.loads`; `None` whenever
    the text has anything the scanner must judge (a fault, a duplicate name, a number out of
    range, an escaped surrogate that stays alone, nesting past `max_nesting`, a top level that
    is not an object; more brackets than `max_nesting`: the scanner's iterative walk judges
those), so that every refusal, with its rule, path and offset, comes from
    `_parse`. The values are the scanner's: members in written order, ints for integer
    lexemes, floats correctly rounded."""
    # No more brackets than the nesting allows: the value cannot nest too deep, and `json.loads`,
    # which recurses in C, never goes deeper than 512 levels.
    if text.count("{") + text.count("[") > max_nesting:
        return None
    try:
        value = json.loads(text, object_pairs_hook=_distinct_members, parse_float=_finite_float,
                           parse_int=_short_int, parse_constant=_no_constant)
    except (_NotClean, ValueError, RecursionError):
        return None
    if not isinstance(value, dict):
        return None
    if "\\u" in text:
        try:  # json.loads keeps an escaped lone surrogate; UTF-8 cannot hold one
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            return None
    return value


def _public(fault: _Fault, text: str) -> DecodeFault:
    offset = len(text[:fault.index].encode("utf-8"))
    path = pointer(fault.segments) if fault.segments is not None else ""
    return DecodeFault(fault.rule, f"byte {offset}: {fault.message}", path=path, offset=offset)


def _kind(value: JSONValue) -> str:
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"


def _skip(text: str, index: int) -> int:
    return _WS.match(text, index).end()


def _string(text: str, index: int) -> tuple[str, int]:
    """Parses the string whose opening quote is at `index`; returns (value, end)."""
    start = index + 1
    match = _STRING_REST.match(text, start)
    if match is None:
        stop = _STRING_PREFIX.match(text, start).end()
        if "\\u" in text[start:stop]:
            # A high surrogate escape right before the fault has no low half: it is the
            # earlier fault (docs/DECISIONS.md 2).
            _check_surrogates(text[start:stop], start)
        if stop >= len(text):
            raise _EndOfInput(stop)
        char = text[stop]
        if char == "\\":
            if len(text) - stop < 6 and re.fullmatch(r"\\(u[0-9a-fA-F]{0,3})?", text[stop:]):
                raise _EndOfInput(len(text))
            raise _Fault("decode.syntax", stop, f"invalid escape {text[stop:stop + 6]!r}")
        raise _Fault("decode.syntax", stop,
                     f"raw control character U+{ord(char):04X} in a string")
    end = match.end()
    raw = text[start:end - 1]
    if "\\" not in raw:
        return raw, end
    if "\\u" in raw:
        _check_surrogates(raw, start)
    return scanstring(text, start)[0], end


def _check_surrogates(raw: str, base: int) -> None:
    """Refuses an escaped lone surrogate (docs/CONTRACT.md §1: `decode.encoding`): a high surrogate
    escape not followed at once by a low one, or a low one on its own."""
    pending_high: tuple[int, int] | None = None  # (index, end) of a high surrogate escape waiting for its low half
    for match in _ESCAPE.finditer(raw):
        hex_digits = match.group(1)
        code = int(hex_digits, 16) if hex_digits else None
        if pending_high is not None:
            if code is not None and 0xDC00 <= code <= 0xDFFF and match.start() == pending_high[1]:
                pending_high = None
                continue
            raise _Fault("decode.encoding", base + pending_high[0],
                         "an escaped lone surrogate (high half without a low half)")
        if code is None:
            continue
        if 0xD800 <= code <= 0xDBFF:
            pending_high = (match.start(), match.end())
        elif 0xDC00 <= code <= 0xDFFF:
            raise _Fault("decode.encoding", base + match.start(),
                         "an escaped lone surrogate (low half without a high half)")
    if pending_high is not None:
        raise _Fault("decode.encoding", base + pending_high[0],
                     "an escaped lone surrogate (high half without a low half)")


def _number(text: str, index: int) -> tuple[int | float, int]:
    match = _NUMBER.match(text, index)
    if match is None:
        if _NUMBER_TAIL.fullmatch(text, index):
            raise _EndOfInput(len(text))  # a prefix cut inside the number ("-")
        raise _Fault("decode.syntax", index, "a malformed number")
    end = match.end()
    if end < len(text) and text[end] in _NUMBER_CHARS and _NUMBER_TAIL.fullmatch(text, end):
        raise _EndOfInput(len(text))  # "1." or "1e" with nothing after: cut short
    lexeme = match.group()
    is_integer = match.lastindex is None  # neither fraction nor exponent
    if is_integer and end - index <= 300:
        return int(lexeme), end  # at most 300 digits: far inside double range
    magnitude = float(lexeme)  # correctly rounded, no digit limit; inf past the largest double
    if magnitude == _INFINITY or magnitude == -_INFINITY:
        raise _Fault("decode.number", index, f"{lexeme[:40]!r} is outside double range")
    return (int(lexeme) if is_integer else magnitude), end


def _parse(text: str, max_nesting: int) -> JSONValue:
    """Parses the whole text; raises _Fault or _EndOfInput.

    `stack` holds the open containers as (container, is_object, segment in its parent);
    `container`/`is_object` mirror its top, and `key` is the member name awaiting its value."""
    stack: list[_Frame] = []
    container: JSONObject | list[JSONValue] | None = None
    is_object = False
    key = ""
    root: JSONValue = None
    length = len(text)
    skip = _WS.match
    index = skip(text, 0).end()
    if index >= length:
        if length == 0:
            raise _Fault("decode.syntax", 0, "an empty document")
        raise _EndOfInput(index)
    while True:
        # A value starts at `index`.
        if index >= length:
            raise _EndOfInput(index)
        char = text[index]
        if char == "{" or char == "[":
            if len(stack) >= max_nesting:
                raise _Fault("decode.depth", index,
                             f"nesting {len(stack) + 1}, over maxNesting {max_nesting}")
            opened = {} if char == "{" else []
            if container is None:
                root, segment = opened, None
            elif is_object:
                container[key] = opened
                segment = key
            else:
                segment = len(container)
                container.append(opened)
            container, is_object = opened, char == "{"
            stack.append((container, is_object, segment))
            index += 1
            if index < length and text[index] in _WS_CHARS:
                index = skip(text, index).end()
            if index < length and text[index] == ("}" if is_object else "]"):
                index += 1
                stack.pop()
                container, is_object = stack[-1][:2] if stack else (None, False)
            elif is_object:
                index, key = _member_name(text, index, stack)
                continue
            else:
                continue
        else:
            if char == '"':
                value, index = _string(text, index)
            elif char == "-" or "0" <= char <= "9":
                value, index = _number(text, index)
            else:
                value, index = _literal(text, index)
            if container is None:
                root = value
            elif is_object:
                container[key] = value
            else:
                container.append(value)
        # After a value: a separator, a closer, or the end of the document.
        while True:
            if index < length and text[index] in _WS_CHARS:
                index = skip(text, index).end()
            if container is None:
                if index < length:
                    raise _Fault("decode.syntax", index, "bytes after the document")
                return root
            if index >= length:
                raise _EndOfInput(index)
            char = text[index]
            if char == ",":
                index += 1
                if index < length and text[index] in _WS_CHARS:
                    index = skip(text, index).end()
                if is_object:
                    index, key = _member_name(text, index, stack)
                break
            if char == ("}" if is_object else "]"):
                index += 1
                stack.pop()
                container, is_object = stack[-1][:2] if stack else (None, False)
                continue
            expected = "',' or '}'" if is_object else "',' or ']'"
            raise _Fault("decode.syntax", index, f"expected {expected}, found {char!r}")


def _member_name(text: str, index: int, stack: list[_Frame]) -> tuple[int, str]:
    """Reads `"name" :` at `index` in the innermost object; refuses a duplicate name; returns
    (index of the value, name)."""
    if index >= len(text):
        raise _EndOfInput(index)
    if text[index] != '"':
        raise _Fault("decode.syntax", index, f"expected a member name, found {text[index]!r}")
    name, end = _string(text, index)
    if name in stack[-1][0]:
        raise _Fault("decode.duplicateKey", index, f"duplicate member name {name[:60]!r}",
                     segments=[frame[2] for frame in stack[1:]])
    end = _skip(text, end)
    if end >= len(text):
        raise _EndOfInput(end)
    if text[end] != ":":
        raise _Fault("decode.syntax", end, f"expected ':', found {text[end]!r}")
    return _skip(text, end + 1), name


def _literal(text: str, index: int) -> tuple[bool | None, int]:
    for word, value in _LITERALS:
        if text.startswith(word, index):
            return value, index + len(word)
        rest = text[index:index + len(word)]
        if len(rest) < len(word) and word.startswith(rest):
            raise _EndOfInput(len(text))
    raise _Fault("decode.syntax", index, f"unexpected character {text[index]!r}")
