"""jsonschema-rs (Draft 2020-12) as a protocol v1 implementation (docs/CONTRACT.md §3, schemaOnly).

Usage: python3 adapters/jsonschema_rs_adapter.py [--schema FILE]

Layer 1 is the shared I-JSON decoder (murti_adapter.decode); layer 2 is every error
jsonschema-rs reports, of which the first by document order of instance location is answered
(docs/CONTRACT.md §1). Each error's kind is named by its Draft 2020-12 keyword (`error.kind.name`).

Regex engine: jsonschema-rs translates each `pattern` from ECMA-262 to Rust syntax (its
jsonschema-regex crate: `\\d`, `\\w`, `\\s` and the other classes as ECMA-262 defines them) and
runs it with fancy-regex, a backtracking engine over the `regex` crate (the default
`pattern_options`). It is ECMA-ish by itself: `$` is the end of input (no match before a trailing
"\\n"), `\\d` and `\\w` are ASCII only, `.` matches one code point; translation is best effort.
"""

import argparse
import sys
from collections.abc import Iterator, Sequence
from importlib import metadata
from pathlib import Path

from .json_value import JSONObject, JSONValue
from .layout import MURTI_SCHEMA
from .protocol import Finding, Server, load_schema, serve_with_deep_stack

DEFAULT_SCHEMA = MURTI_SCHEMA

# Kinds whose name is not itself a Draft 2020-12 keyword (both oneOf kinds are named "oneOf").
_KEYWORD_OF_KIND = {"falseSchema": "false"}


class JsonschemaRsEngine:
    """The engine behind the protocol loop (murti_adapter.protocol)."""

    def __init__(self, schema: JSONValue) -> None:
        import jsonschema_rs

        self.schema = schema
        # offline: a $ref to a remote document is a schema error, never a network fetch
        self.validator = jsonschema_rs.Draft202012Validator(schema, offline=True)
        self.info = implementation_info()

    def findings(self, instance: JSONObject) -> Iterator[Finding]:
        """Every error jsonschema-rs reports for `instance`, in its own order; raises EngineLimit
        where the binding cannot convert an error back to Python."""
        try:
            for error in self.validator.iter_errors(instance):
                name = error.kind.name
                yield Finding(_KEYWORD_OF_KIND.get(name, name), tuple(error.instance_path),
                              tuple(error.evaluation_path), error.message)
        except ValueError as error:
            if "Recursion limit" not in str(error):
                raise
            # The binding converts each error's instance back to Python and gives up at about
            # 255 levels below it (a valid document of any depth is fine): the engine cannot
            # name this document's keyword, so the case is its error, not a guessed verdict.
            verdict = "valid" if self.validator.is_valid(instance) else "invalid"
            raise EngineLimit(
                f"jsonschema-rs cannot report this document's errors ({error}): an error's "
                f"instance holds a value nested 255 or more levels deeper; is_valid() says "
                f"{verdict}"
            ) from None


class EngineLimit(Exception):
    """jsonschema-rs could not report its errors for a document layer 1 accepted."""


def implementation_info() -> JSONObject:
    """ImplementationInfo (docs/CONTRACT.md §3) for this engine."""
    try:
        version = metadata.version("jsonschema_rs")
    except metadata.PackageNotFoundError:
        version = "not installed"
    return {"name": "jsonschema-rs", "version": version, "language": "Python",
            "homepage": "https://github.com/Stranger6667/jsonschema", "layers": [1, 2],
            "schemaOnly": True, "capabilities": ["envelope"]}


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", type=Path, default=DEFAULT_SCHEMA,
                        help="the JSON Schema to validate against (default: %(default)s)")
    return parser.parse_args(argv)


def make_server(schema_path: Path) -> Server:
    """A Server for the schema at `schema_path`; a schema that cannot be loaded makes every
    validate answer an error (the runner reports it per case) instead of a crash."""
    try:
        return Server(JsonschemaRsEngine(load_schema(schema_path)), implementation_info())
    except Exception as error:  # unreadable, not JSON, or not a valid schema
        message = f"cannot use schema {schema_path}: {type(error).__name__}: {error}"
        print(f"error: {message}", file=sys.stderr, flush=True)
        return Server(None, implementation_info(), load_error=message[:2000])


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    return serve_with_deep_stack(make_server(arguments.schema))

