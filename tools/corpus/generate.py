#!/usr/bin/env python3
"""Writes the corpus fixtures that are too large or too byte-exact to write by hand.

Deterministic and re-runnable: every run writes the same bytes and upserts the same entries
into corpus/expectations.json (hand-written entries are left alone). Stdlib only.

    python3 -m tools.corpus.generate           # write the fixtures and their expectations
    python3 -m tools.corpus.generate --check   # exit 1 if a file or entry differs

The seed's own rows are here; the families, grouped by what they test, are the modules of
families/ (layer 1, lengths and counts, vocabulary and shapes, client bounds), each adding
its fixtures through `add` below. Every expectation is written from the spec (seed,
docs/CONTRACT.md §1/§2/§6, docs/DECISIONS.md, RFC 8259 / 7493 / 6901), never from what an
implementation says.
"""

from __future__ import annotations

import sys
from typing import Any

from . import corpuslib as lib
from .corpuslib import pointer, pretty
from .families import FAMILIES
from .families.common import CHILD0, text_child

FIXTURES = []  # (id, bytes, entry)


def add(fid: str, data: str | bytes, **entry: Any) -> None:
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert "description" in entry, fid
    FIXTURES.append((fid, data, entry))


def reject(layer: int, rule: str, path: str, **rest: Any) -> dict[str, Any]:
    return dict(outcome="reject", layer=layer, rule=rule, path=path, **rest)


def accept(**rest: Any) -> dict[str, Any]:
    return dict(outcome="accept", **rest)


VALUE = pointer(*CHILD0, "props", "value")

# ---------------------------------------------------------------- seed: Invalid fixtures

def seed_rows() -> None:
    add("invalid/schema/value/seed-string-10000.json",
        pretty(text_child({"value": "x" * 10000})),
        **reject(2, "maxLength", VALUE,
                 description="a props string of 10,000 characters: over maxLength 4096",
                 source="seed: Invalid fixtures (\"props\": { \"value\": \"<10k chars>\" })"))


# ---------------------------------------------------------------- tree depth (client)


# ---------------------------------------------------------------- node count (client)


# ---------------------------------------------------------------- action-chain depth (client)


def main() -> None:
    seed_rows()
    for family in FAMILIES:
        family.register(add, reject, accept)

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
