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


# Keywords whose resolution depends on the dynamic scope (the path the validation took), so a
# reference's target cannot be memoized by its base URI and text alone.
_DYNAMIC_KEYWORDS = ("$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor")


def memoized_ref() -> Any:
    """The `$ref` keyword of python-jsonschema, with each reference's target looked up once per
    (base URI, reference) instead of on every use.

    python-jsonschema resolves a `$ref` through `referencing` every time it meets one (URI join,
    registry lookup, JSON Pointer walk): about half of its time on murti.schema.json, whose nodes,
    actions and values are all `$ref`s. Without dynamic references, the target of a `$ref` is a
    function of the base URI it is resolved against and its text, and `referencing`'s resolvers
    are immutable, so the same resolved subschema and resolver are given to the same
    `descend` as before: the errors, their instance and schema paths and messages are the
    engine's own (tests/test_engines.py compares them with the unmemoized keyword)."""
    cache: dict[tuple[str, str], Any] = {}

    def ref(validator: Any, reference: str, instance: Any, schema: Any) -> Iterator[Any]:
        resolver = validator._resolver
        key = (resolver._base_uri, reference)
        resolved = cache.get(key)
        if resolved is None:
            resolved = validator._resolver.lookup(reference)
            cache[key] = resolved
        yield from validator.descend(instance, resolved.contents, resolver=resolved.resolver)

    return ref


def has_dynamic_references(schema: Any) -> bool:
    """Whether `schema` uses a keyword resolved against the dynamic scope anywhere."""
    stack = [schema]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if any(keyword in item for keyword in _DYNAMIC_KEYWORDS):
                return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def ecma_draft202012(schema: Any = None) -> Any:
    """Draft202012Validator with `pattern` run by regress; for a `schema` without dynamic
    references, `$ref` memoized too (`memoized_ref`)."""
    import jsonschema

    keywords: dict[str, Any] = {"pattern": regress_pattern}
    if schema is not None and not has_dynamic_references(schema):
        keywords["$ref"] = memoized_ref()
    return jsonschema.validators.extend(jsonschema.Draft202012Validator, validators=keywords)

