"""A copy of the package where mutants are built and run, so the checkout is never mutated.

The copy lives under `.build/mutation/sandbox-N/` of the checkout (N per parallel worker) and
is kept between runs: only files whose bytes differ from the checkout's are copied again, so
SwiftPM rebuilds incrementally. A mutant is planted in the copy, built as a debug build of
`murti-reference-serve` (`conformance-runner serve` without the judge: the first build of a
copy compiles a third of what the runner needs, docs/DECISIONS.md 113; then one file
recompiled and the executable relinked), run over the checkout's corpus by the checkout's
unmutated runner, and the file is restored, whatever happens (docs/MUTATION.md "How").
"""

from __future__ import annotations

import filecmp
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .mutants import Mutant

# What the package manifest builds from: Package.swift names targets in these folders (an example
# adapter compiled with the package lives under examples/).
COPIED = ("Package.swift", "Sources", "Tests", "examples")
# The reference over protocol v1 alone (Sources/murti-reference-serve), not the whole runner.
PRODUCT = "murti-reference-serve"


class SandboxError(Exception):
    """The copy cannot be prepared or its pristine build fails."""


@dataclass
class Outcome:
    """What one mutant did."""

    status: str  # killed | survived | uncompilable | identical
    failing: list[str] = field(default_factory=list)  # fixture ids that caught it
    seconds: float = 0.0
    detail: str = ""


def sync_tree(source: Path, target: Path) -> int:
    """Makes `target` hold the same COPIED files as `source`; returns how many were written.
    Unchanged files keep their modification time (so builds stay incremental)."""
    written = 0
    for name in COPIED:
        origin = source / name
        if origin.is_file():
            destination = target / name
            if not destination.exists() or not filecmp.cmp(origin, destination, shallow=False):
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(origin, destination)
                written += 1
            continue
        wanted = set()
        for path in origin.rglob("*"):
            if path.is_dir():
                continue
            relative = path.relative_to(source)
            wanted.add(relative)
            destination = target / relative
            if not destination.exists() or not filecmp.cmp(path, destination, shallow=False):
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, destination)
                written += 1
        stale = target / name
        if stale.exists():
            for path in sorted(stale.rglob("*"), reverse=True):
                relative = path.relative_to(target)
                if path.is_file() and relative not in wanted:
                    path.unlink()
    return written


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Sandbox:
    """One copy of the package, driven by one worker. A subclass mutates another target and
    runs another corpus by setting `SOURCES` and `CORPUS` (tools/mutation/flowui.py)."""

    SOURCES = "Sources/MurtiValidator"  # the folder mutants are planted in
    CORPUS = "corpus"  # the corpus the mutant's serve is run over

    def __init__(self, repository: Path, folder: Path, runner: Path, timeout: float):
        self.repository = repository
        self.folder = folder
        self.runner = runner
        self.timeout = timeout
        self.binary = folder / ".build" / "debug" / PRODUCT
        self.pristine_digest = ""

    def prepare(self) -> None:
        """Copies the checkout's sources in and builds them unmutated."""
        self.folder.mkdir(parents=True, exist_ok=True)
        sync_tree(self.repository, self.folder)
        built = self.build()
        if built.returncode != 0:
            raise SandboxError(f"the unmutated copy in {self.folder} does not build:\n"
                               + built.stdout[-3000:] + built.stderr[-3000:])
        self.pristine_digest = digest(self.binary)

    def build(self) -> subprocess.CompletedProcess[str]:
        # The executable is removed first so that a relink is never skipped.
        if self.binary.exists():
            self.binary.unlink()
        return subprocess.run(["swift", "build", "--product", PRODUCT],
                              cwd=self.folder, capture_output=True, text=True)

    def judge(self, mutant: Mutant) -> Outcome:
        """Plants `mutant`, builds, runs the corpus, restores the file; the outcome."""
        path = self.folder / self.SOURCES / mutant.file
        original = (self.repository / self.SOURCES / mutant.file).read_text(encoding="utf-8")
        try:
            path.write_text(mutant.apply(original), encoding="utf-8")
            built = self.build()
            if built.returncode != 0:
                errors = [line for line in (built.stdout + built.stderr).splitlines()
                          if "error:" in line]
                return Outcome("uncompilable", detail="; ".join(errors[:2])[:300])
            if digest(self.binary) == self.pristine_digest:
                return Outcome("identical", detail="the mutant compiles to the unmutated binary")
            return self.run_corpus()
        finally:
            path.write_text(original, encoding="utf-8")

    def run_corpus(self) -> Outcome:
        """The corpus through the mutant's reference service, graded by the unmutated runner."""
        with tempfile.TemporaryDirectory(prefix="murti-mutant-") as scratch:
            report_path = Path(scratch) / "report.json"
            command = [str(self.runner), "run", "--corpus", str(self.repository / self.CORPUS),
                       "--format", "json", "--output", str(report_path), "--quiet",
                       "--timeout", str(self.timeout), "--max-errors", "1", "--jobs", "2",
                       "--", str(self.binary)]
            done = subprocess.run(command, capture_output=True, text=True,
                                  env={**os.environ, "MURTI_ADAPTERS_DIR": str(
                                      self.repository / "adapters")})
            try:
                report = json.loads(report_path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                if done.returncode == 2:
                    raise SandboxError(
                        f"the runner could not run: {done.stderr.strip()[-500:]}") from None
                return Outcome("killed", detail=f"the run exited {done.returncode} without a "
                                                f"report: {done.stderr.strip()[-300:]}")
            # A fixture fails the mutant at the rule level (what certifies) or at the strict
            # level (path and warnings): either way the corpus told the mutant apart.
            failing = [result["id"] for result in report.get("results", [])
                       if result.get("status") in ("failed", "errored")
                       or result.get("strict") == "failed"]
            if failing or done.returncode != 0:
                return Outcome("killed", failing=failing,
                               detail="" if failing else f"the run exited {done.returncode}")
            return Outcome("survived")
