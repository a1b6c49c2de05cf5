#!/usr/bin/env python3
"""An implementation that repeats everything it is sent, for the hostile-corpus tests.

Usage: echoing_implementation.py LOG [--capabilities a,b,...] [--refuse]

Every request line is appended to LOG (the test then looks there for a secret), every document
is decoded and written to stderr and into the answer's `message`, so a byte that reaches the
implementation reaches the report too. `--capabilities` sets the start answer's capabilities
(as given, repeats and unknown names included); `--refuse` answers every validate request with
`{"seq": -1, "error": ...}`, as a server does when it cannot read a request's seq.
"""

import base64
import json
import sys

LOG = sys.argv[1]
CAPABILITIES = ["envelope", "manifest"]
REFUSE = "--refuse" in sys.argv
if "--capabilities" in sys.argv:
    CAPABILITIES = [c for c in sys.argv[sys.argv.index("--capabilities") + 1].split(",") if c]


def send(answer: dict) -> None:
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    with open(LOG, "a", encoding="utf-8") as log:
        log.write(line)
    request = json.loads(line)
    if request.get("cmd") == "start":
        send({"protocol": 1, "implementation": {"name": "echo", "version": "1", "language": "Python",
                                                 "layers": [1, 2, 3, 4], "capabilities": CAPABILITIES}})
    elif request.get("cmd") == "stop":
        break
    elif REFUSE:
        send({"seq": -1, "error": "cannot read the request: nesting deeper than 512"})
    else:
        document = base64.b64decode(request.get("document", "")).decode("utf-8", "replace")
        sys.stderr.write(document + "\n")
        sys.stderr.flush()
        send({"seq": request["seq"], "outcome": "accept", "message": document})
