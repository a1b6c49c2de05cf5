#!/usr/bin/env python3
"""Writes corpus-flow-ui/: every fixture's bytes and expectations.json (docs/CONTRACT.md §8).

Each expectation is composed by hand in the fixtures_*.py modules from the spec (the seed,
SCHEMA.md, the upstream README's promises, docs/CONTRACT.md §8 and docs/FLOW-UI.md's Decisions), with
the constructors of flowlib.py; no decoder is run. Deterministic, stdlib only.

    python3 -m tools.corpus_flow_ui.generate           # write the corpus (from the repository root)
    python3 -m tools.corpus_flow_ui.generate --check   # exit 1 if a file or entry differs
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import (
    fixtures_contained,
    fixtures_envelope,
    fixtures_hostile,
    fixtures_identity,
    fixtures_pages,
    fixtures_payloads,
    fixtures_registry,
    fixtures_seed,
)
from .flowlib import FIXTURES

CORPUS = Path("corpus-flow-ui")  # from the repository root, where `python3 -m` runs (docs/DECISIONS.md D115)
VERSION = "2.2.1"
STARTER = ["title_block", "image_text_card", "separator", "button_row", "tag_rail", "banner",
           "stepper_row", "accordion"]
PROFILES = {
    "default": {"registry": {name: name for name in STARTER}},
    "test-registry": {"registry": {"test_text": "title_block"}},
    "empty-registry": {"registry": {}},
    "app-registry": {"registry": {**{name: name for name in STARTER},
                                  "order_card": "opaque", "date_picker_row": "opaque"}},
    "opaque-cards": {"registry": {"title_block": "title_block", "image_text_card": "opaque"}},
    "remapped": {"registry": {"card": "image_text_card", "hero": "banner",
                              "title_block": "banner"}},
}
MODULES = [fixtures_seed, fixtures_envelope, fixtures_contained, fixtures_payloads,
           fixtures_identity, fixtures_registry, fixtures_hostile, fixtures_pages]


def build() -> tuple[dict[str, bytes], bytes]:
    for module in MODULES:
        module.register()
    files = {fid: data for fid, data, _ in FIXTURES}
    for fid, _, entry in FIXTURES:
        assert entry.get("profile", "default") in PROFILES, f"{fid}: unknown profile"
    expectations = {"contract": "flow-ui", "corpusVersion": VERSION, "profiles": PROFILES,
                    "fixtures": {fid: entry for fid, _, entry in sorted(FIXTURES)}}
    return files, (layout(expectations) + "\n").encode("utf-8")


def layout(value: object, depth: int = 0) -> str:
    """JSON text for people: a value that fits on a line (or lies deep) is written compact,
    the rest indented by two spaces, so that large answers stay readable and small on disk."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, (dict, list)) or len(flat) + 2 * depth <= 100 or depth >= 9 or not value:
        return flat
    inner = "  " * (depth + 1)
    if isinstance(value, dict):
        rows = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {layout(v, depth + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(rows) + "\n" + "  " * depth + "}"
    rows = [inner + layout(v, depth + 1) for v in value]
    return "[\n" + ",\n".join(rows) + "\n" + "  " * depth + "]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Writes this checkout's corpus-flow-ui/ (its fixtures and expectations.json) from the "
        "fixtures_*.py modules. It writes nothing else: a corpus copied elsewhere is edited by hand.")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file or entry differs")
    check = parser.parse_args(argv).check
    files, expectations = build()
    wanted = {**files, "expectations.json": expectations}
    present = {str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file()} \
        if CORPUS.exists() else set()
    problems = []
    for fid, data in sorted(wanted.items()):
        path = CORPUS / fid
        if check:
            if not path.exists() or path.read_bytes() != data:
                problems.append(f"{fid}: differs from the generator; run python3 -m tools.corpus_flow_ui.generate")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    for stray in sorted(present - set(wanted) - {"README.md"}):
        problems.append(f"{stray}: not written by the generator; add it there or delete it")
    for problem in problems:
        print(problem, file=sys.stderr)
    if not check:
        print(f"corpus-flow-ui: {len(files)} fixtures", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
