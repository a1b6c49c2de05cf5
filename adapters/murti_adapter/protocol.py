"""Protocol v1 (docs/CONTRACT.md §3, docs/PROTOCOL.md) for a JSON Schema engine: layer 1, then the schema.

An engine is any object with
- `info`: the ImplementationInfo dict answered to `start`;
- `schema`: the parsed schema (dicts in written order), used to order keywords;
- `findings(instance)`: an iterable of `Finding`, every error the engine reports.
"""

import base64
import binascii
import contextlib
import json
import sys
import threading
import traceback
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple, Protocol, TextIO

from .decode import DecodeFault, decode_document, limits_from_profile
from .json_value import JSONObject, JSONValue, Segment
from .order import instance_position, keyword_location, pointer, schema_position

MESSAGE_LIMIT = 500  # characters; engines quote whole instances in their messages
# Validating a 512-deep value through python-jsonschema's recursive descent needs several
# thousand Python frames and, for generators, C stack. Both limits are set for the thread that
# runs the loop; the stack is reserved, not committed, so an unused one costs no memory.
RECURSION_LIMIT = 60_000
THREAD_STACK_BYTES = 1024 * 1024 * 1024
# The seq of an answer to a line whose own seq cannot be read: an integer, as every answer's
# seq is (docs/protocol.schema.json), and the value `conformance-runner serve` answers with.
UNREAD_SEQ = -1
# The longest request line read, in bytes before its "\n" (docs/CONTRACT.md §3): a longer one is
# answered with an error and its rest dropped unread, so a line of gigabytes costs no more memory.
MAX_LINE_BYTES = 64 * 1024 * 1024
TOO_LONG_ERROR = (f"bad request: the line is longer than {MAX_LINE_BYTES} bytes, the protocol's limit "
                  "(docs/CONTRACT.md §3); it was skipped")
# Bytes read at a time while the rest of a too-long line is dropped.
_DROP_CHUNK = 1 << 16


class Finding(NamedTuple):
    """One engine error: the Draft 2020-12 keyword, the instance location (keys and indexes),
    the keyword's schema or evaluation path, and the engine's message."""

    keyword: str
    location: tuple[Segment, ...]
    schema_path: tuple[Segment, ...]
    message: str


class Engine(Protocol):
    """What the protocol loop needs of a JSON Schema engine (see the module docstring)."""

    info: JSONObject
    schema: JSONValue

    def findings(self, instance: JSONObject) -> Iterable[Finding]:
        """Every error the engine reports for `instance`, in the engine's own order."""
        ...


def load_schema(path: str | Path) -> JSONValue:
    """Reads a schema file; returns the parsed schema (dicts keep the written order)."""
    with open(path, "rb") as handle:
        return json.loads(handle.read().decode("utf-8"))


def first_finding(document: JSONValue, schema: JSONValue, findings: Iterable[Finding]) -> Finding | None:
    """The error to report: first by document order of instance location, then by the order of
    keywords in the schema, then by the engine's own order (docs/CONTRACT.md §1, docs/DECISIONS.md 8)."""
    best = None
    best_key = None
    for index, finding in enumerate(findings):
        key = (instance_position(document, finding.location),
               schema_position(schema, finding.schema_path), index)
        if best_key is None or key < best_key:
            best, best_key = finding, key
    return best


def judge(engine: Engine, document_bytes: bytes, profile: JSONValue) -> JSONObject:
    """The verdict for one document as an answer dict without `seq`."""
    max_bytes, max_nesting = limits_from_profile(profile)
    try:
        document = decode_document(document_bytes, max_bytes, max_nesting)
    except DecodeFault as fault:
        return {"outcome": "reject", "layer": 1, "rule": fault.rule, "path": fault.path,
                "message": _clip(fault.message)}
    finding = first_finding(document, engine.schema, engine.findings(document))
    if finding is None:
        return {"outcome": "accept"}
    answer: JSONObject = {"outcome": "reject", "layer": 2, "rule": finding.keyword,
              "path": pointer(finding.location), "message": _clip(finding.message)}
    # docs/PROTOCOL.md, Extensions: where to look in the schema (agreement groups by it).
    location = keyword_location(engine.schema, finding.schema_path)
    if location is not None:
        answer["schemaLocation"] = location
    return answer


def _clip(text: object) -> str:
    # backslashreplace: a lone surrogate in an engine message must not reach the wire
    text = str(text).encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT] + "…"


class Server:
    """Answers protocol lines. `engine` is None when it could not be built; `load_error` says
    why, and every `validate` is answered with that error instead of a verdict."""

    def __init__(self, engine: Engine | None, info: JSONObject, load_error: str | None = None) -> None:
        self.engine = engine
        self.info = info
        self.load_error = load_error

    def handle(self, line: bytes | str) -> tuple[JSONObject | None, bool]:
        """One request line (bytes or str) → (answer dict or None, stop?). Never raises."""
        try:
            request = json.loads(line)
        except Exception as error:  # not JSON, not UTF-8, or nested past the recursion limit
            return {"seq": UNREAD_SEQ, "error": _clip(f"request is not JSON: {error}")}, False
        try:
            return self._dispatch(request)
        except Exception as error:
            traceback.print_exc(file=sys.stderr)
            seq = request.get("seq") if isinstance(request, dict) else None
            seq = seq if isinstance(seq, int) and not isinstance(seq, bool) else UNREAD_SEQ
            return {"seq": seq, "error": _clip(f"{type(error).__name__}: {error}")}, False

    def _dispatch(self, request: JSONValue) -> tuple[JSONObject | None, bool]:
        if not isinstance(request, dict):
            return {"seq": UNREAD_SEQ, "error": "request is not a JSON object"}, False
        command = request.get("cmd")
        if command == "start":
            if request.get("protocol") != 1:
                return {"seq": UNREAD_SEQ,
                        "error": f"unsupported protocol {request.get('protocol')!r}; "
                                 "this implementation speaks protocol 1"}, False
            return {"protocol": 1, "implementation": self.info}, False
        if command == "stop":
            return None, True
        seq = request.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            return {"seq": UNREAD_SEQ, "error": "request has no integer seq"}, False
        if command != "validate":
            return {"seq": seq, "error": f"unknown cmd {command!r}"}, False
        return self._validate(seq, request), False

    def _validate(self, seq: int, request: JSONObject) -> JSONObject:
        if request.get("kind") is not None:
            return {"seq": seq,
                    "skipped": f"kind {request.get('kind')!r} is not supported by a JSON "
                               "Schema engine (no manifest capability)"}
        encoded = request.get("document")
        if not isinstance(encoded, str):
            return {"seq": seq, "error": "validate request has no base64 document"}
        try:
            document_bytes = base64.b64decode(encoded, validate=True)
        except (binascii.Error, ValueError) as error:
            return {"seq": seq, "error": f"document is not base64: {error}"}
        if self.engine is None:
            return {"seq": seq, "error": self.load_error or "no engine"}
        try:
            answer = judge(self.engine, document_bytes, request.get("profile"))
        except Exception as error:  # an engine failure is that case's error, not a crash
            traceback.print_exc(file=sys.stderr)
            return {"seq": seq, "error": _clip(f"{type(error).__name__}: {error}")}
        return {"seq": seq, **answer}


def encode_line(answer: JSONObject) -> str:
    """One protocol line: ASCII-only JSON (no lone surrogate can reach the wire) and "\\n"."""
    return json.dumps(answer, ensure_ascii=True, separators=(",", ":")) + "\n"


class _LineReader(Protocol):
    def readline(self, size: int = -1, /) -> bytes: ...


def bounded_lines(stdin: _LineReader, limit: int = MAX_LINE_BYTES) -> Iterator[bytes | None]:
    """The lines of `stdin` (each with its "\n"), or None for a line longer than `limit` bytes
    before its "\n": that line is held only up to the limit and its rest is dropped unread, in
    reads of 64 KiB, so memory stays bounded by `limit` whatever the stream holds."""
    while True:
        line = stdin.readline(limit + 2)  # room for "\r\n" after a line of exactly `limit`
        if not line:
            return
        body = line.rstrip(b"\n").removesuffix(b"\r")
        if len(body) <= limit:
            yield line
            continue
        ended = line.endswith(b"\n")
        del line, body
        while not ended:
            rest = stdin.readline(_DROP_CHUNK)
            ended = not rest or rest.endswith(b"\n")
        yield None


def serve(server: Server, stdin: _LineReader | None = None, stdout: TextIO | None = None,
          limit: int = MAX_LINE_BYTES) -> int:
    """Runs the loop until `stop` or end of input; returns the exit status (0). A request line
    longer than `limit` bytes is answered `{"seq": -1, "error": …}` and the next is served."""
    stdin = stdin if stdin is not None else sys.stdin.buffer
    stdout = stdout if stdout is not None else sys.stdout
    for line in bounded_lines(stdin, limit):
        if line is None:
            stdout.write(encode_line({"seq": UNREAD_SEQ, "error": TOO_LONG_ERROR}))
            stdout.flush()
            continue
        if not line.strip():
            continue
        answer, stop = server.handle(line)
        if answer is not None:
            stdout.write(encode_line(answer))
            stdout.flush()
        if stop:
            break
    return 0


def serve_with_deep_stack(server: Server) -> int:
    """`serve` on a thread with room for deep recursion; returns the exit status."""
    sys.setrecursionlimit(RECURSION_LIMIT)
    status: list[int] = []
    # The platform may refuse the size: then the loop runs with the default stack.
    with contextlib.suppress(ValueError, RuntimeError):
        threading.stack_size(THREAD_STACK_BYTES)
    worker = threading.Thread(target=lambda: status.append(serve(server)), name="protocol-v1")
    worker.start()
    worker.join()
    return status[0] if status else 1
