#!/usr/bin/env python3
"""Differential fuzzer for Murti implementations over protocol v1 (docs/FUZZING.md).

Usage (normally through `conformance-runner fuzz`, which passes the sides):
  python3 fuzz/fuzz.py --side SIDE [--side SIDE ...] [--seconds N] [--seed S] [--out DIR]
                       [--max-examples N] [--until REGEX] [--timeout S] [--corpus DIR]
                       [--schema FILE] [--known FILE] [--shrink-seconds N] [--lanes N]
  python3 fuzz/fuzz.py --side SIDE ... --replay FILE [FILE ...]

A SIDE is a JSON array (the command line; its label is its handshake name) or a JSON object
{"label": ..., "command": [...], "role": "reference"}. Exit status: 0 no new finding, 1 a new
finding (written under --out) or a replayed file that still disagrees, 2 bad usage or a side
that cannot start.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import re
import signal
import sys
from argparse import Namespace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from murti_fuzz.compare import KnownFindings
    from murti_fuzz.sides import Side

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def parse_arguments(argv: list[str]) -> Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--side", action="append", default=[], metavar="SIDE",
                        help="an implementation: a JSON array command line, or a JSON object "
                             "with label, command and role")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="search time in seconds (default: 60)")
    parser.add_argument("--seed", type=int, default=None,
                        help="the run's seed (default: random, printed); the same seed replays "
                             "the same documents")
    parser.add_argument("--out", type=Path, default=REPO / ".build" / "fuzz-findings",
                        help="where findings are written (default: .build/fuzz-findings)")
    parser.add_argument("--max-examples", type=int, default=None,
                        help="stop after this many documents (a deterministic budget)")
    parser.add_argument("--until", default=None,
                        help="stop once a finding's signature matches this regular expression")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds a side may take per document before it is a hang "
                             "(default: 10)")
    parser.add_argument("--corpus", type=Path, default=REPO / "corpus",
                        help="the corpus whose `default` profile the documents are judged under")
    parser.add_argument("--schema", type=Path, default=None,
                        help="the schema documents are generated from (default: "
                             "murti.schema.json beside the corpus)")
    parser.add_argument("--known", type=Path, default=HERE / "known-findings.json",
                        help="the known-findings list (default: fuzz/known-findings.json)")
    parser.add_argument("--shrink-seconds", type=float, default=120.0,
                        help="how long a shrink may go on after --seconds (default: 120)")
    parser.add_argument("--lanes", type=int, default=2,
                        help="processes per side, and so documents in flight at once (default: 2, "
                             "so that the slowest side keeps both of two cores busy; one request "
                             "per process, docs/CONTRACT.md §3)")
    parser.add_argument("--replay", nargs="+", type=Path, default=None, metavar="FILE",
                        help="send these files to every side and compare, instead of searching")
    parser.add_argument("--confine", action="append", type=Path, default=[], metavar="DIR",
                        help="a corpus folder: a replayed file below it is read one folder at a "
                             "time, no link followed (the --corpus folder always is one)")
    arguments = parser.parse_args(argv)
    if not arguments.side:
        parser.error("give at least one --side (conformance-runner fuzz passes them)")
    if arguments.seconds < 0 or arguments.timeout <= 0:
        parser.error("--seconds must be ≥ 0 and --timeout > 0")
    if arguments.lanes < 1:
        parser.error("--lanes must be ≥ 1")
    return arguments


def make_sides(specs: list[str], timeout: float, lanes: int = 1) -> list[Side]:
    from murti_fuzz.sides import Side

    sides = []
    for spec in specs:
        try:
            parsed = json.loads(spec)
        except ValueError:
            raise SystemExit(f"fuzz: --side {spec!r} is not JSON") from None
        if isinstance(parsed, list) and parsed and all(isinstance(w, str) for w in parsed):
            sides.append(Side(parsed, timeout=timeout, lanes=lanes))
        elif isinstance(parsed, dict) and isinstance(parsed.get("command"), list):
            sides.append(Side(parsed["command"], environment=parsed.get("environment"),
                              label=parsed.get("label"), role=parsed.get("role"),
                              timeout=timeout, lanes=lanes))
        else:
            raise SystemExit(f"fuzz: --side {spec!r} is neither a command array nor an object "
                             f"with a command array")
    return sides


def start_sides(sides: list[Side]) -> bool:
    from murti_fuzz.sides import SideError

    labels = set()
    for side in sides:
        try:
            side.start()
        except SideError as error:
            print(f"fuzz: {error}", file=sys.stderr)
            return False
        base, number = side.label, 2
        while side.label in labels:  # two sides with one handshake name
            side.label = f"{base}-{number}"
            number += 1
        labels.add(side.label)
    return True


DRIVER_MEMORY_LIMIT = 6 * 1024**3  # bytes of address space for this process, not its sides


def limit_memory() -> None:
    """Caps this process's address space (a generator bug must end in a MemoryError here, not
    in the machine's out-of-memory killer); the sides get the limit back (sides.Side)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if soft == resource.RLIM_INFINITY or soft > DRIVER_MEMORY_LIMIT:
            resource.setrlimit(resource.RLIMIT_AS, (DRIVER_MEMORY_LIMIT, hard))
    except (ImportError, ValueError, OSError):
        pass  # no such limit on this platform


def default_profile(corpus: Path) -> dict[str, Any]:
    from murti_fuzz.files import read_regular

    expectations = json.loads(read_regular(corpus.resolve() / "expectations.json").decode("utf-8"))
    return expectations["profiles"]["default"]


def replay(files: list[Path], sides: list[Side], profile: dict[str, Any], known: KnownFindings,
           roots: list[Path]) -> int:
    """Sends each file (read confined below `roots`) to every side; prints each side's class; 1
    if any file disagrees."""
    from murti_fuzz.compare import answer_class, classify
    from murti_fuzz.files import read_confined
    from murti_fuzz.sides import ask_all

    status = 0
    for seq, path in enumerate(files, start=1):
        try:
            data = read_confined(path, roots)
        except OSError as error:
            print(f"fuzz: {path}: {error}", file=sys.stderr)
            return 2
        results = ask_all(sides, seq, data, profile)
        print(f"{path}:")
        for side in sides:
            kind, answer = results[side.label]
            detail = answer.get("path") if kind == "answer" else answer.get("error")
            print(f"  {side.label:32} {answer_class(kind, answer, side.schema_only):40} "
                  f"{detail if detail is not None else ''}")
        for finding in classify(results, sides, known, data):
            print(f"  finding: {finding.signature}"
                  + (f" (known: {finding.known})" if finding.known else "")
                  + (f" (outside the declared scope: {finding.outside})" if finding.outside else ""))
            if finding.known is None and finding.outside is None:
                status = 1
    return status


def main(argv: list[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    # `kill -USR1 PID` prints every thread's stack on stderr: where a long run spends its time.
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    limit_memory()
    sys.setrecursionlimit(20000)  # documents nest 600 deep; slot walks recurse per level
    from murti_fuzz.compare import KnownFindings

    try:
        known = KnownFindings.load(arguments.known)
        profile = default_profile(arguments.corpus)
        schema_path = arguments.schema or arguments.corpus.resolve().parent / "murti.schema.json"
        with open(schema_path, encoding="utf-8") as handle:
            schema = json.load(handle)
    except (OSError, ValueError, KeyError) as error:
        print(f"fuzz: {error}", file=sys.stderr)
        return 2
    # A replay sends one file at a time: one lane is enough.
    sides = make_sides(arguments.side, arguments.timeout, 1 if arguments.replay else arguments.lanes)
    # Started inside the `try`: a stop that lands during a handshake still ends every side.
    try:
        if not start_sides(sides):
            return 2
        if arguments.replay:
            return replay(arguments.replay, sides, profile, known, [arguments.corpus, *arguments.confine])
        return search(arguments, sides, profile, known, schema)
    finally:
        for side in sides:
            side.stop()


def search(
    arguments: Namespace, sides: list[Side], profile: dict[str, Any], known: KnownFindings, schema: dict[str, Any]
) -> int:
    from murti_fuzz.search import Search
    from murti_fuzz.strategies import Generator

    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(2**32)
    arguments.out.mkdir(parents=True, exist_ok=True)
    names = ", ".join(f"{side.label}{' (schema-only)' if side.schema_only else ''}"
                      for side in sides)
    budget = f"{arguments.seconds:g} s" + (f" or {arguments.max_examples} documents"
                                           if arguments.max_examples else "")
    print(f"fuzz: seed {seed}, {budget}, sides: {names}", flush=True)
    until = re.compile(arguments.until) if arguments.until else None
    run = Search(Generator(schema, profile), sides, profile, known, str(arguments.out), seed,
                 arguments.seconds, max_examples=arguments.max_examples, until=until,
                 shrink_seconds=arguments.shrink_seconds,
                 log=lambda line: print(line, flush=True))
    summary = run.run()
    with open(arguments.out / "run.json", "w", encoding="utf-8") as handle:
        json.dump(summary, handle, indent=2)
        handle.write("\n")
    known_text = ", ".join(f"{name} ×{count}" for name, count in sorted(summary["known"].items()))
    outside = summary["outsideScope"]
    outside_text = "; ".join(f"{reason} ×{count}" for reason, count in outside.items())
    interrupted = " (interrupted)" if summary["interrupted"] else ""
    rate = summary["documentsPerSecond"]
    print(f"fuzz: {summary['documents']} documents in {summary['seconds']} s{interrupted} "
          f"(seed {seed}{f', {rate:g}/s' if rate else ''}): "
          f"{len(summary['new'])} new finding(s), "
          f"{sum(summary['known'].values())} known{f' ({known_text})' if known_text else ''}, "
          f"{sum(outside.values())} outside the declared scope"
          f"{f' ({outside_text})' if outside_text else ''}"
          + (f"; see {arguments.out}" if summary["new"] else ""), flush=True)
    return 1 if summary["new"] else 0


def reexec_in_venv() -> None:
    """Replaces this process with the same run under the pinned environment's python
    (adapters/requirements.txt) through `adapters/venv.py --exec`; returns when already in it
    or when MURTI_ADAPTER_NO_VENV is set, as the adapters do (docs/DECISIONS.md D115)."""
    venv = REPO / ".build" / "adapters-venv"
    if Path(sys.prefix).resolve() == venv.resolve() or os.environ.get("MURTI_ADAPTER_NO_VENV"):
        return
    script = REPO / "adapters" / "venv.py"
    if not script.is_file():
        raise SystemExit(f"fuzz: {script} is missing; run from a checkout that has adapters/ beside fuzz/")
    os.execv(sys.executable, [sys.executable, str(script), "--exec", __file__, *sys.argv[1:]])


def take_stop_signals() -> None:
    """SIGINT, SIGTERM and SIGHUP each raise KeyboardInterrupt, whatever this process inherited: a
    program started from a Dispatch thread inherits them blocked, and one started by `cmd &` in a
    script inherits SIGINT ignored, so the runner's stop (SIGINT) would otherwise never arrive.
    SIGTERM and SIGHUP started ignored (`nohup`) stay ignored, as the runner keeps them."""
    stops = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    for number in stops:
        if number == signal.SIGINT or signal.getsignal(number) != signal.SIG_IGN:
            signal.signal(number, _stop)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, stops)


def _stop(number: int, frame: object) -> None:
    raise KeyboardInterrupt


def run_interruptibly() -> int:
    """`main` in the pinned environment; a stop (the runner passes SIGTERM and SIGHUP on as
    SIGINT, docs/SECURITY.md "Signals and processes") that lands outside the search, which
    handles its own, ends the run with one line and status 130, never a traceback."""
    try:
        reexec_in_venv()
        take_stop_signals()
        return main()
    except KeyboardInterrupt:
        print("fuzz: interrupted", file=sys.stderr, flush=True)
        return 130


if __name__ == "__main__":
    sys.exit(run_interruptibly())
