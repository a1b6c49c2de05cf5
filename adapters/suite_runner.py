#!/usr/bin/env python3
"""Runs JSON-Schema-Test-Suite files as a suite runner does, through the pinned engines.

Usage: python3 adapters/suite_runner.py FOLDER [--regex ecma|python]

FOLDER holds test files (`export --format json-schema-test-suite` writes them to
DIR/tests/draft2020-12, docs/MATRIX.md "Export"). Each file is first checked against the suite's
file format (suite/test-file.schema.json, written from the suite's README and test-schema.json);
then every test's `data` is validated against its case's `schema` by python-jsonschema (pattern
on ECMA-262 through regress, as the adapters configure it; `--regex python` for Python's `re`)
and by jsonschema-rs, with no layer 1: the harness sees the parsed value only, as every suite
runner does. Prints one JSON object on stdout: the counts, the format problems, and for each
engine the tests whose verdict is not `valid`, named by their description's fixture id (the
text before the first ": "). Exit 0 when the files are well formed and every verdict matches,
1 otherwise, 2 for a folder that cannot be read.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from murti_adapter.bootstrap import reexec_in_venv
from murti_adapter.protocol import RECURSION_LIMIT, THREAD_STACK_BYTES
from murti_adapter.python_jsonschema import validator_class

HERE = Path(__file__).resolve().parent
FORMAT_SCHEMA = HERE / "suite" / "test-file.schema.json"


def engines(regex: str) -> dict[str, Callable[[Any, Any], bool]]:
    """Engine name -> is_valid(schema, instance), each compiling a schema once."""
    import jsonschema_rs

    compiled: dict[tuple[str, str], Any] = {}

    def python_jsonschema(schema: Any, instance: Any) -> bool:
        key = ("python-jsonschema", json.dumps(schema, sort_keys=True))
        if key not in compiled:
            compiled[key] = validator_class(regex, schema)(schema)
        return bool(compiled[key].is_valid(instance))

    def jsonschema_rs_engine(schema: Any, instance: Any) -> bool:
        key = ("jsonschema-rs", json.dumps(schema, sort_keys=True))
        if key not in compiled:
            compiled[key] = jsonschema_rs.Draft202012Validator(schema, offline=True)
        return bool(compiled[key].is_valid(instance))

    name = "python-jsonschema (Python re)" if regex == "python" else "python-jsonschema"
    return {name: python_jsonschema, "jsonschema-rs": jsonschema_rs_engine}


def fixture_id(test: dict[str, Any]) -> str:
    """The fixture id the export writes at the start of a test's description."""
    return str(test.get("description", "")).split(": ", 1)[0]


def run(folder: Path, regex: str) -> dict[str, Any]:
    """The report of FOLDER's files (see the module's doc)."""
    import jsonschema

    checker = jsonschema.Draft202012Validator(json.loads(FORMAT_SCHEMA.read_text(encoding="utf-8")))
    judges = engines(regex)
    report: dict[str, Any] = {"files": 0, "cases": 0, "tests": 0, "ids": [], "formatProblems": [],
                              "mismatches": {name: [] for name in judges}}
    for path in sorted(folder.glob("*.json")):
        report["files"] += 1
        cases = json.loads(path.read_text(encoding="utf-8"))
        for error in checker.iter_errors(cases):
            pointer = "".join(f"/{part}" for part in error.absolute_path)
            report["formatProblems"].append(f"{path.name} at {pointer or '/'}: {error.message[:300]}")
        if not isinstance(cases, list):
            continue
        for case in cases:
            report["cases"] += 1
            for test in case.get("tests", []):
                report["tests"] += 1
                report["ids"].append(fixture_id(test))
                for name, is_valid in judges.items():
                    if is_valid(case.get("schema"), test.get("data")) != test.get("valid"):
                        report["mismatches"][name].append(fixture_id(test))
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="a folder of test files (DIR/tests/draft2020-12)")
    parser.add_argument("--regex", choices=["ecma", "python"], default="ecma",
                        help="python-jsonschema's pattern engine (default: ecma)")
    arguments = parser.parse_args(argv)
    if not arguments.folder.is_dir():
        print(f"suite_runner: {arguments.folder} is not a folder (pass DIR/tests/draft2020-12)", file=sys.stderr)
        return 2
    # python-jsonschema needs about 2,500 frames for a value nested 512 deep (adapters/README.md).
    sys.setrecursionlimit(RECURSION_LIMIT)
    with contextlib.suppress(ValueError, RuntimeError):
        threading.stack_size(THREAD_STACK_BYTES)
    result: list[dict[str, Any]] = []
    worker = threading.Thread(target=lambda: result.append(run(arguments.folder, arguments.regex)), name="suite")
    worker.start()
    worker.join()
    if not result:
        return 2
    print(json.dumps(result[0], indent=1, sort_keys=True))
    clean = not result[0]["formatProblems"] and not any(result[0]["mismatches"].values())
    return 0 if clean else 1


if __name__ == "__main__":
    reexec_in_venv(__file__)
    sys.exit(main())
