"""The schema's mutation score: each schema mutant (schema_mutants.py) is handed to the gate as
the schema under test, and counted killed when `agreement --schema MUTANT` or
`lint --schema MUTANT` fails on the corpus (docs/MUTATION.md "The schema").

One runner binary is built once (`swift build --product conformance-runner`, copied aside so a
rebuild during the run cannot swap it) and every mutant is judged by it; mutants run `--jobs` at a
time, each in its own scratch file, since the gate's runs share nothing but the read-only corpus.
`agreement` runs first (it kills most mutants, and a kill needs only one of the two), without
the Swift reference (`--no-reference`: it never reads the schema file, so its answers cannot
change); `lint` runs only on what `agreement` let through.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .schema_mutants import SchemaMutant, schema_mutants

HERE = Path(__file__).resolve().parent  # this package's folder: the equivalence files
# The checkout the scores are taken in: the working directory, which `python3 -m tools.mutation`
# requires to be the repository root (docs/DECISIONS.md D115).
REPOSITORY = Path.cwd()
PROJECT_EQUIVALENT = HERE / "schema-equivalent.json"
DETAIL_LIMIT = 400


class GateError(Exception):
    """The gate cannot judge: no runner, or the unmutated schema does not pass it."""


@dataclass
class Judgement:
    """What the gate did with one mutant."""

    status: str  # killed | survived | equivalent | undecided (a side gave no verdict)
    by: str = ""  # agreement | lint | refused (the gate could not use the mutant: still a kill)
    failing: list[str] = field(default_factory=list)  # fixture ids (agreement) or problems (lint)
    seconds: float = 0.0
    detail: str = ""


class Gate:
    """The runner's `agreement` and `lint` over one corpus, each mutant's processes tracked so an
    interrupted run leaves none behind."""

    def __init__(self, runner: Path, corpus: Path, timeout: float) -> None:
        self.runner = runner
        self.corpus = corpus
        self.timeout = timeout
        self.running: set[subprocess.Popen[str]] = set()
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.environment = {**os.environ, "MURTI_ADAPTERS_DIR": str(REPOSITORY / "adapters")}

    def call(self, arguments: list[str]) -> tuple[int, str, str]:
        """Runs the runner with `arguments` in its own process group; (status, stdout, stderr)."""
        if self.stopped.is_set():
            raise KeyboardInterrupt
        process = subprocess.Popen([str(self.runner), *arguments], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, cwd=REPOSITORY,
                                   env=self.environment, start_new_session=True)
        with self.lock:
            self.running.add(process)
        try:
            out, err = process.communicate()
        finally:
            with self.lock:
                self.running.discard(process)
        if self.stopped.is_set():
            raise KeyboardInterrupt
        return process.returncode, out, err

    def stop(self) -> None:
        """Ends every running gate process (its whole group: the engines it started too)."""
        self.stopped.set()
        with self.lock:
            for process in list(self.running):
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(process.pid, signal.SIGTERM)

    def agreement(self, schema: Path) -> tuple[int, list[str], list[str], str]:
        """(status, the fixtures an engine judged otherwise than expected, the fixtures a side
        gave no verdict on, detail). A side without a verdict (a timeout on a loaded machine, a
        crash) says nothing of the mutant: it is not a kill."""
        status, out, err = self.call(
            ["agreement", "--corpus", str(self.corpus), "--schema", str(schema), "--no-reference",
             "--format", "json", "--jobs", "1", "--timeout", str(self.timeout)])
        failing: list[str] = []
        silent: list[str] = []
        if status == 1:
            with contextlib.suppress(ValueError):
                for row in json.loads(out).get("disagreements", []):
                    judged = [kind for kind in row.get("differences", []) if kind != "noVerdict"]
                    (failing if judged else silent).append(str(row.get("id")))
        return status, failing, silent, (err or out).strip()[-DETAIL_LIMIT:]

    def lint(self, schema: Path) -> tuple[int, list[str], str]:
        status, out, err = self.call(["lint", "--corpus", str(self.corpus), "--schema", str(schema),
                                      "--format", "github"])
        problems = [line.split("::", 2)[-1][:200] for line in out.splitlines()
                    if line.startswith("::error")]
        return status, problems, (err or out).strip()[-DETAIL_LIMIT:]

    def judge(self, schema: Path) -> Judgement:
        """Agreement first; lint only when agreement passes. Exit 1 of either kills the mutant;
        exit 2 (the gate refused to use the schema, e.g. an engine that will not load it) kills
        it too, since `check` would fail, and says so."""
        status, failing, silent, detail = self.agreement(schema)
        if status == 2:
            return Judgement("killed", "refused", detail=f"agreement exited {status}: {detail}")
        if failing:
            return Judgement("killed", "agreement", failing)
        if status == 1 and not silent:  # a failure the JSON report does not list by fixture
            return Judgement("killed", "agreement", detail=f"agreement exited 1: {detail}")
        status, problems, detail = self.lint(schema)
        if status != 0:
            return Judgement("killed", "lint" if status == 1 else "refused", problems,
                             detail="" if status == 1 else f"lint exited {status}: {detail}")
        if silent:
            shown = ", ".join(silent[:3])
            return Judgement("undecided", detail=f"no verdict from a side on {shown}"
                             + ": rerun it with --only and a longer --timeout")
        return Judgement("survived")


def build_runner(work: Path) -> Path:
    """The checkout's runner, built once (debug, incremental) and copied to `work`."""
    built = subprocess.run(["swift", "build", "--product", "conformance-runner"], cwd=REPOSITORY,
                           capture_output=True, text=True)
    if built.returncode != 0:
        raise GateError("the runner does not build:\n" + (built.stdout + built.stderr)[-3000:])
    folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPOSITORY,
                            capture_output=True, text=True).stdout.strip()
    runner = work / "runner"
    shutil.copy2(Path(folder) / "conformance-runner", runner)
    return runner


def copy_runner(binary: Path, work: Path) -> Path:
    """`--runner PATH`, copied to `work` as the built one is."""
    if not binary.is_file():
        raise GateError(f"--runner {binary}: no such file")
    runner = work / "runner"
    shutil.copy2(binary, runner)
    return runner


def load_schema(path: Path) -> dict[str, Any]:
    try:
        schema = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise GateError(f"{path}: cannot read the schema: {error}") from None
    if not isinstance(schema, dict):
        raise GateError(f"{path}: the schema is not a JSON object")
    return schema


def describe(mutant: SchemaMutant, judgement: Judgement) -> str:
    line = f"{judgement.status:12} {mutant.operator} {mutant.note} [{mutant.key}]"
    if judgement.failing:
        shown = ", ".join(judgement.failing[:3])
        line += (f"\n             {judgement.by}: {len(judgement.failing)}: {shown}"
                 + (" …" if len(judgement.failing) > 3 else ""))
    elif judgement.detail:
        line += f"\n             {judgement.detail}"
    return line


def run(arguments: argparse.Namespace, select: Callable[..., list[SchemaMutant]],
        equivalent: dict[str, str]) -> int:
    """`python3 -m tools.mutation --schema [FILE] [--corpus DIR]`: exit 0 finished, 1 interrupted, 2 the
    gate cannot run."""
    schema_path = Path(arguments.schema).resolve()
    corpus = Path(arguments.corpus).resolve() if arguments.corpus else schema_path.parent / "corpus"
    try:
        schema = load_schema(schema_path)
    except GateError as error:
        print(f"tools/mutation: {error}", file=sys.stderr)
        return 2
    mutants = schema_mutants(schema)
    chosen = select(mutants, arguments)
    if arguments.list:
        for mutant in chosen:
            print(f"{mutant.key}  {mutant.operator}: {mutant.note}")
        print(f"mutation: {len(chosen)} of {len(mutants)} schema mutants listed")
        return 0
    if not (corpus / "expectations.json").is_file():
        print(f"tools/mutation: {corpus} holds no expectations.json; pass --corpus DIR",
              file=sys.stderr)
        return 2
    work = REPOSITORY / ".build" / "mutation" / "schema"
    scratch = work / "mutants"
    scratch.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    print(f"mutation: {len(chosen)} of {len(mutants)} schema mutants of {schema_path}"
          + (f" (sample, seed {arguments.seed})" if arguments.sample else "")
          + f"; corpus {corpus}; {arguments.jobs} at a time", flush=True)
    try:
        runner = (build_runner(work) if arguments.runner is None
                  else copy_runner(arguments.runner, work))
        gate = Gate(runner, corpus, arguments.timeout)
        baseline = gate.judge(schema_path)
        if baseline.status != "survived":
            raise GateError(f"the unmutated schema does not pass the gate ({baseline.by}): "
                            + "; ".join(baseline.failing[:5]) + baseline.detail)
    except GateError as error:
        print(f"tools/mutation: {error}", file=sys.stderr)
        return 2

    results: dict[str, Judgement] = {}
    lock = threading.Lock()

    def judge(mutant: SchemaMutant) -> None:
        begin = time.monotonic()
        path = scratch / f"{mutant.key.replace(':', '-')}.json"
        path.write_text(json.dumps(mutant.apply(schema), indent=2) + "\n", encoding="utf-8")
        try:
            judgement = gate.judge(path)
        finally:
            path.unlink(missing_ok=True)
        if judgement.status == "survived" and mutant.key in equivalent:
            judgement.status = "equivalent"
            judgement.detail = equivalent[mutant.key]
        judgement.seconds = round(time.monotonic() - begin, 2)
        with lock:
            results[mutant.key] = judgement
            print(f"[{len(results)}/{len(chosen)}] " + describe(mutant, judgement), flush=True)

    interrupted = False
    pool = ThreadPoolExecutor(max_workers=max(1, arguments.jobs))
    futures = [pool.submit(judge, mutant) for mutant in chosen]
    try:
        for future in futures:
            while not future.done():
                time.sleep(0.2)
            if future.exception() and not isinstance(future.exception(), KeyboardInterrupt):
                raise future.exception()
    except KeyboardInterrupt:
        interrupted = True
        print("mutation: interrupted; stopping the gate's processes", file=sys.stderr, flush=True)
    finally:
        if interrupted:
            gate.stop()
        for future in futures:
            future.cancel()
        pool.shutdown(wait=True)
    summary = summarize(chosen, results, arguments, time.monotonic() - started)
    print(summary["line"], flush=True)
    if arguments.json:
        arguments.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 1 if interrupted else 0


def summarize(chosen: list[SchemaMutant], results: dict[str, Judgement],
              arguments: argparse.Namespace, seconds: float) -> dict[str, Any]:
    counts = {"killed": 0, "survived": 0, "equivalent": 0, "undecided": 0}
    by: dict[str, int] = {}
    rows = []
    for mutant in chosen:
        judgement = results.get(mutant.key)
        if judgement is None:
            continue
        counts[judgement.status] += 1
        if judgement.status == "killed":
            by[judgement.by] = by.get(judgement.by, 0) + 1
        rows.append({"key": mutant.key, "operator": mutant.operator, "location": mutant.location,
                     "note": mutant.note, "status": judgement.status, "by": judgement.by,
                     "caughtBy": judgement.failing[:10], "seconds": judgement.seconds,
                     "detail": judgement.detail})
    judged = counts["killed"] + counts["survived"]
    score = 100.0 * counts["killed"] / judged if judged else 100.0
    killers = ", ".join(f"{count} by {name}" for name, count in sorted(by.items()))
    line = (f"mutation: {counts['killed']} of {len(rows)} schema mutants killed"
            + (f" ({killers})" if killers else "")
            + f"; {counts['survived']} survived, {counts['equivalent']} equivalent"
            + (f", {counts['undecided']} undecided (no verdict)" if counts["undecided"] else "")
            + "; score "
            f"{score:.1f}% of the non-equivalent ({counts['killed']}/{judged})"
            + (f"; seed {arguments.seed}" if arguments.sample else "") + f"; {seconds:.0f} s")
    return {"line": line, "counts": counts, "killedBy": by, "score": round(score, 2),
            "seed": arguments.seed, "sample": arguments.sample, "seconds": round(seconds, 1),
            "mutants": rows}
