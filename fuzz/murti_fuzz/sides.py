"""Protocol v1 clients (docs/CONTRACT.md §3, docs/PROTOCOL.md) for the implementations under test.

A `Side` keeps one child process per lane and never trusts it: no answer within the timeout
is a hang, an exit is a crash, a line that is not a JSON object with the right `seq` is an
error; in each case the process is killed and started again for the next document, like the
runner's driver. All sides get a document at once and answer in parallel (one process each
per lane); with two lanes, two documents are in flight, each side judging both at once on the
machine's cores.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import select
import subprocess
import tempfile
import time
from subprocess import Popen
from typing import Any

LINE_LIMIT = 64 * 1024 * 1024  # CONTRACT §3: a line over 64 MiB is an error
STDERR_TAIL = 2000

# (class, answer): class is `answer`, `hang`, `crash` or `error`; answer the decoded answer line,
# or {"error": ...} for a misbehaviour (docs/CONTRACT.md §3).
Result = tuple[str, dict[str, Any]]
# What `send_all` hands `receive_all`: seq, each side's send outcome, the send time, the lane.
Pending = tuple[int, "dict[str, bool | SideError]", float, int]


class Side:
    """One implementation: `command` (argv), `environment` additions, and its handshake, run
    as `lanes` processes so that as many documents can be in flight at once, one per process
    (docs/CONTRACT.md §3: a process has at most one request outstanding). Every lane is started
    from the same command line and shakes hands on its own; the first handshake names the side."""

    def __init__(
        self,
        command: list[str],
        environment: dict[str, str] | None = None,
        label: str | None = None,
        timeout: float = 10.0,
        role: str | None = None,
        lanes: int = 1,
    ):
        self.command = list(command)
        self.role = role  # "reference" for the reference validator (expectation proposals)
        self.environment = dict(environment or {})
        self.label = label
        self.timeout = timeout
        self.info = None
        self.lanes = [_Process(self) for _ in range(max(1, lanes))]

    @property
    def schema_only(self) -> bool:
        return bool(self.info and self.info.get("schemaOnly"))

    @property
    def restarts(self) -> int:
        return sum(lane.restarts for lane in self.lanes)

    @property
    def process(self) -> subprocess.Popen[bytes] | None:
        """The first lane's process (None when it is not running)."""
        return self.lanes[0].process

    def start(self) -> None:
        """Starts every lane and performs its handshake; raises SideError on failure."""
        for lane in self.lanes:
            lane.start()

    def stop(self) -> None:
        """Sends `stop` to every lane and ends it (killed if it lingers)."""
        for lane in self.lanes:
            lane.stop()

    def send(self, seq: int, document: bytes, profile: dict[str, Any] | bytes, lane: int = 0) -> bool:
        """Writes one validate request to `lane`; a dead process is restarted first. `profile`
        is the profile object, or its JSON text as bytes (`encode_profile`), encoded once per run."""
        return self.lanes[lane].send(encode_request(seq, document, profile))

    def send_line(self, line: bytes, lane: int = 0) -> bool:
        """Writes an encoded request line (`encode_request`) to `lane`, as `send` does."""
        return self.lanes[lane].send(line)

    def receive(self, seq: int, deadline: float, lane: int = 0) -> Result:
        """The answer for `seq` on `lane` as (class, answer dict): class is `answer`, `hang`,
        `crash` or `error` (docs/CONTRACT.md §3 misbehaviours). The process is dropped after
        any but `answer`."""
        return self.lanes[lane].receive(seq, deadline)

    def stderr_tail(self, lane: int = 0) -> str:
        return self.lanes[lane].stderr_tail()

    def _drop(self, lane: int = 0) -> int | None:
        return self.lanes[lane].drop()


class _Process:
    """One child process of a Side: never trusted. No answer within the timeout is a hang, an
    exit is a crash, a line that is not a JSON object with the right `seq` is an error; in each
    case the process is killed and started again for the next document, like the runner's
    driver."""

    def __init__(self, side: Side):
        self.side = side
        self.process = None
        self.buffer = b""
        self.stderr_file = None
        self.restarts = 0

    def start(self) -> None:
        self.stop()
        side = self.side
        # Lives as long as the process and is closed in stop(), so no `with` block.
        self.stderr_file = tempfile.TemporaryFile()  # noqa: SIM115
        env = dict(os.environ)
        env.update(side.environment)
        try:
            self.process = subprocess.Popen(side.command, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=self.stderr_file,
                                            env=env, bufsize=0, preexec_fn=_unlimit_memory)
        except OSError as error:
            raise SideError(f"cannot start {' '.join(side.command)}: {error}") from None
        self.buffer = b""
        self._write({"cmd": "start", "protocol": 1})
        kind, answer = self._read(time.monotonic() + max(side.timeout, 60.0))
        if kind != "line" or not isinstance(answer, dict) or answer.get("protocol") != 1:
            detail = answer if kind == "line" else kind
            raise SideError(f"{' '.join(side.command)}: no protocol 1 handshake ({detail}); "
                            f"stderr: {self.stderr_tail()}")
        info = answer.get("implementation")
        if side.info is None:
            side.info = info if isinstance(info, dict) else {}
        if side.label is None:
            side.label = slug(side.info.get("name") or side.command[0])

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            try:
                process.stdin.write(b'{"cmd":"stop"}\n')
                process.stdin.close()
                process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired, ValueError):
                process.kill()
                process.wait()
            _close(process)
        if self.stderr_file is not None:
            self.stderr_file.close()
            self.stderr_file = None

    def send(self, line: bytes) -> bool:
        if self.process is None or self.process.poll() is not None:
            self.restarts += 1
            self.start()
        try:
            self.process.stdin.write(line)
            self.process.stdin.flush()
            return True
        except OSError:
            return False

    def receive(self, seq: int, deadline: float) -> Result:
        kind, line = self._read(deadline)
        if kind == "line":
            if isinstance(line, dict) and line.get("seq") == seq:
                return "answer", line
            self.drop()
            return "error", {"error": f"unexpected line {str(line)[:200]!r} for seq {seq}"}
        if kind == "timeout":
            self.drop()
            return "hang", {"error": f"no answer within {self.side.timeout:g} s"}
        status = self.drop()
        if kind == "eof":
            return "crash", {"error": f"exited ({describe_status(status)}) without answering; "
                                      f"stderr: {self.stderr_tail()}"}
        return "error", {"error": kind}

    def stderr_tail(self) -> str:
        if self.stderr_file is None:
            return ""
        try:
            self.stderr_file.seek(0, os.SEEK_END)
            size = self.stderr_file.tell()
            self.stderr_file.seek(max(0, size - STDERR_TAIL))
            return self.stderr_file.read().decode("utf-8", "replace").strip()
        except OSError:
            return ""

    def drop(self) -> int | None:
        process, self.process = self.process, None
        if process is None:
            return None
        if process.poll() is None:
            process.kill()
        status = process.wait()
        _close(process)
        return status

    def _write(self, message: dict[str, int | str]) -> None:
        data = json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n"
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def _read(self, deadline: float) -> tuple[str, Any]:
        """One line: ("line", parsed JSON or the raw text), "timeout", "eof", or a reason."""
        stdout = self.process.stdout
        while b"\n" not in self.buffer:
            if len(self.buffer) > LINE_LIMIT:
                return "a line over 64 MiB", None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return "timeout", None
            ready, _, _ = select.select([stdout], [], [], remaining)
            if not ready:
                return "timeout", None
            chunk = os.read(stdout.fileno(), 1 << 20)
            if not chunk:
                return "eof", None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        try:
            return "line", json.loads(line)
        except ValueError:
            return "line", line.decode("utf-8", "replace")


def _unlimit_memory() -> None:
    """In the child: the driver's own address-space cap (fuzz.py) is not the side's."""
    try:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass


def _close(process: Popen[bytes]) -> None:
    for stream in (process.stdin, process.stdout):
        with contextlib.suppress(OSError, ValueError):
            stream.close()


class SideError(Exception):
    """An implementation could not be started or did not shake hands."""


def describe_status(status: int) -> str:
    if status is None:
        return "unknown status"
    if status < 0:
        return f"signal {-status}"
    return f"status {status}"


def slug(text: str) -> str:
    """A side's name as used in signatures and folder names: lower-case, `-` separated."""
    return re.sub(r"[^a-z0-9.]+", "-", str(text).lower()).strip("-") or "side"


def encode_profile(profile: dict[str, Any]) -> bytes:
    """A profile's JSON text, written once and spliced into every request."""
    return json.dumps(profile, separators=(",", ":")).encode("utf-8")


def encode_request(seq: int, document: bytes, profile: dict[str, Any] | bytes) -> bytes:
    """One validate request line (docs/CONTRACT.md §3) as bytes."""
    if not isinstance(profile, bytes):
        profile = encode_profile(profile)
    return b"".join((b'{"cmd":"validate","seq":', str(seq).encode(), b',"id":"fuzz/',
                     str(seq).encode(), b'.json","document":"', base64.b64encode(document),
                     b'","profile":', profile, b"}\n"))


def send_all(sides: list[Side], seq: int, document: bytes, profile: dict[str, Any] | bytes, lane: int = 0) -> Pending:
    """Sends `document` to every side's `lane` (one request line, encoded once); returns what
    `receive_all` needs."""
    line = encode_request(seq, document, profile)
    sent = {}
    for side in sides:
        try:
            sent[side.label] = side.send_line(line, lane)
        except SideError as error:
            sent[side.label] = error
    return seq, sent, time.monotonic(), lane


def ask_all(sides: list[Side], seq: int, document: bytes, profile: dict[str, Any] | bytes) -> dict[str, Result]:
    """Sends `document` to every side, then collects each answer; returns
    {label: (class, answer)}. Sides answer in parallel, each within its own timeout."""
    return receive_all(sides, send_all(sides, seq, document, profile))


def receive_all(sides: list[Side], pending: Pending) -> dict[str, Result]:
    """Each side's answer to the request `send_all` sent: {label: (class, answer)}."""
    seq, sent, start, lane = pending
    results = {}
    for side in sides:
        status = sent[side.label]
        if isinstance(status, SideError):
            results[side.label] = ("error", {"error": str(status)})
        elif status is False:
            code = side._drop(lane)
            results[side.label] = ("crash", {"error": f"its stdin closed ({describe_status(code)}); "
                                                      f"stderr: {side.stderr_tail(lane)}"})
        else:
            results[side.label] = side.receive(seq, start + side.timeout, lane)
    return results
