"""python-jsonschema (Draft 2020-12) as a protocol v1 implementation (docs/CONTRACT.md §3, schemaOnly).

Usage: python3 adapters/python_jsonschema_adapter.py [--schema FILE] [--regex ecma|python]

Layer 1 is the shared I-JSON decoder (murti_adapter.decode); layer 2 is every error
python-jsonschema's Draft202012Validator reports, of which the first by document order of
instance location is answered (docs/CONTRACT.md §1).

`pattern` is ECMA-262, as JSON Schema requires: the keyword is replaced (jsonschema.validators.
extend) by one that runs the pattern through `regress`, a Rust ECMA-262 engine, with the `u`
flag, as check-jsonschema does. `--regex python` keeps python-jsonschema's own `pattern`
(Python's `re.search`) for the planted-drift experiment: `$` then also matches before a trailing
"\\n", and `\\d`/`\\w` match non-ASCII digits and letters.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from .ecma import ecma_draft202012, has_dynamic_references, memoized_ref
from .json_value import JSONObject, JSONValue
from .layout import MURTI_SCHEMA
from .protocol import Finding, Server, load_schema, serve_with_deep_stack

if TYPE_CHECKING:  # jsonschema is imported where it is used, under the pinned environment
    from jsonschema.protocols import Validator

DEFAULT_SCHEMA = MURTI_SCHEMA


def validator_class(regex: str, schema: JSONValue = None) -> type[Validator]:
    """Draft202012Validator, with `pattern` through regress unless regex == "python", and
    `$ref` memoized for `schema` when it has no dynamic reference (murti_adapter.ecma)."""
    import jsonschema

    if regex == "python":
        if schema is None or has_dynamic_references(schema):
            return jsonschema.Draft202012Validator
        return jsonschema.validators.extend(jsonschema.Draft202012Validator, validators={"$ref": memoized_ref()})
    return ecma_draft202012(schema)


def check_schema(cls: type[Validator], schema: JSONValue) -> None:
    """Raises SchemaError when `schema` breaks the Draft 2020-12 metaschema. Formats are not
    asserted: `cls.check_schema` would compile every `pattern` with Python's `re` and refuse
    ECMA-262 syntax that `re` lacks (`\\p{L}`); regress reports those per instance instead."""
    import jsonschema

    meta = jsonschema.validators.validator_for(cls.META_SCHEMA)(cls.META_SCHEMA)
    for error in meta.iter_errors(schema):
        raise jsonschema.SchemaError.create_from(error)


class PythonJsonschemaEngine:
    """The engine behind the protocol loop (murti_adapter.protocol)."""

    def __init__(self, schema: JSONValue, regex: str = "ecma") -> None:
        cls = validator_class(regex, schema)
        check_schema(cls, schema)
        self.schema = schema
        self.validator = cls(schema)
        self.info = implementation_info(regex)

    def findings(self, instance: JSONObject) -> Iterator[Finding]:
        """Every error python-jsonschema reports for `instance`, in its own order."""
        for error in self.validator.iter_errors(instance):
            # A `false` subschema has no keyword of its own; python-jsonschema leaves it None.
            keyword = error.validator if isinstance(error.validator, str) else "false"
            yield Finding(keyword, tuple(error.absolute_path),
                          tuple(error.absolute_schema_path), error.message)


def implementation_info(regex: str) -> JSONObject:
    """ImplementationInfo (docs/CONTRACT.md §3) for this engine."""
    name = "python-jsonschema (Python re)" if regex == "python" else "python-jsonschema"
    try:
        version = metadata.version("jsonschema")
    except metadata.PackageNotFoundError:
        version = "not installed"
    return {"name": name, "version": version, "language": "Python",
            "homepage": "https://python-jsonschema.readthedocs.io/", "layers": [1, 2],
            "schemaOnly": True, "capabilities": ["envelope"]}


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", type=Path, default=DEFAULT_SCHEMA,
                        help="the JSON Schema to validate against (default: %(default)s)")
    parser.add_argument("--regex", choices=["ecma", "python"], default="ecma",
                        help="pattern engine: ecma (regress, ECMA-262; default) or python (re)")
    return parser.parse_args(argv)


def make_server(schema_path: Path, regex: str) -> Server:
    """A Server for the schema at `schema_path`; a schema that cannot be loaded makes every
    validate answer an error (the runner reports it per case) instead of a crash."""
    try:
        return Server(PythonJsonschemaEngine(load_schema(schema_path), regex),
                      implementation_info(regex))
    except Exception as error:  # unreadable, not JSON, or not a valid schema
        message = f"cannot use schema {schema_path}: {type(error).__name__}: {error}"
        print(f"error: {message}", file=sys.stderr, flush=True)
        return Server(None, implementation_info(regex), load_error=message[:2000])


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    return serve_with_deep_stack(make_server(arguments.schema, arguments.regex))

