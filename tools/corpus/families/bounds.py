"""Layer-3 bounds of the client validator (docs/CONTRACT.md §1 Counting): tree depth, node
count, action-chain depth and its order, and documents that cost the most within them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..corpuslib import Entry, compact, payload, pointer, pretty
from .common import ACTION, ROOT, button


def linear(depth: int, leaf_text: str = "leaf") -> dict[str, Any]:
    """A chain of vstacks `depth` nodes deep (root = 1), ending in a text node."""
    node = {"type": "text", "props": {"value": leaf_text}}
    for _ in range(depth - 1):
        node = {"type": "vstack", "children": [node]}
    return node


def depth_path(depth: int, prefix: tuple[str, str] = ROOT) -> str:
    """Pointer of the node at `depth` along first children, from the node at `prefix`."""
    return pointer(*prefix, *(["children", 0] * (depth - 1)))


def depth_fixtures(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    add("valid/bounds/depth-32.json", pretty(payload(linear(32))),
        **accept(description="a node tree exactly 32 levels deep (root = 1): at maxDepth",
                 source="seed: Bounds (Max tree depth 32); CONTRACT §1 (Counting)"))
    add("invalid/bounds/depth/depth-33.json", pretty(payload(linear(33))),
        **reject(2, "bounds.depth", depth_path(33),
                 description="a node tree 33 levels deep: one past maxDepth 32",
                 source="seed: Bounds (Max tree depth 32); DECISIONS 9"))
    add("invalid/bounds/depth/seed-40-levels.json", pretty(payload(linear(40))),
        **reject(2, "bounds.depth", depth_path(33),
                 description="a node nested 40 levels deep; reported at the first node of depth 33",
                 source="seed: Invalid fixtures (Node nested 40 levels deep); DECISIONS 9"))
    # The deep branch is the second child: the first node of depth 33 in pre-order is under it.
    root = {"type": "vstack", "children": [linear(31), linear(32)]}
    add("invalid/bounds/depth/second-branch.json", pretty(payload(root)),
        **reject(2, "bounds.depth",
                 pointer(*ROOT, "children", 1, *(["children", 0] * 31)),
                 description="the first child's branch reaches depth 32, the second's depth 33; "
                             "the path is the depth-33 node under the second child",
                 source="seed: Bounds; DECISIONS 9 (first node in pre-order)"))
    root = {"type": "vstack", "children": [linear(32), linear(32)]}
    add("invalid/bounds/depth/both-branches.json", pretty(payload(root)),
        **reject(2, "bounds.depth",
                 pointer(*ROOT, "children", 0, *(["children", 0] * 31)),
                 description="two branches both reach depth 33; the first in pre-order is reported",
                 source="seed: Bounds; DECISIONS 9 (first node in pre-order)"))
    # An unregistered type still counts: depth is a bound on the tree, not on what renders.
    node = {"type": "text", "props": {"value": "leaf"}}
    for level in range(32, 0, -1):
        node = {"type": "ext.frame" if level == 2 else "vstack", "children": [node]}
    add("invalid/bounds/depth/under-unregistered-type.json", pretty(payload(node)),
        **reject(2, "bounds.depth", depth_path(33),
                 description="33 levels deep with an unregistered type at depth 2: the bound "
                             "(layer 2) applies to the whole tree before any placeholder (layer 4)",
                 source="CONTRACT §1 (Order: layers run 1 → 4 on the whole tree)"))
    add("valid/bounds/tight/depth-3.json", pretty(payload(linear(3))),
        **accept(profile="tight-bounds",
                 description="depth 3 under a profile whose maxDepth is 3",
                 source="seed: Bounds (all are configurable on the client validator)"))
    add("invalid/bounds/depth/tight-depth-4.json", pretty(payload(linear(4))),
        **reject(2, "bounds.depth", depth_path(4), profile="tight-bounds",
                 description="depth 4 under a profile whose maxDepth is 3: the profile's bound, "
                             "not the default, applies",
                 source="seed: Bounds (all are configurable on the client validator)"))


def groups_tree(total: int) -> dict[str, Any]:
    """A root vstack with vstack groups of up to 250 text leaves; `total` nodes in all.

    Depth 3 and at most 250 children per node, so only the node count can break a bound.
    """
    remaining = total - 1
    groups = []
    while remaining > 0:
        leaves = min(249, remaining - 1)
        groups.append({"type": "vstack",
                       "children": [{"type": "text"} for _ in range(leaves)]})
        remaining -= 1 + leaves
    assert len(groups) <= 256
    return {"type": "vstack", "children": groups}


def preorder(node: dict[str, Any], path: tuple[str | int, ...]) -> Iterator[tuple[str | int, ...]]:
    yield path
    for index, child in enumerate(node.get("children", [])):
        yield from preorder(child, path + ("children", index))


def nth_preorder(root: dict[str, Any], n: int) -> str:
    for index, path in enumerate(preorder(root, ROOT), start=1):
        if index == n:
            return pointer(*path)
    raise ValueError("tree too small")


def count(root: dict[str, Any]) -> int:
    return sum(1 for _ in preorder(root, ROOT))


def nodes_fixtures(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    tree = groups_tree(5000)
    assert count(tree) == 5000
    add("valid/bounds/nodes-5000.json", compact(payload(tree)),
        **accept(description="exactly 5000 nodes, root included: at maxNodes",
                 source="seed: Bounds (Max total nodes 5000); CONTRACT §1 (Counting)"))
    tree = groups_tree(5001)
    assert count(tree) == 5001
    add("invalid/bounds/nodes/nodes-5001.json", compact(payload(tree)),
        **reject(2, "bounds.nodes", nth_preorder(tree, 5001),
                 description="5001 nodes: one past maxNodes 5000; reported at the 5001st node "
                             "in pre-order",
                 source="seed: Bounds (Max total nodes 5000); DECISIONS 9"))
    tree = groups_tree(8000)
    assert count(tree) == 8000
    add("invalid/bounds/nodes/seed-8000-nodes.json", compact(payload(tree)),
        **reject(2, "bounds.nodes", nth_preorder(tree, 5001),
                 description="a payload with 8000 nodes; reported at the 5001st node in pre-order",
                 source="seed: Invalid fixtures (Payload with 8000 nodes); DECISIONS 9"))
    # Pre-order differs from breadth-first order here: the 5001st node in pre-order is a leaf
    # inside the first child's subtree, while breadth-first would end at another leaf.
    big = groups_tree(5001)
    tree = {"type": "vstack", "children": [big, {"type": "text", "props": {"value": "tail"}}]}
    assert count(tree) == 5003
    add("invalid/bounds/nodes/preorder-not-breadth-first.json", compact(payload(tree)),
        **reject(2, "bounds.nodes", nth_preorder(tree, 5001),
                 description="5003 nodes whose 5001st in pre-order (document order) is not the "
                             "5001st breadth-first",
                 source="CONTRACT §1 (Counting: node count in pre-order); DECISIONS 9"))
    tree = {"type": "vstack", "children": [{"type": "text"} for _ in range(9)]}
    add("valid/bounds/tight/nodes-10.json", pretty(payload(tree)),
        **accept(profile="tight-bounds",
                 description="10 nodes under a profile whose maxNodes is 10",
                 source="seed: Bounds (all are configurable on the client validator)"))
    tree = {"type": "vstack", "children": [{"type": "text"} for _ in range(10)]}
    add("invalid/bounds/nodes/tight-nodes-11.json", pretty(payload(tree)),
        **reject(2, "bounds.nodes", pointer(*ROOT, "children", 9), profile="tight-bounds",
                 description="11 nodes under a profile whose maxNodes is 10",
                 source="seed: Bounds (all are configurable on the client validator)"))


def chain(steps: str, first: dict[str, Any] | None = None) -> dict[str, Any]:
    """An action chain: `steps` is a list of 'S' (onSuccess) / 'E' (onError) links."""
    kinds = [{"type": "refresh"}, {"type": "api", "request": "getAccountBalance"},
             {"type": "navigate", "screen": "balanceDetail"}, {"type": "dismiss"}]
    actions = [dict(kinds[i % len(kinds)]) for i in range(len(steps) + 1)]
    if first is not None:
        actions[0] = first
    for index in range(len(steps) - 1, -1, -1):
        key = "onSuccess" if steps[index] == "S" else "onError"
        actions[index][key] = actions[index + 1]
    return actions[0]


def chain_doc(action: dict[str, Any]) -> dict[str, Any]:
    return payload({"type": "vstack", "children": [button(action)]})


def chain_path(steps: str) -> str:
    return pointer(*ACTION, *["onSuccess" if s == "S" else "onError" for s in steps])


def chain_fixtures(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    add("valid/bounds/chain-4.json", pretty(chain_doc(chain("SSS"))),
        **accept(description="an action chain 4 deep (the node's action + 3 onSuccess): at "
                             "maxChainDepth",
                 source="seed: Bounds (Max action-chain depth 4); CONTRACT §1 (Counting)"))
    add("valid/bounds/chain-4-both-branches.json", pretty(chain_doc(
        {"type": "api", "request": "getAccountBalance",
         "onSuccess": chain("SS"), "onError": chain("EE")})),
        **accept(description="onSuccess and onError branches each 4 deep: the bound is per "
                             "chain, not per action tree size",
                 source="seed: Bounds; CONTRACT §1 (Counting)"))
    add("invalid/bounds/chain/chain-5.json", pretty(chain_doc(chain("SSSS"))),
        **reject(2, "bounds.chain", chain_path("SSSS"),
                 description="an onSuccess chain 5 deep: one past maxChainDepth 4",
                 source="seed: Bounds (Max action-chain depth 4); DECISIONS 9"))
    add("invalid/bounds/chain/seed-onsuccess-6-deep.json", pretty(chain_doc(chain("SSSSS"))),
        **reject(2, "bounds.chain", chain_path("SSSS"),
                 description="onSuccess chained 6 deep; reported at the first action of chain "
                             "depth 5",
                 source="seed: Invalid fixtures (onSuccess chained 6 deep); DECISIONS 9"))
    add("invalid/bounds/chain/onerror-5.json", pretty(chain_doc(chain("EEEE"))),
        **reject(2, "bounds.chain", chain_path("EEEE"),
                 description="an onError chain 5 deep: onError steps count like onSuccess",
                 source="CONTRACT §1 (Counting: each onSuccess/onError step as one more)"))
    add("invalid/bounds/chain/mixed-5.json", pretty(chain_doc(chain("SESE"))),
        **reject(2, "bounds.chain", chain_path("SESE"),
                 description="a chain alternating onSuccess and onError, 5 deep",
                 source="CONTRACT §1 (Counting)"))
    action = {"type": "api", "request": "getAccountBalance",
              "onSuccess": chain("SS"), "onError": chain("EEE")}
    add("invalid/bounds/chain/onerror-branch-5.json", pretty(chain_doc(action)),
        **reject(2, "bounds.chain", chain_path("EEEE"),
                 description="onSuccess reaches depth 4 (fine), onError depth 5",
                 source="DECISIONS 9 (onSuccess before onError)"))
    action = {"type": "api", "request": "getAccountBalance",
              "onError": chain("EEE"), "onSuccess": chain("SSS")}
    add("invalid/bounds/chain/onsuccess-before-onerror.json", pretty(chain_doc(action)),
        **reject(2, "bounds.chain",
                 pointer(*ACTION, "onSuccess", "onSuccess", "onSuccess", "onSuccess"),
                 description="onError (written first) and onSuccess both reach depth 5; chains "
                             "are walked onSuccess before onError, so the onSuccess one is "
                             "reported",
                 source="CONTRACT §1 (Counting: a node's onSuccess before its onError); "
                        "DECISIONS 9"))
    # The chain hangs off a deep node: chain depth is counted per node, not from the root.
    node = linear(5)
    leaf = node
    while "children" in leaf:
        leaf = leaf["children"][0]
    leaf["action"] = chain("SSSS")
    add("invalid/bounds/chain/deep-node.json", pretty(payload(node)),
        **reject(2, "bounds.chain",
                 pointer(*ROOT, *(["children", 0] * 4), "action",
                         "onSuccess", "onSuccess", "onSuccess", "onSuccess"),
                 description="a 5-deep chain on a node at tree depth 5: chain depth starts at the "
                             "node's own action",
                 source="CONTRACT §1 (Counting: a node's own action as 1)"))
    add("valid/bounds/tight/chain-2.json", pretty(chain_doc(chain("S"))),
        **accept(profile="tight-bounds",
                 description="a chain 2 deep under a profile whose maxChainDepth is 2",
                 source="seed: Bounds (all are configurable on the client validator)"))
    add("invalid/bounds/chain/tight-chain-3.json", pretty(chain_doc(chain("SS"))),
        **reject(2, "bounds.chain", chain_path("SS"), profile="tight-bounds",
                 description="a chain 3 deep under a profile whose maxChainDepth is 2",
                 source="seed: Bounds (all are configurable on the client validator)"))


CHAIN_SRC = ("seed: Bounds (Max action-chain depth 4); CONTRACT §1 (Order: the first instance "
             "location in document order); DECISIONS 8 (document order: an object before its "
             "members, members in the order written); DECISIONS 9")


def _chain(depth: int) -> dict[str, Any]:
    """An onSuccess chain of `depth` actions (the first is the node's own)."""
    kinds = [{"type": "refresh"}, {"type": "api", "request": "getAccountBalance"},
             {"type": "navigate", "screen": "balanceDetail"}, {"type": "dismiss"}]
    action = dict(kinds[(depth - 1) % len(kinds)])
    for index in range(depth - 2, -1, -1):
        action = {**kinds[index % len(kinds)], "onSuccess": action}
    return action


def chain_order(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Two actions over maxChainDepth: the node's own and its child's. Document order decides
    which one is reported: members in the order the text writes them (docs/DECISIONS.md 8)."""
    five = ["onSuccess"] * 4
    child = {"type": "button", "props": {"title": "Go"}, "action": _chain(5)}
    children_first = {"type": "vstack", "children": [child], "action": _chain(5)}
    add("invalid/bounds/chain/children-written-before-action.json",
        pretty(payload(children_first)),
        **reject(2, "bounds.chain", pointer(*ROOT, "children", 0, "action", *five),
                 description="the root's own action and its child's both reach chain depth 5; "
                             "the root writes children before action, so the child's chain comes "
                             "first in document order and is reported",
                 source=CHAIN_SRC))
    action_first = {"type": "vstack", "action": _chain(5), "children": [child]}
    add("invalid/bounds/chain/action-written-before-children.json",
        pretty(payload(action_first)),
        **reject(2, "bounds.chain", pointer(*ROOT, "action", *five),
                 description="the root's own action and its child's both reach chain depth 5; "
                             "the root writes action before children, so its own chain comes "
                             "first in document order and is reported",
                 source=CHAIN_SRC))
    grandchild = {"type": "hstack", "children": [child]}
    deep_first = {"type": "vstack", "children": [grandchild], "action": _chain(5)}
    add("invalid/bounds/chain/grandchild-written-before-action.json",
        pretty(payload(deep_first)),
        **reject(2, "bounds.chain",
                 pointer(*ROOT, "children", 0, "children", 0, "action", *five),
                 description="a grandchild's chain and the root's own both reach depth 5; the "
                             "grandchild's is written first (children before action) and is "
                             "reported: document order, not the depth of the node",
                 source=CHAIN_SRC))


def nested(levels: int, kind: str = "object", leaf: int | str = 0) -> Any:
    """A value of `levels` nested containers around `leaf`."""
    value = leaf
    for level in range(levels):
        value = {"a": value} if kind == "object" or (kind == "mixed" and level % 2) else [value]
    return value


def cost(add: Callable[..., None], accept: Callable[..., Entry]) -> None:
    src = (
        "seed: Bounds (these caps bound worst-case decode + render cost regardless of what an "
        "authentic-but-malicious payload asks for); CONTRACT §4 (Cost)"
    )
    # props at nesting 4 (top level 1, screen 2, root 3, props 4): values may nest to 512 - 4.
    add(
        "valid/cost/props-16-values-nested-500.json",
        compact(
            payload({"type": "vstack", "props": {f"p{index}": nested(500) for index in range(16)}})
        ),
        **accept(
            description="16 props values, each 500 objects deep (about 48 KB): inside every "
            "bound; the work must stay linear in the size",
            source=src,
        ),
    )
    add(
        "valid/cost/value-nested-500-objects.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(500)}})),
        **accept(description="a single props value 500 objects deep", source=src),
    )
    add(
        "valid/cost/value-nested-500-arrays.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(500, "array")}})),
        **accept(description="a single props value 500 arrays deep", source=src),
    )
    add(
        "valid/cost/value-nested-508-mixed.json",
        compact(payload({"type": "vstack", "props": {"deep": nested(508, "mixed", "x")}})),
        **accept(
            description="a props value alternating arrays and objects to a total nesting of "
            "512, the limit",
            source=src + "; CONTRACT §1 (decode.depth: 512 accepted)",
        ),
    )
    action = {"type": "dismiss", "params": {f"p{index}": nested(499) for index in range(16)}}
    add(
        "valid/cost/params-16-values-nested-499.json",
        compact(payload({"type": "button", "action": action})),
        **accept(
            description="16 action params values, each 499 objects deep (params sit at nesting 5)",
            source=src,
        ),
    )
    add(
        "valid/cost/props-64-arrays-512.json",
        compact(
            payload(
                {"type": "vstack", "props": {f"p{index}": list(range(512)) for index in range(64)}}
            )
        ),
        **accept(
            description="64 props values, each an array of 512 numbers: every count at its "
            "bound at once",
            source=src + "; seed: Bounds (Max props per object 64, Max array-value length 512)",
        ),
    )
    wide = {f"k{index}": {f"m{inner}": "v" for inner in range(64)} for index in range(64)}
    add(
        "valid/cost/value-64-objects-of-64.json",
        compact(payload({"type": "vstack", "props": {"wide": wide}})),
        **accept(
            description="a props value of 64 objects of 64 members each",
            source=src + "; seed: Bounds (Max props per object 64)",
        ),
    )


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Adds this module's families through generate.py's `add` (docs/EXPECTATIONS.md)."""
    depth_fixtures(add, reject, accept)
    nodes_fixtures(add, reject, accept)
    chain_fixtures(add, reject, accept)
    chain_order(add, reject)
    cost(add, accept)
