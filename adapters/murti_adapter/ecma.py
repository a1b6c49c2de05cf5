"""ECMA-262 `pattern` for python-jsonschema, as JSON Schema Draft 2020-12 requires.

Python's `re` differs where the project's patterns care (`$` before a trailing newline, `\\d`
and `\\w` beyond ASCII, no `\\p{L}`), so the keyword is replaced (`jsonschema.validators.extend`)
by one that runs `regress`, a Rust ECMA-262 engine, with the `u` flag, as check-jsonschema
does (adapters/README.md, "Why `pattern` needs an ECMA-262 engine").
"""

from collections.abc import Iterator
from typing import Any

_COMPILED: dict[str, Any] = {}  # pattern → compiled regress.Regex


def regress_pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[Any]:
    """The `pattern` keyword with ECMA-262 semantics (a drop-in for python-jsonschema's)."""
    import jsonschema
    import regress

    if not validator.is_type(instance, "string"):
        return
    compiled = _COMPILED.get(pattern)
    if compiled is None:
        try:
            compiled = regress.Regex(pattern, flags="u")
        except regress.RegressError as error:
            yield jsonschema.ValidationError(
                f"{pattern!r} is not an ECMA-262 regular expression: {error}")
            return
        _COMPILED[pattern] = compiled
    if compiled.find(instance) is None:
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


def ecma_draft202012() -> Any:
    """Draft202012Validator with `pattern` run by regress."""
    import jsonschema

    return jsonschema.validators.extend(
        jsonschema.Draft202012Validator, validators={"pattern": regress_pattern})

