"""Values for the schema's non-recursive definitions, read from the schema in use.

A leaf is a property schema without `$ref` recursion (an identifier, a type name, the
schemaVersion, an enum, a bounded string); `leaf(schema)` turns it into a function of a
`Choices`. Strings with a `pattern` are generated from the pattern itself (a small ECMA-262
subset: literals, escapes, classes, groups, alternation and quantifiers, which is all that
`murti.schema.json` uses), so another team's copy of the schema is fuzzed with its own
patterns and bounds. A pattern outside the subset falls back to any short text, which the
engines then judge.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import contract

if TYPE_CHECKING:
    from .choices import Choices

# Text's characters, simplest first (shrinking goes to `a`): ASCII letters and digits, then
# ASCII punctuation, then the contract's Unicode edge classes.
ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.:/{}\"\\'"
UNITS = [unit for units in contract.CHARACTER_CLASSES.values() for unit in units]
UNBOUNDED_REPEAT = 8  # extra repetitions drawn for `*`, `+` and `{m,}`


def text(choices: Choices, max_size: int) -> str:
    """Any short text: mostly ASCII, sometimes a Unicode edge unit, sometimes any code point."""
    parts = []
    for _ in range(choices.integer(0, max_size)):
        parts.append(choices.span(lambda: _character(choices)))
    return "".join(parts)


def _character(choices: Choices) -> str:
    kind = choices.integer(0, 7)
    if kind < 5:
        return ASCII[choices.integer(0, len(ASCII) - 1)]
    if kind < 7:
        return UNITS[choices.integer(0, len(UNITS) - 1)]
    code = choices.integer(0x80, 0x10FFFF)
    return chr(code if not 0xD800 <= code <= 0xDFFF else code + 0x800)


class UnsupportedPattern(ValueError):
    """The pattern uses syntax outside the subset this generator reads."""


def _parse(pattern: str) -> list[Any]:
    """The pattern as a list of alternatives, each a list of (atom, low, high)."""
    position = 0

    def alternatives() -> list[Any]:
        nonlocal position
        result = [sequence()]
        while position < len(pattern) and pattern[position] == "|":
            position += 1
            result.append(sequence())
        return result

    def sequence() -> list[Any]:
        nonlocal position
        items = []
        while position < len(pattern) and pattern[position] not in "|)":
            atom = single()
            low, high = quantifier()
            items.append((atom, low, high))
        return items

    def escape(char: str) -> tuple[str, str]:
        if char == "d":
            return ("set", [("0", "9")], False)
        if char == "w":
            return ("set", [("a", "z"), ("A", "Z"), ("0", "9"), ("_", "_")], False)
        if char == "s":
            return ("set", [(" ", " "), ("\t", "\t")], False)
        if char.isalnum():
            raise UnsupportedPattern(f"\\{char}")
        return ("lit", char)

    def single() -> tuple[Any, ...]:
        nonlocal position
        char = pattern[position]
        position += 1
        if char == "^":
            return ("start",)
        if char == "$":
            return ("end",)
        if char == ".":
            return ("set", [(" ", "~")], False)
        if char == "\\":
            position += 1
            return escape(pattern[position - 1])
        if char == "(":
            if pattern.startswith("?:", position):
                position += 2
            elif pattern.startswith("?", position):
                raise UnsupportedPattern("group flags")
            inner = alternatives()
            if position >= len(pattern) or pattern[position] != ")":
                raise UnsupportedPattern("unclosed group")
            position += 1
            return ("group", inner)
        if char == "[":
            negated = pattern.startswith("^", position)
            position += negated
            ranges = []
            while position < len(pattern) and pattern[position] != "]":
                first = pattern[position]
                position += 1
                if first == "\\":
                    inner = escape(pattern[position])
                    position += 1
                    if inner[0] == "set":
                        ranges += inner[1]
                        continue
                    first = inner[1]
                if pattern.startswith("-", position) and position + 1 < len(pattern) \
                        and pattern[position + 1] != "]":
                    ranges.append((first, pattern[position + 1]))
                    position += 2
                else:
                    ranges.append((first, first))
            position += 1
            return ("set", ranges, negated)
        if char in "*+?{":
            raise UnsupportedPattern("a quantifier with nothing to repeat")
        return ("lit", char)

    def quantifier() -> tuple[Any, ...]:
        nonlocal position
        if position >= len(pattern):
            return 1, 1
        char = pattern[position]
        bounds = {"*": (0, None), "+": (1, None), "?": (0, 1)}.get(char)
        if bounds is not None:
            position += 1
        elif char == "{":
            end = pattern.find("}", position)
            if end < 0:
                raise UnsupportedPattern("unclosed {")
            body = pattern[position + 1:end]
            low_text, _, high_text = body.partition(",")
            low = int(low_text)
            high = low if "," not in body else (int(high_text) if high_text else None)
            bounds = (low, high)
            position = end + 1
        else:
            return 1, 1
        if position < len(pattern) and pattern[position] == "?":
            position += 1  # lazy: the same strings
        return bounds

    parsed = alternatives()
    if position != len(pattern):
        raise UnsupportedPattern("unbalanced )")
    return parsed


def _pick_in(choices: Choices, ranges: list[tuple[str, str]], negated: bool) -> str:
    if negated:
        allowed = [chr(c) for c in range(0x20, 0x7F)
                   if not any(low <= chr(c) <= high for low, high in ranges)]
        return allowed[choices.integer(0, len(allowed) - 1)] if allowed else "a"
    sizes = [ord(high) - ord(low) + 1 for low, high in ranges]
    offset = choices.integer(0, sum(sizes) - 1)
    for (low, _), size in zip(ranges, sizes, strict=True):
        if offset < size:
            return chr(ord(low) + offset)
        offset -= size
    return ranges[0][0]


def _generate(choices: Choices, alternatives: list[Any], budget: list[int], out: list[Any]) -> None:
    # A choice only where there is one: fixed counts and single alternatives draw nothing, so
    # a generated name is as few choices as its length.
    items = alternatives[choices.integer(0, len(alternatives) - 1)] if len(alternatives) > 1 \
        else alternatives[0]
    for atom, low, high in items:
        if atom[0] in ("start", "end"):
            continue
        extra = max(0, min(UNBOUNDED_REPEAT if high is None else high - low, budget[0] - low))
        count = low + (choices.integer(0, extra) if extra else 0)
        for _ in range(count):
            if atom[0] == "lit":
                out.append(atom[1])
            elif atom[0] == "set":
                out.append(_pick_in(choices, atom[1], atom[2]))
            elif atom[0] == "group":
                _generate(choices, atom[1], budget, out)
            budget[0] -= 1


def pattern_strings(pattern: str, max_length: int | None) -> Callable[..., Any]:
    """A function of a `Choices` drawing strings that match `pattern` (at most `max_length`
    code points where the pattern allows); `None` when the pattern is outside the subset."""
    try:
        parsed = _parse(pattern)
    except (UnsupportedPattern, IndexError, ValueError):
        return None
    limit = max_length if max_length is not None else 64

    def draw(choices: Choices) -> str:
        out: list[str] = []
        _generate(choices, parsed, [min(limit, 16)], out)
        return "".join(out)
    return draw


def leaf(schema: dict[str, Any]) -> Callable[..., Any]:
    """A function of a `Choices` for one non-recursive property schema."""
    if not isinstance(schema, dict):
        return lambda choices: None
    if "const" in schema:
        constant = schema["const"]
        return lambda choices: constant
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        options = list(schema["enum"])
        return lambda choices: choices.choice(options)
    kind = schema.get("type")
    if kind == "string" or (kind is None and "pattern" in schema):
        max_length = schema.get("maxLength") if isinstance(schema.get("maxLength"), int) else None
        if isinstance(schema.get("pattern"), str):
            drawn = pattern_strings(schema["pattern"], max_length)
            if drawn is not None:
                return drawn
        size = min(max_length or 12, 12)
        return lambda choices: text(choices, size)
    if kind == "integer":
        return lambda choices: choices.integer(-1000, 1000)
    if kind == "number":
        return lambda choices: choices.integer(-1000, 1000) / 4
    if kind == "boolean":
        return lambda choices: choices.boolean()
    if kind == "null":
        return lambda choices: None
    if kind == "array":
        return lambda choices: []
    if kind == "object":
        return lambda choices: {}
    return lambda choices: text(choices, 8)
