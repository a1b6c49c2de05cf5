"""Hypothesis strategies for Murti documents near the edges of the contract.

Two stages, both shrinkable by Hypothesis:

1. A valid-shaped document. The schema's non-recursive definitions (a node's own members, an
   action's own members with its if/then requirements, the envelope, schemaVersion, an
   identifier) come from `murti.schema.json` itself through hypothesis-jsonschema; the
   recursion the schema states with `$ref` (children, onSuccess/onError chains, nested
   values), which hypothesis-jsonschema cannot generate, is assembled here with depth caps.
2. Zero to three edge mutations (CONTRACT §0–§1: lengths and counts at and across every
   bound, Unicode classes, unknown members and types, version forms, references, nesting,
   number lexemes), then, sometimes, one byte-level fault.

Hypothesis shrinks the choices behind both stages, so a finding ends as the smallest base
document with the fewest, simplest mutations that still show it. Every optional part is
present only on the *largest* value of its choice (`integers(0, n) == n`, `booleans()`), since
Hypothesis shrinks choices toward zero: a shrunk document leaves out what it does not need.
"""

import base64
from typing import NamedTuple

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from . import contract
from .jsontext import BYTE_FAULTS, STYLES, Num, dump
from .mutations import MUTATIONS

MUTATION_NAMES = list(MUTATIONS)
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

    def to_bytes(self, style=None):
        data = dump(self.value, style or self.style)
        for name, position in self.faults:
            data = BYTE_FAULTS[name](data, position)
        return data


# --- stage 1: valid-shaped documents -------------------------------------------------------

_DROP_KEYWORDS = {"description", "title", "$id", "$schema", "$defs", "contentEncoding"}
# Members whose schemas recurse (node → children → node, action → onSuccess → action, value →
# items → value) or hold an open bag; they are generated here, not by hypothesis-jsonschema.
_ASSEMBLED = {"node": ("children", "action", "props"), "action": ("onSuccess", "onError", "params")}


def _inline(schema, node, seen=()):
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


def definition_head(schema, name):
    """A `$defs` entry inlined, without the members assembled elsewhere (`_ASSEMBLED`)."""
    definition = _inline(schema, schema.get("$defs", {}).get(name, {}), (name,))
    properties = definition.get("properties")
    if isinstance(properties, dict):
        definition["properties"] = {k: v for k, v in properties.items()
                                    if k not in _ASSEMBLED.get(name, ())}
    return definition


def _scalars():
    return st.one_of(
        st.none(), st.booleans(), st.integers(-10**6, 10**6),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=12),
        st.sampled_from(contract.NUMBER_LEXEMES[:11]).map(Num))


def values():
    """Props and params values: any JSON value, a few levels deep (CONTRACT §0 `value`)."""
    return st.recursive(
        _scalars(),
        lambda inner: st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=6), inner, max_size=3),
        max_leaves=6)


def preferring(names, fallback):
    """Three draws in four from `names` (the first is where Hypothesis shrinks to), the
    fourth from `fallback`."""
    if not names:
        return fallback
    return st.integers(0, 3).flatmap(
        lambda choice: fallback if choice == 3 else st.sampled_from(names))


class ObjectComposer:
    """Objects of one `$defs` entry: each declared property's own schema through
    hypothesis-jsonschema (built once), the object assembled here. `required` members are
    always drawn, the others sometimes; an `allOf` of `if` (property constants) / `then`
    (`required`) pairs, as `action` states its conditional requirements, is honoured.
    hypothesis-jsonschema can generate the whole object too, but it rebuilds its strategies
    on every draw (several milliseconds per object); this keeps a draw near the cost of its
    leaves."""

    def __init__(self, head):
        properties = head.get("properties") if isinstance(head.get("properties"), dict) else {}
        self.required = [name for name in head.get("required", []) if name in properties]
        self.optional = [name for name in properties if name not in self.required]
        self.leaves = {name: from_schema(schema) for name, schema in properties.items()}
        self.conditions = []
        for part in head.get("allOf", []):
            condition = part.get("if", {}).get("properties", {}) if isinstance(part, dict) else {}
            constants = {name: rule["const"] for name, rule in condition.items()
                         if isinstance(rule, dict) and "const" in rule}
            needed = part.get("then", {}).get("required", []) if isinstance(part, dict) else []
            if constants and needed:
                self.conditions.append((constants, [n for n in needed if n in self.leaves]))

    def prefer(self, name, names):
        """Draws member `name` mostly from `names` (see `preferring`)."""
        if name in self.leaves and names:
            self.leaves[name] = preferring(names, self.leaves[name])

    def draw(self, draw):
        result = {}
        for name in self.required:
            result[name] = draw(self.leaves[name])
        for name in self.optional:
            if draw(st.integers(0, 3)) == 3:
                result[name] = draw(self.leaves[name])
        for constants, needed in self.conditions:
            if all(result.get(name) == value for name, value in constants.items()):
                for name in needed:
                    if name not in result:
                        result[name] = draw(self.leaves[name])
        return result


class Generator:
    """The strategies for one schema and profile."""

    def __init__(self, schema, profile, max_depth=3, max_chain=3):
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
        # the schema's own strategies stay in the mix (anything the schema allows).
        version = profile.get("schemaVersion") if isinstance(profile, dict) else None
        self.version = preferring([version] if isinstance(version, str) else [],
                                  from_schema(definition_head(schema, "schemaVersion")))
        self.identifier = preferring(self.names["screens"],
                                     from_schema(definition_head(schema, "identifier")))
        self.node_head.prefer("type", self.names["components"])
        for member, names in (("screen", "screens"), ("request", "requests"), ("link", "links")):
            self.action_head.prefer(member, self.names[names])
        self.props = st.dictionaries(st.text(max_size=8), values(), max_size=3)
        # One strategy per remaining depth, built once: each node and action is its own
        # Hypothesis draw (a span the shrinker can delete whole), without rebuilding
        # strategies on every document.
        self.actions = {}
        for chain in range(1, max_chain + 1):
            self.actions[chain] = self._action_strategy(chain)
        self.nodes = {}
        for depth in range(1, max_depth + 1):
            self.nodes[depth] = self._node_strategy(depth)

    def _action_strategy(self, chain):
        @st.composite
        def build(draw):
            action = self.action_head.draw(draw)
            if draw(st.booleans()):
                action["params"] = draw(self.props)
            if chain > 1:
                for step in ("onSuccess", "onError"):
                    if draw(st.integers(0, 3)) == 3:
                        action[step] = draw(self.actions[chain - 1])
            return action
        return build()

    def _node_strategy(self, depth):
        @st.composite
        def build(draw):
            node = self.node_head.draw(draw)
            if draw(st.booleans()):
                node["props"] = draw(self.props)
            if depth > 1 and draw(st.integers(0, 2)) == 2:
                node["children"] = draw(st.lists(self.nodes[depth - 1], max_size=3))
            if draw(st.integers(0, 2)) == 2:
                node["action"] = draw(self.actions[self.max_chain])
            return node
        return build()

    def draw_payload(self, draw):
        return {"schemaVersion": draw(self.version),
                "screen": {"key": draw(self.identifier), "root": draw(self.nodes[self.max_depth])}}

    def draw_envelope(self, draw):
        """An envelope from the schema's definition; half the time its payload is the base64 of
        a real payload document (what a client would verify and open, CONTRACT §6)."""
        envelope = self.envelope_head.draw(draw)
        if draw(st.booleans()):
            envelope["payload"] = base64.b64encode(dump(self.draw_payload(draw))).decode("ascii")
        return envelope

    # --- stage 2: edge mutations -----------------------------------------------------------

    def documents(self):
        """The full strategy: a base document, mutations, a layout and maybe a byte fault."""
        @st.composite
        def build(draw):
            envelope = draw(st.integers(0, 7)) == 7
            value = self.draw_envelope(draw) if envelope else self.draw_payload(draw)
            notes = []
            for _ in range(draw(st.integers(0, 3))):
                kind = draw(st.sampled_from(MUTATION_NAMES))
                value, note = MUTATIONS[kind](draw, self, value, self.slots(value))
                notes.append(note)
            style = draw(st.sampled_from(STYLES))
            faults = ()
            if draw(st.integers(0, 9)) == 9:
                name = draw(st.sampled_from(FAULT_NAMES))
                position = draw(st.integers(0, 4096))
                faults = ((name, position),)
                notes.append(f"byte fault {name} at {position}")
            return Document(value, style, faults, tuple(notes))
        return build()

    def slots(self, value):
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

    def _node_slots(self, node, path, found):
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

    def _action_slots(self, action, path, found):
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

    def _value_slots(self, container, path, found):
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

