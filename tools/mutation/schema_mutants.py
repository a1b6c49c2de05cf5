"""Schema mutants: one fault at a time planted in a JSON Schema (docs/MUTATION.md "The schema").

A schema mutant is one edit of the schema document, the kind a maintainer makes by mistake or
a reviewer lets through. Operators (docs/MUTATION.md, "Schema operators"):

- `bound`: a numeric bound one more, or one less (`maxLength`, `maxItems`, `maxProperties`, and
  their `min…`, `maximum`, `minimum` forms);
- `enum-drop`: one value of an `enum` removed;
- `enum-add`: a plausible attack value added to an `enum` of strings: `"none"` (as in JWT's
  `alg: none`) and each value in capitals (`ES256`, `NAVIGATE`);
- `required-drop`: one name of a `required` list removed (inside `if` conditions too);
- `pattern`: a pattern loosened: its `^` or `$` anchor dropped, a character class widened by
  a digit, `_`, `.` or `-`, a `+` made `*`, an escaped `\\.` made a bare `.`;
- `closed-drop`: `additionalProperties: false` or `unevaluatedProperties: false` removed;
- `const-drop`: a `const` removed;
- `if-invert`: an `if` condition inverted (wrapped in `not`);
- `ref-retarget`: a local `$ref` pointed at the next `$defs` entry of the same `type`.

Mutants are listed in a fixed order (document order of the schema, then operator), each with a
key that hashes its location, operator and change, so a key stays valid while other parts of
the schema change and an equivalence file keeps its meaning. Stdlib only.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any

BOUNDS = ("maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties",
          "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum")
SUBSCHEMA_MAPS = ("$defs", "definitions", "properties", "patternProperties", "dependentSchemas")
SUBSCHEMA = ("items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems",
             "propertyNames", "contains", "not", "if", "then", "else")
SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
CLOSERS = ("additionalProperties", "unevaluatedProperties")
CLASS_ADDITIONS = (("0-9", "a digit"), ("_", "`_`"), (".", "`.`"), ("-", "`-`"))
ATTACK_VALUE = "none"


@dataclass(frozen=True)
class SchemaMutant:
    """One edit: `tokens` locate the schema object it changes (RFC 6901 tokens from the root),
    `operator` names the fault, `edit` is what `apply` does there."""

    tokens: tuple[str, ...]
    operator: str
    note: str
    edit: tuple[Any, ...] = field(compare=True)

    @property
    def location(self) -> str:
        """The schema object's location as a URI-fragment JSON Pointer (`#/$defs/value`)."""
        return "#" + "".join("/" + t.replace("~", "~0").replace("/", "~1") for t in self.tokens)

    @property
    def key(self) -> str:
        change = json.dumps([self.location, self.operator, list(self.edit)], sort_keys=True)
        return f"schema:{self.operator}:{hashlib.sha256(change.encode()).hexdigest()[:10]}"

    def apply(self, schema: dict[str, Any]) -> dict[str, Any]:
        """A copy of `schema` with this fault planted; `schema` itself is never changed."""
        mutated = copy.deepcopy(schema)
        target = mutated
        for token in self.tokens:
            target = target[int(token)] if isinstance(target, list) else target[token]
        action, keyword, *rest = self.edit
        if action == "set":
            target[keyword] = copy.deepcopy(rest[0])
        elif action == "delete":
            del target[keyword]
        elif action == "remove-item":
            target[keyword] = [item for item in target[keyword] if item != rest[0]]
        elif action == "append":
            target[keyword] = [*target[keyword], rest[0]]
        elif action == "invert":
            target[keyword] = {"not": target[keyword]}
        else:  # pragma: no cover - every edit above is the whole list
            raise ValueError(f"unknown edit {action}")
        return mutated


def schema_mutants(schema: dict[str, Any]) -> list[SchemaMutant]:
    """Every mutant of `schema`, in document order of the schema objects they change."""
    found: list[SchemaMutant] = []
    defs = _definitions(schema)
    for tokens, node in _schema_objects(schema, ()):
        found += _mutants_at(tokens, node, defs)
    return found


def _schema_objects(node: Any, tokens: tuple[str, ...]) -> list[tuple[tuple[str, ...], dict]]:
    """(tokens, object) of every subschema object, pre-order, keywords in the order written."""
    if not isinstance(node, dict):
        return []
    found = [(tokens, node)]
    for keyword, value in node.items():
        if keyword in SUBSCHEMA_MAPS and isinstance(value, dict):
            for name, sub in value.items():
                found += _schema_objects(sub, (*tokens, keyword, name))
        elif keyword in SUBSCHEMA:
            found += _schema_objects(value, (*tokens, keyword))
        elif keyword in SUBSCHEMA_LISTS and isinstance(value, list):
            for index, sub in enumerate(value):
                found += _schema_objects(sub, (*tokens, keyword, str(index)))
    return found


def _definitions(schema: dict[str, Any]) -> list[tuple[str, Any]]:
    """(`#/$defs/name`, declared `type` or None) for each local definition, in order."""
    defs = []
    for container in ("$defs", "definitions"):
        for name, sub in (schema.get(container) or {}).items():
            kind = sub.get("type") if isinstance(sub, dict) else None
            defs.append((f"#/{container}/{name}", json.dumps(kind)))
    return defs


def _mutants_at(tokens: tuple[str, ...], node: dict[str, Any],
                defs: list[tuple[str, Any]]) -> list[SchemaMutant]:
    here = "#" + "".join("/" + t for t in tokens)
    found: list[SchemaMutant] = []

    def add(operator: str, note: str, *edit: Any) -> None:
        found.append(SchemaMutant(tokens, operator, f"{note} at {here}", tuple(edit)))

    for keyword, value in node.items():
        if keyword in BOUNDS and isinstance(value, int) and not isinstance(value, bool):
            add("bound", f"{keyword} {value} → {value + 1}", "set", keyword, value + 1)
            if value > 0:
                add("bound", f"{keyword} {value} → {value - 1}", "set", keyword, value - 1)
        elif keyword == "enum" and isinstance(value, list):
            for item in value:
                add("enum-drop", f"enum without {json.dumps(item)}", "remove-item", keyword,
                    item)
            if value and all(isinstance(item, str) for item in value):
                for extra in _attack_values(value):
                    add("enum-add", f"enum with {json.dumps(extra)} added", "append", keyword,
                        extra)
        elif keyword == "required" and isinstance(value, list):
            for name in value:
                add("required-drop", f"required without {json.dumps(name)}", "remove-item",
                    keyword, name)
        elif keyword == "pattern" and isinstance(value, str):
            for loosened, how in loosened_patterns(value):
                add("pattern", f"pattern {value} → {loosened} ({how})", "set", keyword, loosened)
        elif keyword in CLOSERS and value is False:
            add("closed-drop", f"{keyword}: false removed", "delete", keyword)
        elif keyword == "const":
            add("const-drop", f"const {json.dumps(value)} removed", "delete", keyword)
        elif keyword == "if" and isinstance(value, (dict, bool)):
            add("if-invert", "if condition inverted (wrapped in not)", "invert", keyword)
        elif keyword == "$ref" and isinstance(value, str):
            target = _retarget(value, defs)
            if target:
                add("ref-retarget", f"$ref {value} → {target}", "set", keyword, target)
    return found


def _attack_values(values: list[str]) -> list[str]:
    """`none`, then each value in capitals (`ES256`, the JWS spelling of `es256`; a validator
    that folds case), leaving out what the enum already has."""
    extras = [ATTACK_VALUE, *(item.upper() for item in values)]
    unique = []
    for extra in extras:
        if extra not in values and extra not in unique:
            unique.append(extra)
    return unique


def _retarget(reference: str, defs: list[tuple[str, Any]]) -> str | None:
    """The next definition after `reference` (cyclic) that declares the same `type`."""
    names = [name for name, _ in defs]
    if reference not in names:
        return None
    kind = dict(defs)[reference]
    if kind == "null":  # a definition without `type` has no kin to be mistaken for
        return None
    start = names.index(reference)
    for offset in range(1, len(defs)):
        name, other = defs[(start + offset) % len(defs)]
        if other == kind:
            return name
    return None


CHARACTER_CLASS = re.compile(r"\[(?:\\.|[^\]\\])*\]")


def loosened_patterns(pattern: str) -> list[tuple[str, str]]:
    """Plausible loosenings of an ECMA-262 pattern: (pattern, how), each once."""
    found: list[tuple[str, str]] = []

    def add(text: str, how: str) -> None:
        if text != pattern and text not in (f for f, _ in found):
            found.append((text, how))

    if pattern.startswith("^"):
        add(pattern[1:], "`^` dropped: anything may come before")
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        add(pattern[:-1], "`$` dropped: anything may follow")
    for number, match in enumerate(CHARACTER_CLASS.finditer(pattern), start=1):
        body = match.group(0)[1:-1]
        if body.startswith("^"):
            continue
        for addition, named in CLASS_ADDITIONS:
            if _class_has(body, addition):
                continue
            widened = "[" + body + ("\\-" if addition == "-" else addition) + "]"
            add(pattern[:match.start()] + widened + pattern[match.end():],
                f"class {number} also takes {named}")
    for match in re.finditer(r"(?<!\\)\+", pattern):
        add(pattern[:match.start()] + "*" + pattern[match.end():], "a `+` made `*`: may be empty")
    for match in re.finditer(r"\\\.", pattern):
        add(pattern[:match.start()] + "." + pattern[match.end():], "`\\.` made `.`: any character")
    return found


def _class_has(body: str, addition: str) -> bool:
    if addition == "0-9":
        return "0-9" in body or "\\d" in body
    if addition == "-":
        return "\\-" in body or body.startswith("-") or body.endswith("-")
    return addition in body.replace("\\" + addition, addition)
