"""A protocol v1 adapter to copy (docs/PROTOCOL.md). Replace validate() with your validator."""

import base64
import json
import os
import pathlib
import re
import sys
from collections.abc import Iterator
from typing import Any, NoReturn

import jsonschema  # pip install jsonschema; not needed once validate() calls your own code


def schema_path() -> pathlib.Path:
    """$MURTI_SCHEMA, else the nearest murti.schema.json in a folder above this file (the
    checkout's or the bundle's); a copy kept elsewhere sets MURTI_SCHEMA."""
    if "MURTI_SCHEMA" in os.environ:
        return pathlib.Path(os.environ["MURTI_SCHEMA"])
    here = pathlib.Path(__file__).resolve()
    found = (folder / "murti.schema.json" for folder in here.parents)
    return next((path for path in found if path.is_file()), here.with_name("murti.schema.json"))


SCHEMA = json.loads(schema_path().read_text())
INFO = {"name": "example-python-adapter", "version": "0.1.0", "language": "Python",
        "homepage": "https://example.invalid/your-validator", "layers": [1, 2],
        "schemaOnly": True, "capabilities": ["envelope"]}  # a client: layers 1-4, schemaOnly false

def ecma(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[jsonschema.ValidationError]:
    # JSON Schema patterns are ECMA-262, not re: `$` is the end of input; \d, \w are ASCII
    bare_dollar = r"(\\.|\[(?:\\.|[^\]])*\])|\$"
    translated = re.sub(bare_dollar, lambda m: m.group(1) or r"\Z", pattern)
    if isinstance(instance, str) and not re.search(translated, instance, re.ASCII):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")
ENGINE = jsonschema.validators.extend(jsonschema.Draft202012Validator, {"pattern": ecma})(SCHEMA)

def fail(rule: str) -> NoReturn:  # also inside json.loads' hooks; message = rule id
    raise ValueError(rule)
def number(lexeme: str) -> int | float:  # I-JSON: a number must fit a double
    if abs(float(lexeme)) == float("inf"):
        fail("decode.number")
    return float(lexeme) if any(c in lexeme for c in ".eE") else int(lexeme)
def nesting(value: Any) -> int:  # containers only: the top-level object is 1
    if not isinstance(value, (dict, list)):
        return 0
    return 1 + max(map(nesting, value.values() if isinstance(value, dict) else value), default=0)

def position(value: Any, error: jsonschema.ValidationError) -> list[int]:
    at: list[int] = []  # document order: ancestors first, members in written order
    for step in error.absolute_path:
        at, value = at + [list(value).index(step) if isinstance(value, dict) else step], value[step]
    return at

def validate(document: bytes, profile: dict[str, Any]) -> dict[str, Any]:
    """document: the fixture's exact bytes; profile: docs/CONTRACT.md §2 profile. Returns the verdict."""
    bounds = profile.get("bounds", {})
    try:
        if len(document) > bounds.get("maxDocumentBytes", 2097152):
            fail("decode.size")
        if document.startswith(b"\xef\xbb\xbf"):
            fail("decode.encoding")  # no BOM
        value = json.loads(document.decode("utf-8"), parse_int=number, parse_float=number,
                           parse_constant=fail,  # NaN, Infinity (reported as the lexeme)
                           object_pairs_hook=lambda pairs: dict(pairs) if len(dict(pairs)) == len(
                               pairs) else fail("decode.duplicateKey"))  # path left out here
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # lone surrogate escapes fail
        if nesting(value) > min(bounds.get("maxNesting", 512), 512):
            fail("decode.depth")
        if not isinstance(value, dict):
            fail("decode.notObject")
    except (ValueError, RecursionError) as error:  # UnicodeError and JSONDecodeError included
        rule = str(error) if str(error).startswith("decode.") else "decode.depth" if isinstance(
            error, RecursionError) else "decode.encoding" if isinstance(error, UnicodeError) \
            else "decode.syntax"
        return {"outcome": "reject", "layer": 1, "rule": rule, "path": "", "message": str(error)}
    for e in sorted(ENGINE.iter_errors(value), key=lambda e: position(value, e))[:1]:
        path = "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in e.absolute_path)
        return {"outcome": "reject", "layer": 2, "rule": e.validator, "path": path}
    return {"outcome": "accept"}

sys.setrecursionlimit(4000)  # python-jsonschema needs ~2500 frames for 512 nested arrays
for request in map(json.loads, sys.stdin):  # protocol v1: a JSON request per line in, an answer out
    if request["cmd"] == "stop":
        break
    answer = {"protocol": 1, "implementation": INFO} if request["cmd"] == "start" else {"seq":
        request["seq"], **validate(base64.b64decode(request["document"]), request["profile"])}
    print(json.dumps(answer), flush=True)
