"""The time one runner's `serve` takes to answer one Flow-UI page, beyond its start-up: for
comparing runners built before and after a change on the same page (docs/PERFORMANCE.md
"bench flowui"), including a runner too old to have `bench flowui`.

    B=.build/release/conformance-runner
    $B bench flowui-generate 100000 > /tmp/page-100000.json
    $B bench flowui-generate 1 > /tmp/page-1.json
    python3 tools/bench/flowui_serve_time.py BINARY /tmp/page-100000.json /tmp/page-1.json [--rounds 3]

Each round starts `BINARY serve`, sends `start`, one `validate` of the page under the starter
profile, `stop`, and the same with the one-widget page; the round's time is the difference
(wall, and CPU of the finished child from `getrusage`). The best round by CPU is printed.
"""

from __future__ import annotations

import argparse
import base64
import json
import resource
import subprocess
import sys
import time

STARTERS = ["title_block", "image_text_card", "separator", "button_row", "tag_rail", "banner",
            "stepper_row", "accordion"]


def answer_once(binary: str, page: bytes) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and answer bytes of one `serve` answering `page`."""
    request = {"cmd": "validate", "seq": 1, "id": "bench.json", "contract": "flow-ui",
               "document": base64.b64encode(page).decode(),
               "profile": {"registry": {name: name for name in STARTERS}}}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    process = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b'{"cmd":"start","protocol":1}\n')
    process.stdin.flush()
    process.stdout.readline()
    process.stdin.write((json.dumps(request) + "\n").encode())
    process.stdin.flush()
    answer = process.stdout.readline()
    process.stdin.write(b'{"cmd":"stop"}\n')
    process.stdin.close()
    process.wait()
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, len(answer)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("page")
    parser.add_argument("baseline", help="a one-widget page: its time is the start-up")
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    with open(arguments.page, "rb") as file:
        page = file.read()
    with open(arguments.baseline, "rb") as file:
        small = file.read()
    best: tuple[float, float, int] | None = None
    for _ in range(max(1, arguments.rounds)):
        wall, cpu, size = answer_once(arguments.binary, page)
        base_wall, base_cpu, _ = answer_once(arguments.binary, small)
        measured = (wall - base_wall, cpu - base_cpu, size)
        if best is None or measured[1] < best[1]:
            best = measured
    assert best is not None
    print(f"{arguments.binary}: {len(page):,} bytes answered in {best[0]:.2f} s wall, "
          f"{best[1]:.2f} s CPU ({best[2]:,} answer bytes), start-up excluded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
