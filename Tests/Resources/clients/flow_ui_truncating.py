#!/usr/bin/env python3
"""A scripted Flow-UI decoder that ends an array silently at invalid UTF-8 (docs/DECISIONS.md D83):
it runs the example adapter (examples/flow-ui-python-adapter) on a document whose bytes it has
repaired the way a streaming decoder that stops at the first bad byte would, keeping every
element of the array before the one holding the bad byte and none after. Its answer is decoded
and says nothing of the loss. The report of a run over corpus-flow-ui must fail the hostile
element fixtures whose bad bytes have valid siblings after them, at the verdict level.

Usage: flow_ui_truncating.py ADAPTER
"""

import base64
import json
import subprocess
import sys
from typing import Any

BAD = "\ufffd"


def truncated(value: Any) -> tuple[Any, bool]:
    """`value` with the first array element holding a replacement character cut off, with every
    element after it; and whether one was found."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            kept, found = truncated(item)
            if found:
                return (value[:index] if holds_bad(item) else value[:index] + [kept]), True
        return value, False
    if isinstance(value, dict):
        for name, item in value.items():
            kept, found = truncated(item)
            if found:
                return {**value, name: kept}, True
        return value, False
    return value, isinstance(value, str) and BAD in value


def holds_bad(value: Any) -> bool:
    """Whether a replacement character lies directly in `value`, not in an array inside it."""
    if isinstance(value, str):
        return BAD in value
    if isinstance(value, dict):
        return any(holds_bad(item) for item in value.values())
    return False


def repaired(document: bytes) -> bytes:
    """The document as the streaming decoder reads it: unchanged when it is UTF-8."""
    try:
        document.decode("utf-8")
        return document
    except UnicodeDecodeError:
        pass
    try:
        value = json.loads(document.decode("utf-8", errors="replace"))
    except ValueError:
        return document
    return json.dumps(truncated(value)[0], ensure_ascii=False).encode("utf-8")


def main() -> None:
    adapter = subprocess.Popen([sys.executable, sys.argv[1]], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("cmd") == "validate":
            document = repaired(base64.b64decode(request["document"]))
            request["document"] = base64.b64encode(document).decode("ascii")
            line = json.dumps(request) + "\n"
        adapter.stdin.write(line)
        adapter.stdin.flush()
        if request.get("cmd") == "stop":
            break
        print(adapter.stdout.readline().rstrip("\n"), flush=True)
    adapter.stdin.close()
    adapter.wait()


if __name__ == "__main__":
    main()
