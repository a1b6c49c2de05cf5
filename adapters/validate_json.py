#!/usr/bin/env python3
"""Validates one JSON file against a JSON Schema with python-jsonschema (the schema's own
`$schema` dialect, Draft 2020-12 when it names none). Used by `conformance-runner lint` to check
corpus/expectations.json against corpus/expectations.schema.json with a real engine.

Usage: <venv python> adapters/validate_json.py --schema SCHEMA [--ref POINTER] INSTANCE...

Prints one JSON object per error on stdout, sorted by instance location:
{"instance": <index of the INSTANCE argument, from 0>, "path": "<RFC 6901 JSON Pointer>",
"keyword": "<failing keyword>", "value": <the keyword's value in the schema: its limit, list or
subschema>, "message": "<text>"}. `--ref '#/$defs/manifest'` validates against that subschema
of SCHEMA (its own `$ref`s resolved in SCHEMA), as `lint` checks manifest steps
(docs/DECISIONS.md 73).
Exit 0: valid; 1: invalid; 2: a file cannot be read, is not JSON, or the schema is not a schema.
"""

import argparse
import json
import sys
from collections.abc import Iterable
from typing import Any

DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"


def pointer(location: Iterable[str | int]) -> str:
    """RFC 6901 JSON Pointer of a path (keys and indexes)."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in location)


def load(path: str, what: str) -> Any:
    """The parsed JSON file at `path`; exits 2 naming `what` (schema or instance) when it cannot be read."""
    try:
        with open(path, "rb") as handle:
            return json.loads(handle.read().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        print(f"error: cannot read {what} {path}: {error}", file=sys.stderr)
        sys.exit(2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--ref", default=None, help="a URI-fragment JSON Pointer into SCHEMA")
    parser.add_argument("instance", nargs="+")
    arguments = parser.parse_args()

    import jsonschema

    schema = load(arguments.schema, "schema")
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"error: {arguments.schema} is not a valid schema: {error.message}", file=sys.stderr)
        return 2
    validator = cls(schema) if arguments.ref is None else subschema_validator(cls, schema, arguments.ref)
    invalid = False
    for index, path in enumerate(arguments.instance):
        instance = load(path, "instance")
        errors = sorted(validator.iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
        for error in errors:
            print(json.dumps({"instance": index, "path": pointer(error.absolute_path),
                              "keyword": error.validator, "value": error.validator_value,
                              "message": error.message[:500]}, ensure_ascii=False, default=str))
        invalid = invalid or bool(errors)
    return 1 if invalid else 0


def subschema_validator(cls: Any, schema: Any, ref: str) -> Any:
    """A validator for the subschema of `schema` at `ref` (`#/$defs/manifest`), its `$ref`s
    resolved inside `schema` through a registry, so nothing of the schema is copied or changed."""
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    uri = schema.get("$id", "urn:murti-conformance:schema") if isinstance(schema, dict) else ""
    resource = Resource.from_contents(schema, default_specification=DRAFT202012)
    registry = Registry().with_resource(uri, resource)
    wrapper = {"$schema": schema.get("$schema", DRAFT_2020_12), "$ref": uri + ref}
    return cls(wrapper, registry=registry)


if __name__ == "__main__":
    sys.exit(main())
