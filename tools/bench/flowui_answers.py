"""Byte-identical answers: every fixture of a Flow-UI corpus sent through the `serve` of two
runner binaries (before and after a change to the Flow-UI reference), each answer line
compared byte for byte, messages included (docs/PERFORMANCE.md "bench flowui").

    python3 tools/bench/flowui_answers.py BEFORE AFTER [--corpus corpus-flow-ui]

BEFORE and AFTER are conformance-runner binaries (for example one built from the base commit
into another directory, and .build/release/conformance-runner). Exit 0 when every answer is
the same, 1 when one differs, 2 when a binary cannot be run.
"""

from __future__ import annotations

import argparse
import base64
import json
import subprocess
import sys
from pathlib import Path


def answers(binary: str, corpus: Path, fixtures: dict, profiles: dict) -> dict[str, bytes]:
    """Each fixture's raw answer line from one `serve` of `binary`."""
    process = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b'{"cmd":"start","protocol":1}\n')
    process.stdin.flush()
    process.stdout.readline()
    lines: dict[str, bytes] = {}
    for seq, (fixture, entry) in enumerate(sorted(fixtures.items()), 1):
        request = {
            "cmd": "validate",
            "seq": seq,
            "id": fixture,
            "contract": "flow-ui",
            "document": base64.b64encode((corpus / fixture).read_bytes()).decode(),
            "profile": profiles[entry.get("profile", "default")],
        }
        process.stdin.write((json.dumps(request) + "\n").encode())
        process.stdin.flush()
        lines[fixture] = process.stdout.readline()
    process.stdin.write(b'{"cmd":"stop"}\n')
    process.stdin.close()
    process.wait()
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--corpus", default="corpus-flow-ui")
    arguments = parser.parse_args()
    corpus = Path(arguments.corpus)
    expectations = json.loads((corpus / "expectations.json").read_text(encoding="utf-8"))
    fixtures, profiles = expectations["fixtures"], expectations["profiles"]
    try:
        before = answers(arguments.before, corpus, fixtures, profiles)
        after = answers(arguments.after, corpus, fixtures, profiles)
    except OSError as error:
        print(f"flowui_answers: {error}", file=sys.stderr)
        return 2
    differ = [fixture for fixture in fixtures if before[fixture] != after[fixture]]
    for fixture in differ:
        print(f"differs: {fixture}")
    print(f"{len(fixtures)} fixtures of {corpus}: {len(differ)} answers differ, byte for byte")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
