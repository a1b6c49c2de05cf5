"""JSON Pointers and the two orders that pick the one error an adapter reports.

docs/CONTRACT.md §1: "where an implementation finds several, it reports the first by document order of
instance location"; docs/DECISIONS.md 8: pre-order (an object before its members, members in the
order written), and at one location the keywords in the order `murti.schema.json` lists them.
"""

from collections.abc import Iterable

from .json_value import JSONValue, Segment

_UNKNOWN = 1 << 62  # sorts a position the walk could not follow after every known one


def pointer(segments: Iterable[Segment]) -> str:
    """RFC 6901 JSON Pointer of a sequence of object keys (str) and array indexes (int)."""
    return "".join("/" + str(s).replace("~", "~0").replace("/", "~1") for s in segments)


def instance_position(document: JSONValue, segments: Iterable[Segment]) -> tuple[int, ...]:
    """The pre-order position of an instance location as a tuple, so that tuple comparison is
    document order: an ancestor (a prefix) sorts before its descendants, and members of an
    object sort in the order they were written (dicts keep insertion order)."""
    position: list[int] = []
    node = document
    for segment in segments:
        step = _step(node, segment)
        if step is None:
            position.append(_UNKNOWN)
            break
        index, node = step
        position.append(index)
    return tuple(position)


def _step(node: JSONValue, segment: Segment) -> tuple[int, JSONValue] | None:
    """(the index of `segment` within `node`, the child it names), or None when `node` has no
    such member or item."""
    if isinstance(node, dict) and isinstance(segment, str) and segment in node:
        return _key_index(node, segment), node[segment]
    if isinstance(node, list) and isinstance(segment, int) and 0 <= segment < len(node):
        return segment, node[segment]
    return None


def _key_index(mapping: dict[str, JSONValue], key: str) -> int:
    for index, name in enumerate(mapping):
        if name == key:
            return index
    return _UNKNOWN


def schema_position(schema: JSONValue, path: Iterable[Segment]) -> tuple[int, ...]:
    """The position of a keyword in the schema as written, as a tuple: the index of each step of
    the keyword's evaluation path within the schema object it is taken from.

    `$ref` is followed wherever the path names it (jsonschema-rs' evaluation path) and also
    wherever a step is missing from an object that holds a `$ref` (python-jsonschema leaves
    `$ref` out of its schema paths), so both engines get the same position for one keyword.
    Only local references (`#...`, or the schema's own `$id` followed by `#...`) are followed.
    """
    position: list[int] = []
    node = schema
    for step in path:
        for _ in range(64):  # a chain of bare $refs is followed, a cycle is not
            if isinstance(node, dict) and step != "$ref" and step not in node and "$ref" in node:
                position.append(_key_index(node, "$ref"))
                node = _resolve(schema, node["$ref"])
                continue
            break
        if step == "$ref" and isinstance(node, dict) and "$ref" in node:
            position.append(_key_index(node, "$ref"))
            node = _resolve(schema, node["$ref"])
            continue
        child = _step(node, step)
        if child is None:
            position.append(_UNKNOWN)
            break
        index, node = child
        position.append(index)
    return tuple(position)


def keyword_location(schema: JSONValue, path: Iterable[Segment]) -> str | None:
    """Where the failing keyword is written in the schema document, as a URI-fragment JSON
    Pointer (`#/$defs/value/maxLength`): the fragment of JSON Schema's absoluteKeywordLocation.

    `path` is the engine's schema or evaluation path; every `$ref` on the way is followed as in
    `schema_position`, so python-jsonschema's paths (without `$ref` steps) and jsonschema-rs'
    (with them) give the same location. None when the path cannot be followed (a remote `$ref`,
    a step the schema does not have).
    """
    tokens: list[Segment] = []
    node = schema
    for step in path:
        for _ in range(64):  # a chain of bare $refs is followed, a cycle is not
            if isinstance(node, dict) and step != "$ref" and step not in node and "$ref" in node:
                target = _resolve_tokens(schema, node["$ref"])
                if target is None:
                    return None
                tokens, node = target
                continue
            break
        if step == "$ref" and isinstance(node, dict) and "$ref" in node:
            target = _resolve_tokens(schema, node["$ref"])
            if target is None:
                return None
            tokens, node = target
            continue
        child = _step(node, step)
        if child is None:
            return None
        tokens.append(step)
        node = child[1]
    return "#" + pointer(tokens)


def _resolve(schema: JSONValue, reference: JSONValue) -> JSONValue:
    """The subschema a local `$ref` names, or None."""
    target = _resolve_tokens(schema, reference)
    return None if target is None else target[1]


def _resolve_tokens(schema: JSONValue, reference: JSONValue) -> tuple[list[Segment], JSONValue] | None:
    """(the pointer tokens, the subschema) a local `$ref` names, or None."""
    if not isinstance(reference, str):
        return None
    base = schema.get("$id") if isinstance(schema, dict) else None
    if isinstance(base, str) and reference.startswith(base):
        reference = reference[len(base):]
    if not reference.startswith("#"):
        return None
    node = schema
    fragment = reference[1:]
    if fragment == "":
        return [], node
    if not fragment.startswith("/"):
        return None
    tokens: list[Segment] = []
    for token in fragment[1:].split("/"):
        token = _percent_decode(token).replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
            tokens.append(token)
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
            tokens.append(int(token))
        else:
            return None
    return tokens, node


def _percent_decode(token: str) -> str:
    if "%" not in token:
        return token
    from urllib.parse import unquote

    return unquote(token)
