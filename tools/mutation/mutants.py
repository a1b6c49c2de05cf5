"""The mutants: faults planted in Sources/MurtiValidator one at a time (docs/MUTATION.md).

A mutant is one textual change of one Swift file. Operators (docs/MUTATION.md "Operators"):

- `cmp`: a comparison flipped at its boundary (`>` ↔ `>=`, `<` ↔ `<=`) or negated (`==` ↔ `!=`);
- `bool`: `&&` ↔ `||`;
- `int`: an integer literal one more, or one less (bounds off by one);
- `skip-call`: a statement that records a failure or runs a check, deleted;
- `skip-if`: an `if` condition replaced by `false` (the check never fires);
- `skip-guard`: a `guard` condition replaced by `true` (the guard never refuses);
- `swap`: an `if … else` whose condition is negated (the branches swapped);
- `count`: code-point counting replaced by UTF-16, grapheme or byte counting;
- `rule`: a rule id swapped for its neighbour in docs/RULES.md.

Only code is mutated: comments and string literals are skipped (messages are not graded),
except the string literals that are rule ids. Mutants are listed in a fixed order (file,
offset, operator), each with a key that survives edits elsewhere in the file.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

# The default scope: the code that decides a verdict of docs/CONTRACT.md §1 above the tape, i.e. the
# schema keywords, the version gate, bounds, references, data keys, placeholders, the envelope's
# order of steps, code-point counting and the rule ids of every layer (DecodeError's `rule`).
# `--all-files` adds the rest (the layer-1 scanner's own arithmetic, the tape, lookup tables,
# fast paths, profile reading), whose faults the decoder's unit tests and libFuzzer harness
# hunt as well. Never mutated: Crypto/ (libcrypto calls, proven by the RFC test vectors of
# MurtiValidatorTests), the `sign` tool's signer and key files, error descriptions (messages
# are never graded).
DEFAULT_SCOPE = re.compile(
    r"^(Schema/(DocumentWalker(\+Shapes|\+Bounds|\+StringLength)?|VersionGate|SchemaVersion"
    r"|NamePattern|SchemaVocabulary)\.swift|Semantics/(DataKeyScanner|DocumentWalker\+Semantics)"
    r"\.swift|Render/.*|Validator(\+Pipeline)?\.swift|Model/Bounds\.swift"
    r"|Envelope/EnvelopeStage\.swift|Decoding/DecodeError\.swift)$")
COUNTING_ONLY = re.compile(r"^Decoding/JSONScanner\+Strings\.swift$")
NEVER = re.compile(
    r"^(Crypto/|Envelope/EnvelopeSigner\.swift|Envelope/KeyFile(Error)?\.swift|.*\+Description\.swift$)")

# docs/RULES.md, in its order; a rule's neighbour is the next one of its family (cyclic), or
# the next rule overall for a family of one.
RULE_FAMILIES = [
    ["decode.size", "decode.encoding", "decode.syntax", "decode.duplicateKey", "decode.number",
     "decode.depth", "decode.notObject"],
    ["type", "required", "additionalProperties", "enum", "pattern", "maxLength", "maxItems",
     "maxProperties"],
    ["version.major"],
    ["bounds.depth", "bounds.nodes", "bounds.chain"],
    ["envelope.alg", "envelope.signature", "envelope.decrypt"],
    ["semantic.screen", "semantic.request", "semantic.link", "semantic.dataKey"],
    ["manifest.rollback"],
    ["render.placeholder"],
]
ALL_RULES = [rule for family in RULE_FAMILIES for rule in family]

SKIPPED_CALLS = re.compile(
    r"(?m)^(\s*)(schemaFailure|semanticFailure|boundsFailure|checkMaxProperties|checkDataKeys|"
    r"checkActionRequirements|countNode|countAction|unknownMembers|descend|"
    r"report\.\w+\.append|try checkDuplicate|skipWhitespace)\(")

# A line where an integer literal is a bound: a constant or default value, or an operand of
# a comparison.
BOUND_LINE = re.compile(r"(static let|let \w+ = \d|: Int = |\w+: \d| [<>]=? | [!=]= )")

# `count`: where code points are counted, and the wrong ways to count them there.
COUNTING = [
    ("Schema/DocumentWalker+StringLength.swift", ": document.count(index)",
     ": document.string(index).utf16.count", "UTF-16 units instead of code points"),
    ("Schema/DocumentWalker+StringLength.swift", ": document.count(index)",
     ": document.string(index).count", "grapheme clusters instead of code points"),
    ("Schema/DocumentWalker+StringLength.swift", ": document.count(index)",
     ": document.string(index).utf8.count", "UTF-8 bytes instead of code points"),
    ("Decoding/JSONScanner+Strings.swift", "                index = next\n",
     "                if next - index == 4 { codePoints += 1 }\n                index = next\n",
     "a raw astral code point counted as two (UTF-16)"),
    ("Decoding/JSONScanner+Strings.swift", "                index = try scanEscape(at: index)\n",
     "                let escapeStart = index\n                index = try scanEscape(at: index)\n"
     "                if index - escapeStart == 12 { codePoints += 1 }\n",
     "an escaped surrogate pair counted as two (UTF-16)"),
]


@dataclass(frozen=True)
class Mutant:
    """One planted fault: `file` (relative to Sources/MurtiValidator) with `original` at
    `offset` replaced by `replacement`."""

    key: str
    file: str
    line: int
    operator: str
    offset: int
    original: str
    replacement: str
    note: str

    def apply(self, text: str) -> str:
        """The file's text with this mutant planted."""
        end = self.offset + len(self.original)
        if text[self.offset:end] != self.original:
            raise ValueError(f"{self.key}: the source changed under the mutant")
        return text[:self.offset] + self.replacement + text[end:]

    def diff(self, text: str) -> str:
        """A unified-style diff of the mutated lines."""
        before = text.splitlines()
        after = self.apply(text).splitlines()
        first = self.line - 1
        removed = len(self.original.splitlines()) or 1
        added = len(self.replacement.splitlines()) if self.replacement.strip() else 0
        lines = [f"--- Sources/MurtiValidator/{self.file}:{self.line}",
                 f"+++ {self.operator}: {self.note}"]
        lines += ["-" + line for line in before[first:first + removed]]
        lines += ["+" + line for line in after[first:first + added]]
        return "\n".join(lines)


def code_mask(text: str) -> list[str]:
    """Per character: `c` code, `s` inside a string literal (quotes included), `i` inside an
    interpolation `\\( … )` (message text), `#` comment; raw and multi-line strings too."""
    mask = ["c"] * len(text)
    index = 0
    stack: list[tuple[str, int]] = []  # open strings: (delimiter, interpolation depth)
    depth = 0
    while index < len(text):
        if stack:
            delimiter, _ = stack[-1]
            if text.startswith("\\(", index) and not delimiter.startswith("#"):
                mask[index] = mask[index + 1] = "s"
                stack[-1] = (delimiter, depth)
                stack.append(("(", depth))
                depth += 1
                index += 2
                continue
            if delimiter == "(":
                # Interpolated code only builds messages, which are never graded.
                mask[index] = "i"
                char = text[index]
                if char == "(":
                    depth += 1
                elif char == ")":
                    depth -= 1
                    if depth == stack[-1][1]:
                        stack.pop()
                        mask[index] = "s"
                        index += 1
                        continue
                elif char == '"':
                    closing = '"""' if text.startswith('"""', index) else '"'
                    for offset in range(len(closing)):
                        mask[index + offset] = "s"
                    stack.append((closing, depth))
                    index += len(closing)
                    continue
                index += 1
                continue
            mask[index] = "s"
            if text[index] == "\\" and not delimiter.startswith("#"):
                if index + 1 < len(text):
                    mask[index + 1] = "s"
                index += 2
                continue
            raw = delimiter.startswith("#")
            closing = delimiter.lstrip("#") + "#" * delimiter.count("#") if raw else delimiter
            if text.startswith(closing, index):
                for offset in range(len(closing)):
                    mask[index + offset] = "s"
                stack.pop()
                index += len(closing)
                continue
            index += 1
            continue
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = len(text) if end < 0 else end
            for offset in range(index, end):
                mask[offset] = "#"
            index = end
            continue
        if text.startswith("/*", index):
            end = text.find("*/", index)
            end = len(text) if end < 0 else end + 2
            for offset in range(index, end):
                mask[offset] = "#"
            index = end
            continue
        match = re.match(r'(#*)("""|")', text[index:index + 8])
        if match and (match.group(1) or text[index] == '"'):
            opening = match.group(0)
            for offset in range(len(opening)):
                mask[index + offset] = "s"
            quote = match.group(2)
            stack.append(((match.group(1) + quote) if match.group(1) else quote, depth))
            index += len(opening)
            continue
        index += 1
    return mask


def _in_code(mask: list[str], start: int, end: int) -> bool:
    return all(mask[index] == "c" for index in range(start, end))


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _statement_end(text: str, mask: list[str], start: int) -> int | None:
    """The offset after the call statement starting at `start` (its parentheses balanced),
    including the line end; `None` if it does not end its line there."""
    depth = 0
    index = text.index("(", start)
    while index < len(text):
        if mask[index] == "c":
            if text[index] in "([{":
                depth += 1
            elif text[index] in ")]}":
                depth -= 1
                if depth == 0:
                    rest = text.find("\n", index)
                    tail = text[index + 1:rest]
                    return rest + 1 if not tail.strip() else None
        index += 1
    return None


def _matching_brace(text: str, mask: list[str], opening: int) -> int | None:
    depth = 0
    for index in range(opening, len(text)):
        if mask[index] != "c":
            continue
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return None


def _conditions(text: str, mask: list[str], keyword: str) -> Iterator[tuple[int, int, int]]:
    """(start, end) of each plain-expression condition after `keyword` (`if`, `guard`) that
    ends its line with ` {` or ` else {` (no `let`, `case`, `var`, or top-level comma)."""
    for match in re.finditer(rf"(?m)^\s*(?:\}} else )?{keyword} (.+?)( else)? \{{\s*$", text):
        start, end = match.start(1), match.end(1)
        condition = match.group(1)
        if not _in_code(mask, match.start(), start):
            continue
        if keyword == "guard" and not match.group(2):
            continue
        if keyword == "if" and match.group(2):
            continue
        if re.search(r"\b(let|case|var|try|await)\b", condition) or "," in condition:
            continue
        yield start, end, match.end()


def mutants_of(file: str, text: str) -> list[tuple[str, int, str, str, str]]:
    """(operator, offset, original, replacement, note) for one file, in offset order."""
    mask = code_mask(text)
    found: list[tuple[str, int, str, str, str]] = []
    flips = {">": ">=", ">=": ">", "<": "<=", "<=": "<", "==": "!=", "!=": "=="}
    for match in re.finditer(r" (>=|<=|==|!=|>|<) ", text):
        if _in_code(mask, match.start(), match.end()):
            operator = match.group(1)
            found.append(("cmp", match.start(1), operator, flips[operator],
                          f"{operator} becomes {flips[operator]}"))
    for match in re.finditer(r" (&&|\|\|) ", text):
        if _in_code(mask, match.start(), match.end()):
            other = "||" if match.group(1) == "&&" else "&&"
            found.append(("bool", match.start(1), match.group(1), other,
                          f"{match.group(1)} becomes {other}"))
    for match in re.finditer(r"(?<![\w.$#])(\d[\d_]*)(?![\w.])", text):
        if not _in_code(mask, match.start(), match.end()):
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start:line_end]
        if line.lstrip().startswith(("case ", "@")):
            continue  # enum raw values and attributes are names, not bounds
        if not BOUND_LINE.search(line):
            continue  # index arithmetic: a bound is a constant, a default, or compared
        value = int(match.group(1).replace("_", ""))
        found.append(("int", match.start(1), match.group(1), str(value + 1),
                      f"{value} becomes {value + 1}"))
        if value > 0:
            found.append(("int", match.start(1), match.group(1), str(value - 1),
                          f"{value} becomes {value - 1}"))
    for match in re.finditer(r"(?m)^(\s*)(\S)", text):
        start = match.start(2)
        call = SKIPPED_CALLS.match(text, match.start())
        if call and _in_code(mask, start, start + 1):
            end = _statement_end(text, mask, start)
            if end is not None:
                line_start = match.start()
                found.append(("skip-call", line_start, text[line_start:end], "",
                              f"the call {call.group(2)}(…) deleted"))
    for start, end, _ in _conditions(text, mask, "if"):
        found.append(("skip-if", start, text[start:end], "false",
                      "the if condition replaced by false"))
    for start, end, _ in _conditions(text, mask, "guard"):
        found.append(("skip-guard", start, text[start:end], "true",
                      "the guard condition replaced by true"))
    for start, end, block_start in _conditions(text, mask, "if"):
        closing = _matching_brace(text, mask, block_start - 1)
        if closing is not None and re.match(r"\} else \{", text[closing:closing + 8]):
            condition = text[start:end]
            found.append(("swap", start, condition, f"!({condition})",
                          "the if condition negated (branches swapped)"))
    for counting_file, original, replacement, note in COUNTING:
        if counting_file == file:
            offset = text.find(original)
            while offset >= 0:
                found.append(("count", offset, original, replacement, note))
                offset = text.find(original, offset + 1)
    for match in re.finditer(r'"([A-Za-z.]+)"', text):
        rule = match.group(1)
        if rule not in ALL_RULES or mask[match.start()] != "s":
            continue
        before = text[max(0, match.start() - 16):match.start()]
        if "." not in rule and not re.search(r"(Failure\(|rule: )$", before):
            continue  # a plain keyword that is also a member name (`type`) unless in a rule slot
        neighbour = _neighbour(rule)
        found.append(("rule", match.start(1), rule, neighbour, f"rule {rule} becomes {neighbour}"))
    found.sort(key=lambda item: (item[1], item[0], item[3]))
    return found


def _neighbour(rule: str) -> str:
    for family in RULE_FAMILIES:
        if rule in family:
            if len(family) > 1:
                return family[(family.index(rule) + 1) % len(family)]
            return ALL_RULES[(ALL_RULES.index(rule) + 1) % len(ALL_RULES)]
    raise ValueError(rule)


def all_mutants(sources: Path, all_files: bool = False) -> list[Mutant]:
    """Every mutant of the validator's sources in scope, in a fixed order."""
    result: list[Mutant] = []
    for path in sorted(sources.rglob("*.swift")):
        file = path.relative_to(sources).as_posix()
        if NEVER.match(file):
            continue
        in_scope = all_files or DEFAULT_SCOPE.match(file)
        if not in_scope and not COUNTING_ONLY.match(file):
            continue
        if file.endswith("Error.swift") and file != "Decoding/DecodeError.swift" and not all_files:
            continue
        text = path.read_text(encoding="utf-8")
        seen: dict[str, int] = {}
        for operator, offset, original, replacement, note in mutants_of(file, text):
            if not in_scope and operator != "count":
                continue  # outside the scope only the counting mutants
            line = _line_of(text, offset)
            line_text = text.splitlines()[line - 1].strip()
            identity = f"{file}|{operator}|{line_text}|{original}|{replacement}"
            seen[identity] = seen.get(identity, 0) + 1
            digest = hashlib.sha256(f"{identity}|{seen[identity]}".encode()).hexdigest()[:10]
            result.append(Mutant(f"{file}:{operator}:{digest}", file, line, operator, offset,
                                 original, replacement, note))
    return result
