#!/usr/bin/env python3
"""The Python side of `conformance-runner bench validator` (docs/PERFORMANCE.md).

Times json.loads + jsonschema-rs and json.loads + python-jsonschema against murti.schema.json on
the payload files the runner generated, in the runner's own run, and prints one JSON object on
stdout. Standard library only, apart from the two engines (the pinned adapters environment,
`python3 adapters/venv.py`).

  PYTHONPATH=adapters engines_bench.py --schema murti.schema.json --adapters adapters --manifest cases.json
      [--min-time 1.0] [--max-time 6.0] [--min-reps 3]
  engines_bench.py --schema ... --adapters ... --memory ENGINE --warm SMALL.json FILE

The manifest is {"cases": [{"name": "...", "files": ["a.json", ...]}, ...]}. One iteration of a
case is, for every file in order, `is_valid(json.loads(raw_bytes))`: the bytes are read before
timing, so file I/O is not measured. `is_valid` is each engine's fastest full verdict (it stops
at the first error, and on a valid document it checks every value, as the reference does).
python-jsonschema's `pattern` runs through regress (ECMA-262), exactly as the adapter configures it.

Timing: one untimed call on the case's first file, then repetitions until --min-time has passed
and --min-reps were run, or --max-time passed (at least one repetition). The best (minimum)
repetition is the estimate; the median is printed too.

--memory: in a fresh interpreter, after the engine is built and warmed on --warm, the peak
resident memory (VmHWM, reset through /proc/self/clear_refs) of json.loads + is_valid on FILE,
above the resident size just before, in bytes.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

Engine = tuple[str, Callable[[Any], bool]]  # (version, is_valid)


def build_engines(schema_path: Path, adapters_dir: Path, only: str | None = None) -> dict[str, Engine]:
    """name → (version, is_valid) for the requested engines. python-jsonschema is configured by
    the adapters' package in `adapters_dir` (murti_adapter.python_jsonschema), which must be on
    the import path (PYTHONPATH; the runner sets it)."""
    from importlib import metadata

    schema = json.loads(Path(schema_path).read_bytes())
    engines = {}
    if only in (None, "jsonschema-rs"):
        import jsonschema_rs

        validator = jsonschema_rs.Draft202012Validator(schema, offline=True)
        engines["jsonschema-rs"] = (metadata.version("jsonschema_rs"), validator.is_valid)
    if only in (None, "python-jsonschema"):
        spec = importlib.util.find_spec("murti_adapter")
        if spec is None or spec.origin is None or Path(spec.origin).resolve().parent.parent != adapters_dir.resolve():
            raise SystemExit(f"engines_bench: murti_adapter is not imported from {adapters_dir}: "
                             f"run with PYTHONPATH={adapters_dir}")
        from murti_adapter.python_jsonschema import validator_class

        validator = validator_class("ecma", schema)(schema)
        engines["python-jsonschema"] = (metadata.version("jsonschema"), validator.is_valid)
    return engines


def time_case(
    is_valid: Callable[[Any], bool], documents: list[bytes], min_time: float, max_time: float, min_reps: int
) -> dict[str, Any]:
    """Best and median seconds of one pass over `documents`; how many were valid."""
    loads = json.loads
    is_valid(loads(documents[0]))
    times = []
    accepted = 0
    while True:
        valid = 0
        start = time.perf_counter()
        for document in documents:
            valid += is_valid(loads(document))
        elapsed = time.perf_counter() - start
        if not times:
            accepted = valid
        times.append(elapsed)
        total = sum(times)
        if (total >= min_time and len(times) >= min_reps) or total >= max_time:
            break
    times.sort()
    return {"best": times[0], "median": times[len(times) // 2], "reps": len(times),
            "accepted": accepted, "documents": len(documents)}


def status_bytes(field: str) -> int:
    """A kB line of /proc/self/status, in bytes."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field):
                return int(line.split()[1]) * 1024
    raise RuntimeError(f"{field} not in /proc/self/status")


def measure_memory(engine: Engine, warm_path: Path, path: Path) -> dict[str, Any]:
    """Peak resident bytes of json.loads + is_valid on one file, above the baseline."""
    _, is_valid = engine
    is_valid(json.loads(Path(warm_path).read_bytes()))
    document = Path(path).read_bytes()
    gc.collect()
    with open("/proc/self/clear_refs", "w") as clear:
        clear.write("5")
    baseline = status_bytes("VmRSS:")
    valid = is_valid(json.loads(document))
    peak = status_bytes("VmHWM:")
    return {"extraBytes": peak - baseline, "accepted": bool(valid), "documentBytes": len(document)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True, type=Path)
    parser.add_argument("--adapters", required=True, type=Path)
    parser.add_argument("--manifest", type=Path)
    parser.add_argument("--min-time", type=float, default=1.0)
    parser.add_argument("--max-time", type=float, default=6.0)
    parser.add_argument("--min-reps", type=int, default=3)
    parser.add_argument("--memory", choices=["jsonschema-rs", "python-jsonschema"])
    parser.add_argument("--warm", type=Path)
    parser.add_argument("file", nargs="?", type=Path)
    arguments = parser.parse_args(argv)

    if arguments.memory:
        if arguments.warm is None or arguments.file is None:
            parser.error("--memory needs --warm FILE and a FILE")
        engines = build_engines(arguments.schema, arguments.adapters, only=arguments.memory)
        result = measure_memory(engines[arguments.memory], arguments.warm, arguments.file)
        print(json.dumps(result))
        return 0

    if arguments.manifest is None:
        parser.error("--manifest is required without --memory")
    manifest = json.loads(arguments.manifest.read_text())
    engines = build_engines(arguments.schema, arguments.adapters)
    output = {"python": sys.version.split()[0], "engines": {}}
    for name, (version, is_valid) in engines.items():
        cases = {}
        for case in manifest["cases"]:
            documents = [Path(file).read_bytes() for file in case["files"]]
            cases[case["name"]] = time_case(
                is_valid, documents, arguments.min_time, arguments.max_time, arguments.min_reps)
            print(f"engines_bench: {name} {case['name']}: {cases[case['name']]['best']:.6f} s",
                  file=sys.stderr, flush=True)
        output["engines"][name] = {"version": version, "cases": cases}
    print(json.dumps(output))
    return 0


if __name__ == "__main__":
    sys.exit(main())
