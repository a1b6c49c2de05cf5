#!/usr/bin/env python3
"""A scripted protocol v1 implementation for the fuzzer's tests.

Usage: fake_side.py MODE
  accept          accepts every document (schemaOnly)
  newline         rejects `pattern` at /schemaVersion when the document's bytes hold `\\n"`
                  (a string ending in a newline), else accepts (schemaOnly)
  hang            never answers a document (schemaOnly)
  crash-on-x      exits with status 3 on a document containing the byte `x` (schemaOnly)
  error           answers every document with {"error": ...} (schemaOnly)
  client          accepts every document (schemaOnly false: the client group)
"""

import base64
import json
import sys

MODE = sys.argv[1]


def answer(seq: int, document: bytes) -> dict[str, int | str] | None:
    if MODE == "newline" and b'\\n"' in document:
        return {"seq": seq, "outcome": "reject", "layer": 2, "rule": "pattern",
                "path": "/schemaVersion"}
    if MODE == "hang":
        return None
    if MODE == "crash-on-x" and b"x" in document:
        sys.exit(3)
    if MODE == "error":
        return {"seq": seq, "error": "scripted failure"}
    return {"seq": seq, "outcome": "accept"}


for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "start":
        info = {"name": f"fake-{MODE}", "version": "0", "language": "Python",
                "layers": [1, 2], "schemaOnly": MODE != "client", "capabilities": []}
        reply = {"protocol": 1, "implementation": info}
    elif request["cmd"] == "stop":
        break
    else:
        reply = answer(request["seq"], base64.b64decode(request["document"]))
        if reply is None:
            continue  # hang: read the next line, never answer this one
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
