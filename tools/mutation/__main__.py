"""Mutation score of the corpus: plants faults in Sources/MurtiValidator one at a time,
rebuilds, runs the corpus through the runner, and reports each mutant killed or survived.

    python3 -m tools.mutation                       # every mutant (docs/MUTATION.md)
    python3 -m tools.mutation --sample 8 --seed 1   # 8 mutants drawn with seed 1
    python3 -m tools.mutation --list                # the mutants, without running them
    python3 -m tools.mutation --only KEY [KEY ...]  # these mutants
    python3 -m tools.mutation --jobs 2 --json out.json
    python3 -m tools.mutation --schema [FILE] [--corpus DIR]   # the schema's score (schema_score.py)

The checkout is never mutated: mutants are built in copies under .build/mutation/.
Mutants listed in tools/mutation/equivalent.json (with why) do not count against the score.
Exit 0 when the run finished, 1 when it was interrupted, 2 when it could not run.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import queue
import random
import signal
import sys
import threading
import time
from pathlib import Path

from . import schema_score
from .mutants import Mutant, all_mutants
from .sandbox import Outcome, Sandbox, SandboxError
from .schema_score import HERE, REPOSITORY

EQUIVALENT = HERE / "equivalent.json"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m tools.mutation", description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=None, help="run N mutants drawn by --seed")
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed (default: 1)")
    parser.add_argument("--only", nargs="+", default=None, metavar="KEY", help="these mutants")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--all-files", action="store_true",
                        help="mutate every file, not only the default scope (docs/MUTATION.md)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="mutants built and run in parallel, one package copy each")
    parser.add_argument("--timeout", type=float, default=None,
                        help="seconds per fixture before a mutant's answer is a hang (default: 3; "
                             "with --schema 30, the engines' own time on the largest fixtures)")
    parser.add_argument("--json", type=Path, default=None, help="write every result there")
    parser.add_argument("--schema", nargs="?", const=str(REPOSITORY / "murti.schema.json"),
                        default=None, metavar="FILE",
                        help="mutate this JSON Schema instead (default FILE: murti.schema.json) "
                             "and judge each mutant with `agreement` and `lint` "
                             "(docs/MUTATION.md)")
    parser.add_argument("--corpus", default=None, metavar="DIR",
                        help="with --schema: the corpus the gate runs (default: corpus/ beside "
                             "FILE)")
    parser.add_argument("--runner", type=Path, default=None, metavar="PATH",
                        help="judge with this conformance-runner binary instead of building the "
                             "checkout's (e.g. from inside `swift test`)")
    parser.add_argument("--equivalent", type=Path, default=None, metavar="FILE",
                        help="with --schema: the equivalent mutants and why (default: "
                             "tools/mutation/schema-equivalent.json for murti.schema.json)")
    arguments = parser.parse_args(argv)
    if arguments.timeout is None:
        arguments.timeout = 30.0 if arguments.schema is not None else 3.0
    if arguments.sample is not None and arguments.sample < 1 or arguments.jobs < 1:
        parser.error("--sample and --jobs must be at least 1")
    return arguments


def load_equivalent(path: Path = EQUIVALENT) -> dict[str, str]:
    """An equivalence file (tools/mutation/equivalent.json by default): mutant key → why no
    fixture can tell it apart."""
    if not path.exists():
        return {}
    document = json.loads(path.read_text(encoding="utf-8"))
    entries = document.get("equivalent", {})
    for key, reason in entries.items():
        if not isinstance(reason, str) or len(reason.strip()) < 10:
            raise SystemExit(f"tools/mutation: {path}: {key}: say why it is equivalent")
    return entries


def schema_equivalents(arguments: argparse.Namespace) -> dict[str, str]:
    """--equivalent, or the project's file when the schema is the project's own (its keys name
    places in that schema), else none."""
    if arguments.equivalent is not None:
        return load_equivalent(arguments.equivalent)
    if Path(arguments.schema).resolve() == (REPOSITORY / "murti.schema.json").resolve():
        return load_equivalent(schema_score.PROJECT_EQUIVALENT)
    return {}


def select(mutants: list[Mutant], arguments: argparse.Namespace) -> list[Mutant]:
    if arguments.only:
        wanted = set(arguments.only)
        chosen = [mutant for mutant in mutants if mutant.key in wanted]
        missing = wanted - {mutant.key for mutant in chosen}
        if missing:
            raise SystemExit(f"tools/mutation: no such mutant: {', '.join(sorted(missing))}")
        return chosen
    if arguments.sample is not None and arguments.sample < len(mutants):
        picked = set(random.Random(arguments.seed).sample(range(len(mutants)), arguments.sample))
        return [mutant for index, mutant in enumerate(mutants) if index in picked]
    return mutants


def describe(mutant: Mutant, outcome: Outcome, equivalent: dict[str, str]) -> str:
    where = f"{mutant.file}:{mutant.line} {mutant.operator} ({mutant.note}) [{mutant.key}]"
    status = outcome.status
    if status == "survived" and mutant.key in equivalent:
        status = "equivalent"
    line = f"{status:12} {where}"
    if outcome.failing:
        shown = ", ".join(outcome.failing[:3])
        line += f"\n             caught by {len(outcome.failing)}: {shown}" + (
            " …" if len(outcome.failing) > 3 else "")
    elif outcome.detail:
        line += f"\n             {outcome.detail}"
    if status == "survived":
        text = (REPOSITORY / "Sources" / "MurtiValidator" / mutant.file).read_text(encoding="utf-8")
        line += "\n" + "\n".join("             " + row for row in mutant.diff(text).splitlines())
    return line


def run(arguments: argparse.Namespace) -> int:
    if arguments.schema is not None:
        return schema_score.run(arguments, select, schema_equivalents(arguments))
    sources = REPOSITORY / "Sources" / "MurtiValidator"
    mutants = all_mutants(sources, arguments.all_files)
    equivalent = load_equivalent()
    chosen = select(mutants, arguments)
    if arguments.list:
        for mutant in chosen:
            print(f"{mutant.key}  {mutant.file}:{mutant.line} {mutant.operator}: {mutant.note}")
        print(f"mutation: {len(chosen)} of {len(mutants)} mutants listed")
        return 0
    work = REPOSITORY / ".build" / "mutation"
    work.mkdir(parents=True, exist_ok=True)
    # One run at a time per checkout: the package copies are shared.
    lock = (work / "lock").open("w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        print(f"mutation: waiting for another run in {work}", file=sys.stderr, flush=True)
        fcntl.flock(lock, fcntl.LOCK_EX)
    runner = work / "runner"
    started = time.monotonic()
    sandboxes = [Sandbox(REPOSITORY, work / f"sandbox-{index}", runner, arguments.timeout)
                 for index in range(min(arguments.jobs, len(chosen)) or 1)]
    print(f"mutation: {len(chosen)} of {len(mutants)} mutants"
          + (f" (sample, seed {arguments.seed})" if arguments.sample else "")
          + f"; preparing {len(sandboxes)} package copy(ies) in {work}", flush=True)
    try:
        # The judge: the checkout's unmutated runner, copied aside, never rebuilt with a mutant.
        if arguments.runner is None:
            schema_score.build_runner(work)
        else:
            schema_score.copy_runner(arguments.runner, work)
        for sandbox in sandboxes:
            sandbox.prepare()
    except (SandboxError, schema_score.GateError) as error:
        print(f"tools/mutation: {error}", file=sys.stderr)
        return 2

    results: dict[str, tuple[Mutant, Outcome]] = {}
    pending: queue.Queue[Mutant] = queue.Queue()
    for mutant in chosen:
        pending.put(mutant)
    lock = threading.Lock()
    stop = threading.Event()
    failure: list[BaseException] = []

    def worker(sandbox: Sandbox) -> None:
        while not stop.is_set():
            try:
                mutant = pending.get_nowait()
            except queue.Empty:
                return
            begin = time.monotonic()
            try:
                outcome = sandbox.judge(mutant)
            except BaseException as error:  # noqa: BLE001 - reported by the main thread
                failure.append(error)
                stop.set()
                return
            outcome.seconds = round(time.monotonic() - begin, 2)
            with lock:
                results[mutant.key] = (mutant, outcome)
                print(f"[{len(results)}/{len(chosen)}] " + describe(mutant, outcome, equivalent),
                      flush=True)

    threads = [threading.Thread(target=worker, args=(sandbox,), daemon=True)
               for sandbox in sandboxes]
    for thread in threads:
        thread.start()
    interrupted = False
    try:
        for thread in threads:
            while thread.is_alive():
                thread.join(0.5)
    except KeyboardInterrupt:
        interrupted = True
        stop.set()
        print("mutation: interrupted; restoring the package copies", file=sys.stderr, flush=True)
        for thread in threads:
            thread.join()  # each restores its file in a `finally`
    if failure:
        print(f"tools/mutation: {failure[0]}", file=sys.stderr)
        return 2
    summary = summarize(chosen, results, equivalent, arguments, time.monotonic() - started)
    print(summary["line"], flush=True)
    if arguments.json:
        arguments.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 1 if interrupted else 0


def summarize(chosen: list[Mutant], results: dict[str, tuple[Mutant, Outcome]],
              equivalent: dict[str, str], arguments: argparse.Namespace, seconds: float) -> dict:
    counts = {"killed": 0, "survived": 0, "equivalent": 0, "uncompilable": 0, "identical": 0}
    rows = []
    for mutant in chosen:
        if mutant.key not in results:
            continue
        _, outcome = results[mutant.key]
        status = outcome.status
        if status == "survived" and mutant.key in equivalent:
            status = "equivalent"
        counts[status] += 1
        rows.append({"key": mutant.key, "file": mutant.file, "line": mutant.line,
                     "operator": mutant.operator, "note": mutant.note, "status": status,
                     "caughtBy": outcome.failing[:10], "seconds": outcome.seconds,
                     "detail": outcome.detail})
    judged = counts["killed"] + counts["survived"]
    score = 100.0 * counts["killed"] / judged if judged else 100.0
    line = (f"mutation: {counts['killed']} of {len(rows)} killed; {counts['survived']} survived, "
            f"{counts['equivalent']} equivalent, {counts['uncompilable']} uncompilable, "
            f"{counts['identical']} identical binaries; score {score:.1f}% of the non-equivalent "
            f"({counts['killed']}/{judged})"
            + (f"; seed {arguments.seed}" if arguments.sample else "")
            + f"; {seconds:.0f} s")
    return {"line": line, "counts": counts, "score": round(score, 2), "seed": arguments.seed,
            "sample": arguments.sample, "seconds": round(seconds, 1), "mutants": rows}


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> int:
    # Ctrl-C and SIGTERM stop the run between mutants (also when started in the background,
    # where a shell leaves SIGINT ignored); each copy's file is restored in a `finally`.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    return run(parse(sys.argv[1:]))


if __name__ == "__main__":
    sys.exit(main())
