"""A Murti client for layers 1 and 2 behind protocol v1 (docs/PROTOCOL.md): the example to start
from when you certify a client. It decodes as docs/CONTRACT.md §1 layer 1 asks, then checks
layer 2 the way a client does: the major gate, murti.schema.json's keywords, the minor policy
and the bounds JSON Schema cannot state. Layers 3 and 4 are not declared, so the certificate
says "Certified for layers 1, 2" and lists 3 and 4 as not certified."""

import base64
import json
import pathlib
import re
import sys
from collections.abc import Iterator
from typing import Any, NoReturn

import jsonschema  # pip install jsonschema; the schema keywords of layer 2

SCHEMA = json.loads((pathlib.Path(__file__).resolve().parents[2] / "murti.schema.json").read_text())
INFO = {"name": "example-python-client", "version": "0.1.0", "language": "Python",
        "homepage": "https://example.invalid/your-client", "layers": [1, 2],
        "schemaOnly": False, "capabilities": []}
BOUNDS = {"maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4, "maxNesting": 512, "maxDocumentBytes": 2097152}
VERSION = re.compile(r"[0-9]+\.[0-9]+")  # docs/DECISIONS.md 7: the gate reads well-formed versions only
# An escaped surrogate that is not half of a pair (an even run of backslashes before it is text).
LONE_SURROGATE = re.compile(r"(?<!\\)(?:\\\\)*(\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
                            r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2})")


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


def decode(document: bytes, bounds: dict[str, int]) -> dict[str, Any]:
    """Layer 1 (docs/CONTRACT.md §1, docs/DECISIONS.md 1-6): the value, or Reject."""
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
    if len(document) > bounds["maxDocumentBytes"]:
        raise Reject(1, "decode.size")
    if document.startswith(b"\xef\xbb\xbf"):
        raise Reject(1, "decode.encoding", message="a byte order mark")
    def encoding_fault(prefix: str, message: str) -> NoReturn:
        # docs/DECISIONS.md 2: the fault at the lowest byte offset wins. Closing the text where the
        # encoding fault starts shows a syntax fault before it, if there is one.
        try:
            json.loads(prefix + '"', parse_constant=fail)
        except json.JSONDecodeError as syntax:
            if syntax.pos < len(prefix):
                raise Reject(1, "decode.syntax", message=syntax.msg) from None
        except ValueError:  # NaN, Infinity
            raise Reject(1, "decode.syntax") from None
        raise Reject(1, "decode.encoding", message=message)
    try:
        text = document.decode("utf-8")
    except UnicodeDecodeError as error:
        encoding_fault(document[:error.start].decode("utf-8"), f"invalid UTF-8 at byte {error.start}")
    try:
        value = json.loads(text, parse_int=number, parse_float=number, parse_constant=fail, object_pairs_hook=members)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # an escaped lone surrogate fails here
    except RecursionError:
        raise Reject(1, "decode.depth") from None
    except UnicodeError:
        raise Reject(1, "decode.encoding", message="a lone surrogate") from None
    except ValueError as error:
        # docs/DECISIONS.md 6a: a lone surrogate escape before the syntax fault comes first, even
        # when json.loads stops at a broken escape after it or at the end of the document.
        lone = LONE_SURROGATE.search(text)
        if lone and isinstance(error, json.JSONDecodeError):
            encoding_fault(text[:lone.start(1)], f"a lone surrogate escape at character {lone.start(1)}")
        rule = str(error) if str(error).startswith("decode.") else "decode.syntax"
        raise Reject(1, rule, message=str(error)) from None
    def nesting(v: Any) -> int:
        inner = v.values() if isinstance(v, dict) else v if isinstance(v, list) else ()
        return 1 + max(map(nesting, inner), default=0) if isinstance(v, (dict, list)) else 0
    if nesting(value) > min(bounds["maxNesting"], 512):
        raise Reject(1, "decode.depth")
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
