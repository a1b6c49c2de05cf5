#!/usr/bin/env python3
"""A scripted Murti client for the agreement tests: a protocol v1 implementation (docs/CONTRACT.md §3)
that answers each fixture from the corpus's own expectations.json, so a test decides exactly
how it drifts.

Usage: expectation_client.py EXPECTATIONS MODE [--layers 1,2,3,4] [--capabilities envelope,manifest]

MODE:
  exact                answers every expectation exactly (outcome, layer, rule, path,
                       placeholders, warnings; manifest sequences step by step)
  ignore-unknown-keys  as exact, but like a Codable client that ignores unknown members: a
                       document whose only fault is an unknown key (additionalProperties) is
                       accepted, and such warnings are not reported
"""

import argparse
import json
import sys
from typing import Any

UNKNOWN_KEY = "additionalProperties"


def answer(expectation: dict[str, Any], mode: str) -> dict[str, Any]:
    """The answer object (without seq) this client gives for one expectation."""
    if "steps" in expectation:
        return {"steps": [answer(step, mode) for step in expectation["steps"]]}
    if mode == "ignore-unknown-keys" and expectation.get("rule") == UNKNOWN_KEY:
        return {"outcome": "accept"}
    result: dict[str, Any] = {"outcome": expectation["outcome"]}
    if expectation["outcome"] == "reject":
        for member in ("layer", "rule", "path"):
            if member in expectation:
                result[member] = expectation[member]
    if expectation.get("placeholders"):
        result["placeholders"] = expectation["placeholders"]
    warnings = expectation.get("warnings") or []
    if mode == "ignore-unknown-keys":
        warnings = [warning for warning in warnings if warning["rule"] != UNKNOWN_KEY]
    if warnings:
        result["warnings"] = warnings
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("expectations")
    parser.add_argument("mode", choices=["exact", "ignore-unknown-keys"])
    parser.add_argument("--layers", default="1,2,3,4")
    parser.add_argument("--capabilities", default="envelope,manifest")
    arguments = parser.parse_args()
    with open(arguments.expectations, encoding="utf-8") as handle:
        fixtures = json.load(handle)["fixtures"]
    info = {"name": "scripted-" + arguments.mode, "version": "1.0.0", "language": "Python",
            "layers": [int(layer) for layer in arguments.layers.split(",")], "schemaOnly": False,
            "capabilities": [c for c in arguments.capabilities.split(",") if c]}
    for line in sys.stdin:
        message = json.loads(line)
        if message["cmd"] == "start":
            reply = {"protocol": 1, "implementation": info}
        elif message["cmd"] == "stop":
            return 0
        elif message["id"] in fixtures:
            reply = dict(answer(fixtures[message["id"]], arguments.mode), seq=message["seq"])
        else:
            reply = {"seq": message["seq"], "error": "no expectation for " + message["id"]}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
