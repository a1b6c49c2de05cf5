#!/usr/bin/env python3
"""Writes the corpus fixtures that are too large or too byte-exact to write by hand.

Deterministic and re-runnable: every run writes the same bytes and upserts the same entries
into corpus/expectations.json (hand-written entries are left alone). Stdlib only.

    python3 -m tools.corpus.generate           # write the fixtures and their expectations
    python3 -m tools.corpus.generate --check   # exit 1 if a file or entry differs

Every expectation below is written from the spec (seed, docs/CONTRACT.md §1/§2/§6, docs/DECISIONS.md,
RFC 8259 / 7493 / 6901), never from what an implementation says.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

from . import corpuslib as lib
from .corpuslib import compact, payload, pointer, pretty

FIXTURES = []  # (id, bytes, entry)

ROOT = ("screen", "root")
CHILD0 = ROOT + ("children", 0)


def add(fid: str, data: str | bytes, **entry: Any) -> None:
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert "description" in entry, fid
    FIXTURES.append((fid, data, entry))


def reject(layer: int, rule: str, path: str, **rest: Any) -> dict[str, Any]:
    return dict(outcome="reject", layer=layer, rule=rule, path=path, **rest)


def accept(**rest: Any) -> dict[str, Any]:
    return dict(outcome="accept", **rest)


def text_child(props: dict[str, str]) -> dict[str, Any]:
    """A vstack root whose first child is a `text` node with these props."""
    return payload({"type": "vstack", "children": [{"type": "text", "props": props}]})


VALUE = pointer(*CHILD0, "props", "value")

# ---------------------------------------------------------------- seed: Invalid fixtures

def seed_rows() -> None:
    add("invalid/schema/value/seed-string-10000.json",
        pretty(text_child({"value": "x" * 10000})),
        **reject(2, "maxLength", VALUE,
                 description="a props string of 10,000 characters: over maxLength 4096",
                 source="seed: Invalid fixtures (\"props\": { \"value\": \"<10k chars>\" })"))


# ---------------------------------------------------------------- tree depth (client)

def linear(depth: int, leaf_text: str = "leaf") -> dict[str, Any]:
    """A chain of vstacks `depth` nodes deep (root = 1), ending in a text node."""
    node = {"type": "text", "props": {"value": leaf_text}}
    for _ in range(depth - 1):
        node = {"type": "vstack", "children": [node]}
    return node


def depth_path(depth: int, prefix: tuple[str, str] = ROOT) -> str:
    """Pointer of the node at `depth` along first children, from the node at `prefix`."""
    return pointer(*prefix, *(["children", 0] * (depth - 1)))


def depth_fixtures() -> None:
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


# ---------------------------------------------------------------- node count (client)

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


def nodes_fixtures() -> None:
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


# ---------------------------------------------------------------- action-chain depth (client)

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


def button(action: dict[str, Any], title: str = "Go") -> dict[str, Any]:
    return {"type": "button", "props": {"title": title}, "action": action}


def chain_doc(action: dict[str, Any]) -> dict[str, Any]:
    return payload({"type": "vstack", "children": [button(action)]})


ACTION = CHILD0 + ("action",)


def chain_path(steps: str) -> str:
    return pointer(*ACTION, *["onSuccess" if s == "S" else "onError" for s in steps])


def chain_fixtures() -> None:
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


def main() -> None:
    seed_rows()
    depth_fixtures()
    nodes_fixtures()
    chain_fixtures()
    from . import generate_more  # the second half of the generated fixtures
    generate_more.register(add, reject, accept)
    from . import generate_gaps  # families for drifts a real client showed
    generate_gaps.register(add, reject, accept)
    from . import generate_power  # families from fuzz findings, mutation survivors and coverage zeros
    generate_power.register(add, reject, accept)

    check = lib.generator_check_option(__doc__)
    lib.reject_duplicate_ids(FIXTURES)
    data = lib.load_expectations()
    data["profiles"] = lib.profiles()
    problems = lib.sync_fixtures(FIXTURES, data, check)
    if check:
        lib.exit_with_problems(problems)
    lib.save_expectations(data)
    total = sum(len(blob) for _, blob, _ in FIXTURES)
    print(f"wrote {len(FIXTURES)} generated fixtures ({total} bytes)")


if __name__ == "__main__":
    sys.exit(lib.run_tool(main, "generate.py"))
