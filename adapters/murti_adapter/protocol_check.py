"""Checks protocol v1 lines against docs/protocol.schema.json (docs/PROTOCOL.md, "The schema").

Usage (from adapters/, under the pinned environment's python):

    python -m murti_adapter.protocol_check [--schema FILE] [--direction request|answer|auto]
                                           [--transcript] [--json] [FILE ...]

Reads protocol lines from each FILE (or stdin, also as `-`), one per line. With `--transcript`
each line is instead a record `{"direction": "request"|"answer", "line": <the line's text, or
the line as a JSON object>}`, as a recording of both directions holds them. A request is a
line the runner writes to the implementation's stdin, an answer one the implementation writes
to its stdout; `auto` (the default) takes a line with `cmd` for a request.

For every bad line it prints, on stdout, the line number, the direction, the JSON Pointer of the
instance location, the failing keyword and how to fix it (`--json`: one JSON object per
problem). A line is bad when it is not one strict RFC 8259 / I-JSON object (duplicate member
names, invalid UTF-8 and lone surrogates are not JSON here, as for the runner), is longer than
64 MiB, or breaks the schema. An answer line whose first non-blank byte is not `{` is noise
(docs/CONTRACT.md §3): counted, never bad. Blank lines are skipped. A summary goes to stderr.

Exit status: 0 every line is good; 1 a line is bad; 2 unusable input (a file or the schema
cannot be read, a transcript record is malformed, bad arguments).
"""

import argparse
import contextlib
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from .decode import DecodeFault, decode_document
from .ecma import ecma_draft202012
from .layout import PROTOCOL_SCHEMA
from .order import instance_position, pointer

DEFAULT_SCHEMA = PROTOCOL_SCHEMA
MAX_LINE_BYTES = 64 * 1024 * 1024  # docs/CONTRACT.md §3: a longer line is a harness error
MAX_NESTING = 128  # the runner's protocol parser refuses deeper lines
# A Flow-UI answer nests as deep as its decoded page: the runner reads it up to
# FlowUI.maxAnswerNesting (docs/CONTRACT.md §8).
MAX_FLOW_UI_ANSWER_NESTING = 1024
FLOW_UI_OUTCOMES = ("decoded", "rejected")
MESSAGE_LIMIT = 200  # characters of an engine message (it may quote a megabyte of base64)
NOISE_QUOTES = 5  # noise lines named in the summary, as the runner's report quotes five
_BLANK = b" \t\r"
_ABSENT = {"$ref": "#/$defs/absent"}  # how the schema says "only null, which counts as absent"


class Direction(StrEnum):
    """Who wrote a line: the runner (a request) or the implementation (an answer)."""

    REQUEST = "request"
    ANSWER = "answer"


class LineKind(Enum):
    """What a checked line turned out to be."""

    GOOD = "good"
    BAD = "bad"
    NOISE = "noise"
    BLANK = "blank"


class UnusableInput(Exception):
    """The input cannot be checked at all (exit 2); the message names the file and the fix."""


@dataclass(frozen=True)
class Problem:
    """One reason a line is bad: where (line, direction, JSON Pointer), which keyword, why, and
    how to fix it."""

    line: int
    direction: Direction | None
    pointer: str
    keyword: str
    message: str
    hint: str

    def text(self) -> str:
        """One line for people."""
        direction = self.direction.value if self.direction else "unknown direction"
        return (f"line {self.line} ({direction}) at {json.dumps(self.pointer)}: {self.keyword}: "
                f"{self.message}. Fix: {self.hint}")

    def as_json(self) -> dict[str, Any]:
        """The problem as a JSON object (`--json`)."""
        return {"line": self.line, "direction": self.direction.value if self.direction else None,
                "pointer": self.pointer, "keyword": self.keyword, "message": self.message,
                "hint": self.hint}


@dataclass
class LineResult:
    """The verdict on one line."""

    line: int
    kind: LineKind
    direction: Direction | None = None
    problems: list[Problem] = field(default_factory=list)


class ProtocolChecker:
    """Validates protocol lines against the protocol schema: `$defs/request` for requests,
    `$defs/answer` for answers, with ECMA-262 patterns."""

    def __init__(self, schema: dict[str, Any]) -> None:
        from jsonschema import Draft202012Validator
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012

        Draft202012Validator.check_schema(schema)
        self.schema = schema
        identifier = schema.get("$id", "urn:protocol-schema")
        resource = Resource.from_contents(schema, default_specification=DRAFT202012)
        registry = Registry().with_resource(identifier, resource)
        cls = ecma_draft202012()
        self.validators = {
            direction: cls({"$ref": f"{identifier}#/$defs/{direction.value}"}, registry=registry)
            for direction in Direction
        }

    @classmethod
    def from_file(cls, path: Path) -> "ProtocolChecker":
        """Loads the schema at `path`. Raises UnusableInput naming the file."""
        try:
            schema = json.loads(path.read_bytes().decode("utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as error:
            raise UnusableInput(f"cannot read the protocol schema {path}: {error}; pass "
                                f"--schema docs/protocol.schema.json") from None
        if not isinstance(schema, dict):
            raise UnusableInput(f"the protocol schema {path} is not a JSON object")
        from jsonschema.exceptions import SchemaError

        try:
            return cls(schema)
        except SchemaError as error:
            raise UnusableInput(f"{path} is not a Draft 2020-12 schema: {error.message} at "
                                f"{pointer(error.absolute_path)}") from None

    def check(self, raw: bytes, line: int, direction: Direction | None) -> LineResult:
        """Checks one line (its bytes, without the newline). `direction` None means auto."""
        stripped = raw.lstrip(_BLANK)
        if not stripped.strip(_BLANK + b"\n"):
            return LineResult(line, LineKind.BLANK, direction)
        if direction is None and not stripped.startswith(b"{"):
            direction = Direction.ANSWER  # the runner writes no noise: the implementation did
        if not stripped.startswith(b"{"):
            if direction is Direction.ANSWER:
                return LineResult(line, LineKind.NOISE, direction)
            return self._bad(line, direction, "", "json", "not a JSON object line",
                             "the runner writes one JSON object per line; an implementation's "
                             "line that does not start with { is noise, never an answer")
        limit = MAX_NESTING if direction is Direction.REQUEST else MAX_FLOW_UI_ANSWER_NESTING
        try:
            value = decode_document(raw, MAX_LINE_BYTES, limit)
        except DecodeFault as fault:
            if direction is None:  # a guess, for the report only: requests carry "cmd"
                direction = Direction.REQUEST if b'"cmd"' in raw else Direction.ANSWER
            return self._bad(line, direction, fault.path, "json", f"{fault.rule}: {fault.message}",
                             _json_hint(fault.rule))
        flow_ui_answer = isinstance(value, dict) and "cmd" not in value \
            and value.get("outcome") in FLOW_UI_OUTCOMES
        if limit > MAX_NESTING and not flow_ui_answer and nesting(value) > MAX_NESTING:
            if direction is None:
                request = isinstance(value, dict) and "cmd" in value
                direction = Direction.REQUEST if request else Direction.ANSWER
            return self._bad(line, direction, "", "json",
                             f"decode.depth: nesting {nesting(value)}, over maxNesting "
                             f"{MAX_NESTING}",
                             _json_hint("decode.depth"))
        return self.check_value(value, line, direction)

    def check_value(self, value: Any, line: int, direction: Direction | None) -> LineResult:
        """Checks one line already parsed into Python values (dicts in written order)."""
        if direction is None:
            direction = Direction.REQUEST if isinstance(value, dict) and "cmd" in value \
                else Direction.ANSWER
        errors = sorted(self.validators[direction].iter_errors(value),
                        key=lambda error: instance_position(value, error.absolute_path))
        problems = [found for error in errors for found in self._problem(error, line, direction)]
        return LineResult(line, LineKind.BAD if problems else LineKind.GOOD, direction, problems)

    def _bad(self, line: int, direction: Direction | None, at: str, keyword: str, message: str,
             hint: str) -> LineResult:
        return LineResult(line, LineKind.BAD, direction,
                          [Problem(line, direction, at, keyword, message, hint)])

    def _problem(self, error: Any, line: int, direction: Direction) -> list[Problem]:
        location = list(error.absolute_path)
        schema_path = list(error.relative_schema_path)
        if error.validator == "additionalProperties":  # `false`: the names are in the instance
            holder, _ = self._owner(direction, schema_path)
            known = holder.get("properties", {}) if isinstance(holder, dict) else {}
            context = self._context(direction, schema_path)
            return [self._unknown_member(line, direction, location + [name], holder, context)
                    for name in error.instance if name not in known]
        if "additionalProperties" in schema_path:
            end = _last_index(schema_path, "additionalProperties") + 1
            holder, _ = self._owner(direction, schema_path[:end])
            if isinstance(holder, dict) and holder.get("additionalProperties") == _ABSENT:
                # a member this message does not have, with a value other than null
                return [self._unknown_member(line, direction, location, holder,
                                             self._context(direction, schema_path[:end]))]
        keyword = error.validator if isinstance(error.validator, str) else "false"
        holder, context = self._owner(direction, schema_path)
        hint = self._hint(keyword, error, holder, context or self._context(direction, schema_path))
        return [Problem(line, direction, pointer(location), keyword, _clip(_json_message(error)),
                        hint)]

    def _unknown_member(self, line: int, direction: Direction, location: list[Any], holder: Any,
                        context: str) -> Problem:
        name = str(location[-1]) if location else ""
        return Problem(line, direction, pointer(location), "additionalProperties",
                       f"member {json.dumps(name)} is not part of this message",
                       _unknown_member_hint(name, holder, context))

    def _owner(self, direction: Direction, path: Sequence[Any]) -> tuple[Any, str]:
        """The schema object holding the keyword a schema path ends with, and the description
        of the innermost schema object along the path that has one."""
        node, context = self._walk(direction, path[:-1])
        if path:
            node = self._through_refs(node, path[-1])
        if isinstance(node, dict) and "description" in node:
            context = str(node["description"])
        return node, context

    def _context(self, direction: Direction, path: Sequence[Any]) -> str:
        """The description of the innermost schema object along `path` that has one."""
        return self._walk(direction, path)[1]

    def _walk(self, direction: Direction, path: Sequence[Any]) -> tuple[Any, str]:
        """(the schema object `path` leads to from the entry point of `direction`, the last
        description seen on the way). `$ref`s are followed where python-jsonschema leaves them
        out of its schema paths; ({}, …) when the path leaves the schema."""
        node: Any = {"$ref": f"#/$defs/{direction.value}"}
        context = ""
        for step in path:
            node = self._through_refs(node, step)
            if isinstance(node, dict) and "description" in node:
                context = str(node["description"])
            try:
                node = node[step]
            except (KeyError, IndexError, TypeError):
                return {}, context
        return node, context

    def _through_refs(self, node: Any, step: Any) -> Any:
        """`node`, or what its `$ref` chain names, up to the first object that has `step`."""
        for _ in range(32):  # a chain of bare $refs is followed, a cycle is not
            if isinstance(node, dict) and step not in node and "$ref" in node:
                node = self._resolve(node["$ref"])
                continue
            break
        return node

    def _resolve(self, reference: str) -> Any:
        name = reference.rsplit("/", 1)[-1]
        return self.schema.get("$defs", {}).get(name, {})

    def _describe(self, node: Any) -> str:
        """The description of a schema object, or of what its `$ref` names."""
        for _ in range(32):
            if not isinstance(node, dict):
                return ""
            if "description" in node:
                return str(node["description"])
            if "$ref" not in node:
                return ""
            node = self._resolve(node["$ref"])
        return ""

    def _hint(self, keyword: str, error: Any, holder: Any, described: str) -> str:
        """How to fix one failing keyword, from the schema's own descriptions."""
        if keyword == "required":
            name = _required_name(error)
            properties = holder.get("properties", {}) if isinstance(holder, dict) else {}
            member = self._describe(properties.get(name, {}))
            text = f"add member {json.dumps(name)}"
            text += f" ({member})" if member else ""
            return text + (f"; {described}" if described else "")
        if keyword in ("enum", "const"):
            allowed = error.validator_value if keyword == "enum" else [error.validator_value]
            text = "write " + " or ".join(json.dumps(item) for item in allowed)
            return text + (f" ({described})" if described else "")
        if keyword == "type":
            expected = error.validator_value
            expected = " or ".join(expected) if isinstance(expected, list) else expected
            text = f"write a JSON {expected} here"
            return text + (f" ({described})" if described else "")
        if keyword == "not":
            return self._describe(error.validator_value) or described or "see the schema"
        return described or _clip(_json_message(error))


def nesting(value: Any) -> int:
    """How deep `value` nests, the top-level value counting as 1 (0 for a scalar); iterative."""
    deepest = 0
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        children = item.values() if isinstance(item, dict) else item \
            if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        pending.extend((child, depth + 1) for child in children)
    return deepest


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _json_message(error: Any) -> str:
    """python-jsonschema's message in JSON terms: values as JSON writes them (`null`, `true`,
    `"a"`), where the engine writes Python's repr (`None`, `True`, `'a'`)."""
    keyword, instance, expected = error.validator, _json(error.instance), error.validator_value
    if keyword == "type":
        types = expected if isinstance(expected, list) else [expected]
        return f"{instance} is not of type {' or '.join(map(str, types))}"
    if keyword == "required":
        return f"{_json(_required_name(error))} is a required property"
    if keyword == "enum":
        return f"{instance} is not one of {', '.join(map(_json, expected))}"
    if keyword == "const":
        return f"{instance} is not {_json(expected)}"
    if keyword == "pattern":
        return f"{instance} does not match {_json(expected)}"
    if keyword == "not":
        return f"{instance} should not be valid under {_json(expected)}"
    if not isinstance(keyword, str):  # the schema `false`
        return f"false schema does not allow {instance}"
    # The other messages start with the instance's repr (`[] is too short`, `0 is less than …`).
    text = str(error.message)
    start = repr(error.instance)
    return instance + text[len(start):] if text.startswith(start) else text


def _last_index(items: Sequence[Any], wanted: Any) -> int:
    return max(index for index, item in enumerate(items) if item == wanted)


def _required_name(error: Any) -> str:
    """The member one `required` error is about (python-jsonschema yields one error per
    missing member, naming it only in its message)."""
    instance = error.instance if isinstance(error.instance, dict) else {}
    missing = [name for name in error.validator_value if name not in instance]
    for name in missing:
        if error.message.startswith(repr(name)):
            return str(name)
    return str(missing[0]) if missing else ""


def _unknown_member_hint(name: str, holder: Any, described: str) -> str:
    known = sorted(holder.get("properties", {})) if isinstance(holder, dict) else []
    close = [member for member in known if _close(member, name)]
    text = f"did you mean {json.dumps(close[0])}? " if close else ""
    text += f"remove {json.dumps(name)}"
    if isinstance(holder, dict) and isinstance(holder.get("additionalProperties"), dict):
        text += " or write null (null counts as absent)"
    if known:
        text += "; the members here are " + ", ".join(known)
    return text + (f" ({described})" if described else "")


def _close(known: str, name: str) -> bool:
    """A likely misspelling: the same name in another case, or at most two edits away
    (Levenshtein) for names of four characters or more."""
    a, b = known.lower(), name.lower()
    if a == b:
        return True
    if min(len(a), len(b)) < 4 or abs(len(a) - len(b)) > 2:
        return False
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        current = [i]
        for j, y in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1] <= 2


def _json_hint(rule: str) -> str:
    hints = {
        "decode.size": "keep a protocol line within 64 MiB",
        "decode.encoding": "write UTF-8 without a byte order mark; escape no lone surrogate "
                           "(ASCII-only JSON with \\u escapes is always safe)",
        "decode.syntax": "write one RFC 8259 JSON object per line, nothing after it "
                         "(no NaN, no trailing comma, control characters escaped)",
        "decode.duplicateKey": "write each member name once per object",
        "decode.number": "write numbers within the range of a double",
        "decode.depth": f"keep a protocol line within {MAX_NESTING} levels of nesting "
                        f"(a Flow-UI answer within {MAX_FLOW_UI_ANSWER_NESTING})",
        "decode.notObject": "a protocol line is one JSON object",
    }
    return hints.get(rule, "write one strict JSON object per line")


def _clip(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT] + "…"


@dataclass
class Summary:
    """Counts over every checked line."""

    lines: int = 0
    requests: int = 0
    answers: int = 0
    bad: int = 0
    noise: list[int] = field(default_factory=list)

    def add(self, result: LineResult) -> None:
        """Counts one line."""
        if result.kind is LineKind.BLANK:
            return
        self.lines += 1
        if result.kind is LineKind.NOISE:
            self.noise.append(result.line)
            return
        if result.direction is Direction.REQUEST:
            self.requests += 1
        elif result.direction is Direction.ANSWER:
            self.answers += 1
        if result.kind is LineKind.BAD:
            self.bad += 1

    def text(self) -> str:
        """The closing line."""
        noise = f"{len(self.noise)} noise"
        if self.noise:
            noise += " (lines " + ", ".join(map(str, self.noise[:NOISE_QUOTES]))
            noise += ", …)" if len(self.noise) > NOISE_QUOTES else ")"
        return (f"protocol_check: {self.lines} lines: {self.requests} requests, "
                f"{self.answers} answers, {noise}; {self.bad} bad")


def plain_lines(data: bytes, direction: Direction | None
                ) -> Iterator[tuple[int, bytes | Any, Direction | None, bool]]:
    """(line number, bytes, direction, is raw) for each line of a file of protocol lines."""
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if number > 1 or raw:
            yield number, raw, direction, True


def transcript_lines(data: bytes, name: str, default: Direction | None
                     ) -> Iterator[tuple[int, bytes | Any, Direction | None, bool]]:
    """(line number, line, direction, is raw) for each record of a transcript. Raises
    UnusableInput naming the file, the line and the fix for a malformed record."""
    fix = ('write {"direction": "request"|"answer", "line": "<the line\'s text>"} '
           "(or the line as a JSON object)")
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except ValueError as error:
            raise UnusableInput(f"{name}:{number}: a transcript record is not JSON ({error}); "
                                f"{fix}") from None
        if not isinstance(record, dict) or "line" not in record:
            raise UnusableInput(f"{name}:{number}: a transcript record needs member \"line\"; "
                                f"{fix}")
        unknown = sorted(set(record) - {"direction", "line"})
        if unknown:
            raise UnusableInput(f"{name}:{number}: unknown transcript member "
                                f"{json.dumps(unknown[0])}; {fix}")
        direction = default
        if "direction" in record:
            try:
                direction = Direction(record["direction"])
            except ValueError:
                raise UnusableInput(f"{name}:{number}: direction {record['direction']!r} is "
                                    f"not request or answer; {fix}") from None
        line = record["line"]
        if isinstance(line, str):
            try:
                yield number, line.encode("utf-8"), direction, True
            except UnicodeEncodeError:
                raise UnusableInput(f"{name}:{number}: the line holds a lone surrogate that "
                                    f"no UTF-8 line can carry; {fix}") from None
        elif isinstance(line, dict):
            yield number, line, direction, False
        else:
            raise UnusableInput(f"{name}:{number}: \"line\" must be a string or an object; {fix}")


def check_stream(checker: ProtocolChecker,
                 items: Iterable[tuple[int, bytes | Any, Direction | None, bool]]
                 ) -> Iterator[LineResult]:
    """Checks each (line number, line, direction, is raw) item."""
    for number, line, direction, is_raw in items:
        if is_raw:
            yield checker.check(line, number, direction)
        else:
            yield checker.check_value(line, number, direction)


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m murti_adapter.protocol_check",
        description="Checks protocol v1 lines against docs/protocol.schema.json.")
    parser.add_argument("--schema", type=Path, default=DEFAULT_SCHEMA,
                        help="the protocol schema (default: %(default)s)")
    parser.add_argument("--direction", choices=["request", "answer", "auto"], default="auto",
                        help="who wrote the lines: the runner (request), the implementation "
                             "(answer), or auto: a line with cmd is a request (default)")
    parser.add_argument("--transcript", action="store_true",
                        help='each input line is {"direction": ..., "line": ...}')
    parser.add_argument("--json", action="store_true", help="one JSON object per problem")
    parser.add_argument("files", nargs="*", default=["-"], help="input files (default: stdin)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None, stdin: BinaryIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """The command line; returns the exit status."""
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    stderr = stderr if stderr is not None else sys.stderr
    try:
        with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(stdout):
            arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    except SystemExit as exit_:
        return 0 if exit_.code == 0 else 2
    direction = None if arguments.direction == "auto" else Direction(arguments.direction)
    summary = Summary()
    try:
        checker = ProtocolChecker.from_file(arguments.schema)
        for name in arguments.files:
            data = _read(name, stdin)
            items = transcript_lines(data, name, direction) if arguments.transcript \
                else plain_lines(data, direction)
            for result in check_stream(checker, items):
                summary.add(result)
                for problem in result.problems:
                    text = json.dumps(problem.as_json(), ensure_ascii=False) if arguments.json \
                        else problem.text()
                    print(text, file=stdout)
    except UnusableInput as error:
        print(f"error: {error}", file=stderr)
        return 2
    print(summary.text(), file=stderr)
    return 1 if summary.bad else 0


def _read(name: str, stdin: BinaryIO) -> bytes:
    if name == "-":
        return stdin.read()
    try:
        return Path(name).read_bytes()
    except OSError as error:
        raise UnusableInput(f"cannot read {name}: {error.strerror or error}") from None


if __name__ == "__main__":
    sys.exit(main())
