#!/usr/bin/env python3
"""Fuzz loop throughput: this checkout's driver against an earlier one, in the same run.

    python3 -m fuzz.benchmark [--seconds 20] [--rounds 2] [--baseline REV] [--runner PATH]

Both drivers fuzz with seed 1 against the four built-in sides (the reference in schema-only
and full mode, python-jsonschema, jsonschema-rs; `conformance-runner fuzz`'s own command
lines), for `--seconds` each, alternating baseline and current `--rounds` times so a change in
the machine's load falls on both. The baseline is the driver at git revision `--baseline`
(default: the loop before two lanes and the memoized `$ref`), extracted into a temporary folder
with its own `fuzz/` and `adapters/`; each driver talks to the engine adapters of its own
revision (`--same-adapters`: both to this checkout's), and both to the same reference
(`--runner`). Prints documents per second of each and the ratio, with the load average before
and after (docs/FUZZING.md "Throughput").
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

# The checkout measured: the working directory, which `python3 -m fuzz.benchmark` requires to be
# the repository root (docs/DECISIONS.md D115).
REPOSITORY = Path.cwd()
HERE = REPOSITORY / "fuzz"
BASELINE = "013c045"  # one lane, python-jsonschema resolving every $ref (3c0fc63: the Hypothesis loop)
SUMMARY = re.compile(r"fuzz: (\d+) documents in ([\d.]+) s")


def sides(runner: Path, python: str, adapters: Path, schema: Path) -> list[str]:
    """The four built-in sides, as FuzzVerb passes them."""
    entries = [
        {
            "label": "reference",
            "role": "reference",
            "command": [str(runner), "serve", "--schema-only"],
        },
        {"label": "reference-client", "role": "reference", "command": [str(runner), "serve"]},
        {
            "label": "python-jsonschema",
            "command": [
                python,
                str(adapters / "python_jsonschema_adapter.py"),
                "--schema",
                str(schema),
            ],
        },
        {
            "label": "jsonschema-rs",
            "command": [
                python,
                str(adapters / "jsonschema_rs_adapter.py"),
                "--schema",
                str(schema),
            ],
        },
    ]
    words = []
    for entry in entries:
        words += ["--side", json.dumps(entry)]
    return words


def extract(revision: str, into: Path) -> Path:
    """`fuzz/` and `adapters/` of `revision`, unpacked under `into`; the driver's path."""
    archive = subprocess.run(
        ["git", "-C", str(REPOSITORY), "archive", "--format=tar", revision, "fuzz", "adapters"],
        capture_output=True,
        check=True,
    ).stdout
    into.mkdir(parents=True, exist_ok=True)
    path = into / "baseline.tar"
    path.write_bytes(archive)
    with tarfile.open(path) as tar:
        tar.extractall(into, filter="data")
    return into / "fuzz" / "fuzz.py"


def measure(
    python: str, driver: Path, seconds: float, side_words: list[str], out: Path
) -> tuple[int, float]:
    command = [
        python,
        str(driver),
        "--seed",
        "1",
        "--seconds",
        str(seconds),
        "--out",
        str(out),
        "--corpus",
        str(REPOSITORY / "corpus"),
        "--schema",
        str(REPOSITORY / "murti.schema.json"),
        *side_words,
    ]
    done = subprocess.run(
        command, capture_output=True, text=True, env={**os.environ, "MURTI_ADAPTER_NO_VENV": "1"}
    )
    found = SUMMARY.findall(done.stdout)
    if done.returncode not in (0, 1) or not found:
        raise SystemExit(
            f"benchmark: {driver} failed ({done.returncode}):\n{done.stdout[-2000:]}"
            f"\n{done.stderr[-2000:]}"
        )
    documents, elapsed = found[-1]
    return int(documents), float(elapsed)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument(
        "--runner", type=Path, default=REPOSITORY / ".build" / "debug" / "conformance-runner"
    )
    parser.add_argument("--same-adapters", action="store_true",
                        help="both drivers use this checkout's adapters (the driver's ratio alone)")
    arguments = parser.parse_args()
    python = subprocess.run(
        [sys.executable, str(REPOSITORY / "adapters" / "venv.py")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    schema = REPOSITORY / "murti.schema.json"
    current_words = sides(arguments.runner, python, REPOSITORY / "adapters", schema)
    totals = {"baseline": [0, 0.0], "current": [0, 0.0]}
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="fuzz-benchmark-") as scratch:
        root = Path(scratch)
        old = extract(arguments.baseline, root / "baseline")
        adapters = REPOSITORY / "adapters" if arguments.same_adapters else root / "baseline" / "adapters"
        runs = (("baseline", old, sides(arguments.runner, python, adapters, schema)),
                ("current", HERE / "fuzz.py", current_words))
        for round_number in range(arguments.rounds):
            for name, driver, words in runs:
                documents, elapsed = measure(
                    python, driver, arguments.seconds, words, root / f"out-{name}-{round_number}"
                )
                totals[name][0] += documents
                totals[name][1] += elapsed
                print(
                    f"round {round_number + 1} {name:8}: {documents:6} documents in "
                    f"{elapsed:6.1f} s = {documents / elapsed:7.1f}/s",
                    flush=True,
                )
    load_after = os.getloadavg()
    rates = {name: documents / elapsed for name, (documents, elapsed) in totals.items()}
    print(
        f"fuzz throughput, seed 1, four sides, {arguments.rounds} × {arguments.seconds:g} s each, "
        f"{os.cpu_count()} cores, load average {load_before[0]:.1f} → {load_after[0]:.1f}:"
    )
    print(f"  baseline ({arguments.baseline}):            {rates['baseline']:7.1f} documents/s")
    print(
        f"  current:                                {rates['current']:7.1f} documents/s "
        f"({rates['current'] / rates['baseline']:.1f}× the baseline)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
