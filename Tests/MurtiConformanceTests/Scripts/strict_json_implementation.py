#!/usr/bin/env python3
"""A protocol v1 implementation of the tests' third contract, strict-json (docs/DECISIONS.md D233).

It answers each validate request {"seq": N, "wellFormed": BOOL}: whether Python's json.loads
reads the document's bytes, decoded as UTF-8. json.loads is laxer than RFC 8259 (it reads NaN
and Infinity), which is the wrong answer the tests' corpus expects this implementation to give.
"""

import base64
import json
import sys


def well_formed(document: bytes) -> bool:
    """True when json.loads reads the bytes as one JSON text."""
    try:
        json.loads(document.decode("utf-8"))
    except ValueError:
        return False
    return True


def main() -> None:
    out = sys.stdout.buffer
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        command = request.get("cmd")
        if command == "start":
            implementation = {"name": "python-json", "version": "1", "language": "Python", "contracts": ["strict-json"]}
            answer: dict[str, object] = {"protocol": 1, "implementation": implementation}
        elif command == "validate":
            answer = {"seq": request["seq"], "wellFormed": well_formed(base64.b64decode(request["document"]))}
        else:
            return
        out.write(json.dumps(answer).encode("utf-8") + b"\n")
        out.flush()


if __name__ == "__main__":
    main()
