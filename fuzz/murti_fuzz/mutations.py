"""Edge mutations: each takes the `Choices`, the generator, the document and its slots
(`Generator.slots`) and returns (new document, note). A mutation whose target vanished under
an earlier one leaves the document as it is.

Every mutation aims at one edge class of the contract (docs/CONTRACT.md §0–§1, docs/DECISIONS.md 1–10).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from . import contract
from .jsontext import Num, Pairs, Raw, Str
from .leaves import text

if TYPE_CHECKING:
    from .choices import Choices
    from .strategies import Generator

STRING_KINDS = ("identifier", "typeName", "schemaVersion", "nodeId", "valueString",
                "actionType", "alg", "enc", "payload", "signature")
# Smallest bound first: a shrunk finding lands on the shortest string that still shows it.
BOUNDED_KINDS = {"nodeId": "node.id.maxLength", "identifier": "identifier.maxLength",
                 "typeName": "typeName.maxLength", "signature": "envelope.signature.maxLength",
                 "valueString": "value.maxLength", "payload": "envelope.payload.maxLength"}
OBJECT_KINDS = ("object", "node", "action", "props")
VALUE_KINDS = STRING_KINDS + ("value", "object", "array", "props", "node", "action")
WRONG_TYPES = [Num("1"), True, None, [], {}, "", ["x"], {"x": 1}, Num("-0"), Num("1.0"), False]
RAW_STRINGS = ['"\\ud800"', '"\\udc00"', '"\\ud800\\u0041"', '"\\ud83d\\ude00"', '"a\x01b"',
               '"\\x41"', '"\\u00"', '"\\/"', '"\\u0000"', '"\x7f"', '"\\udfff\\ud800"',
               '"\\ud800\\udbff"', '"\\ud800\\u12x4"', '"\\U0041"', "'a'", '"a\tb"']
NESTING_TARGETS = [254, 255, 256, 257, 511, 512, 513, 600]

Steps = tuple[str | int, ...]  # object member names and array indexes from the document root
Slot = tuple[str, Steps]  # (kind, path): a place a mutation can target (Generator.slots)
Mutated = tuple[Any, str]  # the mutated document value and a note saying what changed


def pointer(path: Steps) -> str:
    """RFC 6901 JSON Pointer of a path of keys and indexes (for notes)."""
    return "".join("/" + str(s).replace("~", "~0").replace("/", "~1") for s in path)


def get(value: Any, path: Steps) -> Any:
    """The value at `path`, or None when the path does not lead anywhere."""
    for step in path:
        if (
            isinstance(value, dict)
            and step in value
            or isinstance(value, list)
            and isinstance(step, int)
            and 0 <= step < len(value)
        ):
            value = value[step]
        else:
            return None
    return value


def set_at(value: Any, path: Steps, new: Any) -> bool:
    """Sets `path` to `new`, creating missing objects on the way; False when blocked."""
    if not path:
        return False
    node = value
    for step in path[:-1]:
        if isinstance(node, dict):
            if not isinstance(node.get(step), (dict, list)):
                node[step] = {}
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        else:
            return False
    last = path[-1]
    if isinstance(node, dict):
        node[last] = new
        return True
    if isinstance(node, list) and isinstance(last, int) and 0 <= last < len(node):
        node[last] = new
        return True
    return False


def fill(units: list[str], length: int, start: str = "") -> str:
    """A string of exactly `length` code points: `start`, then `units` in turn while they
    fit, then ASCII `a`s."""
    head = start[:length]
    remaining = length - len(head)
    pieces = [head]
    if units:
        cycle = sum(len(unit) for unit in units)
        pieces.append("".join(units) * (remaining // cycle))
        remaining -= cycle * (remaining // cycle)
        for unit in units:
            if len(unit) > remaining:
                break
            pieces.append(unit)
            remaining -= len(unit)
    pieces.append("a" * remaining)
    return "".join(pieces)


def _choose(draw: Choices, slots: list[Slot], kinds: tuple[str, ...]) -> Slot | None:
    """A slot of one of `kinds`: first the kind (earlier kinds are where shrinking goes
    to: put the smaller ones first), then a slot of that kind in document order."""
    present = [kind for kind in kinds if any(slot[0] == kind for slot in slots)]
    if not present:
        return None
    wanted = kinds[draw.integer(0, len(kinds) - 1)]
    kind = wanted if wanted in present else present[0]
    return draw.index([slot for slot in slots if slot[0] == kind])


def mutate_bound_string(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A string of `maxLength - 1`, `maxLength` or `maxLength + 1` code points from one
    Unicode class (docs/CONTRACT.md §1 Counting: code points, never graphemes or UTF-16 units)."""
    slot = _choose(draw, slots, tuple(BOUNDED_KINDS))
    if slot is None:
        return value, "bound-string: no slot"
    kind, path = slot
    bound = generator.bounds[BOUNDED_KINDS[kind]]
    delta = draw.choice([1, 0, -1])
    class_name = draw.choice(sorted(contract.CHARACTER_CLASSES))
    # Names keep a pattern-valid first character, so the length is what is tested.
    start = "a" if kind in ("identifier", "typeName") else ""
    units = ["A"] if kind == "payload" else contract.CHARACTER_CLASSES[class_name]
    text = fill(units, bound + delta, start)
    escape = draw.choice(["minimal", "ascii"])
    new = Str(text, escape) if escape != "minimal" else text
    set_at(value, path, new)
    return value, (f"bound-string {kind} of {bound + delta} code points ({class_name}, "
                   f"{escape} escapes) at {pointer(path)}")


def mutate_pattern_edge(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A well-formed name with one edge character at its end, start or middle, or a URL
    (seed: Invalid fixtures; docs/CONTRACT.md §1: ECMA-262 `$`, ASCII `\\d` and `\\w`)."""
    slot = _choose(draw, slots, ("schemaVersion", "identifier", "typeName"))
    if slot is None:
        return value, "pattern-edge: no slot"
    kind, path = slot
    current = get(value, path)
    base = current if isinstance(current, str) and current else (
        "1.0" if kind == "schemaVersion" else "a")
    if kind != "schemaVersion" and draw.integer(0, 5) == 5:
        new = draw.choice(contract.URL_FORMS)
    else:
        edge = draw.choice(contract.PATTERN_EDGES)
        where = draw.choice(["end", "start", "middle"])
        middle = len(base) // 2
        new = {"end": base + edge, "start": edge + base,
               "middle": base[:middle] + edge + base[middle:]}[where]
    set_at(value, path, new)
    return value, f"pattern-edge {kind} {new!r} at {pointer(path)}"


def mutate_vocabulary(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A closed vocabulary's members and near misses, the version forms, and the profile's
    own reference targets next to unknown ones (docs/CONTRACT.md §0, §1 schemaVersion policy, layer 3)."""
    slot = _choose(draw, slots, ("actionType", "alg", "enc", "schemaVersion", "identifier",
                                 "typeName"))
    if slot is None:
        return value, "vocabulary: no slot"
    kind, path = slot
    names = generator.names
    choices = {
        "actionType": ["navigate", "api", "dismiss", "refresh", "openURL"]
        + contract.ACTION_TYPE_EDGES,
        "alg": contract.ALG_EDGES,
        "enc": contract.ENC_EDGES,
        "schemaVersion": contract.VERSION_FORMS,
        "identifier": names["screens"] + names["requests"] + names["links"]
        + ["ghostScreen", "a", "A" * 129] + contract.URL_FORMS,
        "typeName": names["components"] + ["ext.lottie", "a.", ".a", "a..b", "A", "lottie"],
    }[kind]
    new = draw.index(choices or ["a"])
    set_at(value, path, new)
    return value, f"vocabulary {kind} {new!r} at {pointer(path)}"


def mutate_escape(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """The same string spelled with `\\u` escapes (RFC 8259 §7): a validator must judge the
    unescaped value."""
    slot = _choose(draw, slots, STRING_KINDS)
    current = get(value, slot[1]) if slot else None
    if not isinstance(current, str):
        return value, "escape: no string"
    mode = draw.choice(["ascii", "all"])
    set_at(value, slot[1], Str(current, mode))
    return value, f"escape {mode} at {pointer(slot[1])}"


def mutate_wrong_type(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A value of another JSON type where the schema states one (`type`)."""
    kind, path = draw.index(slots)
    if not path:
        return value, "wrong-type: top level"
    # Copies, here and wherever a drawn container is inserted: drawn objects can be shared
    # (constants, shared leaves), and a later mutation that writes into a
    # shared object could make a document that holds itself.
    new = copy.deepcopy(draw.choice(WRONG_TYPES))
    set_at(value, path, new)
    return value, f"wrong-type {kind} → {new!r} at {pointer(path)}"


def mutate_unknown_member(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """An unknown member (`additionalProperties`; a warning under a higher minor, docs/CONTRACT.md §1)."""
    slot = _choose(draw, slots, OBJECT_KINDS)
    target = get(value, slot[1]) if slot else None
    if not isinstance(target, dict):
        return value, "unknown-member: no object"
    name = (draw.choice(contract.UNKNOWN_MEMBER_NAMES) if draw.boolean() else text(draw, 4))
    if name in target:
        return value, "unknown-member: name taken"
    target[name] = copy.deepcopy(draw.choice([1, "x", None, {}, [], {"type": "text"}]))
    return value, f"unknown-member {name!r} at {pointer(slot[1])}"


def mutate_remove_member(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """One member removed (`required`, and the if/then requirements of actions)."""
    slot = _choose(draw, slots, OBJECT_KINDS)
    target = get(value, slot[1]) if slot else None
    if not isinstance(target, dict) or not target:
        return value, "remove-member: no member"
    name = draw.index(sorted(target, key=str))
    del target[name]
    return value, f"remove-member {name!r} at {pointer(slot[1])}"


def mutate_duplicate_member(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A member name written twice, as is or escaped (decode.duplicateKey after unescaping),
    or in another Unicode normalization form (a different name, docs/CONTRACT.md §1)."""
    slot = _choose(draw, slots, OBJECT_KINDS)
    target = get(value, slot[1]) if slot else None
    if not isinstance(target, dict) or not target or not slot[1]:
        return value, "duplicate-member: no member"
    name = draw.index(sorted((k for k in target if isinstance(k, str)), key=str) or ["x"])
    spelling = draw.choice(["same", "escaped", "nfd", "nfc"])
    import unicodedata

    twin = {"same": name, "escaped": Str(name, "all"),
            "nfd": unicodedata.normalize("NFD", name + "\u00e9"),
            "nfc": unicodedata.normalize("NFC", name + "e\u0301")}[spelling]
    members = list(target.items())
    if spelling in ("nfd", "nfc"):
        members.append((unicodedata.normalize("NFC" if spelling == "nfd" else "NFD", twin), 1))
    members.append((twin, draw.choice([1, "x", None])))
    set_at(value, slot[1], Pairs(tuple(members)))
    return value, f"duplicate-member {name!r} ({spelling}) at {pointer(slot[1])}"


def mutate_count_bound(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """Children, props members, array items or object members at, under and over their bound
    (`maxItems`, `maxProperties`)."""
    slot = _choose(draw, slots, ("node", "props", "valueString", "value", "object", "array"))
    if slot is None:
        return value, "count-bound: no slot"
    kind, path = slot
    bounds = generator.bounds
    delta = draw.choice([1, 0, -1])
    if kind == "node":
        count = bounds["node.children.maxItems"] + delta
        set_at(value, path + ("children",), [{"type": "a"} for _ in range(count)])
        return value, f"count-bound {count} children at {pointer(path)}"
    if kind == "props":
        count = bounds["props.maxProperties"] + delta
        set_at(value, path, {f"p{index}": index for index in range(count)})
        return value, f"count-bound {count} members at {pointer(path)}"
    if not path or kind == "object" and len(path) < 2:
        return value, "count-bound: not a value"
    if draw.boolean():
        count = bounds["value.maxItems"] + delta
        set_at(value, path, [0] * count)
        return value, f"count-bound array of {count} at {pointer(path)}"
    count = bounds["value.maxProperties"] + delta
    set_at(value, path, {f"k{index}": 0 for index in range(count)})
    return value, f"count-bound object of {count} members at {pointer(path)}"


def mutate_nesting(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """Containers nested to a total nesting around jsonschema-rs' 255 and the contract's 512
    (decode.depth at 513, docs/CONTRACT.md §1; the top-level value counts 1)."""
    slot = _choose(draw, slots, ("valueString", "value", "props", "object", "array"))
    if slot is None or not slot[1]:
        return value, "nesting: no slot"
    kind, path = slot
    if kind == "props":
        path = path + ("n",)
    target = draw.choice(NESTING_TARGETS)
    levels = max(1, target - len(path))
    shape = draw.choice(["array", "object", "mixed"])
    inner = copy.deepcopy(draw.choice([None, 1, "x", [], {}]))
    for level in range(levels):
        as_array = shape == "array" or (shape == "mixed" and level % 2 == 0)
        inner = [inner] if as_array else {"a": inner}
    set_at(value, path, inner)
    return value, f"nesting {shape} to total {len(path) + levels} at {pointer(path)}"


def mutate_number(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A number lexeme from docs/CONTRACT.md §1's edges (underflow, -0, 2^53+1, past the largest
    double), or one that is not RFC 8259 (decode.syntax)."""
    slot = _choose(draw, slots, VALUE_KINDS)
    if slot is None or not slot[1]:
        return value, "number: no slot"
    if draw.integer(0, 3) == 3:
        new = Raw(draw.choice(contract.BAD_NUMBER_LEXEMES))
    else:
        new = Num(draw.choice(contract.NUMBER_LEXEMES))
    set_at(value, slot[1], new)
    return value, f"number {new} at {pointer(slot[1])}"


def mutate_data_key(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A string holding a data-key token, well formed or not (docs/CONTRACT.md §1 layer 3)."""
    slot = _choose(draw, slots, ("valueString", "props"))
    if slot is None:
        return value, "data-key: no slot"
    kind, path = slot
    if kind == "props":
        path = path + ("text",)
    key = draw.choice(generator.names["dataKeys"] + ["unknown.key", "user", "User.name",
                                                             "user.name.x", "1user"])
    form = draw.choice(contract.DATA_KEY_FORMS)
    new = form.replace("%s", key)
    set_at(value, path, new)
    return value, f"data-key {new!r} at {pointer(path)}"


def mutate_raw_string(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """A string literal with a layer-1 fault or edge inside: escaped lone surrogates, raw
    control characters, bad escapes (docs/CONTRACT.md §1 layer 1, docs/DECISIONS.md 2, 6a)."""
    slot = _choose(draw, slots, STRING_KINDS)
    if slot is None:
        return value, "raw-string: no slot"
    new = Raw(draw.choice(RAW_STRINGS))
    set_at(value, slot[1], new)
    return value, f"raw-string {new.text!r} at {pointer(slot[1])}"


def mutate_tree_bound(draw: Choices, generator: Generator, value: dict[str, Any], slots: list[Slot]) -> Mutated:
    """Tree depth and action-chain depth at, under and over the profile's bounds
    (`bounds.depth`, `bounds.chain`: client rules, docs/CONTRACT.md §1 Counting)."""
    slot = _choose(draw, slots, ("node",))
    if slot is None:
        return value, "tree-bound: no node"
    kind, path = slot
    bounds = generator.profile.get("bounds", {}) if isinstance(generator.profile, dict) else {}
    delta = draw.choice([1, 0, -1])
    node_depth = 1 + sum(1 for step in path if step == "children")
    if draw.boolean():
        total = bounds.get("maxDepth", 32) + delta
        levels = max(0, total - node_depth)
        inner = {"type": "a"}
        for _ in range(levels):
            inner = {"type": "a", "children": [inner]}
        set_at(value, path + ("children",), [inner] if levels else [])
        return value, f"tree-bound depth {total} under {pointer(path)}"
    total = bounds.get("maxChainDepth", 4) + delta
    action = {"type": "dismiss"}
    for _ in range(max(0, total - 1)):
        action = {"type": "refresh", "onSuccess": action}
    set_at(value, path + ("action",), action)
    return value, f"tree-bound chain {total} at {pointer(path)}"


MUTATIONS = {
    "bound-string": mutate_bound_string,
    "pattern-edge": mutate_pattern_edge,
    "vocabulary": mutate_vocabulary,
    "escape": mutate_escape,
    "wrong-type": mutate_wrong_type,
    "unknown-member": mutate_unknown_member,
    "remove-member": mutate_remove_member,
    "duplicate-member": mutate_duplicate_member,
    "count-bound": mutate_count_bound,
    "nesting": mutate_nesting,
    "number": mutate_number,
    "data-key": mutate_data_key,
    "raw-string": mutate_raw_string,
    "tree-bound": mutate_tree_bound,
}
