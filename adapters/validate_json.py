#!/usr/bin/env python3
"""Validates one JSON file against a JSON Schema with python-jsonschema (the schema's own
`$schema` dialect, Draft 2020-12 when it names none). Used by `conformance-runner lint` to check
corpus/expectations.json against corpus/expectations.schema.json with a real engine.

Usage: <venv python> adapters/validate_json.py --schema SCHEMA INSTANCE

Prints one JSON object per error on stdout, sorted by instance location:
{"path": "<RFC 6901 JSON Pointer>", "keyword": "<failing keyword>", "value": <the keyword's
value in the schema: its limit, list or subschema>, "message": "<text>"}.
Exit 0: valid; 1: invalid; 2: a file cannot be read, is not JSON, or the schema is not a schema.
"""

import argparse
import json
import sys
from collections.abc import Iterable
from typing import Any


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
    parser.add_argument("instance")
    arguments = parser.parse_args()

    import jsonschema

    schema = load(arguments.schema, "schema")
    instance = load(arguments.instance, "instance")
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"error: {arguments.schema} is not a valid schema: {error.message}", file=sys.stderr)
        return 2
    errors = sorted(cls(schema).iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
    for error in errors:
        print(json.dumps({"path": pointer(error.absolute_path), "keyword": error.validator,
                          "value": error.validator_value, "message": error.message[:500]},
                         ensure_ascii=False, default=str))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
