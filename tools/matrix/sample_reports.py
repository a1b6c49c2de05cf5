#!/usr/bin/env python3
"""Writes generated JSON run reports for measuring the matrix page (docs/MATRIX.md "Size and speed").

Usage: python3 tools/matrix/sample_reports.py OUT_DIR [--implementations N] [--fixtures N] [--seed S]

Each report (report format 2.0, docs/REPORTS.md) holds the same N fixtures spread over the five
Murti groups and a dozen rules; implementation k fails about 2k % of them (wrong answers and
wrong names), errs on some, and a client of layers 1, 2 leaves layers 3 and 4 unsupported.
Answers carry a message of 60 to 120 characters, as real adapters' do. Nothing here is graded:
the reports only have to be what `run --format json` writes, so the page has real work to do.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

RULES = {
    "1": ["decode.syntax", "decode.encoding", "decode.duplicateKey"],
    "2": ["additionalProperties", "required", "type", "pattern", "maxLength", "enum"],
    "3": ["semantic.screen", "semantic.request"],
    "4": ["render.placeholder"],
}
LAYER_WEIGHTS = [("accept", 0.25), ("1", 0.2), ("2", 0.4), ("3", 0.1), ("4", 0.05)]


def fixtures(count: int, rng: random.Random) -> list[dict[str, Any]]:
    """`count` fixture ids and expectations, ids sorted by code point as a corpus's are."""
    made = []
    for index in range(count):
        group = rng.choices([g for g, _ in LAYER_WEIGHTS], [w for _, w in LAYER_WEIGHTS])[0]
        if group == "accept":
            made.append(
                {
                    "id": f"valid/generated/g{index % 9}/doc-{index:04d}.json",
                    "expected": {"outcome": "accept", "description": f"an accepted document, number {index}"},
                }
            )
            continue
        rule = rng.choice(RULES[group])
        expected: dict[str, Any] = {
            "outcome": "accept" if group == "4" else "reject",
            "layer": int(group),
            "rule": rule,
            "description": f"breaks {rule} once, at a path of its own (number {index})",
        }
        if group == "4":
            expected["placeholders"] = ["/screen/root/children/0"]
        else:
            expected["path"] = "" if group == "1" else f"/screen/root/children/{index % 7}"
        made.append({"id": f"invalid/generated/{rule}/case-{index:04d}.json", "expected": expected})
    return sorted(made, key=lambda item: [ord(c) for c in item["id"]])


def result(
    fixture: dict[str, Any], seq: int, failure_rate: float, client: bool, rng: random.Random
) -> dict[str, Any]:
    """One implementation's result on `fixture`."""
    expected = fixture["expected"]
    base: dict[str, Any] = {
        "id": fixture["id"],
        "expected": expected,
        "seconds": round(rng.uniform(0.0002, 0.004), 6),
    }
    layer = expected.get("layer")
    if client and layer in (3, 4):
        return {
            **base,
            "status": "unsupported",
            "reason": f"layer {layer} not declared",
            "notCertified": [{"layer": layer}],
        }
    message = "the document breaks " + expected.get("rule", "nothing") + " " + "x" * rng.randint(40, 100)
    answer = {k: v for k, v in expected.items() if k in ("outcome", "layer", "rule", "path", "placeholders")}
    answer.update({"seq": seq, "message": message})
    roll = rng.random()
    if roll < failure_rate * 0.15:
        return {
            **base,
            "status": "errored",
            "actual": {"error": "adapter crashed: Traceback ...", "harness": "crashed"},
            "reason": "harness error (crashed)",
            "stderr": "Traceback (most recent call last):\n  ValueError",
        }
    if roll < failure_rate:
        wrong = {
            "seq": seq,
            "outcome": "accept" if answer["outcome"] == "reject" else "reject",
            "message": message,
        }
        if wrong["outcome"] == "reject":
            wrong.update({"layer": 2, "rule": "type", "path": "/screen"})
        return {
            **base,
            "status": "failed",
            "actual": wrong,
            "reason": f"expected {expected['outcome']}, got {wrong['outcome']}",
            "strict": "failed",
            "levels": {"verdict": False, "rule": False, "strict": False},
        }
    return {
        **base,
        "status": "passed",
        "actual": answer,
        "strict": "passed",
        "levels": {"verdict": True, "rule": True, "strict": True},
    }


def report(index: int, items: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Implementation `index`'s report."""
    client = index % 3 == 2
    info = {
        "name": f"generated-implementation-{index + 1}",
        "version": f"{index}.{index % 4}.0",
        "language": ["Kotlin", "TypeScript", "Swift", "Go", "Rust"][index % 5],
        "layers": [1, 2] if client else [1, 2, 3, 4],
        "schemaOnly": False,
        "capabilities": [],
    }
    results = [result(item, seq + 1, 0.02 * index, client, rng) for seq, item in enumerate(items)]
    counts = {
        "passed": 0,
        "failed": 0,
        "errored": 0,
        "skipped": 0,
        "unsupported": 0,
        "informational": 0,
        "notRun": 0,
        "expectedFailures": 0,
        "strict": {"passed": 0, "failed": 0},
        "wrongAnswers": 0,
        "wrongNames": 0,
        "tooSlow": 0,
        "levels": {"graded": 0, "verdict": 0, "rule": 0, "strict": 0},
    }
    return {
        "reportVersion": "2.0",
        "protocol": 1,
        "implementation": info,
        "corpus": {"path": "corpus", "corpusVersion": "9.0.0", "sha256": "ab" * 32},
        "totals": counts,
        "perLayer": {},
        "perRule": {},
        "scope": {
            "certified": False,
            "statement": "Not certified",
            "schemaOnly": False,
            "layers": info["layers"],
            "capabilities": [],
            "notCertified": {"layers": [], "capabilities": [], "fixtures": 0, "breakdown": []},
        },
        "timing": {"answers": len(results), "slowest": [], "tooSlow": 0},
        "noise": {"lines": 0, "first": []},
        "partial": False,
        "startedAt": "2026-01-01T00:00:00Z",
        "durationSeconds": 1.0,
        "results": results,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--implementations", type=int, default=10)
    parser.add_argument("--fixtures", type=int, default=900)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    items = fixtures(arguments.fixtures, rng)
    arguments.out.mkdir(parents=True, exist_ok=True)
    for index in range(arguments.implementations):
        path = arguments.out / f"implementation-{index + 1:02d}.json"
        path.write_text(json.dumps(report(index, items, rng), indent=1), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
