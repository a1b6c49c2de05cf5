"""A Murti client for layers 1 and 2 behind protocol v1 (docs/PROTOCOL.md): the example to start
from when you certify a client. It decodes as docs/CONTRACT.md §1 layer 1 asks, then checks
layer 2 the way a client does: the major gate, murti.schema.json's keywords, the minor policy
and the bounds JSON Schema cannot state. Layers 3 and 4 are not declared, so the certificate
says "Certified for layers 1, 2" and lists 3 and 4 as not certified."""

import base64
import json
import os
import pathlib
import re
import sys
from collections.abc import Iterator
from typing import Any, NoReturn

import jsonschema  # pip install jsonschema; the schema keywords of layer 2


def schema_path() -> pathlib.Path:
    """$MURTI_SCHEMA, else the nearest murti.schema.json in a folder above this file (the
    checkout's or the bundle's); a copy kept elsewhere sets MURTI_SCHEMA."""
    if "MURTI_SCHEMA" in os.environ:
        return pathlib.Path(os.environ["MURTI_SCHEMA"])
    here = pathlib.Path(__file__).resolve()
    found = (folder / "murti.schema.json" for folder in here.parents)
    return next((path for path in found if path.is_file()), here.with_name("murti.schema.json"))


SCHEMA = json.loads(schema_path().read_text())
INFO = {"name": "example-python-client", "version": "0.1.0", "language": "Python",
        "homepage": "https://example.invalid/your-client", "layers": [1, 2],
        "schemaOnly": False, "capabilities": []}
BOUNDS = {"maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4, "maxNesting": 512, "maxDocumentBytes": 2097152}
VERSION = re.compile(r"[0-9]+\.[0-9]+")  # docs/DECISIONS.md 7: the gate reads well-formed versions only
# The tokens first_fault reads (RFC 8259): a run of plain string bytes, an escape, a low
# surrogate escape, a number, a literal, whitespace.
STRING_RUN = re.compile(rb'[^"\\\x00-\x1f]*')
ESCAPE = re.compile(rb'\\(?:["\\/bfnrt]|u([0-9a-fA-F]{4}))')
LOW_SURROGATE = re.compile(rb"\\u[dD][c-fC-F][0-9a-fA-F]{2}")
HEX_RUN = re.compile(rb"[0-9a-fA-F]*")
NUMBER = re.compile(rb"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
LITERAL = re.compile(rb"true|false|null")
WHITESPACE = re.compile(rb"[ \t\n\r]*")


class Reject(Exception):
    """A refusal; `answer` is the protocol v1 answer that says it (without `seq`)."""

    def __init__(self, layer: int, rule: str, path: str = "", message: str = "") -> None:
        super().__init__(message or rule)
        self.answer = {"outcome": "reject", "layer": layer, "rule": rule, "path": path, "message": message or rule}


def ecma(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[jsonschema.ValidationError]:
    # JSON Schema patterns are ECMA-262: `$` is the end of input, \d and \w are ASCII
    translated = re.sub(r"(\\.|\[(?:\\.|[^\]])*\])|\$", lambda m: m.group(1) or r"\Z", pattern)
    if isinstance(instance, str) and not re.search(translated, instance, re.ASCII):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")
ENGINE = jsonschema.validators.extend(jsonschema.Draft202012Validator, {"pattern": ecma})(SCHEMA)


def pointer(tokens: list[str | int]) -> str:
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in tokens)


def first_fault(doc: bytes, max_nesting: int) -> tuple[str, int]:
    """Layer 1 front to back (docs/DECISIONS.md 2, 4, 6a): the rule and byte offset of the first
    fault, as the contract orders them, or ("", -1) for a clean document."""
    try:
        doc.decode("utf-8")
        bad = len(doc) + 1  # the offset of the first byte that is not UTF-8: none
    except UnicodeDecodeError as error:
        bad = error.start
    class Fault(Exception):
        pass
    def fault(rule: str, at: int) -> NoReturn:
        # A byte that is not UTF-8 is decode.encoding wherever it sits (docs/DECISIONS.md 2).
        raise Fault(("decode.encoding", bad) if bad <= at else (rule, at))
    def space(i: int) -> int:
        return WHITESPACE.match(doc, i).end()
    def string(i: int) -> tuple[int, bytes]:  # i at the opening quote; returns the end and raw body
        j = i + 1
        while True:
            j = STRING_RUN.match(doc, j).end()
            if j >= bad:
                fault("decode.encoding", bad)
            if j >= len(doc):
                fault("decode.syntax", j)  # the document ends inside the string
            byte = doc[j]
            if byte == 0x22:
                return j + 1, doc[i + 1:j]
            if byte < 0x20:
                fault("decode.syntax", j)  # a raw control character
            escape = ESCAPE.match(doc, j)
            if not escape:  # the escape breaks at its first byte that does not fit
                at = j + 1
                if doc[at:at + 1] == b"u":
                    at = HEX_RUN.match(doc, at + 1, min(at + 5, len(doc))).end()
                fault("decode.syntax", at)
            if escape.group(1):  # a \u escape: surrogates must pair (docs/DECISIONS.md 6a)
                unit = int(escape.group(1), 16)
                if 0xDC00 <= unit <= 0xDFFF:
                    fault("decode.encoding", j)
                if 0xD800 <= unit <= 0xDBFF:
                    low = LOW_SURROGATE.match(doc, escape.end())
                    if not low:
                        fault("decode.encoding", j)
                    j = low.end()
                    continue
            j = escape.end()
    def value(i: int, depth: int) -> int:
        if i >= len(doc):
            fault("decode.syntax", i)
        byte = doc[i]
        if byte in b"{[":
            if depth > max_nesting:
                fault("decode.depth", i)
            return container(i, depth)
        if byte == 0x22:
            return string(i)[0]
        literal = LITERAL.match(doc, i)
        if literal:
            return literal.end()
        number = NUMBER.match(doc, i)
        if not number:
            fault("decode.syntax", i)
        if abs(float(number.group())) == float("inf"):
            fault("decode.number", i)
        return number.end()
    def container(i: int, depth: int) -> int:
        close, names = (0x7D, set()) if doc[i] == 0x7B else (0x5D, None)
        i = space(i + 1)
        if i < len(doc) and doc[i] == close:
            return i + 1
        while True:
            if names is not None:
                if i >= len(doc) or doc[i] != 0x22:
                    fault("decode.syntax", i)
                end, raw = string(i)
                name = json.loads(b'"' + raw + b'"')
                if name in names:
                    fault("decode.duplicateKey", i)  # at the second name's opening quote
                names.add(name)
                i = space(end)
                if i >= len(doc) or doc[i] != 0x3A:
                    fault("decode.syntax", i)
                i = space(i + 1)
            i = space(value(i, depth + 1))
            if i < len(doc) and doc[i] == close:
                return i + 1
            if i >= len(doc) or doc[i] != 0x2C:
                fault("decode.syntax", i)
            i = space(i + 1)
    try:
        if doc.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")):
            fault("decode.encoding", 0)  # a byte order mark
        end = space(value(space(0), 1))
        if end < len(doc):
            fault("decode.syntax", end)  # bytes after the document
    except Fault as found:
        return found.args[0]
    return "", -1


def decode(document: bytes, bounds: dict[str, int]) -> dict[str, Any]:
    """Layer 1 (docs/CONTRACT.md §1, docs/DECISIONS.md 1-6): the value, or Reject. json.loads reads
    a clean document; a document with any fault is scanned front to back (first_fault), so the
    fault at the lowest byte offset decides, whatever order json.loads would find them in."""
    def fail(rule: str) -> NoReturn:
        raise ValueError(rule)
    def number(lexeme: str) -> int | float:
        if abs(float(lexeme)) == float("inf"):
            fail("decode.number")
        return float(lexeme) if any(c in lexeme for c in ".eE") else int(lexeme)
    def members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({name for name, _ in pairs}) != len(pairs):
            fail("decode.duplicateKey")
        return dict(pairs)
    def nesting(v: Any) -> int:
        inner = v.values() if isinstance(v, dict) else v if isinstance(v, list) else ()
        return 1 + max(map(nesting, inner), default=0) if isinstance(v, (dict, list)) else 0
    if len(document) > bounds["maxDocumentBytes"]:
        raise Reject(1, "decode.size")
    max_nesting = min(bounds["maxNesting"], 512)
    try:
        value = json.loads(document.decode("utf-8"), parse_int=number, parse_float=number, parse_constant=fail,
                           object_pairs_hook=members)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # an escaped lone surrogate fails here
        if nesting(value) > max_nesting:
            fail("decode.depth")
    except (ValueError, UnicodeError, RecursionError) as error:
        rule, offset = first_fault(document, max_nesting)
        if not rule:  # json.loads refused what the scan accepts: say so rather than guess
            raise Reject(1, "decode.syntax", message=f"json.loads: {error}") from None
        raise Reject(1, rule, message=f"{rule} at byte {offset}") from None
    if not isinstance(value, dict):
        raise Reject(1, "decode.notObject")
    return value


def document_order(value: Any, error: jsonschema.ValidationError) -> list[int]:
    at: list[int] = []  # pre-order: an object before its members, members as written
    for step in error.absolute_path:
        at, value = at + [list(value).index(step) if isinstance(value, dict) else step], value[step]
    return at


def check_shape(value: dict[str, Any], client: tuple[int, ...]) -> list[dict[str, str]]:
    """Layer 2 (docs/DECISIONS.md 7-10): the major gate, the schema's keywords, the minor policy."""
    version = value.get("schemaVersion")
    higher_minor = False
    if isinstance(version, str) and VERSION.fullmatch(version):
        major, minor = map(int, version.split("."))
        if major != client[0]:
            raise Reject(2, "version.major", "/schemaVersion", f"major {major}, the client reads {client[0]}")
        higher_minor = minor > client[1]
    warnings = []
    for error in sorted(ENGINE.iter_errors(value), key=lambda e: document_order(value, e)):
        path = pointer(error.absolute_path)
        if higher_minor and error.validator == "additionalProperties":  # read forward-compatibly
            warnings.append({"rule": "additionalProperties", "path": path})
            continue
        raise Reject(2, error.validator, path, error.message)
    return warnings


def check_bounds(value: dict[str, Any], bounds: dict[str, int]) -> None:
    """The bounds JSON Schema cannot state (docs/DECISIONS.md 9): depth, node count, action chains."""
    count = 0
    def chain(action: dict[str, Any], depth: int, path: str) -> None:
        if depth > bounds["maxChainDepth"]:
            raise Reject(2, "bounds.chain", path)
        for branch in ("onSuccess", "onError"):  # onSuccess first, whatever the text's order
            if isinstance(action.get(branch), dict):
                chain(action[branch], depth + 1, f"{path}/{branch}")
    def node(n: dict[str, Any], depth: int, path: str) -> None:
        nonlocal count
        count += 1
        if depth > bounds["maxDepth"]:
            raise Reject(2, "bounds.depth", path)
        if count > bounds["maxNodes"]:
            raise Reject(2, "bounds.nodes", path)
        for member in n:  # document order: the members as the text writes them (docs/DECISIONS.md 8)
            if member == "action" and isinstance(n["action"], dict):
                chain(n["action"], 1, f"{path}/action")
            elif member == "children":
                for index, child in enumerate(n["children"]):
                    node(child, depth + 1, f"{path}/children/{index}")
    node(value["screen"]["root"], 1, "/screen/root")


def validate(document: bytes, profile: dict[str, Any]) -> dict[str, Any]:
    """The verdict on one fixture's exact bytes under its docs/CONTRACT.md §2 profile."""
    bounds = dict(BOUNDS, **profile.get("bounds", {}))
    client = tuple(map(int, profile.get("schemaVersion", "1.0").split(".")))
    try:
        value = decode(document, bounds)
        warnings = check_shape(value, client)
        check_bounds(value, bounds)
    except Reject as reject:
        return reject.answer
    return {"outcome": "accept", "warnings": warnings} if warnings else {"outcome": "accept"}


sys.setrecursionlimit(6000)  # python-jsonschema needs ~2500 frames for 512 nested arrays
for request in map(json.loads, sys.stdin):  # protocol v1: a JSON request per line in, an answer out
    if request["cmd"] == "stop":
        break
    answer = {"protocol": 1, "implementation": INFO} if request["cmd"] == "start" else {"seq":
        request["seq"], **validate(base64.b64decode(request["document"]), request["profile"])}
    print(json.dumps(answer), flush=True)
