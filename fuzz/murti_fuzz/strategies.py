"""Documents near the edges of the contract, as functions of a choice sequence (`choices`).

Two stages, both shrinkable (`shrink.py` works on the choices behind them):

1. A valid-shaped document. The schema's non-recursive definitions (a node's own members,
   an action's own members with its if/then requirements, the envelope, schemaVersion, an
   identifier) come from `murti.schema.json` itself (`leaves.py`: enums, bounded strings, and
   strings generated from each `pattern`); the recursion the schema states with `$ref`
   (children, onSuccess/onError chains, nested values) is assembled here with depth caps.
2. Zero to three edge mutations (docs/CONTRACT.md §0–§1: lengths and counts at and across every
   bound, Unicode classes, unknown members and types, version forms, references, nesting,
   number lexemes), then, sometimes, one byte-level fault.

A shrunk finding ends as the smallest base document with the fewest, simplest mutations that
still show it. Every optional part is present only on the *largest* value of its choice
(`integer(0, n) == n`, `boolean()`), since shrinking lowers choices toward zero: a shrunk
document leaves out what it does not need.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from . import contract
from .jsontext import BYTE_FAULTS, STYLES, Num, dump
from .leaves import leaf, text
from .mutations import MUTATIONS

if TYPE_CHECKING:
    from .choices import Choices
    from .jsontext import Style
    from .mutations import Mutated, Slot, Steps

# Each mutation is drawn with weight 2, except the two whose documents cost the sides most
# (256-odd children or members, values nested 500 deep: ten times a typical document in
# python-jsonschema), drawn half as often so that they do not take most of the sides' time.
COSTLY = {"count-bound", "nesting"}
MUTATION_NAMES = [name for name in MUTATIONS for _ in range(1 if name in COSTLY else 2)]
# Slots are listed down to this many steps from the top: every node and value of a base
# document is within it; the inside of a value nested hundreds deep by `nesting` is not worth
# a slot per level, and the bound keeps the walk finite should a document ever hold itself.
MAX_SLOT_DEPTH = 64
FAULT_NAMES = sorted(BYTE_FAULTS)


class Document(NamedTuple):
    """One generated case: the value tree, its layout, byte faults, and what was done."""

    value: object
    style: object
    faults: tuple  # ((fault name, position), ...)
    notes: tuple  # human-readable mutations, for the evidence

    def to_bytes(self, style: Style | None = None) -> bytes:
        data = dump(self.value, style or self.style)
        for name, position in self.faults:
            data = BYTE_FAULTS[name](data, position)
        return data


# --- stage 1: valid-shaped documents -------------------------------------------------------

_DROP_KEYWORDS = {"description", "title", "$id", "$schema", "$defs", "contentEncoding"}
# Members whose schemas recurse (node → children → node, action → onSuccess → action, value →
# items → value) or hold an open bag; they are generated here, not as leaves.
_ASSEMBLED = {"node": ("children", "action", "props"), "action": ("onSuccess", "onError", "params")}


def _inline(schema: dict[str, Any], node: Any, seen: tuple[Any, ...] = ()) -> Any:
    """`node` with local `$ref`s replaced by their definitions; a cycle is cut to `{}`."""
    if isinstance(node, list):
        return [_inline(schema, item, seen) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node and isinstance(node["$ref"], str) and "#/$defs/" in node["$ref"]:
        name = node["$ref"].split("#/$defs/", 1)[1]
        target = schema.get("$defs", {}).get(name)
        if target is None or name in seen:
            return {}
        merged = _inline(schema, target, seen + (name,))
        rest = {k: _inline(schema, v, seen) for k, v in node.items()
                if k != "$ref" and k not in _DROP_KEYWORDS}
        return {**merged, **rest}
    return {k: _inline(schema, v, seen) for k, v in node.items() if k not in _DROP_KEYWORDS}


def definition_head(schema: dict[str, Any], name: str) -> dict[str, Any]:
    """A `$defs` entry inlined, without the members assembled elsewhere (`_ASSEMBLED`)."""
    definition = _inline(schema, schema.get("$defs", {}).get(name, {}), (name,))
    properties = definition.get("properties")
    if isinstance(properties, dict):
        definition["properties"] = {k: v for k, v in properties.items()
                                    if k not in _ASSEMBLED.get(name, ())}
    return definition


def value(choices: Choices, depth: int = 3, budget: list[int] | None = None) -> Any:
    """A props or params value: any JSON value, a few levels deep (docs/CONTRACT.md §0 `value`)."""
    budget = budget if budget is not None else [6]
    kind = choices.integer(0, 7) if depth > 0 and budget[0] > 0 else choices.integer(0, 5)
    if kind == 0:
        return None
    if kind == 1:
        return choices.boolean()
    if kind == 2:
        return choices.integer(-10**6, 10**6)
    if kind == 3:
        return choices.integer(-10**6, 10**6) / 8
    if kind == 4:
        return text(choices, 12)
    if kind == 5:
        return Num(choices.choice(contract.NUMBER_LEXEMES[:11]))
    budget[0] -= 1
    if kind == 6:
        return [choices.span(lambda: value(choices, depth - 1, budget))
                for _ in range(choices.integer(0, 3))]
    return dict(choices.span(lambda: (text(choices, 6), value(choices, depth - 1, budget)))
                for _ in range(choices.integer(0, 3)))


def props(choices: Choices) -> dict[str, Any]:
    """A props or params bag: up to three members."""
    return dict(choices.span(lambda: (text(choices, 8), value(choices)))
                for _ in range(choices.integer(0, 3)))


def preferring(names: list[str], fallback: Callable[..., Any]) -> Callable[..., Any]:
    """Three draws in four from `names` (the first is where shrinking goes), the fourth from
    `fallback`."""
    if not names:
        return fallback

    def draw(choices: Choices) -> str:
        return fallback(choices) if choices.integer(0, 3) == 3 else choices.choice(names)
    return draw


class ObjectComposer:
    """Objects of one `$defs` entry: each declared property's own schema as a leaf (built
    once), the object assembled here. `required` members are always drawn, the others
    sometimes; an `allOf` of `if` (property constants) / `then` (`required`) pairs, as `action`
    states its conditional requirements, is honoured."""

    def __init__(self, head: dict[str, Any]):
        properties = head.get("properties") if isinstance(head.get("properties"), dict) else {}
        self.required = [name for name in head.get("required", []) if name in properties]
        self.optional = [name for name in properties if name not in self.required]
        self.leaves = {name: leaf(schema) for name, schema in properties.items()}
        self.conditions = []
        for part in head.get("allOf", []):
            condition = part.get("if", {}).get("properties", {}) if isinstance(part, dict) else {}
            constants = {name: rule["const"] for name, rule in condition.items()
                         if isinstance(rule, dict) and "const" in rule}
            needed = part.get("then", {}).get("required", []) if isinstance(part, dict) else []
            if constants and needed:
                self.conditions.append((constants, [n for n in needed if n in self.leaves]))

    def prefer(self, name: str, names: list[str]) -> None:
        """Draws member `name` mostly from `names` (see `preferring`)."""
        if name in self.leaves and names:
            self.leaves[name] = preferring(names, self.leaves[name])

    def draw(self, choices: Choices) -> dict[str, str]:
        result = {}
        for name in self.required:
            result[name] = choices.span(lambda draw=self.leaves[name]: draw(choices))
        for name in self.optional:
            if choices.sometimes(4):
                result[name] = choices.span(lambda draw=self.leaves[name]: draw(choices))
        for constants, needed in self.conditions:
            if all(result.get(name) == constant for name, constant in constants.items()):
                for name in needed:
                    if name not in result:
                        result[name] = self.leaves[name](choices)
        return result


class Generator:
    """The documents of one schema and profile."""

    def __init__(self, schema: dict[str, Any], profile: dict[str, Any], max_depth: int = 3, max_chain: int = 3):
        self.schema = schema
        self.profile = profile
        self.bounds = contract.bounds_from_schema(schema)
        self.names = contract.profile_names(profile)
        self.max_depth = max_depth
        self.max_chain = max_chain
        self.node_head = ObjectComposer(definition_head(schema, "node"))
        self.action_head = ObjectComposer(definition_head(schema, "action"))
        self.envelope_head = ObjectComposer(definition_head(schema, "envelope"))
        # Names the profile knows come first (a shrunk document is one a client accepts),
        # the schema's own leaves stay in the mix (anything the schema allows).
        version = profile.get("schemaVersion") if isinstance(profile, dict) else None
        self.version = preferring([version] if isinstance(version, str) else [],
                                  leaf(definition_head(schema, "schemaVersion")))
        self.identifier = preferring(self.names["screens"],
                                     leaf(definition_head(schema, "identifier")))
        self.node_head.prefer("type", self.names["components"])
        for member, names in (("screen", "screens"), ("request", "requests"), ("link", "links")):
            self.action_head.prefer(member, self.names[names])

    def action(self, choices: Choices, chain: int) -> dict[str, Any]:
        action = self.action_head.draw(choices)
        if choices.boolean():
            action["params"] = choices.span(lambda: props(choices))
        if chain > 1:
            for step in ("onSuccess", "onError"):
                if choices.sometimes(4):
                    action[step] = choices.span(lambda: self.action(choices, chain - 1))
        return action

    def node(self, choices: Choices, depth: int) -> dict[str, Any]:
        node = self.node_head.draw(choices)
        if choices.boolean():
            node["props"] = choices.span(lambda: props(choices))
        if depth > 1 and choices.sometimes(3):
            node["children"] = choices.span(lambda: [
                choices.span(lambda: self.node(choices, depth - 1))
                for _ in range(choices.integer(0, 3))])
        if choices.sometimes(3):
            node["action"] = choices.span(lambda: self.action(choices, self.max_chain))
        return node

    def payload(self, choices: Choices) -> dict[str, Any]:
        return {"schemaVersion": self.version(choices),
                "screen": {"key": self.identifier(choices),
                           "root": self.node(choices, self.max_depth)}}

    def envelope(self, choices: Choices) -> dict[str, str]:
        """An envelope from the schema's definition; half the time its payload is the base64 of
        a real payload document (what a client would verify and open, docs/CONTRACT.md §6)."""
        envelope = self.envelope_head.draw(choices)
        if choices.boolean():
            envelope["payload"] = base64.b64encode(dump(self.payload(choices))).decode("ascii")
        return envelope

    # --- stage 2: edge mutations -----------------------------------------------------------

    def document(self, choices: Choices) -> Document:
        """One document: a base document, mutations, a layout and maybe a byte fault."""
        value = self.envelope(choices) if choices.sometimes(8) else self.payload(choices)
        notes = []
        for _ in range(choices.integer(0, 3)):
            value, note = choices.span(lambda current=value: self._mutate(choices, current))
            notes.append(note)
        style = choices.choice(STYLES)
        faults = ()
        if choices.sometimes(10):
            name = choices.choice(FAULT_NAMES)
            position = choices.integer(0, 4096)
            faults = ((name, position),)
            notes.append(f"byte fault {name} at {position}")
        return Document(value, style, faults, tuple(notes))

    def _mutate(self, choices: Choices, value: dict[str, Any]) -> Mutated:
        kind = choices.choice(MUTATION_NAMES)
        return MUTATIONS[kind](choices, self, value, self.slots(value))

    def slots(self, value: Any) -> list[Slot]:
        """(kind, path) for every place a mutation can target, in document order. Kinds:
        identifier, typeName, schemaVersion, nodeId, valueString, actionType, alg, enc,
        payload, signature (strings); node, action, props, object, array, value (others)."""
        found = []
        if not isinstance(value, dict):
            return [("value", ())]
        found.append(("object", ()))
        if "signature" in value:
            for name in ("schemaVersion", "alg", "enc", "payload", "signature"):
                found.append((name, (name,)))
            return found
        found.append(("schemaVersion", ("schemaVersion",)))
        screen = value.get("screen")
        if isinstance(screen, dict):
            found.append(("object", ("screen",)))
            found.append(("identifier", ("screen", "key")))
            if isinstance(screen.get("root"), dict):
                self._node_slots(screen["root"], ("screen", "root"), found)
        return found

    def _node_slots(self, node: dict[str, Any], path: Steps, found: list[Slot]) -> None:
        found.append(("node", path))
        found.append(("typeName", path + ("type",)))
        found.append(("nodeId", path + ("id",)))
        props = node.get("props")
        found.append(("props", path + ("props",)))
        if isinstance(props, dict):
            self._value_slots(props, path + ("props",), found)
        action = node.get("action")
        if isinstance(action, dict):
            self._action_slots(action, path + ("action",), found)
        children = node.get("children")
        if isinstance(children, list):
            found.append(("array", path + ("children",)))
            for index, child in enumerate(children):
                if isinstance(child, dict):
                    self._node_slots(child, path + ("children", index), found)

    def _action_slots(self, action: dict[str, Any], path: Steps, found: list[Slot]) -> None:
        found.append(("action", path))
        found.append(("actionType", path + ("type",)))
        for name in ("screen", "request", "link"):
            found.append(("identifier", path + (name,)))
        params = action.get("params")
        found.append(("props", path + ("params",)))
        if isinstance(params, dict):
            self._value_slots(params, path + ("params",), found)
        for step in ("onSuccess", "onError"):
            if isinstance(action.get(step), dict):
                self._action_slots(action[step], path + (step,), found)

    def _value_slots(self, container: Any, path: Steps, found: list[Slot]) -> None:
        if len(path) > MAX_SLOT_DEPTH:
            return  # deeper than any mutation nests: nothing there is worth a slot
        items = container.items() if isinstance(container, dict) else enumerate(container)
        for key, item in items:
            here = path + (key,)
            if isinstance(item, str):
                found.append(("valueString", here))
            elif isinstance(item, dict):
                found.append(("object", here))
                self._value_slots(item, here, found)
            elif isinstance(item, list):
                found.append(("array", here))
                self._value_slots(item, here, found)
            else:
                found.append(("value", here))

