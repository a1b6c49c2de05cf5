#!/usr/bin/env python3
"""A scripted protocol v1 implementation for the driver tests (docs/CONTRACT.md §3).

Usage: scripted_implementation.py MODE

Process-level MODEs (exit-before-start, banner and never-read misbehave in the first process
started with a given MURTI_SCRIPT_STATE directory only, so the restarted process behaves):
  echo               well-behaved (the default)
  crash-every-3      exits with status 3 on every third validate request of a process
  exit-before-start  exits with status 4 before reading the start request
  protocol-2         answers start with protocol 2 (every process)
  bad-start          answers start without implementation.name (every process)
  banner             prints a banner line on stdout before the start answer
  never-read         answers start, then never reads stdin again (sleeps): the runner's
                     writes block
Every-process MODEs:
  noisy              a banner before the start answer, then a debug line and a blank line on
                     stdout before every answer (console.log habits)
  never-start        reads the start request and never answers it
  always-exit        exits with status 4 before reading the start request
  flaky-start        process 1 exits before start, process 2 answers start badly, later
                     processes behave (two failures in a row, but not the same way)

Per-document directives (the validate request's document, decoded, starting with "do:"):
  do:crash  do:segv  do:hang  do:exit0  do:orphan (exits, a helper keeps the pipes)
  do:nonjson (a line starting with { that is not JSON)
  do:lonesurrogate (an answer whose message holds the escape \udc00, as Node's JSON.stringify writes it)
  do:closestdin (answers, then exits 6 soon after)  do:nonjson  do:wrongseq  do:badoutcome  do:badlayer
  do:noverdict  do:stringlayer ("layer":"1")  do:stringseq ("seq" as a string)
  do:bigline:N (message of N characters)  do:stderr:N (N bytes on stderr first)
  do:reject:LAYER:RULE:PATH  do:env  do:steps
  do:slow:MS … (sleeps MS milliseconds, then answers like any other document)
  do:trace:N (an exception line, N stack frames on stderr, then exit 1)
  do:error:TEXT (a traceback on stderr, then the answer {"error": TEXT})
  do:spawn (forks three sleeping helpers and a `setsid` one, then accepts with message
            "GROUP,GROUP,GROUP|SETSID", their pids)
Any other document is answered accept, message "id|byte count|byte sum mod 65521|
profile.schemaVersion|number of documents|pid".
"""

import binascii
import os
import sys
import time

# The driver tests start this script some hundred times, so its start-up is their cost: `json`
# and `signal` import `re` and `enum` (about half of a start's CPU time), CPython's `_json`
# accelerator alone none of it. It reads and writes the same JSON as json.loads and json.dumps
# (their defaults: strict, ensure_ascii, ", " and ": "); `signal` is imported where it is used
# (docs/DECISIONS.md 155, 220).
try:
    from _json import encode_basestring_ascii, make_scanner
except ImportError:  # not CPython: the json module it is
    import json

    encode_basestring_ascii = None


class _Decoding:
    """The settings json.JSONDecoder hands `_json.make_scanner`: its defaults."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = float  # "NaN", "Infinity", "-Infinity", as json.loads reads them
    memo: dict[str, str] = {}


def loads(line: bytes) -> object:
    """One JSON value from a request line, as json.loads reads it."""
    if encode_basestring_ascii is None:
        return json.loads(line)
    text = line.decode("utf-8").strip(" \t\r\n")
    value, end = make_scanner(_Decoding())(text, 0)
    if end != len(text):
        raise ValueError(f"extra data after the JSON value at {end}")
    return value


def dumps(value: object) -> str:
    """`value` as json.dumps writes it with its defaults."""
    if encode_basestring_ascii is None:
        return json.dumps(value)
    if isinstance(value, str):
        return encode_basestring_ascii(value)
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(map(dumps, value)) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{encode_basestring_ascii(key)}: {dumps(item)}" for key, item in value.items()) + "}"
    raise TypeError(f"not JSON: {type(value).__name__}")


MODE = sys.argv[1] if len(sys.argv) > 1 else "echo"
OUT = sys.stdout.buffer


def first_time(tag: str) -> bool:
    """True in the first process that asks, for this state directory."""
    state = os.environ.get("MURTI_SCRIPT_STATE")
    if not state:
        return True
    try:
        os.close(os.open(os.path.join(state, tag), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        return False


def process_number() -> int:
    """1 for the first process started with this state directory, 2 for the next, ..."""
    state = os.environ.get("MURTI_SCRIPT_STATE")
    if not state:
        return 1
    number = 1
    while True:
        try:
            os.close(os.open(os.path.join(state, f"process-{number}"), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            return number
        except FileExistsError:
            number += 1


def send(obj: dict[str, object]) -> None:
    OUT.write(dumps(obj).encode("utf-8") + b"\n")
    OUT.flush()


def info() -> dict[str, object]:
    return {"name": "scripted", "version": "0.1.0", "language": "Python",
            "homepage": "https://example.invalid/scripted", "layers": [1, 2, 3, 4],
            "schemaOnly": False, "capabilities": ["manifest"]}


def validate(msg: dict[str, object], count: int) -> None:
    """Answers one validate request as MODE and the document's directive say."""
    seq = msg["seq"]
    doc = binascii.a2b_base64(str(msg.get("document", "")))
    text = doc[:200].decode("utf-8", "replace")
    if MODE == "crash-every-3" and count % 3 == 0:
        sys.stderr.write(f"crash-every-3: exiting on request {count}\n")
        sys.stderr.flush()
        os._exit(3)
    if text.startswith("do:slow:"):
        # Then answers as any document does: a worker busy this long leaves requests for another.
        time.sleep(int(text.split(":")[2].split()[0]) / 1000)
    if text == "do:crash":
        sys.stderr.write("crashing now\n")
        sys.stderr.flush()
        os._exit(3)
    if text == "do:segv":
        import signal

        os.kill(os.getpid(), signal.SIGSEGV)
    if text == "do:hang":
        time.sleep(3600)
    if text == "do:exit0":
        sys.exit(0)
    if text == "do:closestdin":
        os.close(0)  # the runner's next write gets EPIPE
        send({"seq": seq, "outcome": "accept", "message": "closed stdin"})
        time.sleep(0.3)
        os._exit(6)
    if text == "do:orphan":
        import subprocess
        subprocess.Popen(["sleep", "30"])  # inherits stdout and stderr, so no EOF comes
        os._exit(5)
    if text == "do:spawn":
        import subprocess
        helpers = [subprocess.Popen(["sleep", "30"]).pid for _ in range(3)]
        escapee = subprocess.Popen(["sleep", "30"], start_new_session=True).pid
        return send({"seq": seq, "outcome": "accept",
                     "message": ",".join(map(str, helpers)) + f"|{escapee}"})
    if text.startswith("do:trace:"):
        frames = int(text.split(":")[2])
        sys.stderr.write("TypeError: Cannot read properties of undefined (reading 'root')\n")
        sys.stderr.write("".join(f"    at frame {k} (adapter.js:{k}:7)\n" for k in range(1, frames + 1)))
        sys.stderr.flush()
        os._exit(1)
    if text.startswith("do:error:"):
        sys.stderr.write("Traceback (most recent call last):\n  File \"adapter.py\", line 9, in validate\n"
                         "KeyError: 'screen'\n")
        sys.stderr.flush()
        return send({"seq": seq, "error": text.split(":", 2)[2]})
    if text == "do:nonjson":
        OUT.write(b"{validating... please wait\n")
        OUT.flush()
        return
    if text == "do:lonesurrogate":
        return send({"seq": seq, "outcome": "accept", "message": "\udc00"})
    if text == "do:wrongseq":
        return send({"seq": seq + 1000, "outcome": "accept"})
    if text == "do:badoutcome":
        return send({"seq": seq, "outcome": "maybe"})
    if text == "do:badlayer":
        return send({"seq": seq, "outcome": "reject", "layer": 7, "rule": "required", "path": ""})
    if text == "do:stringlayer":
        return send({"seq": seq, "outcome": "reject", "layer": "1", "rule": "decode.syntax", "path": ""})
    if text == "do:stringseq":
        return send({"seq": str(seq), "outcome": "accept"})
    if text == "do:noverdict":
        return send({"seq": seq, "message": "thinking"})
    if text.startswith("do:bigline:"):
        return send({"seq": seq, "outcome": "accept", "message": "x" * int(text.split(":")[2])})
    if text.startswith("do:stderr:"):
        count = int(text.split(":")[2])
        flood = (b"s" * 99 + b"\n") * (count // 100 + 1)
        sys.stderr.buffer.write(flood[:count] + b"\nflood done\n")
        sys.stderr.flush()
        return send({"seq": seq, "outcome": "accept", "message": "flooded"})
    if text.startswith("do:reject:"):
        _, _, layer, rule, path = text.split(":", 4)
        return send({"seq": seq, "outcome": "reject", "layer": int(layer), "rule": rule, "path": path,
                     "message": "scripted"})
    if text == "do:env":
        return send({"seq": seq, "outcome": "accept",
                     "message": f"{os.getcwd()}|{os.environ.get('MURTI_PROBE', '')}"})
    if text == "do:steps":
        steps = [{"outcome": "accept"},
                 {"outcome": "reject", "layer": 3, "rule": "manifest.rollback", "path": "/sequence"}]
        return send({"seq": seq, "steps": steps})
    if MODE == "noisy":
        OUT.write(f"debug: validating {msg['id']}\n\n".encode())
        OUT.flush()
    documents = msg.get("documents") or []
    message = (f"{msg['id']}|{len(doc)}|{sum(doc) % 65521}|{msg['profile'].get('schemaVersion')}|"
               f"{len(documents)}|{os.getpid()}")
    return send({"seq": seq, "outcome": "accept", "message": message})


def main() -> None:
    if MODE == "exit-before-start" and first_time(MODE):
        sys.stderr.write("cannot load the schema\n")
        sys.exit(4)
    if MODE == "banner" and first_time(MODE) or MODE == "noisy":
        OUT.write(b"Scripted validator 0.1.0 ready\n")
        OUT.flush()
    if MODE == "always-exit":
        sys.stderr.write("cannot load the schema\n")
        sys.exit(4)
    number = process_number() if MODE == "flaky-start" else 0
    if number == 1:
        sys.exit(4)
    count = 0
    for raw in sys.stdin.buffer:
        msg = loads(raw)
        cmd = msg.get("cmd")
        if cmd == "start":
            if MODE == "never-start":
                time.sleep(3600)
            if MODE == "bad-start" or MODE == "flaky-start" and number == 2:
                send({"protocol": 1, "implementation": {"version": "0.1.0", "language": "Python"}})
            else:
                send({"protocol": 2 if MODE == "protocol-2" else 1, "implementation": info()})
            if MODE == "never-read" and first_time(MODE):
                time.sleep(3600)
        elif cmd == "stop":
            sys.exit(0)
        elif cmd == "validate":
            count += 1
            validate(msg, count)
        else:
            send({"seq": msg.get("seq", -1), "error": "unknown cmd"})


main()
